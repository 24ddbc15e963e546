import { Badge } from "~/components/ui/badge";
import { Icon } from "~/components/ui/icon";
import { SmartLink } from "~/components/ui/smart-link";
import type { PopularArticle } from "~/content/types";

/** Articles summarised in place, each pointing to the page that covers its subject. */
export function PopularArticleList({ articles }: { articles: readonly PopularArticle[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
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
          <SmartLink
            href={link.href}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
          >
            {link.label}
            <Icon name="arrow-right" className="size-4 shrink-0" />
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
