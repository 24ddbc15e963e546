import type { PageIntro } from "~/content/types";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const securityIntro: PageIntro = {
  eyebrow: "Security",
  title: "Security and compliance you can show an auditor",
  intro: `${brand} is SOC 2 Type II certified and FERPA compliant. Student records and public funds are protected by encryption, strict access control and continuous monitoring.`,
};
