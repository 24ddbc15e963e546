import type { PageIntro } from "~/content/types";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const termsOfServiceIntro: PageIntro = {
  eyebrow: "Legal",
  title: "Terms of Service",
  intro: `The terms that apply when you use the ${brand} website and platform. Please read them carefully; by using our services you agree to them.`,
};
