import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useFetcher } from "react-router";

import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { fillTemplate } from "~/lib/template";

import type { Me } from "~/lib/console-api/sign-in";
import type { Role } from "~/lib/console-api/values";
import { consoleCopy } from "../copy/common";
import { consolePaths } from "../paths";
import { EmailAddress } from "./lead/lead-values";

const { nav } = consoleCopy;
const MENU_ID = "console-menu";

/** The console's sections and who sees each: owners see them all. */
const leads: Role[] = ["owner", "viewer"];
const publishing: Role[] = ["owner", "editor"];
const owners: Role[] = ["owner"];
const everyone: Role[] = ["owner", "viewer", "editor"];
const sections = [
  { to: consolePaths.inbox, label: nav.inbox, roles: leads },
  { to: consolePaths.spam, label: nav.spam, roles: leads },
  { to: consolePaths.entries, label: nav.entries, roles: publishing },
  { to: consolePaths.helpCenter, label: nav.helpCenter, roles: publishing },
  { to: consolePaths.status, label: nav.status, roles: everyone },
  { to: consolePaths.report, label: nav.report, roles: owners },
  { to: consolePaths.settings, label: nav.settings, roles: owners },
  { to: consolePaths.audit, label: nav.audit, roles: owners },
  { to: consolePaths.people, label: nav.people, roles: owners },
  { to: consolePaths.erase, label: nav.erase, roles: owners },
  { to: consolePaths.account, label: nav.account, roles: everyone },
];

/**
 * Navigation, who is signed in, sign-out, the deliveries' health (for those
 * who read leads) and, for owners, backups that need attention. On a phone those stay in view and
 * the rest folds behind one menu button, so the page's content starts near
 * the top; from the md width up the menu's parts take their places in the
 * header (`md:contents`).
 */
export function ConsoleHeader({ me }: { me: Me }) {
  const { role } = me.user;
  const signOut = useFetcher<{ problem: string }>();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);
  return (
    <>
      <Button
        ref={menuButton}
        type="button"
        variant="ghost"
        aria-expanded={menuOpen}
        aria-controls={MENU_ID}
        onClick={() => setMenuOpen(!menuOpen)}
        className="size-11 px-0 md:hidden"
      >
        <Icon name={menuOpen ? "x" : "menu"} className="size-6" />
        <span className="sr-only">{nav.menu}</span>
      </Button>
      {me.deliveries && <DeliveryHealth deliveries={me.deliveries} />}
      {me.backupAlert && (
        <Link
          to={`${consolePaths.settings}#backups`}
          className="inline-flex min-h-11 w-full items-center text-sm font-semibold text-danger underline underline-offset-2 md:w-auto"
        >
          {consoleCopy.backupAlert[me.backupAlert]}
        </Link>
      )}
      <div
        id={MENU_ID}
        className={cn(
          "flex w-full flex-col gap-3 border-t border-border pt-3 md:contents",
          !menuOpen && "max-md:hidden",
        )}
      >
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <p className="max-w-full min-w-0">
            {consoleCopy.signedInAs}{" "}
            <strong className="font-semibold">
              <EmailAddress email={me.user.email} className="inline-block align-bottom" />
            </strong>
          </p>
          <signOut.Form method="post" action={consolePaths.signOut}>
            <Button type="submit" variant="outline" size="sm" className="min-h-11">
              {consoleCopy.signOut}
            </Button>
          </signOut.Form>
          {signOut.data && (
            <p role="alert" className="w-full font-medium text-danger">
              {signOut.data.problem}
            </p>
          )}
        </div>
        <nav aria-label={nav.label} className="w-full">
          <ul className="flex flex-col gap-1 md:flex-row md:flex-wrap">
            {sections
              .filter((section) => section.roles.includes(role))
              .map((section) => (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    onClick={() => setMenuOpen(false)}
                    className={({ isActive }) =>
                      cn(
                        "flex min-h-11 items-center rounded-lg px-3 font-semibold hover:bg-surface-sunken md:inline-flex",
                        isActive ? "bg-primary-soft text-primary" : "text-ink",
                      )
                    }
                  >
                    {section.label}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
      </div>
    </>
  );
}

/** "2 pending · 1 failed": each a link to the inbox's leads in that state, in view on a phone too. */
function DeliveryHealth({ deliveries }: { deliveries: NonNullable<Me["deliveries"]> }) {
  const { deliveries: copy } = consoleCopy;
  const inState = (state: "pending" | "failed") => `${consolePaths.inbox}?delivery=${state}`;
  const linkClassName = "inline-flex min-h-11 items-center underline underline-offset-2";
  return (
    <p className="w-full text-sm md:ml-auto md:w-auto">
      <span className="font-semibold">{copy.label}:</span>{" "}
      <Link to={inState("pending")} className={linkClassName}>
        {fillTemplate(copy.pending, { count: deliveries.pending })}
        <span className="sr-only"> {copy.pendingLink}</span>
      </Link>
      {" · "}
      <Link
        to={inState("failed")}
        className={cn(linkClassName, deliveries.failed > 0 && "font-semibold text-danger")}
      >
        {fillTemplate(copy.failed, { count: deliveries.failed })}
        <span className="sr-only"> {copy.failedLink}</span>
      </Link>
    </p>
  );
}
