import { type ComponentProps, useState } from "react";

import { Icon } from "~/components/ui/icon";
import type { CalendarLabels } from "~/content/types";
import { cn } from "~/lib/cn";
import { formatLongDate, startOfToday } from "~/lib/dates";
import type { Locale } from "~/lib/i18n";

import { Calendar } from "./calendar";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";

/**
 * Keyboard users land on the chosen day, else today, else the first day that
 * can be picked. (Done here rather than with the calendar's autoFocus, which
 * fires before the popover's focus scope exists and is undone by the dialog's
 * focus trap.)
 */
function focusInitialDay(calendar: HTMLElement) {
  const day =
    calendar.querySelector<HTMLElement>("td[data-selected] button") ??
    calendar.querySelector<HTMLElement>("td[data-today] button:not(:disabled)") ??
    calendar.querySelector<HTMLElement>("td button:not(:disabled)");
  day?.focus();
}

type DatePickerProps = Omit<ComponentProps<"button">, "value" | "onChange"> & {
  value: Date | undefined;
  onChange: (date: Date | undefined) => void;
  /** The last day that may be picked. */
  latest?: Date;
  placeholder: string;
  locale: Locale;
  labels: CalendarLabels;
};

/**
 * A button showing the chosen date (or the placeholder) that opens a one-month
 * calendar. Days before today (or after `latest`) cannot be chosen. Picking a day closes the
 * calendar and returns focus to the button.
 */
export function DatePicker({
  value,
  onChange,
  latest,
  placeholder,
  locale,
  labels,
  className,
  ...buttonProps
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const today = startOfToday();

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        type="button"
        className={cn(
          "flex min-h-11 w-full items-center gap-2 rounded-lg border border-border-strong bg-surface px-3 text-left",
          !value && "text-ink-muted",
          className,
        )}
        {...buttonProps}
      >
        <Icon name="calendar-days" className="size-5 shrink-0 text-ink-muted" />
        {value ? formatLongDate(value, locale) : placeholder}
      </PopoverTrigger>
      <PopoverContent
        aria-label={labels.label}
        collisionPadding={8}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focusInitialDay(event.currentTarget as HTMLElement);
        }}
      >
        <Calendar
          locale={locale}
          labels={labels}
          selected={value}
          defaultMonth={value ?? today}
          startMonth={today}
          endMonth={latest}
          disabled={latest ? [{ before: today }, { after: latest }] : { before: today }}
          onSelect={(date) => {
            onChange(date);
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
