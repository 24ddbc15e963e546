import { useRef } from "react";

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
import { fillCounted } from "~/lib/template";

import { filterHelp, queryTerms } from "./filter-help";
import { SearchForm } from "../search/search-form";
import { useQueryParam } from "../search/use-query-param";
import { HelpTopicList } from "./help-topic-list";
import { PopularArticleList } from "./popular-article-list";

interface HelpSearchProps {
  content: HelpSearchContent;
  topicsIntro: SectionIntro;
  topics: readonly HelpCategory[];
  articlesIntro: SectionIntro;
  articles: readonly PopularArticle[];
}

/** The search box and everything it filters: the topics' questions and the popular articles. */
export function HelpSearch({
  content,
  topicsIntro,
  topics,
  articlesIntro,
  articles,
}: HelpSearchProps) {
  const [query, setQuery] = useQueryParam();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const results = filterHelp(topics, articles, query);
  const searching = queryTerms(query).length > 0;
  const summary = searching
    ? fillCounted(content.resultSummary, results.count, { query: query.trim() })
    : "";

  function clearSearch() {
    setQuery("");
    if (!inputRef.current) return;
    inputRef.current.value = "";
    inputRef.current.focus();
  }

  return (
    <>
      <Container className="pt-10">
        <SearchForm
          content={content}
          query={query}
          onQueryChange={setQuery}
          summary={summary}
          summaryRef={summaryRef}
          inputRef={inputRef}
        />
        {results.count === 0 && (
          <div className="mx-auto mt-4 flex max-w-2xl flex-col gap-4 rounded-2xl border border-border bg-surface-muted p-6">
            <p className="leading-relaxed text-ink-muted">{content.noResults.text}</p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild>
                <SmartLink href={content.noResults.contact.href}>
                  {content.noResults.contact.label}
                </SmartLink>
              </Button>
              <Button type="button" variant="outline" onClick={clearSearch}>
                {content.noResults.clear}
              </Button>
            </div>
          </div>
        )}
      </Container>
      {results.categories.length > 0 && (
        <Section intro={topicsIntro}>
          <HelpTopicList topics={results.categories} />
        </Section>
      )}
      {results.articles.length > 0 && (
        <Section intro={articlesIntro} tone="muted">
          <PopularArticleList articles={results.articles} />
        </Section>
      )}
    </>
  );
}
