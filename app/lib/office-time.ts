/**
 * The office's time zone, named once: Brightway is in Austin, Texas. Every
 * local time the site writes or reads (a job's closing time, the digest's
 * hour, the console's dates, a maintenance window typed in the console, a
 * date alone on the command line) is a time on the office's clock. Offsets
 * come from the IANA database through Intl, never from rules written here.
 */
export const OFFICE_TIME_ZONE = "America/Chicago";

/** A wall clock's reading: calendar date (YYYY-MM-DD) and time of day. */
export interface WallClock {
  date: string;
  hour: number;
  minute: number;
  second: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const readers = new Map<string, Intl.DateTimeFormat>();

function reader(timeZone: string): Intl.DateTimeFormat {
  let format = readers.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    readers.set(timeZone, format);
  }
  return format;
}

/** What a clock in `timeZone` reads at `instant`. */
export function wallClock(instant: Date, timeZone: string = OFFICE_TIME_ZONE): WallClock {
  const parts = Object.fromEntries(
    reader(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The clock's reading as if it were UTC, in milliseconds: the offset is what it differs by. */
const asUtc = ({ date, hour, minute, second }: WallClock) =>
  Date.parse(`${date}T00:00:00Z`) + ((hour * 60 + minute) * 60 + second) * 1000;

/** Minutes the office's clock is ahead of UTC at `instant`: −300 in summer, −360 in winter. */
export function officeOffsetMinutes(instant: Date): number {
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc(wallClock(new Date(whole))) - whole) / MINUTE_MS);
}

/** "-05:00" for −300 minutes. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const whole = Math.abs(minutes);
  const hours = String(Math.floor(whole / 60)).padStart(2, "0");
  return `${sign}${hours}:${String(whole % 60).padStart(2, "0")}`;
}

/**
 * The moment the office's clock reads `clock`. Where the clock skips an hour
 * (2:30 on the spring change does not exist) it is read with the offset from
 * before the change, so an hour later (3:30 daylight time); where it repeats
 * one (1:30 on the autumn change happens twice) it is the first. This is what
 * RFC 5545 and Temporal's "compatible" disambiguation do.
 */
export function officeInstant(clock: WallClock): Date {
  const local = asUtc(clock);
  // The offsets a day either side of the reading hold every change near it.
  const before = officeOffsetMinutes(new Date(local - DAY_MS));
  const after = officeOffsetMinutes(new Date(local + DAY_MS));
  const readings = [before, after]
    .map((offset) => local - offset * MINUTE_MS)
    .filter((candidate) => asUtc(wallClock(new Date(candidate))) === local);
  return new Date(readings.length > 0 ? Math.min(...readings) : local - before * MINUTE_MS);
}

/** The first moment of an office calendar day ("2027-03-15"). */
export const officeDayStart = (date: string): Date =>
  officeInstant({ date, hour: 0, minute: 0, second: 0 });

/** ISO 8601 with the office's offset at that moment: "2027-03-15T23:59:59-05:00". */
export function officeIsoString(instant: Date): string {
  const { date, hour, minute, second } = wallClock(instant);
  const time = [hour, minute, second].map((part) => String(part).padStart(2, "0")).join(":");
  return `${date}T${time}${offsetText(officeOffsetMinutes(instant))}`;
}

const zoneNamer = new Intl.DateTimeFormat("en-US", {
  timeZone: OFFICE_TIME_ZONE,
  timeZoneName: "short",
});

/** The office zone's short name at `instant` ("CST", "CDT"), for times people read. */
export const officeZoneName = (instant: Date): string =>
  zoneNamer.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ??
  OFFICE_TIME_ZONE;
