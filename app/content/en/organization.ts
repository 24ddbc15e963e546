import type { ContactLink } from "~/content/types";
import { mailto, siteConfig, telHref } from "~/lib/site-config";

/**
 * How the organisation's standing details read in English. The facts
 * themselves (name, numbers, addresses) live in app/lib/site-config.ts.
 */
export const tagline: string =
  "ESA fund management and school meal programs, in one accountable platform.";

/** The spec's phone hours, word for word. */
export const phoneHours: string = "Mon-Fri 8AM-6PM EST";

export const certifications: string = "SOC 2 Type II Certified • FERPA Compliant";

/** siteConfig.leadRetentionDays, in words: what the privacy policy promises. */
export const leadRetentionInWords: string = "two years";

/** siteConfig.visitRetentionDays, in words: what the privacy and cookie policies promise. */
export const visitRetentionInWords: string = "26 months";

/** The sales line under a closing banner. */
export const salesContact: { email: ContactLink; phone: ContactLink } = {
  email: { text: siteConfig.emails.sales, href: mailto(siteConfig.emails.sales) },
  phone: { text: siteConfig.phone.display, href: telHref, detail: phoneHours },
};
