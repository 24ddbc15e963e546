import type { ContactLink, Action, PageIntro, SectionIntro } from "~/content/types";
import { fieldLimits } from "~/lib/forms/rules";
import { mailto, siteConfig, telHref } from "~/lib/site-config";

import { phoneHours } from "./organization";

const { emails, phone } = siteConfig;

/** Copy of the pages the contact form leads to when it is sent without JavaScript. */
export const messageSentIntro: PageIntro = {
  eyebrow: "Contact",
  title: "Thank you, your message has been sent",
  intro:
    "It has reached our team, and we'll reply to the email address you gave us. Support questions get an answer within 24 hours.",
};

export const messageSentNext: SectionIntro & { actions: Action[] } = {
  title: "While you wait",
  intro:
    "Many questions about accounts, payments and providers already have an answer in the Help Center.",
  actions: [
    { label: "Browse the Help Center", href: "/help-center" },
    { label: "Back to the home page", href: "/" },
  ],
};

export const messageNotSentIntro: PageIntro = {
  eyebrow: "Contact",
  title: "Your message was not sent yet",
  intro:
    "Something in the form needs a second look. Use your browser's Back button to return to your message: everything you typed is still there.",
};

export const messageNotSentChecks: SectionIntro & { items: string[] } = {
  title: "What to check",
  items: [
    "Your email address looks like name@example.com, so that we can reply.",
    `Your message is not empty and is at most ${fieldLimits.message.toLocaleString("en-US")} characters long.`,
    `Your first and last names are at most ${fieldLimits.name} characters each.`,
    "If you sent several messages in the last few minutes, wait ten minutes before sending another.",
  ],
};

export const messageNotSentElsewhere: SectionIntro & { contacts: ContactLink[] } = {
  title: "Reach us another way",
  intro: "If the form still does not go through, write or call us directly.",
  contacts: [
    { label: "Sales", text: emails.sales, href: mailto(emails.sales) },
    { label: "Support", text: emails.support, href: mailto(emails.support) },
    { label: "Phone", text: phone.display, href: telHref, detail: phoneHours },
  ],
};
