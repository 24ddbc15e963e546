import { SmartLink } from "~/components/ui/smart-link";
import type { NavLink } from "~/content/types";
import { cn } from "~/lib/cn";

interface CategoryNavProps {
  label: string;
  links: readonly NavLink[];
  /** The href of the page being shown. */
  current: string;
}

/** Pre-rendered filter links: each category has a page of its own, so no JavaScript is needed. */
export function CategoryNav({ label, links, current }: CategoryNavProps) {
  return (
    <nav aria-label={label} className="mb-10">
      <ul className="flex flex-wrap justify-center gap-2">
        {links.map((link) => {
          const isCurrent = link.href === current;
          return (
            <li key={link.href}>
              <SmartLink
                href={link.href}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium",
                  isCurrent
                    ? "border-primary bg-primary text-on-primary"
                    : "border-border-strong bg-surface text-ink hover:border-primary hover:text-primary",
                )}
              >
                {link.label}
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
