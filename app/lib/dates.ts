/** Calendar dates in the visitor's own time zone: a demo is booked for a local day. */

export function startOfToday(now = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** 2026-12-03, from the local calendar date (not UTC, which can be a day off). */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** December 3, 2026 */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}
