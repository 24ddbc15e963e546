import type { PageIntro } from "~/content/types";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const privacyPolicyIntro: PageIntro = {
  eyebrow: "Legal",
  title: "Privacy Policy",
  intro: `How ${brand} collects, uses and protects personal information, including student education records, and the choices you have about it.`,
};
