/** The confirmation a visitor receives after sending a form in English. */
import type { ConfirmationEmailCopy } from "~/content/types";
import { siteConfig } from "~/lib/site-config";

import { phoneHours } from "./organization";

const { name, emails, phone } = siteConfig;
const site = new URL(siteConfig.url).host;

export const confirmationEmail: ConfirmationEmailCopy = {
  subject: {
    demo: `We have your demo request (${name})`,
    contact: `We have your message (${name})`,
  },
  greeting: "Hello,",
  next: {
    demo: `Thank you for asking for a demo of ${name}. A product specialist will write to you within 24 hours to agree on a time that suits you.`,
    contact: `Thank you for writing to ${name}. Someone from our team will answer within 24 hours.`,
  },
  reach: {
    demo: `If you need us sooner, write to ${emails.sales} or call ${phone.display} (${phoneHours}).`,
    contact: `If you need us sooner, write to ${emails.support} or call ${phone.display} (${phoneHours}).`,
  },
  why: `You are receiving this one message because this address was entered in a form on ${site}. If that was not you, please ignore it: we will not write again unless you contact us.`,
  signature: `The ${name} team`,
};
