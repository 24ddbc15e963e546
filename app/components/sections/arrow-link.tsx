import { Icon } from "~/components/ui/icon";
import { SmartLink } from "~/components/ui/smart-link";

/** A link that reads as "go on to …", for the foot of a card; wraps on narrow screens. */
export function ArrowLink({ label, href }: { label: string; href: string }) {
  return (
    <SmartLink
      href={href}
      className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-primary underline-offset-4 hover:underline"
    >
      {label}
      <Icon name="arrow-right" className="size-4 shrink-0" />
    </SmartLink>
  );
}
