import { Link, NavLink, useFetcher } from "react-router";

import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { fillTemplate } from "~/lib/template";

import type { Me } from "../api/types";
import { consoleCopy } from "../copy/common";
import { consolePaths } from "../paths";

const { nav } = consoleCopy;

/** The console's sections; owners see them all. */
const sections = [
  { to: consolePaths.inbox, label: nav.inbox },
  { to: consolePaths.spam, label: nav.spam },
  { to: consolePaths.report, label: nav.report, ownersOnly: true },
  { to: consolePaths.settings, label: nav.settings, ownersOnly: true },
  { to: consolePaths.audit, label: nav.audit, ownersOnly: true },
  { to: consolePaths.people, label: nav.people, ownersOnly: true },
  { to: consolePaths.erase, label: nav.erase, ownersOnly: true },
  { to: consolePaths.account, label: nav.account },
];

/** Navigation, who is signed in, sign-out, and the deliveries' health. */
export function ConsoleHeader({ me }: { me: Me }) {
  const isOwner = me.user.role === "owner";
  const signOut = useFetcher<{ problem: string }>();
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <DeliveryHealth deliveries={me.deliveries} />
        <p>
          {consoleCopy.signedInAs} <strong className="font-semibold">{me.user.email}</strong>
        </p>
        <signOut.Form method="post" action={consolePaths.signOut}>
          <Button type="submit" variant="outline" size="sm">
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
        <ul className="flex flex-wrap gap-1">
          {sections
            .filter((section) => isOwner || !section.ownersOnly)
            .map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  className={({ isActive }) =>
                    cn(
                      "inline-flex min-h-11 items-center rounded-lg px-3 font-semibold hover:bg-surface-sunken",
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
    </>
  );
}

/** "2 pending · 1 failed": each a link to the inbox's leads in that state. */
function DeliveryHealth({ deliveries }: { deliveries: Me["deliveries"] }) {
  const { deliveries: copy } = consoleCopy;
  const inState = (state: "pending" | "failed") => `${consolePaths.inbox}?delivery=${state}`;
  return (
    <p>
      <span className="font-semibold">{copy.label}:</span>{" "}
      <Link to={inState("pending")} className="underline underline-offset-2">
        {fillTemplate(copy.pending, { count: deliveries.pending })}
        <span className="sr-only"> {copy.pendingLink}</span>
      </Link>
      {" · "}
      <Link
        to={inState("failed")}
        className={cn(
          "underline underline-offset-2",
          deliveries.failed > 0 && "font-semibold text-danger",
        )}
      >
        {fillTemplate(copy.failed, { count: deliveries.failed })}
        <span className="sr-only"> {copy.failedLink}</span>
      </Link>
    </p>
  );
}
