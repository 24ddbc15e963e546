import { Badge } from "~/components/ui/badge";
import { LongDate } from "~/components/ui/long-date";
import type { EntrySummary } from "~/content/types";
import { cn } from "~/lib/cn";
import { fillTemplate } from "~/lib/template";

import { ArrowLink } from "./arrow-link";

interface EntryListProps {
  entries: readonly EntrySummary[];
  /** "Read more" and what screen readers hear after it ({title}). */
  readMore: string;
  readMoreContext: string;
  layout?: "grid" | "column";
}

/**
 * Posts, releases or jobs, newest first as given: each a card whose one link
 * ("Read more", naming the entry for screen readers) covers the whole card.
 */
export function EntryList({ entries, readMore, readMoreContext, layout = "grid" }: EntryListProps) {
  return (
    <ul
      className={cn(
        "grid gap-6",
        layout === "grid" ? "md:grid-cols-2 lg:grid-cols-3" : "mx-auto max-w-3xl",
      )}
    >
      {entries.map((entry) => (
        <li key={entry.path} className="flex">
          <article className="relative flex w-full flex-col gap-3 rounded-2xl border border-border bg-surface p-6 shadow-sm hover:border-primary">
            {entry.tag && (
              <Badge tone="primary" className="self-start">
                {entry.tag.label}
              </Badge>
            )}
            <h3 className="text-xl font-semibold text-balance text-ink">{entry.title}</h3>
            <p className="flex flex-wrap gap-x-2 text-sm text-ink-muted">
              {[entry.byline, <LongDate key="date" date={entry.date} />, ...entry.details].map(
                (fact, index) => (
                  <span key={index} className="flex gap-x-2">
                    {index > 0 && <span aria-hidden="true">·</span>}
                    <span className={index === 0 ? "font-medium text-ink" : undefined}>{fact}</span>
                  </span>
                ),
              )}
            </p>
            <p className="flex-1 leading-relaxed text-ink-muted">{entry.description}</p>
            <ArrowLink
              label={readMore}
              context={fillTemplate(readMoreContext, { title: entry.title })}
              href={entry.path}
              stretched
            />
          </article>
        </li>
      ))}
    </ul>
  );
}
