import type { PageIntro } from "~/content/types";

export const pricingIntro: PageIntro = {
  eyebrow: "Pricing",
  title: "Simple pricing for programs of every size",
  intro:
    "Start with a 30-day free trial, no credit card required. Choose a plan by the number of student accounts you manage, and change plans whenever your program grows.",
};
