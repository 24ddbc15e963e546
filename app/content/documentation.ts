import type { PageIntro } from "~/content/types";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const documentationIntro: PageIntro = {
  eyebrow: "Documentation",
  title: `Guides for every ${brand} user`,
  intro: `Step-by-step guides for families and providers, the administrator guide for program staff, and the technical references for teams integrating with ${brand}.`,
};
