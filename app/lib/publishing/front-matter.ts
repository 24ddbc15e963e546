/**
 * A Markdown file's YAML front matter: the block between a first line `---`
 * and the next line `---`, read by `yaml` (YAML 1.2's core schema: no custom
 * tags, which it refuses, and no code, unlike gray-matter's `---js` engines) and written back
 * by it. A file without that block is all body, with no fields.
 */
import { parseDocument, stringify } from "yaml";

const FRONT_MATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

export interface FrontMatterFile {
  /** The fields as YAML reads them (unchecked); {} when the file has none. */
  data: unknown;
  /** The Markdown after the block. */
  content: string;
}

export function parseFrontMatter(text: string): FrontMatterFile {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { data: {}, content: text };
  const document = parseDocument(match[1] ?? "");
  // An unknown tag (`!!js/function`) is a warning to YAML and a mistake here.
  const problem = document.errors[0] ?? document.warnings[0];
  if (problem) throw problem;
  const data: unknown = document.toJS();
  return { data: data ?? {}, content: text.slice(match[0].length) };
}

/** `fields` as a front-matter block, then `body`, ending with a newline. */
export function withFrontMatter(body: string, fields: Record<string, unknown>): string {
  const text = body.endsWith("\n") ? body : `${body}\n`;
  return `---\n${stringify(fields)}---\n${text}`;
}
