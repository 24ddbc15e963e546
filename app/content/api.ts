import type { PageIntro } from "~/content/types";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const apiIntro: PageIntro = {
  eyebrow: "Developers",
  title: `Build on the ${brand} API`,
  intro:
    "A REST API with JSON everywhere and bearer-token authentication gives your systems the same access to students, payments, providers and reports that our own applications use.",
};
