import { useState } from "react";

import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { fillTemplate } from "~/lib/template";

import { ApiProblem, apiCall } from "../../api/client";
import { statusMessage } from "../../problem-messages";
import {
  type EntryDetail,
  type EntryRevision,
  revision as revisionEndpoint,
} from "~/lib/console-api/entries";
import { revisionsCopy as copy } from "../../copy/publishing";
import { type DiffLine, contentLines, lineDiff } from "../../line-diff";
import { ConfirmDialog } from "../confirm-dialog";
import { DateTime, formatDateTime } from "../date-time";
import { PageSection } from "../page-heading";
import { type Column, ResponsiveTable } from "../responsive-table";
import { ENTRY_CHANGES } from "./entry-workflow";

/** Every saved version: who, when, its slug; what changed since; owners restore one. */
export function EntryRevisions({ detail, isOwner }: { detail: EntryDetail; isOwner: boolean }) {
  const { draft } = detail;
  const [changes, setChanges] = useState<{
    revision: number;
    lines?: DiffLine[];
    problem?: string;
  }>();
  async function showChanges(revision: EntryRevision) {
    if (changes?.revision === revision.id) return setChanges(undefined);
    try {
      const { revision: old } = await apiCall(revisionEndpoint, {
        params: { id: detail.entry.id, revision: String(revision.id) },
      });
      const lines = lineDiff(
        contentLines(old.slug, old.content),
        contentLines(draft.slug, draft.content),
      );
      setChanges({ revision: revision.id, lines });
    } catch (error) {
      const status = error instanceof ApiProblem ? error.status : 0;
      setChanges({ revision: revision.id, problem: statusMessage(status) });
    }
  }
  const columns: Column<EntryRevision>[] = [
    {
      header: copy.columns.when,
      namesRow: true,
      cell: (revision) => (
        <>
          <DateTime iso={revision.createdAt} />
          {revision.id === draft.id && <> {copy.current}</>}
        </>
      ),
    },
    { header: copy.columns.author, cell: (revision) => revision.author },
    { header: copy.columns.slug, className: "font-mono", cell: (revision) => revision.slug },
    {
      header: copy.columns.actions,
      controls: true,
      cell: (revision) =>
        revision.id === draft.id ? null : (
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="min-h-11"
              aria-expanded={changes?.revision === revision.id}
              aria-controls="revision-changes"
              onClick={() => void showChanges(revision)}
            >
              {changes?.revision === revision.id ? copy.hideChanges : copy.showChanges}
              <span className="sr-only"> {formatDateTime(revision.createdAt)}</span>
            </Button>
            {isOwner && (
              <ConfirmDialog
                trigger={copy.restore}
                triggerContext={formatDateTime(revision.createdAt)}
                title={fillTemplate(copy.restoreTitle, {
                  when: formatDateTime(revision.createdAt),
                })}
                text={copy.restoreText}
                confirm={copy.restore}
                fields={{ intent: "restore", revision: String(revision.id) }}
                fetcherKey={ENTRY_CHANGES}
              />
            )}
          </div>
        ),
    },
  ];
  const changed = detail.revisions.find((revision) => revision.id === changes?.revision);
  return (
    <PageSection id="entry-revisions" title={copy.heading}>
      <ResponsiveTable
        id="revisions"
        caption={copy.caption}
        columns={columns}
        rows={detail.revisions}
        rowKey={(revision) => String(revision.id)}
        cardsBelow="md"
      />
      <div id="revision-changes" aria-live="polite">
        {changes && changed && (
          <RevisionChanges
            title={fillTemplate(copy.changesOf, { when: formatDateTime(changed.createdAt) })}
            lines={changes.lines}
            problem={changes.problem}
          />
        )}
      </div>
    </PageSection>
  );
}

function RevisionChanges({
  title,
  lines = [],
  problem,
}: {
  title: string;
  lines?: DiffLine[];
  problem?: string;
}) {
  const differing = lines.filter((line) => line.kind !== "same");
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      {problem && <p role="alert">{problem}</p>}
      {!problem && differing.length === 0 && <p>{copy.noChanges}</p>}
      {differing.length > 0 && (
        <ul className="flex flex-col rounded-xl border border-border font-mono text-sm">
          {differing.map((line, index) => (
            <li
              key={index}
              className={cn(
                "px-3 py-1 break-words whitespace-pre-wrap",
                line.kind === "removed" ? "bg-danger-soft" : "bg-success-soft",
              )}
            >
              <span className="font-sans font-semibold">
                {line.kind === "removed" ? copy.removed : copy.added}:
              </span>{" "}
              {line.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
