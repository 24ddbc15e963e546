import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";

import { Button } from "~/components/ui/button";
import { Label, describedByError } from "~/components/ui/field";
import { controlClassName, errorIdFor } from "~/components/ui/field-styles";
import { fillTemplate } from "~/lib/template";

import type { LeadNote } from "~/lib/console-api/leads";
import { leadCopy } from "../../copy/leads";
import { formatDateTime } from "../date-time";
import { Feedback } from "../feedback";
import { PageSection } from "../page-heading";
import type { LeadActionResult } from "./lead-actions";

const copy = leadCopy.notes;

/** The team's notes, oldest first, each with its author and time; new ones are added, never edited. */
export function LeadNotes({ notes }: { notes: LeadNote[] }) {
  const fetcher = useFetcher<LeadActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  // Once added, the note is in the list: the box is emptied for the next one.
  useEffect(() => {
    if (result?.done) form.current?.reset();
  }, [result]);
  return (
    <PageSection id="lead-notes" title={copy.heading}>
      <p className="text-ink-muted">{copy.intro}</p>
      {notes.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-xl border border-border bg-surface-muted p-4">
              <p className="break-words whitespace-pre-wrap">{note.body}</p>
              <p className="mt-2 text-sm text-ink-muted">
                {fillTemplate(copy.by, {
                  author: note.author,
                  time: formatDateTime(note.createdAt),
                })}
              </p>
            </li>
          ))}
        </ol>
      )}
      <fetcher.Form ref={form} method="post" className="flex flex-col gap-3">
        <Label htmlFor="new-note">{copy.label}</Label>
        <textarea
          id="new-note"
          name="body"
          rows={4}
          maxLength={5000}
          className={controlClassName}
          {...describedByError("new-note", result?.problem)}
        />
        <Button
          type="submit"
          name="intent"
          value="note"
          className="self-start"
          disabled={fetcher.state !== "idle"}
        >
          {fetcher.state === "idle" ? copy.add : copy.adding}
        </Button>
        <Feedback
          problem={result?.problem}
          done={result?.done}
          problemId={errorIdFor("new-note")}
        />
      </fetcher.Form>
    </PageSection>
  );
}
