import type { ComponentProps } from "react";

import { cn } from "~/lib/cn";

import { Icon } from "./icon";
import type { IconName } from "~/lib/icon-registry";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6 shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function CardTitle({ className, children, ...props }: ComponentProps<"h3">) {
  return (
    <h3 className={cn("text-lg font-semibold text-ink", className)} {...props}>
      {children}
    </h3>
  );
}

export function CardText({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("leading-relaxed text-ink-muted", className)} {...props} />;
}

/** The icon at the top of a card, on a soft tile. */
export function CardIcon({ icon }: { icon: IconName }) {
  return (
    <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
      <Icon name={icon} className="size-6" />
    </span>
  );
}
