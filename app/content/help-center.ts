import type { PageIntro } from "~/content/types";

export const helpCenterIntro: PageIntro = {
  eyebrow: "Support",
  title: "How can we help?",
  intro:
    "Find answers about applications, accounts, payments and provider services. If you can't find what you need, our support team replies to email within 24 hours.",
};
