import { type VariantProps, cva } from "class-variance-authority";
import type { ComponentProps } from "react";

import type { BadgeTone } from "~/content/types";
import { cn } from "~/lib/cn";

export const badgeVariants = cva(
  "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase",
  {
    variants: {
      tone: {
        neutral: "bg-surface-sunken text-ink-muted",
        outline: "bg-surface text-primary ring-1 ring-primary/30",
        primary: "bg-primary-soft text-primary",
        states: "bg-states-soft text-states",
        providers: "bg-providers-soft text-providers",
        families: "bg-families-soft text-families",
        schools: "bg-schools-soft text-schools",
        success: "bg-success-soft text-success",
      } satisfies Record<BadgeTone, string>,
    },
    defaultVariants: { tone: "neutral" },
  },
);

export function Badge({
  className,
  tone,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
