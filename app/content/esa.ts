import type { PageIntro } from "~/content/types";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const esaIntro: PageIntro = {
  eyebrow: "Education Savings Accounts",
  title: "Education savings accounts, made simple",
  intro: `An education savings account puts a share of public education funding in a family's hands to spend on approved education services. ${brand} makes it easy to apply, spend and account for every dollar.`,
};
