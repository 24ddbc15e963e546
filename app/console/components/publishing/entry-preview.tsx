import { useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { fillTemplate } from "~/lib/template";

import { ApiProblem, apiCall } from "../../api/client";
import { statusMessage } from "../../problem-messages";
import type { CollectionName as EntryCollection } from "~/lib/console-api/values";
import type { EntryContentIn } from "~/lib/console-api/entries";
import { preview as entryPreview } from "~/lib/console-api/entries";
import { editorCopy as copy, languageLabels } from "../../copy/publishing";

type Locale = keyof typeof languageLabels;

interface Shown {
  locale: Locale;
  html?: string;
  problems?: string[];
  problem?: string;
}

/**
 * The page as the site would show it, in each language written, made by the
 * server from what is typed now. It is shown in a sandboxed frame without
 * its scripts (taken out, so the browser has none to refuse; the sandbox
 * would not run them anyway): the site's own origin lets its styles load
 * from /assets, and nothing in it can act.
 */
export function EntryPreview({
  collection,
  slug,
  content,
}: {
  collection: EntryCollection;
  slug: string;
  content: EntryContentIn;
}) {
  const [shown, setShown] = useState<Shown>();
  const region = useRef<HTMLElement>(null);
  async function preview(locale: Locale) {
    try {
      const { html } = await apiCall(entryPreview, {
        body: { collection, slug: slug || "preview", locale, content },
      });
      setShown({ locale, html: withoutScripts(html) });
    } catch (error) {
      const problem = error instanceof ApiProblem ? error : new ApiProblem(0);
      setShown(
        problem.status === 422
          ? { locale, problems: problem.problems }
          : { locale, problem: statusMessage(problem.status, {}, problem.retryAfter) },
      );
    }
    requestAnimationFrame(() => region.current?.focus());
  }
  const languages = (Object.keys(languageLabels) as Locale[]).filter((locale) => content[locale]);
  return (
    <>
      {languages.map((locale) => (
        <Button
          key={locale}
          type="button"
          variant="outline"
          className="min-h-11"
          onClick={() => void preview(locale)}
        >
          {fillTemplate(copy.preview, { language: languageLabels[locale] })}
        </Button>
      ))}
      {shown && (
        <section
          ref={region}
          tabIndex={-1}
          aria-labelledby="entry-preview-heading"
          className="flex w-full flex-col gap-3 focus:outline-none"
        >
          <h2 id="entry-preview-heading" className="text-xl font-semibold">
            {fillTemplate(copy.previewTitle, { language: languageLabels[shown.locale] })}
          </h2>
          {shown.html !== undefined ? (
            <iframe
              title={fillTemplate(copy.previewTitle, { language: languageLabels[shown.locale] })}
              sandbox="allow-same-origin"
              srcDoc={shown.html}
              className="h-[70vh] w-full rounded-xl border border-border-strong bg-white"
            />
          ) : (
            <div role="alert" className="rounded-lg bg-danger-soft p-3 font-medium text-danger">
              <p>{shown.problem ?? copy.previewFailed}</p>
              {shown.problems && (
                <ul className="list-disc pl-6">
                  {shown.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="min-h-11 self-start"
            onClick={() => setShown(undefined)}
          >
            {copy.closePreview}
          </Button>
        </section>
      )}
    </>
  );
}

function withoutScripts(html: string): string {
  const page = new DOMParser().parseFromString(html, "text/html");
  for (const script of page.querySelectorAll("script, link[rel=modulepreload]")) script.remove();
  return `<!doctype html>${page.documentElement.outerHTML}`;
}
