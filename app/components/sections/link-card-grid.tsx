import { Icon } from "~/components/ui/icon";
import { SmartLink } from "~/components/ui/smart-link";
import type { LinkCard } from "~/content/types";

/** Cards that are each one link; the title is the link text, the rest describes it. */
export function LinkCardGrid({ items }: { items: readonly LinkCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map(({ icon, title, description, href }) => (
        <li
          key={href}
          className="relative flex flex-col gap-3 rounded-2xl border border-border bg-surface p-6 shadow-sm hover:border-primary"
        >
          <Icon name={icon} className="size-7 text-primary" />
          <h3 className="text-lg font-semibold">
            <SmartLink href={href} className="after:absolute after:inset-0 after:rounded-2xl">
              {title}
            </SmartLink>
          </h3>
          <p className="flex-1 leading-relaxed text-ink-muted">{description}</p>
          <Icon name="arrow-right" className="size-5 text-primary" />
        </li>
      ))}
    </ul>
  );
}
