import type { PageIntro } from "~/content/types";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const featuresIntro: PageIntro = {
  eyebrow: "Product",
  title: "Features built for public funds",
  intro: `${brand} combines the controls a state program needs with the simplicity families expect: security, real-time payments, analytics, shared access, automated compliance and integrations, in one platform.`,
};
