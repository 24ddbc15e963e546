import { Badge } from "~/components/ui/badge";
import { LongDate } from "~/components/ui/long-date";

interface ArticleCardProps {
  title: string;
  summary: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** Who wrote or published it: an author, a newswire. */
  byline: string;
  /** A short topic shown as a badge above the title. */
  tag?: string;
}

/** A dated piece of writing (blog post, press release) summarised in place. */
export function ArticleCard({ title, summary, date, byline, tag }: ArticleCardProps) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-6 shadow-sm">
      {tag && (
        <Badge tone="primary" className="self-start">
          {tag}
        </Badge>
      )}
      <h3 className="text-xl font-semibold text-balance text-ink">{title}</h3>
      <p className="flex flex-wrap gap-x-2 text-sm text-ink-muted">
        <span className="font-medium text-ink">{byline}</span>
        <span aria-hidden="true">·</span>
        <LongDate date={date} />
      </p>
      <p className="leading-relaxed text-ink-muted">{summary}</p>
    </article>
  );
}
