import type { PageIntro } from "~/content/types";

export const schoolLunchIntro: PageIntro = {
  eyebrow: "School Lunch",
  title: "School meals, ordered and paid for simply",
  intro:
    "Families order meals online, set spending limits and record dietary needs; schools plan service and reconcile payments, whether meals are paid by ESA funds, cash or both.",
};
