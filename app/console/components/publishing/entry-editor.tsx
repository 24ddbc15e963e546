import { useEffect, useMemo, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";

import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/field";
import { controlClassName } from "~/components/ui/field-styles";
import { fillTemplate } from "~/lib/template";

import { ApiProblem, apiCall } from "../../api/client";
import { statusMessage } from "../../problem-messages";
import type { CollectionName as EntryCollection } from "~/lib/console-api/values";
import { type EntryDetail, createEntry, saveDraft } from "~/lib/console-api/entries";
import { editorCopy as copy, fieldLabels } from "../../copy/publishing";
import {
  type EntryForm,
  SLUG_PATTERN,
  emptyVersion,
  fromVersion,
  problemsOf,
  slugFromTitle,
  toContent,
} from "../../entry-form";
import { insertParagraph } from "../../image-markdown";
import { entryPath } from "../../paths";
import { formatDateTime } from "../date-time";
import { Feedback } from "../feedback";
import { AddImage } from "./add-image";
import { EntryPreview } from "./entry-preview";
import { type Autosaved, forgetAutosaved, readAutosaved, useAutosave } from "./use-autosave";
import { VersionFields } from "./version-fields";

interface Draft {
  slug: string;
  /** Whether the slug was typed by hand; until then it follows the English title. */
  slugEdited: boolean;
  form: EntryForm;
}

function initialDraft(collection: EntryCollection, detail?: EntryDetail): Draft {
  if (!detail) return { slug: "", slugEdited: false, form: { "en-US": emptyVersion(collection) } };
  const form: EntryForm = {};
  for (const locale of ["en-US", "es-US"] as const) {
    const version = detail.draft.content[locale];
    if (version) form[locale] = fromVersion(collection, version);
  }
  return { slug: detail.draft.slug, slugEdited: true, form };
}

interface EntryEditorProps {
  collection: EntryCollection;
  detail?: EntryDetail;
  /** Told whether the form differs from the saved draft (the workflow asks to save first). */
  onDirty?: (dirty: boolean) => void;
}

/**
 * An entry's fields in English and, when added, Spanish, side by side on a
 * wide screen; checked as one types, autosaved in the browser, saved as a
 * new revision.
 */
export function EntryEditor({ collection, detail, onDirty }: EntryEditorProps) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const saved = useMemo(() => initialDraft(collection, detail), [collection, detail]);
  const autosaveKey = detail ? detail.entry.id : `new-${collection}`;
  // What an earlier visit left unsaved comes back into the form, with a note and a way to discard it.
  const [restored, setRestored] = useState<Autosaved<Draft> | undefined>(() => {
    const kept = readAutosaved<Draft>(autosaveKey);
    return kept && JSON.stringify(kept.value) !== JSON.stringify(saved) ? kept : undefined;
  });
  const [draft, setDraft] = useState<Draft>(restored?.value ?? saved);
  const [left, setLeft] = useState<Set<string>>(new Set());
  const [triedSave, setTriedSave] = useState(false);
  const [outcome, setOutcome] = useState<{ problem?: string; problems?: string[]; done?: string }>(
    {},
  );
  const [busy, setBusy] = useState(false);
  // A new draft from the server (saved, restored) starts the form afresh from it.
  const [draftId, setDraftId] = useState(detail?.draft.id);
  if (detail && detail.draft.id !== draftId) {
    setDraftId(detail.draft.id);
    setDraft(saved);
    setTriedSave(false);
    setLeft(new Set());
  }
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  useAutosave(autosaveKey, draft, dirty);
  // The page (its workflow's buttons) follows; a page kept across a new draft starts clean.
  useEffect(() => onDirty?.(dirty), [dirty, onDirty]);
  const forget = () => {
    forgetAutosaved(autosaveKey);
    setRestored(undefined);
  };

  const problems = {
    "en-US": draft.form["en-US"] ? problemsOf(collection, draft.form["en-US"]) : {},
    "es-US": draft.form["es-US"] ? problemsOf(collection, draft.form["es-US"]) : {},
  };
  const slugProblem =
    SLUG_PATTERN.test(draft.slug) && draft.slug.length <= 80
      ? undefined
      : "lowercase words joined by hyphens, at most 80 characters";
  const shown = (locale: "en-US" | "es-US") =>
    Object.fromEntries(
      Object.entries(problems[locale]).filter(
        ([name]) => triedSave || left.has(`${locale}.${name}`),
      ),
    );

  const change = (next: Draft) => {
    setDraft(next);
    // What was said of the last save no longer holds once the form changes.
    if (outcome.done) setOutcome({});
  };
  const changeVersion = (locale: "en-US" | "es-US", version: EntryForm["en-US"]) => {
    const form = { ...draft.form, [locale]: version };
    const title = form["en-US"]?.fields.title ?? "";
    const followTitle = locale === "en-US" && !draft.slugEdited;
    change({ ...draft, form, slug: followTitle ? slugFromTitle(title) : draft.slug });
  };

  const languages = (["en-US", "es-US"] as const).filter((locale) => draft.form[locale]);
  /** Each language's image Markdown into its body, at its cursor (or the end). */
  const insertImage = (markdown: Partial<Record<"en-US" | "es-US", string>>) => {
    const form = { ...draft.form };
    for (const locale of languages) {
      const version = form[locale];
      const snippet = markdown[locale];
      if (!version || !snippet) continue;
      const body = document.getElementById(`${locale}-body`);
      const cursor = body instanceof HTMLTextAreaElement ? body.selectionStart : undefined;
      form[locale] = { ...version, body: insertParagraph(version.body, snippet, cursor) };
    }
    change({ ...draft, form });
  };

  const anyProblem =
    Boolean(slugProblem) ||
    Object.keys(problems["en-US"]).length > 0 ||
    Object.keys(problems["es-US"]).length > 0;
  // "Fix the problems marked below" holds only while there are some.
  const shownOutcome = outcome.problem === copy.fixFirst && !anyProblem ? {} : outcome;

  async function save() {
    setTriedSave(true);
    if (anyProblem) {
      setOutcome({ problem: copy.fixFirst });
      return;
    }
    setBusy(true);
    const content = toContent(collection, draft.form);
    try {
      if (detail) {
        await apiCall(saveDraft, {
          params: { id: detail.entry.id },
          body: { slug: draft.slug, content },
        });
        forget();
        await revalidator.revalidate();
        setOutcome({ done: copy.saved });
      } else {
        const { id } = await apiCall(createEntry, {
          body: { collection, slug: draft.slug, content },
        });
        forget();
        await navigate(entryPath(id), { replace: true, state: { done: copy.created } });
      }
    } catch (error) {
      if (error instanceof ApiProblem && error.status === 422) {
        setOutcome({ problem: copy.refused, problems: error.problems });
      } else {
        const problem = error instanceof ApiProblem ? error : undefined;
        setOutcome({ problem: statusMessage(problem?.status ?? 0, {}, problem?.retryAfter) });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="flex flex-col gap-6"
    >
      {restored && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-families bg-families-soft p-4">
          <p>{fillTemplate(copy.restored.note, { when: formatDateTime(restored.savedAt) })}</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="min-h-11"
            onClick={() => {
              forget();
              change(saved);
            }}
          >
            {copy.restored.discard}
          </Button>
        </div>
      )}
      <div className="flex max-w-xl flex-col gap-1.5">
        <Label htmlFor="entry-slug">{copy.slug}</Label>
        <p id="entry-slug-hint" className="text-sm text-ink-muted">
          {copy.slugHint}
        </p>
        <input
          id="entry-slug"
          required
          value={draft.slug}
          onChange={(event) => change({ ...draft, slug: event.target.value, slugEdited: true })}
          onBlur={() => setLeft(new Set(left).add("slug"))}
          aria-invalid={slugProblem && (triedSave || left.has("slug")) ? true : undefined}
          aria-describedby="entry-slug-hint entry-slug-problem"
          className={`${controlClassName} font-mono`}
        />
        <p id="entry-slug-problem" className="text-sm font-medium text-danger">
          {slugProblem && (triedSave || left.has("slug"))
            ? `${fieldLabels.slug}: ${slugProblem}`
            : ""}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {(["en-US", "es-US"] as const).map((locale) => {
          const version = draft.form[locale];
          if (!version) {
            return (
              <div key={locale}>
                <Button
                  type="button"
                  variant="outline"
                  className="min-h-11"
                  onClick={() => changeVersion("es-US", emptyVersion(collection))}
                >
                  {copy.addSpanish}
                </Button>
              </div>
            );
          }
          return (
            <div key={locale} className="flex min-w-0 flex-col gap-3">
              <VersionFields
                collection={collection}
                locale={locale}
                form={version}
                onChange={(next) => changeVersion(locale, next)}
                problems={shown(locale)}
                onLeave={(name) => setLeft(new Set(left).add(`${locale}.${name}`))}
              />
              {locale === "es-US" && (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="min-h-11 self-start"
                  onClick={() => {
                    change({ ...draft, form: { "en-US": draft.form["en-US"] } });
                  }}
                >
                  {copy.removeSpanish}
                </Button>
              )}
            </div>
          );
        })}
      </div>
      <AddImage languages={languages} onInsert={insertImage} />
      {shownOutcome.problems?.length ? (
        <div role="alert" className="rounded-lg bg-danger-soft p-3 font-medium text-danger">
          <p>{shownOutcome.problem}</p>
          <ul className="list-disc pl-6">
            {shownOutcome.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : (
        <Feedback problem={shownOutcome.problem} done={shownOutcome.done} />
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" className="min-h-11" disabled={busy}>
          {busy ? copy.saving : copy.save}
        </Button>
        <EntryPreview
          collection={collection}
          slug={draft.slug}
          content={toContent(collection, draft.form)}
        />
      </div>
    </form>
  );
}
