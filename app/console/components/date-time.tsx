import { consoleCopy } from "../copy/common";

const dateTimeFormat = new Intl.DateTimeFormat(consoleCopy.dateTimeLocale, {
  dateStyle: "medium",
  timeStyle: "short",
});

/** "Nov 24, 2026, 5:21 PM", in the reader's own time zone. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

export function DateTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}
