import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";

import { ActionButton } from "~/components/sections/action-button";
import { Icon } from "~/components/ui/icon";
import { SmartLink } from "~/components/ui/smart-link";
import type { Action } from "~/content/types";
import { cn } from "~/lib/cn";
import type { NavLink } from "~/lib/navigation";

interface MainNavProps {
  links: readonly NavLink[];
  signIn: NavLink;
  getStarted: Action;
}

/**
 * One nav list for both layouts: a row from the lg breakpoint up, a disclosure
 * menu below it (button with aria-expanded; Escape closes and returns focus).
 */
export function MainNav({ links, signIn, getStarted }: MainNavProps) {
  const location = useLocation();
  // The menu belongs to the location it was opened at, so any navigation
  // (including to an anchor on the same page) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navId = useId();

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpenAt(null);
      toggleRef.current?.focus();
    }
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-surface-sunken lg:hidden"
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        {open ? <Icon name="x" className="size-6" /> : <Icon name="menu" className="size-6" />}
        <span className="sr-only">Menu</span>
      </button>
      <nav
        id={navId}
        aria-label="Main"
        className={cn(
          "absolute inset-x-0 top-full border-b border-border bg-surface px-4 pb-6 shadow-lg sm:px-6",
          "lg:static lg:flex lg:flex-1 lg:items-center lg:justify-between lg:border-0 lg:p-0 lg:pl-10 lg:shadow-none",
          open ? "block" : "hidden",
        )}
      >
        <ul className="flex flex-col py-2 lg:flex-row lg:gap-1 lg:py-0">
          {links.map((link) => (
            <li key={link.href}>
              <SmartLink
                href={link.href}
                className="flex min-h-11 items-center rounded-md px-3 font-medium text-ink-muted hover:bg-surface-sunken hover:text-ink lg:text-sm xl:text-base"
              >
                {link.label}
              </SmartLink>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2 border-t border-border pt-4 lg:flex-row lg:items-center lg:border-0 lg:pt-0">
          <ActionButton
            action={{ label: signIn.label, href: signIn.href }}
            variant="ghost"
            size="sm"
          />
          <ActionButton action={getStarted} size="sm" />
        </div>
      </nav>
    </>
  );
}
