import { useState } from "react";
import { Link, data, useLocation } from "react-router";

import { fillTemplate } from "~/lib/template";
import { parseOfficeClockInput } from "~/lib/time-input";

import { statusMessage } from "../problem-messages";
import { type Outcome, actOnApi, fieldOf, loadFromApi } from "../api/route-data";
import type { CollectionName as EntryCollection } from "~/lib/console-api/values";
import {
  entry as entryEndpoint,
  publish,
  restoreRevision,
  schedule,
  submitForReview,
  unpublish,
} from "~/lib/console-api/entries";
import { useConfirmedChange } from "../components/confirm-dialog";
import { Feedback } from "../components/feedback";
import { PageHeading } from "../components/page-heading";
import { EntryEditor } from "../components/publishing/entry-editor";
import { EntryRevisions } from "../components/publishing/entry-revisions";
import { ENTRY_CHANGES, EntryWorkflow } from "../components/publishing/entry-workflow";
import { pageMeta } from "../console-meta";
import { collectionLabels, editorCopy as copy, revisionsCopy } from "../copy/publishing";
import { displayTitle } from "../entry-form";
import { consolePaths } from "../paths";
import { useMe } from "../use-me";

import type { Route } from "./+types/entry";

const collections: EntryCollection[] = ["blog", "press", "careers"];

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  if (!params.id) {
    const wanted = new URL(request.url).searchParams.get("collection");
    const collection = collections.find((name) => name === wanted);
    if (!collection) throw data({ status: 404 }, { status: 404 });
    return { collection, detail: undefined };
  }
  const detail = await loadFromApi(request, entryEndpoint, { params: { id: params.id } });
  return { collection: detail.entry.collection, detail };
}

const titleOf = ({ collection, detail }: Route.ComponentProps["loaderData"]) => {
  const title = detail?.draft.content["en-US"]?.fields.title;
  return detail
    ? fillTemplate(copy.editTitle, { title: displayTitle(String(title ?? detail.entry.slug)) })
    : fillTemplate(copy.newTitle, { kind: collectionLabels[collection].toLowerCase() });
};

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData ? titleOf(loaderData) : undefined);

interface ChangeResult {
  problem?: string;
  done?: string;
}

/** The workflow's steps and a revision's restore, each one request. */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const form = await request.formData();
  const intent = fieldOf(form, "intent");
  // What the owner typed, on the office's clock.
  const at = parseOfficeClockInput(fieldOf(form, "at"));
  // The draft revision on screen: the owner publishes or schedules what they reviewed.
  const revision = Number(fieldOf(form, "revision"));
  const entry = { id: String(params.id) };
  const steps: Record<string, { send: () => Promise<Outcome<unknown>>; done: string }> = {
    submit: {
      send: () => actOnApi(request, submitForReview, { params: entry }),
      done: copy.submitted,
    },
    publish: {
      send: () => actOnApi(request, publish, { params: entry, body: { revision } }),
      done: copy.published,
    },
    unpublish: {
      send: () => actOnApi(request, unpublish, { params: entry }),
      done: copy.unpublished,
    },
    schedule: {
      send: () =>
        actOnApi(request, schedule, {
          params: entry,
          body: { at: at?.toISOString() ?? "", revision },
        }),
      done: copy.scheduled,
    },
    restore: {
      send: () =>
        actOnApi(request, restoreRevision, {
          params: { ...entry, revision: fieldOf(form, "revision") },
        }),
      done: revisionsCopy.restoredDone,
    },
  };
  const step = intent === "schedule" && !at ? undefined : steps[intent];
  if (!step) return { problem: statusMessage(400) } satisfies ChangeResult;
  const outcome = await step.send();
  if (!outcome.ok) {
    return {
      problem: statusMessage(outcome.status, { 409: copy.newerDraft }, outcome.retryAfter),
    } satisfies ChangeResult;
  }
  return { done: step.done } satisfies ChangeResult;
}

export default function EntryPage({ loaderData }: Route.ComponentProps) {
  const { collection, detail } = loaderData;
  const me = useMe();
  const [dirty, setDirty] = useState(false);
  const change = useConfirmedChange<ChangeResult>(ENTRY_CHANGES);
  const created = (useLocation().state as { done?: string } | null)?.done;
  const languages = (["en-US", "es-US"] as const).filter((locale) => detail?.draft.content[locale]);
  return (
    <>
      <Link
        to={consolePaths.entries}
        className="inline-flex min-h-11 items-center self-start font-semibold text-primary underline underline-offset-2"
      >
        {copy.back}
      </Link>
      <PageHeading>{titleOf(loaderData)}</PageHeading>
      <Feedback problem={change?.problem} done={change?.done ?? created} />
      <EntryEditor
        key={detail ? detail.entry.id : collection}
        collection={collection}
        detail={detail}
        onDirty={setDirty}
      />
      {detail && (
        <EntryWorkflow detail={detail} role={me.user.role} dirty={dirty} languages={languages} />
      )}
      {detail && <EntryRevisions detail={detail} isOwner={me.user.role === "owner"} />}
    </>
  );
}

export { PageError as ErrorBoundary } from "../components/page-error";
