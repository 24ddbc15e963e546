/**
 * Moments people type (the command line's --since, --time, --from and --to,
 * the export API's since): ISO 8601 with its zone, or a date alone meaning
 * the start of that day in the office. Nothing else, so that "12" is refused
 * rather than read as December 2001, and no time depends on the machine's
 * zone. The console's date-and-time controls are read on the office's clock.
 */
import * as v from "valibot";

import { isIsoCalendarDate } from "./dates";
import { officeDayStart, officeInstant } from "./office-time";

/** What a refusal says is accepted, after "--since must be ". */
export const timeInputForms =
  "a date (2027-03-15, the start of that day in Austin) or a time with its zone (2027-03-15T08:00:00-05:00 or 2027-03-15T13:00:00Z)";

const DATE = /^\d{4}-\d{2}-\d{2}$/u;
/** Date, T (or a space), hours and minutes, optional seconds and fraction, then Z or an offset. */
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?)$/iu;

/** The moment `text` names, or undefined when it is not one of the accepted forms. */
export function parseTimeInput(text: string): Date | undefined {
  if (DATE.test(text)) return isIsoCalendarDate(text) ? officeDayStart(text) : undefined;
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [
    ,
    date = "",
    hour,
    minute,
    second = "0",
    fraction = "",
    utc,
    sign,
    offsetHours,
    offsetMinutes = "0",
  ] = match;
  const [hours, minutes, seconds] = [hour, minute, second].map(Number) as [number, number, number];
  const offset = utc ? 0 : Number(offsetHours) * 60 + Number(offsetMinutes);
  if (!isIsoCalendarDate(date) || hours > 23 || minutes > 59 || seconds > 59) return undefined;
  if (!utc && (Number(offsetHours) > 23 || Number(offsetMinutes) > 59)) return undefined;
  const milliseconds = Number(fraction.padEnd(3, "0").slice(0, 3));
  const asUtc =
    Date.parse(`${date}T00:00:00Z`) + ((hours * 60 + minutes) * 60 + seconds) * 1000 + milliseconds;
  return new Date(asUtc - (sign === "-" ? -offset : offset) * 60_000);
}

const CLOCK_READING = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/u;

/**
 * A reading of the office's clock as a browser's datetime-local control
 * gives it ("2027-03-15T08:00"): the console's times are Austin's wherever
 * its reader is. Undefined when it is not one.
 */
export function parseOfficeClockInput(value: string): Date | undefined {
  const match = CLOCK_READING.exec(value);
  if (!match) return undefined;
  const [, date = "", hour, minute, second = "0"] = match;
  const [hours, minutes, seconds] = [hour, minute, second].map(Number) as [number, number, number];
  if (!isIsoCalendarDate(date) || hours > 23 || minutes > 59 || seconds > 59) return undefined;
  return officeInstant({ date, hour: hours, minute: minutes, second: seconds });
}

/** A valibot schema for such a moment: its output is the Date. */
export const timeInput = v.pipe(
  v.string(timeInputForms),
  v.trim(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const moment = parseTimeInput(dataset.value);
    if (moment) return moment;
    addIssue({ message: timeInputForms });
    return NEVER;
  }),
);
