/**
 * Dates in content are ISO calendar dates ("2026-11-22"). They are formatted in UTC
 * so the pre-rendered HTML and the hydrated page agree whatever the visitor's time zone.
 */
const longDate = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "long" });

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(isoDate: string, date: Date): boolean {
  // A rolled-over date such as 2026-02-30 parses as another day, so compare it back.
  return (
    isoDatePattern.test(isoDate) &&
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === isoDate
  );
}

/** "2026-11-22" → "November 22, 2026". Throws on anything that is not a real calendar date. */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (!isCalendarDate(isoDate, date)) {
    throw new RangeError(`Not an ISO calendar date: ${isoDate}`);
  }
  return longDate.format(date);
}
