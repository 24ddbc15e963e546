import type { PageIntro } from "~/content/types";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const integrationsIntro: PageIntro = {
  eyebrow: "Integrations",
  title: "Connect the systems you already run",
  intro: `With over 100 integrations and an open REST API, ${brand} exchanges data with student information systems, finance software, payment networks and identity providers, so nobody retypes a record.`,
};
