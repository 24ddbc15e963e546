import { OFFICE_TIME_ZONE } from "~/lib/office-time";

import { consoleCopy } from "../copy/common";

const dateTimeFormat = new Intl.DateTimeFormat(consoleCopy.dateTimeLocale, {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: OFFICE_TIME_ZONE,
  timeZoneName: "short",
});

/** "Nov 24, 2026, 5:21 PM CST": on the office's clock, wherever the reader is. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

export function DateTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}
