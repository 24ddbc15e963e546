/**
 * Where a lead came from: the site's page the form was sent from, and that
 * page's utm_source, utm_medium and utm_campaign. The site's scripts send
 * the page's path and query as `source`; a form posted without JavaScript is
 * known by its Referer, when that is a page of this site. A foreign Referer,
 * or a path that is not one of the site's pages, is no source; nothing is
 * kept between pages and no cookie is involved.
 */
import type { LeadSource } from "./lead-repository";

const campaignParameters = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
} as const;
const MAX_LENGTH = 100;

function parameter(url: URL, name: string): string | null {
  // Printable text only, as a campaign name is.
  const value = (url.searchParams.get(name) ?? "").replace(/[\p{Cc}\p{Cf}]/gu, "").trim();
  return value ? value.slice(0, MAX_LENGTH) : null;
}

/** A page address's utm_source, utm_medium and utm_campaign, each cleaned and capped. */
export function campaignOf(url: URL) {
  return {
    utmSource: parameter(url, campaignParameters.utmSource),
    utmMedium: parameter(url, campaignParameters.utmMedium),
    utmCampaign: parameter(url, campaignParameters.utmCampaign),
  };
}

export interface SourceEvidence {
  /** The `source` field of a submission: a path and query of the site. */
  source?: unknown;
  referer?: string;
  /** Origins that are this site (the public origin, the request's own). */
  ownOrigins: string[];
  isSitePage: (path: string) => boolean;
}

function pageUrl({ source, referer, ownOrigins }: SourceEvidence): URL | undefined {
  try {
    if (typeof source === "string" && /^\/(?!\/)/.test(source) && source.length <= 2000) {
      return new URL(source, "https://site.invalid");
    }
    const url = referer ? new URL(referer) : undefined;
    // Compared as parsed, so that "http://localhost:80" and "http://localhost" are one origin.
    const own = ownOrigins.map((origin) => new URL(origin).origin);
    return url && own.includes(url.origin) ? url : undefined;
  } catch {
    return undefined;
  }
}

export function leadSource(evidence: SourceEvidence): LeadSource | undefined {
  const url = pageUrl(evidence);
  const path = url?.pathname.replace(/(.)\/+$/, "$1");
  if (!url || !path || !evidence.isSitePage(path)) return undefined;
  return { sourcePath: path, ...campaignOf(url) };
}
