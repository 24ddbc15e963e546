import type { PageIntro } from "~/content/types";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const forProvidersIntro: PageIntro = {
  eyebrow: "For Education Providers",
  title: "Grow your program with ESA families",
  intro: `Tutoring centers, online schools, therapists and camps use ${brand} to reach families with education savings accounts and to get paid directly, without paperwork or reimbursement delays.`,
};
