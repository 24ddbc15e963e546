/**
 * Text written into XML (the Atom feeds, sitemap.xml): whatever an editor or
 * the shell typed is escaped as text, never written as markup (no CDATA,
 * whose end marker a text can carry), so every reader parses the elements
 * the site wrote and no others.
 *
 * XML 1.0 cannot hold some characters at all, not even as a reference:
 * C0 controls other than tab, line feed and carriage return, and U+FFFE and
 * U+FFFF are left out; a lone surrogate (half of a UTF-16 pair, which UTF-8
 * cannot encode) becomes U+FFFD, as every UTF-8 encoder writes it.
 */

// In a "u" regex a lone surrogate is a code point of its own (\p{Cs}); a pair is not.
const loneSurrogates = /\p{Cs}/gu;
// eslint-disable-next-line no-control-regex -- these are the characters it removes
const notXmlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** `text` with only characters XML 1.0 can hold. */
export function xmlCharacters(text: string): string {
  // Surrogates first: removing a NUL between two halves must not join them into a character.
  return text.replace(loneSurrogates, "\uFFFD").replace(notXmlCharacters, "");
}

// A parser turns a written carriage return into a line feed, and in an attribute every tab and
// line break into a space: as references they reach the reader as typed.
const textReferences: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  "\r": "&#13;",
};
const attributeReferences: Record<string, string> = {
  ...textReferences,
  '"': "&quot;",
  "\t": "&#9;",
  "\n": "&#10;",
};

/** `text` as the content of an element. */
export function xmlText(text: string): string {
  return xmlCharacters(text).replace(/[&<>\r]/g, (character) => textReferences[character] ?? "");
}

/** `text` as an attribute's value, between double quotes. */
export function xmlAttribute(text: string): string {
  return xmlCharacters(text).replace(
    /[&<>\r"\t\n]/g,
    (character) => attributeReferences[character] ?? "",
  );
}
