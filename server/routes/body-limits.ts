/**
 * The most each route reads of a request's body, in bytes (Fastify's
 * bodyLimit): a longer body is answered 413 and the connection closed,
 * before the rest is read or anything is parsed. Each limit is the largest
 * body the site's pages or the console can send for that route, rounded up;
 * the hostile-load bench and tests/server/input-bounds.test.ts send every
 * route its limit and one byte more.
 *
 * Text is counted at 3 bytes a character: the most UTF-8 takes for one
 * UTF-16 unit (a character outside the BMP is two units and 4 bytes), and
 * more than the JSON escapes of a quote, a backslash or a line break.
 */
import { textLimits } from "~/lib/console-api/text-limits";
import { locales } from "~/lib/i18n";
import { SEARCH_MISS_QUERY_MAX } from "~/lib/search-misses";
import { statusLimits } from "~/lib/status/status-limits";

const KIB = 1024;
/** Bytes of `characters` characters of text, written in JSON. */
const textBytes = (characters: number) => 3 * characters;
/** Field names, quotes, ids, numbers and dates around the text of one request. */
const ENVELOPE = KIB;

export const bodyLimits = {
  /**
   * The server's default, for every route that reads no body (and unknown paths): the
   * console sends `{}` with every change.
   */
  none: 64,
  /** A few short fields: an address (254), a recovery code, an invitation token, a role, a date. */
  fewFields: KIB,
  /**
   * A passkey's sign-in answer: the credential id twice, the authenticator's data, the client
   * data (about 300 bytes), a signature (683 characters for RSA-4096) and a user handle.
   */
  signInAnswer: 8 * KIB,
  /**
   * A new passkey (with an invitation's token): the id twice, the attestation object and the
   * authenticator data (each with the id and a public key of up to 550 bytes), the public key
   * once more, and room for an attestation certificate chain an authenticator may still send.
   */
  registrationAnswer: 16 * KIB,
  /** A note on a lead. */
  note: textBytes(textLimits.note) + ENVELOPE,
  /** Routing: 10 rules of up to 10 addresses of 254 characters. */
  routing: 10 * 10 * 260 + ENVELOPE,
  /** An incident or maintenance: a title and a message in each language, and its components. */
  statusRecord:
    textBytes(2 * (statusLimits.title + statusLimits.message)) +
    statusLimits.components * 12 +
    ENVELOPE,
  /** The status page's components, each named in each language. */
  statusComponents:
    statusLimits.components * (textBytes(2 * statusLimits.componentName) + 60) + ENVELOPE,
  /** An entry (or its preview): its body and front matter in every language, and its slug. */
  entry:
    locales.length * textBytes(textLimits.entryBody + textLimits.entryFields) +
    textBytes(textLimits.slug) +
    ENVELOPE,
  /** The site's forms as its scripts send them, JSON: at most 2,454 characters and a source path. */
  formJson: 16 * KIB,
  /**
   * The contact form posted without JavaScript: percent-encoded, a character of non-Latin
   * text takes 9 bytes (2,454 characters: about 22 KB).
   */
  plainForm: 24 * KIB,
  /** The visit beacon: a page's path and query, within the request target's own limit. */
  beacon: 2 * KIB,
  /** A search that found nothing: its query (the longest the server takes), language and outcome. */
  searchMiss: textBytes(SEARCH_MISS_QUERY_MAX) + 256,
} as const;
