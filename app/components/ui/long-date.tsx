import { formatLongDate } from "~/lib/dates";
import { useLocale } from "~/lib/use-locale";

/** A content date as a machine-readable <time>, written out in the page's language. */
export function LongDate({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {formatLongDate(date, useLocale())}
    </time>
  );
}
