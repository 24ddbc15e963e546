import { DayPicker, type PropsBase, type PropsSingleRequired } from "react-day-picker";

import { Icon } from "~/components/ui/icon";
import type { CalendarLabels } from "~/content/types";
import { cn } from "~/lib/cn";
import type { Locale } from "~/lib/i18n";

/**
 * The site's calendar: react-day-picker (single-day selection, full keyboard
 * navigation) with our tokens. Weeks start on Sunday and one month shows
 * unless the caller says otherwise. The site only ever picks one day (a demo
 * date), so the multiple and range modes are not offered; a chosen day stays
 * chosen until another is picked. Month and day names come from the browser's
 * own Intl data in the page's language, so no language pack ships.
 */
type CalendarProps = Omit<PropsBase, "mode" | "required" | "lang" | "locale"> &
  Omit<PropsSingleRequired, "mode" | "required"> & {
    locale: Locale;
    labels: CalendarLabels;
  };

function localeText(locale: Locale, labels: CalendarLabels) {
  const caption = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric" });
  const weekdayShort = new Intl.DateTimeFormat(locale, { weekday: "short" });
  const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: "long" });
  const fullDate = new Intl.DateTimeFormat(locale, { dateStyle: "full" });
  return {
    formatters: {
      formatCaption: (month: Date) => caption.format(month),
      formatWeekdayName: (weekday: Date) => weekdayShort.format(weekday),
    } satisfies PropsBase["formatters"],
    labels: {
      labelGrid: (month: Date) => caption.format(month),
      labelWeekday: (weekday: Date) => weekdayLong.format(weekday),
      labelPrevious: () => labels.previousMonth,
      labelNext: () => labels.nextMonth,
      labelDayButton: (day: Date, modifiers: { today?: boolean; selected?: boolean }) =>
        [
          modifiers.today ? `${labels.today}, ` : "",
          fullDate.format(day),
          modifiers.selected ? `, ${labels.selected}` : "",
        ].join(""),
    } satisfies PropsBase["labels"],
  };
}

export function Calendar({ className, classNames, locale, labels, ...props }: CalendarProps) {
  return (
    <DayPicker
      mode="single"
      required
      weekStartsOn={0}
      numberOfMonths={1}
      lang={locale}
      {...localeText(locale, labels)}
      className={cn("text-sm", className)}
      classNames={{
        months: "relative flex flex-col gap-4",
        month: "flex flex-col gap-3",
        month_caption: "flex h-11 items-center justify-center font-semibold",
        nav: "absolute inset-x-0 top-0 z-10 flex h-11 items-center justify-between",
        button_previous:
          "inline-flex size-11 items-center justify-center rounded-lg hover:bg-surface-sunken disabled:opacity-40",
        button_next:
          "inline-flex size-11 items-center justify-center rounded-lg hover:bg-surface-sunken disabled:opacity-40",
        month_grid: "border-collapse",
        weekdays: "flex",
        weekday: "w-10 text-center sm:w-11 text-xs font-semibold text-ink-muted",
        week: "mt-1 flex",
        day: "size-10 p-0 text-center sm:size-11",
        day_button:
          "inline-flex size-10 items-center justify-center rounded-lg hover:bg-primary-soft disabled:cursor-not-allowed disabled:hover:bg-transparent sm:size-11",
        today: "font-bold text-primary",
        selected:
          "[&>button]:bg-primary [&>button]:text-on-primary [&>button]:hover:bg-primary-hover",
        outside: "text-ink-muted/70",
        disabled: "text-ink-muted/60 line-through",
        hidden: "invisible",
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation }) =>
          orientation === "left" ? (
            <Icon name="chevron-left" className="size-5" />
          ) : (
            <Icon name="chevron-right" className="size-5" />
          ),
      }}
      {...props}
    />
  );
}
