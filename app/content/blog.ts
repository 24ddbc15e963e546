import type { PageIntro } from "~/content/types";

export const blogIntro: PageIntro = {
  eyebrow: "Blog",
  title: "Insights on education funding",
  intro:
    "Practical notes from our team on running ESA programs, paying providers, feeding students and keeping public funds accountable.",
};
