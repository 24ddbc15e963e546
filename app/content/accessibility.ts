import type { PageIntro } from "~/content/types";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const accessibilityIntro: PageIntro = {
  eyebrow: "Accessibility",
  title: "Accessibility Statement",
  intro: `${brand} is committed to a website and platform that everyone can use, including people who rely on a keyboard, a screen reader, magnification or captions.`,
};
