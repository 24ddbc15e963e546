import { DayPicker, type PropsBase, type PropsSingleRequired } from "react-day-picker";

import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/**
 * The site's calendar: react-day-picker (single-day selection, full keyboard
 * navigation) with our tokens. Weeks start on Sunday and one month shows
 * unless the caller says otherwise. The site only ever picks one day (a demo
 * date), so the multiple and range modes are not offered; a chosen day stays
 * chosen until another is picked.
 */
type CalendarProps = Omit<PropsBase, "mode" | "required"> &
  Omit<PropsSingleRequired, "mode" | "required">;

export function Calendar({ className, classNames, ...props }: CalendarProps) {
  return (
    <DayPicker
      mode="single"
      required
      weekStartsOn={0}
      numberOfMonths={1}
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
