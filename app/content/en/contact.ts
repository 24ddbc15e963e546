import type { ContactFormContent, ContactOption, PageIntro, SectionIntro } from "~/content/types";
import { mailto, siteConfig, telHref } from "~/lib/site-config";

import { phoneHours } from "./organization";

const { emails, phone, address } = siteConfig;

export const contactIntro: PageIntro = {
  eyebrow: "Contact",
  title: "Talk to our team",
  intro:
    "Questions about a program, a demo or an account? Send us a message, email the right team directly, or call us Mon-Fri 8AM-6PM EST.",
};

export const contactFormSection: SectionIntro = {
  eyebrow: "Message us",
  title: "Send us a message",
  intro:
    "Tell us what your message is about and we'll pass it to the right team. We reply by email.",
};

/** What the form checks and says when something goes wrong, shared with the demo dialog. */
export { contactMessageMessages, submitProblem } from "./forms";

export const contactFormContent: ContactFormContent = {
  requiredNote: "Fields marked * are required.",
  fields: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email *",
    inquiry: "Inquiry type",
    message: "Message *",
  },
  submit: "Send Message",
  submitting: "Sending...",
  success: {
    withName: "Thank you, {firstName}. Your message has been sent, and we'll reply to {email}.",
    withoutName: "Thank you. Your message has been sent, and we'll reply to {email}.",
  },
  /** Labels of the inquiry types, in the spec's words. */
  inquiryLabels: {
    general: "General Question",
    sales: "Sales Inquiry",
    support: "Technical Support",
    partnership: "Partnership",
  },
};

export const reachUsSection: SectionIntro = {
  eyebrow: "Reach us directly",
  title: "Other ways to reach us",
};

export const contactOptions: ContactOption[] = [
  {
    icon: "briefcase",
    title: "Sales",
    description: "Pricing, demos and plans for your state, district or organization.",
    link: { label: emails.sales, href: mailto(emails.sales) },
  },
  {
    icon: "life-buoy",
    title: "Support",
    description: "Help with an account, a payment or the platform. We reply within 24 hours.",
    link: { label: emails.support, href: mailto(emails.support) },
  },
  {
    icon: "phone",
    title: "Phone",
    description: "Talk to sales or support.",
    link: { label: phone.display, href: telHref },
    detail: phoneHours,
  },
  {
    icon: "map-pin",
    title: "Office",
    description: `Our team works from ${address.city}, ${address.region}.`,
    addressLines: [
      siteConfig.name,
      address.street,
      `${address.city}, ${address.region} ${address.postalCode}`,
    ],
  },
];
