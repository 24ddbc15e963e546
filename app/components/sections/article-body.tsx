import { cn } from "~/lib/cn";

/**
 * An article's body: HTML rendered from Markdown at build time (raw HTML off,
 * so nothing a writer types can become markup or script), styled as prose.
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return (
    <div className={cn("prose max-w-3xl", className)} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
