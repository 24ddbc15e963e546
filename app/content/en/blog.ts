import type { ArticleLabels, CtaContent, FeedLink, PageIntro, SectionIntro } from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import type { BlogCategory } from "~/lib/publishing/entry-fields";
import { siteConfig } from "~/lib/site-config";
import type { CountedText } from "~/lib/template";

const brand = siteConfig.name;

export const blogIntro: PageIntro = {
  eyebrow: "Blog",
  title: "Insights on education funding",
  intro:
    "Practical notes from our team on running ESA programs, paying providers, feeding students and keeping public funds accountable.",
};

export const postsSection: SectionIntro = {
  title: "Latest posts",
  intro:
    "Guides for program staff, providers and parents. If you would like to go deeper on any of them, we are glad to talk it through.",
};

/** What each category is called, and how its own page introduces it. */
export const blogCategories: Record<
  BlogCategory,
  { label: string; intro: string; description: string }
> = {
  "program-design": {
    label: "Program design",
    intro:
      "Decisions a state or district makes before and during an ESA program: rules, timelines, providers and appeals.",
    description: `Posts from the ${brand} team on designing and launching education savings account programs: rules, timelines and launch decisions.`,
  },
  providers: {
    label: "Providers",
    intro:
      "For tutors, therapists, schools, camps and online programs: getting approved, getting listed and getting paid.",
    description: `Posts for education providers on joining an ESA program's marketplace, being listed and getting paid on time through ${brand}.`,
  },
  "school-meals": {
    label: "School meals",
    intro:
      "Running school meal accounts beside education savings accounts, for schools and families.",
    description: `Posts on school meal programs: meal accounts, dietary needs, spending limits and paying with ESA funds, cash or both on ${brand}.`,
  },
  families: {
    label: "Families",
    intro: "Plain-language guides for parents and guardians using an education savings account.",
    description:
      "Plain-language guides for parents and guardians: what ESA funds can pay for, how to apply and how to manage an account.",
  },
  security: {
    label: "Security",
    intro: "How student records and public money are protected, explained without the jargon.",
    description: `How ${brand} protects student records and public funds, from SOC 2 Type II and FERPA to encryption, explained in plain words.`,
  },
};

export const categoryNav = {
  label: "Blog categories",
  all: "All posts",
};

export const postLabels: ArticleLabels & {
  by: string;
  readingTime: CountedText;
  related: string;
  category: string;
  categoryTitle: string;
} = {
  breadcrumb: "Breadcrumb",
  readMore: "Read more",
  readMoreContext: "about “{title}”",
  published: "Published",
  by: "By {author}",
  readingTime: {
    none: "Under a minute to read",
    one: "1 minute read",
    other: "{count} minute read",
  },
  related: "Related posts",
  category: "Category",
  categoryTitle: "Posts about {category}",
};

export const blogFeed: FeedLink = {
  title: `${brand} blog`,
  label: "Follow the blog with a feed reader (Atom)",
};

export const blogCta: CtaContent = {
  title: "Questions about a topic we covered?",
  intro:
    "Our team is happy to talk through how any of this would work for your program, district or family.",
  actions: [
    { label: "Contact us", href: contactHref("general") },
    { label: "Browse the Help Center", href: "/help-center" },
  ],
};
