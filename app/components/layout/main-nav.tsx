import { ActionButton } from "~/components/sections/action-button";
import { Icon } from "~/components/ui/icon";
import { SmartLink } from "~/components/ui/smart-link";
import type { Action, NavLink } from "~/content/types";
import { cn } from "~/lib/cn";

interface MainNavProps {
  /** Names the navigation landmark. */
  label: string;
  /** The small-screen menu button. */
  menuLabel: string;
  links: readonly NavLink[];
  signIn: NavLink;
  getStarted: Action;
}

/**
 * One nav list for both layouts: a row from the xl breakpoint up (where
 * either language's labels fit on one line), and below it a native
 * disclosure (<details>), which opens and closes without JavaScript and
 * tells screen readers whether it is expanded. With script, Escape and its
 * links close it too (menu-behaviour.ts).
 */
export function MainNav({ label, menuLabel, links, signIn, getStarted }: MainNavProps) {
  return (
    <details
      data-menu
      className={cn(
        "group xl:flex xl:flex-1",
        // From xl up the list always shows, whatever the disclosure's state.
        "xl:[&::details-content]:contents xl:[&::details-content]:[content-visibility:visible]",
      )}
    >
      <summary className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-ink hover:bg-surface-sunken xl:hidden [&::-webkit-details-marker]:hidden">
        <Icon name="menu" className="size-6 group-open:hidden" />
        <Icon name="x" className="hidden size-6 group-open:block" />
        <span className="sr-only">{menuLabel}</span>
      </summary>
      <nav
        aria-label={label}
        className={cn(
          "absolute inset-x-0 top-full border-b border-border bg-surface px-4 pb-6 shadow-lg sm:px-6",
          "xl:static xl:flex xl:flex-1 xl:items-center xl:justify-between xl:border-0 xl:p-0 xl:pl-10 xl:shadow-none",
        )}
      >
        <ul className="flex flex-col py-2 xl:flex-row xl:gap-1 xl:py-0">
          {links.map((link) => (
            <li key={link.href}>
              <SmartLink
                href={link.href}
                className="flex min-h-11 items-center rounded-md px-3 font-medium whitespace-nowrap text-ink-muted hover:bg-surface-sunken hover:text-ink xl:px-2 xl:text-sm 2xl:px-3 2xl:text-base"
              >
                {link.label}
              </SmartLink>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2 border-t border-border pt-4 xl:flex-row xl:items-center xl:border-0 xl:pt-0">
          <ActionButton
            action={{ label: signIn.label, href: signIn.href }}
            variant="ghost"
            size="sm"
          />
          <ActionButton action={getStarted} size="sm" />
        </div>
      </nav>
    </details>
  );
}
