import { useFetcher } from "react-router";

import { Button } from "~/components/ui/button";

import type { LeadDetail } from "~/lib/console-api/leads";
import { leadCopy } from "../../copy/leads";
import { useIsOwner } from "../../use-me";
import { Feedback } from "../feedback";
import { PageSection } from "../page-heading";

const copy = leadCopy.actions;

/** What the lead page's action answers to any of its forms. */
export interface LeadActionResult {
  problem?: string;
  done?: string;
}

export type LeadIntent = "handled" | "new" | "spam" | "not-spam" | "retry" | "note";

/**
 * The decisions on a lead that apply to it now: mark it handled or new;
 * owners also take it out of spam or put it there, and retry its deliveries
 * while one is waiting or has failed.
 */
export function LeadActions({ lead }: { lead: LeadDetail }) {
  const fetcher = useFetcher<LeadActionResult>();
  const isOwner = useIsOwner();
  const busy = fetcher.state !== "idle";
  const undelivered = lead.deliveries.some((delivery) => delivery.status !== "delivered");
  const action = (intent: LeadIntent, label: string) => (
    <Button type="submit" name="intent" value={intent} variant="outline" disabled={busy}>
      {label}
    </Button>
  );
  return (
    <PageSection id="lead-actions" title={copy.heading}>
      <fetcher.Form method="post" className="flex flex-wrap gap-3">
        {lead.status === "new" ? action("handled", copy.markHandled) : action("new", copy.markNew)}
        {isOwner && (lead.spam ? action("not-spam", copy.notSpam) : action("spam", copy.markSpam))}
        {isOwner && !lead.spam && undelivered && action("retry", copy.retry)}
      </fetcher.Form>
      <Feedback problem={fetcher.data?.problem} done={fetcher.data?.done} />
    </PageSection>
  );
}
