import { Icon } from "~/components/ui/icon";
import { SmartLink } from "~/components/ui/smart-link";
import { cn } from "~/lib/cn";

interface ArrowLinkProps {
  label: string;
  href: string;
  /** Completes a short label for screen readers: "Read more" + "about “Title”". */
  context?: string;
  /** Makes the whole card around it (a `relative` element) clickable, with one link in the page. */
  stretched?: boolean;
  className?: string;
}

/** A link that reads as "go on to …", for the foot of a card; wraps on narrow screens. */
export function ArrowLink({ label, href, context, stretched = false, className }: ArrowLinkProps) {
  return (
    <SmartLink
      href={href}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 self-start font-semibold text-primary underline-offset-4 hover:underline",
        stretched && "after:absolute after:inset-0 after:rounded-2xl",
        className,
      )}
    >
      {label}
      {context && <span className="sr-only"> {context}</span>}
      <Icon name="arrow-right" className="size-4 shrink-0" />
    </SmartLink>
  );
}
