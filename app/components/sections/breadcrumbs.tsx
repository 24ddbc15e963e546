import { Icon } from "~/components/ui/icon";
import { SmartLink } from "~/components/ui/smart-link";
import type { Crumb } from "~/content/types";

/** Home › Blog › This post: every step a link but the last, which is the page itself. */
export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-x-1 text-sm text-ink-muted">
        {crumbs.map((crumb, index) => {
          const isCurrent = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-x-1">
              {index > 0 && <Icon name="chevron-right" className="size-4" />}
              {isCurrent ? (
                <span aria-current="page" className="py-2 font-medium text-ink">
                  {crumb.label}
                </span>
              ) : (
                <SmartLink
                  href={crumb.href}
                  className="inline-flex min-h-11 items-center underline-offset-4 hover:text-ink hover:underline"
                >
                  {crumb.label}
                </SmartLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
