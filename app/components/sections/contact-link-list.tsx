import { SmartLink } from "~/components/ui/smart-link";
import type { ContactLink } from "~/content/types";
import { cn } from "~/lib/cn";

/** Ways to reach someone: email, phone, a page. Long addresses wrap instead of overflowing. */
export function ContactLinkList({
  items,
  className,
}: {
  items: readonly ContactLink[];
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-col gap-1", className)}>
      {items.map(({ label, text, href, detail }) => (
        <li key={href} className="leading-relaxed">
          {label && <span className="font-semibold text-ink">{label}: </span>}
          <SmartLink
            href={href}
            className="inline-flex min-h-11 items-center font-semibold wrap-anywhere text-primary underline underline-offset-4 hover:text-primary-hover"
          >
            {text}
          </SmartLink>
          {detail && <span className="text-ink-muted"> ({detail})</span>}
        </li>
      ))}
    </ul>
  );
}
