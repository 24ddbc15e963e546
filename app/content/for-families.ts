import type { PageIntro } from "~/content/types";

export const forFamiliesIntro: PageIntro = {
  eyebrow: "For Families",
  title: "Your child's education funds, in your hands",
  intro:
    "Apply for an education savings account, choose the tutors, schools and therapists that fit your child, and see every dollar you spend, all from one secure account.",
};
