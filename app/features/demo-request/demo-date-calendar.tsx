import { flushSync } from "react-dom";
import { type Root, createRoot } from "react-dom/client";

import { DatePicker } from "~/components/ui/date-picker";
import type { CalendarLabels } from "~/content/types";
import { toIsoDate } from "~/lib/dates";
import type { Locale } from "~/lib/i18n";

interface DateFieldOptions {
  /** YYYY-MM-DD, or "" while no day is chosen. */
  value: string;
  onChange: (value: string) => void;
  locale: Locale;
  labels: CalendarLabels;
  placeholder: string;
  /** The id of the field's label, which names the calendar's button with the chosen date. */
  labelId: string;
  latest: string;
  onTakenOver: () => void;
}

const localDay = (isoDate: string) => new Date(`${isoDate}T00:00:00`);

/**
 * Replaces the browser's date field (inside `field`) with the site's
 * calendar: a button showing the chosen day, in long form, that opens a
 * one-month calendar (react-day-picker). The day chosen so far carries
 * over. Never while the visitor is in the date field: it waits until focus
 * has left it, so focus never moves and nothing is announced twice.
 * Returns how to show a day chosen elsewhere (or cleared).
 */
export function takeOverDateField(
  field: HTMLElement,
  nativeDate: HTMLInputElement,
  options: DateFieldOptions,
): (value: string) => void {
  const { id } = nativeDate;
  const { onChange, locale, labels, placeholder, labelId, latest, onTakenOver } = options;
  let value = options.value;
  let root: Root | undefined;

  const render = () =>
    root?.render(
      <DatePicker
        id={id}
        aria-labelledby={`${labelId} ${id}`}
        placeholder={placeholder}
        locale={locale}
        labels={labels}
        value={value ? localDay(value) : undefined}
        latest={localDay(latest)}
        container={field.closest("dialog")}
        onChange={(date) => onChange(date ? toIsoDate(date) : "")}
      />,
    );

  function takeOver() {
    if (document.activeElement === nativeDate) {
      // After focus has gone wherever the visitor sent it.
      nativeDate.addEventListener("blur", () => setTimeout(takeOver), { once: true });
      return;
    }
    field.replaceChildren();
    root = createRoot(field);
    flushSync(render);
    onTakenOver();
  }
  takeOver();

  return (next) => {
    value = next;
    render();
  };
}
