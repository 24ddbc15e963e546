import type { PageIntro } from "~/content/types";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const statusIntro: PageIntro = {
  eyebrow: "System Status",
  title: `${brand} system status`,
  intro: `Live status of every ${brand} service, uptime over the past 90 days and notice of scheduled maintenance.`,
};
