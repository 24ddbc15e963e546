import type { PageIntro } from "~/content/types";

export const contactIntro: PageIntro = {
  eyebrow: "Contact",
  title: "Talk to our team",
  intro:
    "Questions about a program, a demo or an account? Send us a message, email the right team directly, or call us Mon-Fri 8AM-6PM EST.",
};
