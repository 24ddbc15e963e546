import { formatLongDate } from "./format-date";

/** A content date as machine-readable `<time>` with its long English form as text. */
export function LongDate({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {formatLongDate(date)}
    </time>
  );
}
