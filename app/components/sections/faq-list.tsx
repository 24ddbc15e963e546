import { Icon } from "~/components/ui/icon";
import type { Faq } from "~/content/types";
import { slugify } from "~/lib/slugify";

/** Questions as native disclosures: no JavaScript needed, each linkable by its id. */
export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-3">
      {items.map(({ question, answer }) => (
        <details
          key={question}
          id={slugify(question)}
          className="group rounded-xl border border-border bg-surface open:shadow-sm"
        >
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 p-5 font-semibold [&::-webkit-details-marker]:hidden">
            {question}
            <Icon
              name="chevron-down"
              className="size-5 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-ink-muted">{answer}</p>
        </details>
      ))}
    </div>
  );
}
