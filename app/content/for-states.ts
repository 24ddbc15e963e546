import type { PageIntro } from "~/content/types";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const forStatesIntro: PageIntro = {
  eyebrow: "For State Governments",
  title: "Run an ESA program the public can trust",
  intro: `${brand} gives state agencies and districts the tools to launch an education savings account program, approve providers, control spending and report to legislators, without building software of their own.`,
};
