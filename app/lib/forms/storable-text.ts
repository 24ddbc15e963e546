/**
 * The one rule for text that people send, applied before any validation in
 * the browser and on the server: what PostgreSQL text or UTF-8 cannot hold,
 * and invisible control characters, never reach the database, so a message
 * pasted from any program is stored instead of lost.
 *
 * - Control characters (NUL, the rest of C0, DEL, C1) are removed, except
 *   tab, line feed and carriage return; vertical tab, form feed and NEL,
 *   which word processors and old systems use as line breaks, become "\n".
 * - A lone surrogate (half of a UTF-16 pair, which UTF-8 cannot encode)
 *   becomes U+FFFD, as every UTF-8 encoder writes it: the gap stays visible.
 * - Everything else, including bidirectional marks and zero-width joiners
 *   (which Arabic, Hebrew and emoji need), is kept as typed.
 */

const lineBreakControls = /[\v\f\u0085]/g;
const otherControls = /[^\P{Cc}\t\n\r]/gu;
// In a "u" regex a lone surrogate is a code point of its own (\p{Cs}); a pair is not.
const loneSurrogates = /\p{Cs}/gu;

export function storableText(text: string): string {
  // Surrogates first: removing a NUL between two halves must not join them into a character,
  // which a form sent as UTF-8 could never carry.
  return text
    .replace(loneSurrogates, "\uFFFD")
    .replace(lineBreakControls, "\n")
    .replace(otherControls, "");
}
