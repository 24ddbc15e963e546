import type { VariantProps } from "class-variance-authority";

import { Button, buttonVariants } from "~/components/ui/button";
import { SmartLink } from "~/components/ui/smart-link";
import type { Action } from "~/content/types";
import { cn } from "~/lib/cn";

import { useDemoAction } from "./demo-action";

type ActionButtonProps = VariantProps<typeof buttonVariants> & {
  action: Action;
  className?: string;
};

/** Renders an Action: a link styled as a button, or the button that opens the demo dialog. */
export function ActionButton({ action, className, ...style }: ActionButtonProps) {
  if ("opensDemo" in action)
    return <DemoButton label={action.label} className={cn(buttonVariants(style), className)} />;
  return (
    <Button asChild className={className} {...style}>
      <SmartLink href={action.href}>
        {action.label}
        {action.context && <span className="sr-only"> {action.context}</span>}
      </SmartLink>
    </Button>
  );
}

function DemoButton(button: { label: string; className: string }) {
  return useDemoAction()(button);
}

const rowVariants = {
  light: { lead: "primary", rest: "outline" },
  dark: { lead: "inverse", rest: "inverse-outline" },
} as const;

interface ActionRowProps {
  actions: readonly Action[];
  /** "dark" on the coloured CTA banner. */
  surface?: keyof typeof rowVariants;
  size?: "md" | "lg";
  className?: string;
}

/** Side by side from sm up, stacked below: the first action leads, the rest are quieter. */
export function ActionRow({ actions, surface = "light", size = "lg", className }: ActionRowProps) {
  const { lead, rest } = rowVariants[surface];
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row", className)}>
      {actions.map((action, index) => (
        <ActionButton
          key={action.label}
          action={action}
          size={size}
          variant={index === 0 ? lead : rest}
        />
      ))}
    </div>
  );
}
