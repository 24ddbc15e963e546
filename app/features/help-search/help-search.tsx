import { Section } from "~/components/sections/section";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SmartLink } from "~/components/ui/smart-link";
import type {
  HelpCategory,
  HelpSearchContent,
  PopularArticle,
  SectionIntro,
} from "~/content/types";
import { IslandProps, islandAttributes } from "~/lib/islands/island-markup";

import { SearchForm } from "../search/search-form";
import { HelpTopicList } from "./help-topic-list";
import { PopularArticleList } from "./popular-article-list";

export const HELP_SEARCH_ISLAND = "help-search";

/** What the help-search island needs beyond the page's own markup. */
export type HelpSearchProps = Pick<HelpSearchContent, "resultSummary">;

interface HelpSearchMarkupProps {
  content: HelpSearchContent;
  topicsIntro: SectionIntro;
  topics: readonly HelpCategory[];
  articlesIntro: SectionIntro;
  articles: readonly PopularArticle[];
}

/**
 * The search box and everything it filters: the topics' questions and the
 * popular articles, all in the page. The box filters them in place once its
 * island starts (help-search.island.ts); without script it is a plain form.
 */
export function HelpSearch({
  content,
  topicsIntro,
  topics,
  articlesIntro,
  articles,
}: HelpSearchMarkupProps) {
  const props: HelpSearchProps = { resultSummary: content.resultSummary };
  return (
    <div {...islandAttributes(HELP_SEARCH_ISLAND, "visible")}>
      <IslandProps name={HELP_SEARCH_ISLAND} value={props} />
      <Container className="pt-10">
        <SearchForm content={content} />
        <div
          data-no-results
          hidden
          className="mx-auto mt-4 flex max-w-2xl flex-col gap-4 rounded-2xl border border-border bg-surface-muted p-6"
        >
          <p className="leading-relaxed text-ink-muted">{content.noResults.text}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <SmartLink href={content.noResults.contact.href}>
                {content.noResults.contact.label}
              </SmartLink>
            </Button>
            <Button type="button" variant="outline" data-clear-search>
              {content.noResults.clear}
            </Button>
          </div>
        </div>
      </Container>
      <Section intro={topicsIntro}>
        <HelpTopicList topics={topics} />
      </Section>
      <Section intro={articlesIntro} tone="muted">
        <PopularArticleList articles={articles} />
      </Section>
    </div>
  );
}
