import { Badge } from "~/components/ui/badge";
import { ArrowLink } from "~/components/sections/arrow-link";
import type { PopularArticle } from "~/content/types";

/** Articles summarised in place, each pointing to the page that covers its subject. */
export function PopularArticleList({ articles }: { articles: readonly PopularArticle[] }) {
  return (
    <ul data-help-articles className="grid gap-6 md:grid-cols-2">
      {articles.map(({ title, description, category, link }) => (
        <li
          key={title}
          className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-6 shadow-sm"
        >
          <Badge tone="primary" className="self-start">
            {category}
          </Badge>
          <h3 className="text-lg font-semibold text-ink">{title}</h3>
          <p className="flex-1 leading-relaxed text-ink-muted">{description}</p>
          <ArrowLink label={link.label} href={link.href} />
        </li>
      ))}
    </ul>
  );
}
