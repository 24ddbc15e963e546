import { useState } from "react";

import type { CalendarLabels } from "~/content/types";
import { startOfToday } from "~/lib/dates";

import { Calendar } from "./calendar";
import { DateButton, type DateButtonProps } from "./date-button";
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

export type DatePickerProps = Omit<DateButtonProps, "onChange"> & {
  onChange: (date: Date | undefined) => void;
  /** The last day that may be picked. */
  latest?: Date;
  labels: CalendarLabels;
  /** Where the calendar is portalled: the modal <dialog> holding the picker, if any. */
  container?: HTMLElement | null;
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
  container,
  ...buttonProps
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const today = startOfToday();

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <DateButton value={value} placeholder={placeholder} locale={locale} {...buttonProps} />
      </PopoverTrigger>
      <PopoverContent
        aria-label={labels.label}
        collisionPadding={8}
        container={container}
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
