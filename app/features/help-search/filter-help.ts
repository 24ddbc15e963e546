import type { Faq, HelpArticle } from "~/content/types";

/** A help category as the search sees it: a title and its questions (as content, or read from the page). */
export interface Topic<Q extends Faq = Faq> {
  title: string;
  questions: readonly Q[];
}

type Article = Pick<HelpArticle, "title" | "description">;

export interface HelpSearchResults<Q extends Faq, C extends Topic<Q>, A extends Article> {
  /** Categories that still have matching questions, holding only those questions. */
  categories: (C & { questions: Q[] })[];
  articles: A[];
  /** Matching questions plus matching articles. */
  count: number;
}

/** Case, accents and curly apostrophes do not matter: "Isn’t CAFÉ" → "isn't cafe". */
export function normalizeText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[‘’]/g, "'")
    .toLowerCase();
}

/**
 * A word without its plural ending, so "refunds" also finds "refund" and
 * "reembolsos" finds "reembolso" (the singular then matches the plural too,
 * as words are found anywhere in the text). Short words stay as typed.
 */
function singular(term: string): string {
  if (term.length > 4 && term.endsWith("es")) return term.slice(0, -2);
  if (term.length > 4 && term.endsWith("s")) return term.slice(0, -1);
  return term;
}

/** The words of a query; an empty list means "show everything". */
export function queryTerms(query: string): string[] {
  return normalizeText(query).split(/\s+/).filter(Boolean).map(singular);
}

/** True when every term appears somewhere in the texts, in any order. */
function matchesAll(terms: readonly string[], ...texts: string[]): boolean {
  const haystack = normalizeText(texts.join(" "));
  return terms.every((term) => haystack.includes(term));
}

/**
 * Questions match on their question and answer, articles on their title and
 * description. A blank query matches everything.
 */
export function filterHelp<Q extends Faq, C extends Topic<Q>, A extends Article>(
  categories: readonly C[],
  articles: readonly A[],
  query: string,
): HelpSearchResults<Q, C, A> {
  const terms = queryTerms(query);
  const matchingCategories = categories
    .map((category) => ({
      ...category,
      questions: category.questions.filter(({ question, answer }) =>
        matchesAll(terms, question, answer),
      ),
    }))
    .filter((category) => category.questions.length > 0);
  const matchingArticles = articles.filter(({ title, description }) =>
    matchesAll(terms, title, description),
  );
  const questionCount = matchingCategories.reduce(
    (total, category) => total + category.questions.length,
    0,
  );
  return {
    categories: matchingCategories,
    articles: matchingArticles,
    count: questionCount + matchingArticles.length,
  };
}
