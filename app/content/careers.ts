import type { PageIntro } from "~/content/types";

export const careersIntro: PageIntro = {
  eyebrow: "Careers",
  title: "Help us make education funding fair",
  intro:
    "We build the tools that put education funds to work for families. If you want your work to matter to students, we'd like to hear from you.",
};
