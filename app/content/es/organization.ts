import type { ContactLink } from "~/content/types";
import { mailto, siteConfig, telHref } from "~/lib/site-config";

/**
 * How the organisation's standing details read in Spanish. The facts
 * themselves (name, numbers, addresses) live in app/lib/site-config.ts.
 */
export const tagline =
  "Gestión de fondos de la ESA y programas de comidas escolares, en una sola plataforma con rendición de cuentas.";

/** The spec's phone hours, in Spanish. */
export const phoneHours = "de lunes a viernes, de 8 a. m. a 6 p. m. (hora del Este)";

export const certifications = "Certificación SOC 2 Type II • Cumple con FERPA";

/** siteConfig.leadRetentionDays, in words: what the privacy policy promises. */
export const leadRetentionInWords = "dos años";

/** siteConfig.visitRetentionDays, in words: what the privacy and cookie policies promise. */
export const visitRetentionInWords = "26 meses";

/** The sales line under a closing banner. */
export const salesContact: { email: ContactLink; phone: ContactLink } = {
  email: { text: siteConfig.emails.sales, href: mailto(siteConfig.emails.sales) },
  phone: { text: siteConfig.phone.display, href: telHref, detail: phoneHours },
};
