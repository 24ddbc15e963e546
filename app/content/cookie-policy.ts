import type { PageIntro } from "~/content/types";

export const cookiePolicyIntro: PageIntro = {
  eyebrow: "Legal",
  title: "Cookie Policy",
  intro:
    "This website sets no cookies and loads no tracking scripts. This page explains what that means for you and what would change if that ever changed.",
};
