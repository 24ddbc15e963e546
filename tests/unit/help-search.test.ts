import { describe, expect, it } from "vitest";

import { fillCounted } from "~/lib/template";

import { helpSearchContent, helpTopics, popularArticles } from "~/content/en/help-center";
import type { HelpArticle, HelpCategory } from "~/content/types";
import { filterHelp, normalizeText, queryTerms } from "~/features/help-search/filter-help";

const categories: HelpCategory[] = [
  {
    title: "Payments & Billing",
    questions: [
      { question: "How do I request a refund?", answer: "Open the payment and report a problem." },
      { question: "Why was a purchase declined?", answer: "The balance was too low." },
    ],
  },
  {
    title: "Account Management",
    questions: [
      { question: "How do I reset my password?", answer: "Choose “Forgot password”." },
      {
        question: "Can two guardians share an account?",
        answer: "Yes, each with their own sign-in.",
      },
    ],
  },
];

const articles: HelpArticle[] = [
  { title: "Refund timelines", description: "When money returns.", category: "Payments & Billing" },
  { title: "Keeping your account secure", description: "Passwords and MFA.", category: "Account" },
];

describe("normalizeText", () => {
  it("ignores case, accents and curly apostrophes", () => {
    expect(normalizeText("Isn’t CAFÉ")).toBe("isn't cafe");
  });
});

describe("queryTerms", () => {
  it("splits a query into words and drops blank space", () => {
    expect(queryTerms("  Reset   PASSWORD ")).toEqual(["reset", "password"]);
    expect(queryTerms("   ")).toEqual([]);
  });

  it("looks for the singular of a plural, in English and Spanish", () => {
    expect(queryTerms("refunds meses reembolsos fees")).toEqual([
      "refund",
      "mes",
      "reembolso",
      "fees",
    ]);
  });
});

describe("Spanish questions", () => {
  const spanish: HelpCategory[] = [
    {
      title: "Pagos",
      questions: [
        { question: "¿Cómo pido un reembolso?", answer: "Los reembolsos tardan unos días." },
        { question: "¿Dónde veo mi información?", answer: "En su cuenta." },
      ],
    },
  ];

  it("finds words whatever their accents, and plurals by their singular", () => {
    const questions = (query: string) =>
      filterHelp(spanish, [], query).categories.flatMap((topic) =>
        topic.questions.map((item) => item.question),
      );
    expect(questions("informacion")).toEqual(["¿Dónde veo mi información?"]);
    expect(questions("INFORMACIÓN")).toEqual(["¿Dónde veo mi información?"]);
    expect(questions("reembolso")).toEqual(["¿Cómo pido un reembolso?"]);
    expect(questions("reembolsos")).toEqual(["¿Cómo pido un reembolso?"]);
  });
});

describe("filterHelp", () => {
  it("shows everything for an empty or blank query", () => {
    for (const query of ["", "   "]) {
      const results = filterHelp(categories, articles, query);
      expect(results.categories).toEqual(categories);
      expect(results.articles).toEqual(articles);
      expect(results.count).toBe(6);
    }
  });

  it("matches questions and article titles without regard to case", () => {
    const results = filterHelp(categories, articles, "REFUND");
    expect(results.categories).toEqual([
      { ...categories[0], questions: [categories[0]?.questions[0]] },
    ]);
    expect(results.articles.map((article) => article.title)).toEqual(["Refund timelines"]);
    expect(results.count).toBe(2);
  });

  it("searches answers and article descriptions too", () => {
    const results = filterHelp(categories, articles, "balance");
    expect(results.categories[0]?.questions.map((item) => item.question)).toEqual([
      "Why was a purchase declined?",
    ]);
    expect(filterHelp(categories, articles, "mfa").articles).toEqual([articles[1]]);
  });

  it("needs every word, in any order", () => {
    expect(filterHelp(categories, articles, "password reset").count).toBe(1);
    expect(filterHelp(categories, articles, "password refund").count).toBe(0);
  });

  it("drops categories with no matching question and keeps their other fields", () => {
    const withIcons = categories.map((category) => ({ ...category, icon: "marker" }));
    const results = filterHelp(withIcons, articles, "guardians");
    expect(results.categories).toHaveLength(1);
    expect(results.categories[0]?.title).toBe("Account Management");
    expect(results.categories[0]?.icon).toBe("marker");
  });

  it("treats markup and symbols in a query as plain text", () => {
    expect(filterHelp(categories, articles, "<img src=x onerror=alert(1)>").count).toBe(0);
    expect(filterHelp(categories, articles, "“forgot").count).toBe(1);
  });
});

describe("the help center's content", () => {
  it("has four categories of four questions and four popular articles", () => {
    expect(helpTopics.map((topic) => topic.title)).toEqual([
      "Getting Started",
      "Account Management",
      "Payments & Billing",
      "Provider Services",
    ]);
    for (const topic of helpTopics) expect(topic.questions).toHaveLength(4);
    expect(popularArticles).toHaveLength(4);
    expect(filterHelp(helpTopics, popularArticles, "").count).toBe(20);
  });

  it("words the result count for screen readers", () => {
    const summary = (count: number, query: string) =>
      fillCounted(helpSearchContent.resultSummary, count, { query });
    expect(summary(5, "refund")).toBe("5 results for “refund”");
    expect(summary(1, "refund")).toBe("1 result for “refund”");
    expect(summary(0, "xyz")).toBe("No results for “xyz”");
  });
});
