/**
 * A request becomes a visit event, or is dropped for a named reason. A visit
 * is a GET of a site page answered 200 or 304 to a person; known bots and
 * speculative loads (prefetch, prerender) are counted apart; everything else
 * is dropped by the first rule that says why.
 */
import { isbot } from "isbot";

/** What a request's path is, as the site's manifest says. */
export type PathKind = "page" | "console" | "feed" | "asset" | "api" | "unknown";

export interface ServedRequest {
  method: string;
  pathKind: PathKind;
  status: number;
  userAgent: string | undefined;
  /** Sec-Purpose, or the older Purpose header. */
  purpose: string | undefined;
}

export type Counted = "visit" | "bot" | "speculative";

interface DropRule {
  reason: string;
  applies: (request: ServedRequest) => boolean;
}

/** In order: the first that applies names why a request is no visit and is not counted at all. */
export const dropRules: readonly DropRule[] = [
  // Asks whether a page changed (link checkers, monitors); no one is shown anything.
  { reason: "head", applies: ({ method }) => method === "HEAD" },
  // Forms and the beacon are API requests; a visit only ever reads a page.
  { reason: "not a read", applies: ({ method }) => method !== "GET" },
  { reason: "api", applies: ({ pathKind }) => pathKind === "api" },
  // The owners' console is the team at work, not the website's audience.
  { reason: "console", applies: ({ pathKind }) => pathKind === "console" },
  // Feed readers poll on their own schedule, whether anyone reads or not.
  { reason: "feed", applies: ({ pathKind }) => pathKind === "feed" },
  // Scripts, styles, images and the search index are parts of a page's visit, not visits.
  { reason: "asset", applies: ({ pathKind }) => pathKind === "asset" },
  // A path that is no page (404), or a refusal: nothing was visited.
  { reason: "not a page", applies: ({ pathKind }) => pathKind !== "page" },
  // Redirects and errors: the visit is the answer the redirect leads to, if any.
  { reason: "error", applies: ({ status }) => status !== 200 && status !== 304 },
];

const speculativePurpose = /\b(prefetch|prerender)\b/i;

/** Counted apart from visits: speculative loads first (a bot's prefetch is still a prefetch). */
export function classifyRequest(
  request: ServedRequest,
): { counted: Counted } | { dropped: string } {
  const drop = dropRules.find((rule) => rule.applies(request));
  if (drop) return { dropped: drop.reason };
  if (request.purpose && speculativePurpose.test(request.purpose)) {
    return { counted: "speculative" };
  }
  // No user agent at all is a script, not a browser.
  if (!request.userAgent || isbot(request.userAgent)) return { counted: "bot" };
  return { counted: "visit" };
}
