import type { CodeSampleLabels } from "~/content/types";
import { cn } from "~/lib/cn";
import { fillTemplate } from "~/lib/template";

import { CopyButton } from "./copy-button";
import type { HighlightedCode } from "./highlight";
import { codeBackgroundClass, tokenColorClass } from "./token-colors";

interface CodeBlockProps {
  title: string;
  /** A short line under the title, e.g. the method and path. */
  detail: string;
  sample: HighlightedCode;
  labels: CodeSampleLabels;
}

/**
 * A highlighted code sample (tokens come from the build) with a copy button
 * (which works inside CodeSamples).
 * Long lines scroll inside the focusable code region, never the page.
 */
export function CodeBlock({ title, detail, sample, labels }: CodeBlockProps) {
  return (
    <div
      data-code-block
      className={cn("min-w-0 overflow-hidden rounded-2xl shadow-sm", codeBackgroundClass)}
    >
      <div className="flex items-start justify-between gap-3 border-b border-white/15 px-4 py-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-[#f8fafc]">{title}</h3>
          <p className="font-mono text-sm break-words text-[#cbd5e1]">{detail}</p>
        </div>
        <CopyButton subject={title} labels={labels} />
      </div>
      <div
        role="region"
        aria-label={fillTemplate(labels.codeRegion, { title })}
        // Focusable so keyboard users can scroll long lines (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto focus-visible:-outline-offset-4"
      >
        <pre className="w-max min-w-full p-4 font-mono text-sm leading-relaxed">
          <code>
            {sample.tokens.map((token, index) => (
              <span key={index} className={tokenColorClass[token.kind]}>
                {token.text}
              </span>
            ))}
          </code>
        </pre>
      </div>
    </div>
  );
}
