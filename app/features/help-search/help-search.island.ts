import { fillCounted } from "~/lib/template";

import { connectSearchBox } from "../search/search-box";
import { reportSearchMisses } from "../search/search-misses";
import { filterHelp, queryTerms } from "./filter-help";
import type { HelpSearchProps } from "./help-search";

const textOf = (element: Element | null | undefined) => element?.textContent ?? "";

/** The page's questions, by topic, and its articles, each with the element that shows it. */
function readHelp(root: HTMLElement) {
  const topics = [...root.querySelectorAll<HTMLElement>("[data-help-topic]")].map((element) => {
    const questions = [...element.querySelectorAll("details")].map((details) => ({
      element: details,
      question: textOf(details.querySelector("summary")),
      answer: textOf(details.querySelector("p")),
    }));
    const title = textOf(element.querySelector("h3"));
    return { element, title, list: questions[0]?.element.parentElement, questions };
  });
  const articleList = root.querySelector("[data-help-articles]");
  const articles = [...(articleList?.children ?? [])].map((element) => ({
    element,
    title: textOf(element.querySelector("h3")),
    description: textOf(element.querySelector("p")),
  }));
  return { topics, articleList, articles };
}

/**
 * Filters the help center's questions and articles as the visitor types
 * (help-search.tsx draws them): what does not match leaves the page, topics
 * and sections left empty hide, the count is announced, and when nothing
 * matches the visitor is offered the contact form and a way back. A search
 * that did not help is reported (search-misses.ts).
 */
export function start(root: HTMLElement, { resultSummary }: HelpSearchProps) {
  const noResults = root.querySelector<HTMLElement>("[data-no-results]");
  // Read on the first search: a page that shows everything needs nothing from this island.
  let help: ReturnType<typeof readHelp> | undefined;
  let filtered = false;

  function show({ topics, articleList, articles }: ReturnType<typeof readHelp>, query: string) {
    const results = filterHelp(topics, articles, query);
    for (const topic of topics) {
      const shown = results.categories.find((category) => category.element === topic.element);
      topic.element.hidden = !shown;
      topic.list?.replaceChildren(...(shown?.questions ?? []).map((question) => question.element));
    }
    articleList?.replaceChildren(...results.articles.map((article) => article.element));
    const topicsSection = topics[0]?.element.closest("section");
    const articlesSection = articleList?.closest("section");
    if (topicsSection) topicsSection.hidden = results.categories.length === 0;
    if (articlesSection) articlesSection.hidden = results.articles.length === 0;
    if (noResults) noResults.hidden = results.count > 0;
    return results.count;
  }

  const misses = reportSearchMisses(root);
  const box = connectSearchBox(root, (query, showSummary) => {
    const searching = queryTerms(query).length > 0;
    if (!searching && !filtered) return showSummary("");
    help ??= readHelp(root);
    const count = show(help, query);
    filtered = searching;
    misses.shown(searching ? query.trim() : "", count);
    showSummary(searching ? fillCounted(resultSummary, count, { query: query.trim() }) : "");
  });

  root.querySelector("[data-clear-search]")?.addEventListener("click", () => box.clear());
}
