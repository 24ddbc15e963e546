import type { PageIntro } from "~/content/types";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const aboutIntro: PageIntro = {
  eyebrow: "About Us",
  title: "Making education funding work for every family",
  intro: `${brand} was founded in 2020 to make education savings accounts simple for families, fair for providers and accountable to the public that funds them.`,
};
