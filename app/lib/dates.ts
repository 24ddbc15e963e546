/**
 * Dates as visitors read them, in the page's language: "December 3, 2026",
 * "3 de diciembre de 2026".
 *
 * - A content date is an ISO calendar date ("2026-11-22"). It is formatted in
 *   UTC so the pre-rendered HTML and the hydrated page agree whatever the
 *   visitor's time zone.
 * - A date the visitor picks is a local calendar day: a demo is booked for a
 *   day on the visitor's own calendar.
 */
import type { Locale } from "./i18n";

const formatters = new Map<string, Intl.DateTimeFormat>();

function longDateFormat(locale: Locale, timeZone?: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ""}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone });
    formatters.set(key, format);
  }
  return format;
}

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day: 2026-02-30 would roll over to another day. */
export function isIsoCalendarDate(isoDate: string): boolean {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return (
    isoDatePattern.test(isoDate) &&
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === isoDate
  );
}

/**
 * "2026-11-22" → "November 22, 2026" (a content date, read in UTC), or a
 * local Date → its local day. Throws on a string that is not a calendar date.
 */
export function formatLongDate(date: string | Date, locale: Locale): string {
  if (typeof date !== "string") return longDateFormat(locale).format(date);
  if (!isIsoCalendarDate(date)) throw new RangeError(`Not an ISO calendar date: ${date}`);
  return longDateFormat(locale, "UTC").format(new Date(`${date}T00:00:00Z`));
}

export function startOfToday(now = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** 2026-12-03, from the local calendar date (not UTC, which can be a day off). */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}
