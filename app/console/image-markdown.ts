/**
 * An uploaded image, written into a body as Markdown: `![alt](/media/…)`,
 * on a line of its own at the cursor (or the end), so it shows as its own
 * paragraph between the ones around it.
 */

/** The alt text on one line, with the characters that would end Markdown's brackets escaped. */
export function imageMarkdown(alt: string, url: string): string {
  const text = alt
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\[\]]/g, "\\$&");
  return `![${text}](${url})`;
}

/** The body with `snippet` as a paragraph of its own at `position` (the cursor), or at the end. */
export function insertParagraph(body: string, snippet: string, position = body.length): string {
  const at = Math.min(Math.max(position, 0), body.length);
  const before = body.slice(0, at).replace(/\s+$/, "");
  const after = body.slice(at).replace(/^\s+/, "");
  return [before, snippet, after].filter(Boolean).join("\n\n") + (after ? "" : "\n");
}

/** What an image file can be: the four types the site shows, up to 2 MiB (as the API says). */
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
