import type { VariantProps } from "class-variance-authority";

import { Button, buttonVariants } from "~/components/ui/button";
import { SmartLink } from "~/components/ui/smart-link";
import type { Action } from "~/content/types";
import { DemoTrigger } from "~/features/demo-request/demo-request";
import { cn } from "~/lib/cn";

type ActionButtonProps = VariantProps<typeof buttonVariants> & {
  action: Action;
  className?: string;
};

/** Renders an Action: a link styled as a button, or the button that opens the demo dialog. */
export function ActionButton({ action, className, ...style }: ActionButtonProps) {
  if ("opensDemo" in action) {
    return (
      <DemoTrigger className={cn(buttonVariants(style), className)}>{action.label}</DemoTrigger>
    );
  }
  return (
    <Button asChild className={className} {...style}>
      <SmartLink href={action.href}>
        {action.label}
        {action.context && <span className="sr-only"> {action.context}</span>}
      </SmartLink>
    </Button>
  );
}
