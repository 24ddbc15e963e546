import { Fragment } from "react";

import { cn } from "~/lib/cn";

import type { DeliveryStatus as DeliveryState } from "~/lib/console-api/values";
import { consoleCopy } from "../../copy/common";
import { leadLabels } from "../../copy/leads";

const deliveryTones: Record<DeliveryState, string> = {
  delivered: "bg-success-soft text-success",
  pending: "bg-surface-sunken text-ink",
  failed: "bg-danger-soft text-danger",
};

/** A lead's delivery state, worst first: failed, pending, delivered; or not sent at all. */
export function DeliveryState({ state }: { state: DeliveryState | null }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        state ? deliveryTones[state] : "bg-surface-sunken text-ink-muted",
      )}
    >
      {state ? leadLabels.delivery[state] : leadLabels.noDelivery}
    </span>
  );
}

/** A value the lead does not have: a dash to the eye, "None" to a screen reader. */
export function Missing() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{consoleCopy.none}</span>
    </>
  );
}

/**
 * An email address on one line, never split inside it: where it does not fit
 * it ends in an ellipsis, and the whole address stays in the text that
 * screen readers, search and copying read (and in the tooltip).
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  return (
    <span title={email} className={cn("block max-w-full min-w-0 truncate", className)}>
      {email}
    </span>
  );
}

/** An address shown whole: its lines may break before "@" and ".", and after "-", never inside a word. */
export function WholeEmailAddress({ email }: { email: string }) {
  return email.split(/(?=[@.])/).map((part, index) => (
    // The parts of one address never move, so their places are their keys.
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
