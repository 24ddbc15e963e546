/**
 * Everything about the organisation that appears on more than one page.
 * A rename, a new phone number or a new office touches this file only.
 */
export const siteConfig = {
  name: "Brightway",
  tagline: "ESA fund management and school meal programs, in one accountable platform.",
  /** Public origin used for canonical and Open Graph URLs. */
  url: "https://brightway.example",
  /** The signed-in application lives outside this site. */
  portalUrl: "https://portal.brightway.example/sign-in",
  emails: {
    sales: "sales@brightway.example",
    support: "support@brightway.example",
    careers: "careers@brightway.example",
    press: "press@brightway.example",
    security: "security@brightway.example",
    accessibility: "accessibility@brightway.example",
    privacy: "privacy@brightway.example",
  },
  phone: {
    display: "(512) 555-0142",
    /** E.164 form for tel: links. */
    dial: "+15125550142",
    hours: "Mon-Fri 8AM-6PM EST",
  },
  address: {
    street: "401 Congress Avenue, Suite 1540",
    city: "Austin",
    region: "Texas",
    regionCode: "TX",
    postalCode: "78701",
  },
  certifications: "SOC 2 Type II Certified • FERPA Compliant",
  /**
   * How long form submissions are kept: the server's default for
   * LEAD_RETENTION_DAYS and what the privacy policy promises. Change both together.
   */
  leadRetention: { days: 730, inWords: "two years" },
  foundedYear: 2020,
} as const;

export type SiteConfig = typeof siteConfig;

export const mailto = (address: string) => `mailto:${address}`;
export const telHref = `tel:${siteConfig.phone.dial}`;
