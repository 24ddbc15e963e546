import type { ComponentProps } from "react";

import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { formatLongDate } from "~/lib/dates";
import type { Locale } from "~/lib/i18n";

export type DateButtonProps = Omit<ComponentProps<"button">, "value"> & {
  value: Date | undefined;
  placeholder: string;
  locale: Locale;
};

/** What a date picker shows: the chosen date in long form, or the placeholder. */
export function DateButton({ value, placeholder, locale, className, ...props }: DateButtonProps) {
  return (
    <button
      type="button"
      className={cn(
        "flex min-h-11 w-full items-center gap-2 rounded-lg border border-border-strong bg-surface px-3 text-left",
        !value && "text-ink-muted",
        className,
      )}
      {...props}
    >
      <Icon name="calendar-days" className="size-5 shrink-0 text-ink-muted" />
      {value ? formatLongDate(value, locale) : placeholder}
    </button>
  );
}
