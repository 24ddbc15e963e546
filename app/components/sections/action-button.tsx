import type { VariantProps } from "class-variance-authority";

import { Button, type buttonVariants } from "~/components/ui/button";
import { SmartLink } from "~/components/ui/smart-link";
import type { Action } from "~/content/types";
import { contactHref } from "~/lib/inquiry";

type ActionButtonProps = VariantProps<typeof buttonVariants> & {
  action: Action;
  className?: string;
};

export function ActionButton({ action, ...style }: ActionButtonProps) {
  // The demo dialog lands separately; until then a demo request is a sales inquiry.
  const href = "href" in action ? action.href : contactHref("sales");
  return (
    <Button asChild {...style}>
      <SmartLink href={href}>{action.label}</SmartLink>
    </Button>
  );
}
