import type { BlogPost, CtaContent, PageIntro, SectionIntro } from "~/content/types";
import { contactHref } from "~/lib/inquiry";

export const blogIntro: PageIntro = {
  eyebrow: "Blog",
  title: "Insights on education funding",
  intro:
    "Practical notes from our team on running ESA programs, paying providers, feeding students and keeping public funds accountable.",
};

export const postsSection: SectionIntro = {
  title: "Latest posts",
  intro:
    "Short reads from our team for program staff, providers and parents. If you would like to go deeper on any of them, we are glad to talk it through.",
};

/** Newest first. */
export const blogPosts: BlogPost[] = [
  {
    category: "Program design",
    title: "Five decisions to make before your ESA program opens applications",
    excerpt:
      "Eligibility rules, the list of allowable expenses, how providers are approved, when funds are released and how families appeal a decision: settle these five in writing before launch and most of the questions your call center will hear in the first month already have answers.",
    author: "Dana Whitfield",
    date: "2026-10-27",
  },
  {
    category: "Providers",
    title: "Why paying providers on time keeps families in the program",
    excerpt:
      "Small tutoring centers and therapists cannot wait two months for a reimbursement. When payment arrives within days of an approved purchase, more providers sign up, families have more choice, and fewer parents end up paying out of pocket while a claim is processed.",
    author: "Marcus Oyelaran",
    date: "2026-09-15",
  },
  {
    category: "School meals",
    title: "School meals and education savings accounts, side by side",
    excerpt:
      "Putting a student's meal account next to their ESA funds lets parents set one set of spending limits, record dietary needs once, and pay for lunch with ESA funds, cash or a combination where the program allows it, without a second login or a second set of rules.",
    author: "Priya Raman",
    date: "2026-08-04",
  },
];

export const blogCta: CtaContent = {
  title: "Questions about a topic we covered?",
  intro:
    "Our team is happy to talk through how any of this would work for your program, district or family.",
  actions: [
    { label: "Contact us", href: contactHref("general") },
    { label: "Browse the Help Center", href: "/help-center" },
  ],
};
