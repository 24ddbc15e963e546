import { Link, useLocation } from "react-router";

import { fillCounted, fillTemplate } from "~/lib/template";

import { statusMessage } from "../problem-messages";
import { actOnApi, fieldOf, loadFromApi } from "../api/route-data";
import {
  type LeadDetail,
  addNote,
  decideSpam,
  lead as leadEndpoint,
  retryDeliveries,
  setLeadStatus,
} from "~/lib/console-api/leads";
import type { LeadStatus } from "~/lib/console-api/values";
import {
  LeadActions,
  type LeadActionResult,
  type LeadIntent,
} from "../components/lead/lead-actions";
import { LeadDeliveries } from "../components/lead/lead-deliveries";
import { LeadFields, LeadSummary } from "../components/lead/lead-fields";
import { LeadNotes } from "../components/lead/lead-notes";
import { PageHeading, PageSection } from "../components/page-heading";
import { pageMeta } from "../console-meta";
import { leadCopy, leadLabels } from "../copy/leads";
import { consolePaths } from "../paths";

import type { Route } from "./+types/lead";

const displayName = (lead: LeadDetail) =>
  lead.fields.name ||
  [lead.fields.firstName, lead.fields.lastName].filter(Boolean).join(" ") ||
  lead.email;

const headingOf = (lead: LeadDetail) =>
  fillTemplate(leadCopy.heading, { type: leadLabels.type[lead.type], name: displayName(lead) });

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData ? headingOf(loaderData) : undefined);

/** Opening a lead marks it read for everyone, and the audit log records who opened it. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadFromApi(request, leadEndpoint, { params: { id: params.id } });
}

const { done } = leadCopy.actions;

export async function clientAction({
  request,
  params,
}: Route.ClientActionArgs): Promise<LeadActionResult> {
  const form = await request.formData();
  const lead = { id: params.id };
  const intent = fieldOf(form, "intent") as LeadIntent;
  if (intent === "note") {
    const body = fieldOf(form, "body");
    if (!body) return { problem: leadCopy.notes.empty };
    const outcome = await actOnApi(request, addNote, { params: lead, body: { body } });
    return outcome.ok ? { done: leadCopy.notes.added } : { problem: statusMessage(outcome.status) };
  }
  if (intent === "retry") {
    const outcome = await actOnApi(request, retryDeliveries, { params: lead });
    if (!outcome.ok) return { problem: statusMessage(outcome.status) };
    return { done: fillCounted(leadCopy.actions.retried, outcome.value.retried) };
  }
  const status = (to: LeadStatus) => () =>
    actOnApi(request, setLeadStatus, { params: lead, body: { status: to } });
  const spam = (decision: boolean) => () =>
    actOnApi(request, decideSpam, { params: lead, body: { spam: decision } });
  const change = {
    handled: [status("handled"), done.handled],
    new: [status("new"), done.new],
    spam: [spam(true), done.spam],
    "not-spam": [spam(false), done.notSpam],
  } as const;
  const [send, message] = change[intent];
  const outcome = await send();
  return outcome.ok ? { done: message } : { problem: statusMessage(outcome.status) };
}

export default function Lead({ loaderData: lead }: Route.ComponentProps) {
  const from = (useLocation().state as { from?: string } | null)?.from;
  return (
    <>
      <Link
        to={from ?? consolePaths.inbox}
        className="inline-flex min-h-11 items-center self-start font-semibold text-primary underline underline-offset-2"
      >
        {leadCopy.back}
      </Link>
      <PageHeading>{headingOf(lead)}</PageHeading>
      <LeadSummary lead={lead} />
      <PageSection id="lead-fields" title={leadCopy.sent}>
        <LeadFields fields={lead.fields} />
      </PageSection>
      <LeadActions lead={lead} />
      <LeadDeliveries deliveries={lead.deliveries} />
      <LeadNotes notes={lead.notes} />
    </>
  );
}

export { PageError as ErrorBoundary } from "../components/page-error";
