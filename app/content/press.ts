import type { PageIntro } from "~/content/types";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const pressIntro: PageIntro = {
  eyebrow: "Press",
  title: "News and media resources",
  intro: `The latest announcements from ${brand}, with contacts for journalists covering education funding and school choice.`,
};
