/**
 * Everything about the organisation that appears on more than one page, in
 * no particular language. A rename, a new phone number or a new office
 * touches this file only; how these read in each language is in
 * app/content/<language>/organization.ts.
 */
export const siteConfig = {
  name: "Brightway",
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
  },
  address: {
    street: "401 Congress Avenue, Suite 1540",
    city: "Austin",
    region: "Texas",
    regionCode: "TX",
    postalCode: "78701",
  },
  /**
   * How long form submissions are kept: the server's default for
   * LEAD_RETENTION_DAYS. The privacy policy says it in words
   * (leadRetentionInWords in each language's organization.ts): change them together.
   */
  leadRetentionDays: 730,
  /**
   * How long the daily visit counts are kept (26 months): the server's default
   * for VISIT_RETENTION_DAYS. The privacy and cookie policies say it in words
   * (visitRetentionInWords in each language's organization.ts): change them together.
   */
  visitRetentionDays: 790,
  foundedYear: 2020,
} as const;

export const mailto = (address: string) => `mailto:${address}`;
export const telHref = `tel:${siteConfig.phone.dial}`;

/** An absolute URL on the public site, for canonical links, feeds and the sitemap. */
export function absoluteUrl(path: string): string {
  return new URL(path, siteConfig.url).href;
}
