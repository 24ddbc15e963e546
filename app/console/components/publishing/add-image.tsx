import { useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/field";
import { controlClassName } from "~/components/ui/field-styles";
import { fillTemplate } from "~/lib/template";
import { uploadImage } from "~/lib/console-api/entries";

import { ApiProblem, apiUpload } from "../../api/client";
import { statusMessage } from "../../problem-messages";
import { imageCopy as copy, languageLabels } from "../../copy/publishing";
import { IMAGE_TYPES, MAX_IMAGE_BYTES, imageMarkdown } from "../../image-markdown";
import { Feedback } from "../feedback";

type Locale = keyof typeof languageLabels;

interface AddImageProps {
  /** The languages the entry is written in: each needs its own alt text. */
  languages: Locale[];
  /** Puts each language's `![alt](/media/…)` into its body. */
  onInsert: (markdown: Partial<Record<Locale, string>>) => void;
}

type Problems = Partial<Record<"file" | Locale, string>>;

const problemClassName = "text-sm font-medium text-danger";

function fileProblem(file: File | undefined): string | undefined {
  if (!file) return copy.problems.noFile;
  if (!IMAGE_TYPES.includes(file.type)) return copy.problems.type;
  if (file.size > MAX_IMAGE_BYTES) return copy.problems.size;
  return undefined;
}

/**
 * Uploads an image and writes it into the body of each language, with the
 * alt text each one needs: nothing is uploaded until every alt text is
 * written, and nothing is inserted unless the upload succeeded.
 */
export function AddImage({ languages, onInsert }: AddImageProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState<Partial<Record<Locale, string>>>({});
  const [problems, setProblems] = useState<Problems>({});
  const [outcome, setOutcome] = useState<{ problem?: string; done?: string }>({});
  const [busy, setBusy] = useState(false);

  async function add() {
    const file = fileInput.current?.files?.[0];
    const found: Problems = { file: fileProblem(file) };
    for (const locale of languages) {
      if (!alt[locale]?.trim()) found[locale] = copy.problems.alt;
    }
    const first = (["file", ...languages] as const).find((name) => found[name]);
    setProblems(found);
    if (first || !file) {
      setOutcome({ problem: copy.problems.fixFirst });
      document.getElementById(first === "file" ? "image-file" : `image-alt-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const { url } = await apiUpload(uploadImage, file);
      onInsert(
        Object.fromEntries(
          languages.map((locale) => [locale, imageMarkdown(alt[locale] ?? "", url)]),
        ),
      );
      setAlt({});
      if (fileInput.current) fileInput.current.value = "";
      const added = languages.map((locale) => languageLabels[locale]).join(copy.and);
      setOutcome({ done: fillTemplate(copy.added, { languages: added }) });
    } catch (error) {
      const status = error instanceof ApiProblem ? error.status : 0;
      const problem = statusMessage(status, { 413: copy.problems.size, 415: copy.problems.type });
      if (status === 413 || status === 415) setProblems({ file: problem });
      setOutcome({ problem });
    } finally {
      setBusy(false);
    }
  }

  const describedBy = (id: string, hint: string | undefined, problem: string | undefined) =>
    [hint, problem && `${id}-problem`].filter(Boolean).join(" ") || undefined;

  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-border p-4">
      <legend className="px-1 text-lg font-semibold">{copy.heading}</legend>
      <p id="image-intro" className="text-sm text-ink-muted">
        {copy.intro}
      </p>
      <div className="flex max-w-xl flex-col gap-1.5">
        <Label htmlFor="image-file">{copy.file}</Label>
        <input
          ref={fileInput}
          id="image-file"
          type="file"
          accept={IMAGE_TYPES.join(",")}
          aria-invalid={problems.file ? true : undefined}
          aria-describedby={describedBy("image-file", "image-intro", problems.file)}
          onChange={() => setProblems({ ...problems, file: undefined })}
          className={controlClassName}
        />
        {problems.file && (
          <p id="image-file-problem" className={problemClassName}>
            {problems.file}
          </p>
        )}
      </div>
      <p id="image-alt-hint" className="text-sm text-ink-muted">
        {copy.altHint}
      </p>
      {languages.map((locale) => {
        const id = `image-alt-${locale}`;
        return (
          <div key={locale} className="flex max-w-xl flex-col gap-1.5">
            <Label htmlFor={id}>
              {fillTemplate(copy.alt, { language: languageLabels[locale] })}
            </Label>
            <input
              id={id}
              type="text"
              lang={locale === "es-US" ? "es" : "en"}
              value={alt[locale] ?? ""}
              onChange={(event) => setAlt({ ...alt, [locale]: event.target.value })}
              aria-invalid={problems[locale] ? true : undefined}
              aria-describedby={describedBy(id, "image-alt-hint", problems[locale])}
              className={controlClassName}
            />
            {problems[locale] && (
              <p id={`${id}-problem`} className={problemClassName}>
                {problems[locale]}
              </p>
            )}
          </div>
        );
      })}
      <Button
        type="button"
        variant="outline"
        className="min-h-11 self-start"
        disabled={busy}
        onClick={() => void add()}
      >
        {busy ? copy.adding : copy.add}
      </Button>
      <Feedback problem={outcome.problem} done={outcome.done} />
    </fieldset>
  );
}
