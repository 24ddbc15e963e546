/** The site's copy, and what a page ships of it, for tests that look for copy where it must not be. */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

import type { Locale } from "~/lib/i18n";
import { loadCollection } from "~/lib/publishing/collections.server";

import { measurePage } from "../../scripts/page-weight";
import { htmlFileFor } from "../../server/site-manifest";

// The webServer has built the site before any test runs.
export const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");

/** Every string in a value: the copy of a content module, however it is nested. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Sentences and phrases of copy (three words or more), as they would read on a page. */
export function phrasesIn(...values: unknown[]): Set<string> {
  return new Set(
    values
      .flatMap(stringsIn)
      .flatMap((text) => text.split(/\{\w+\}/))
      .map((text) => text.trim())
      .filter((text) => text.split(/\s+/).length >= 3 && /\p{L}{3}/u.test(text)),
  );
}

/** All the text of some values (content modules, entries), to look phrases up in. */
export function textOf(...values: unknown[]): string {
  return values.flatMap(stringsIn).join("\n");
}

/**
 * Each content module of a language (app/content/<language>/<name>.ts) by
 * name, and the data both languages share (app/content/<name>.ts) as "shared/<name>".
 */
export async function contentModules(language: "en" | "es"): Promise<Map<string, unknown>> {
  const namesIn = (folder: string) =>
    readdirSync(path.join("app", "content", folder), { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== "types.ts")
      .map((entry) => entry.name.replace(/\.ts$/, ""));
  const files = [
    ...namesIn(language).map((name) => [name, `${language}/${name}`]),
    ...namesIn(".").map((name) => [`shared/${name}`, name]),
  ];
  const modules = await Promise.all(
    files.map(([, file]) => import(`~/content/${file}`) as Promise<unknown>),
  );
  return new Map(files.map(([name], index) => [name ?? "", modules[index]]));
}

/** The posts, releases and jobs of a language: frontmatter, and the body when `withBodies`. */
export function collectionEntries(locale: Locale, withBodies = false): unknown[] {
  return (["blog", "press", "careers"] as const).flatMap((collection) =>
    loadCollection(collection, locale).map((entry) =>
      withBodies ? [entry.data, entry.html] : entry.data,
    ),
  );
}

/** All the copy of a language: its content modules and its posts, releases and jobs. */
export async function phrasesOf(language: "en" | "es", locale: Locale): Promise<Set<string>> {
  const modules = [...(await contentModules(language))]
    .filter(([name]) => !name.startsWith("shared/"))
    .map(([, module]) => module);
  return phrasesIn(...modules, ...collectionEntries(locale));
}

/** A page as shipped: its HTML (entities decoded, escapes dropped) and its first-load scripts. */
export function shipped(url: string): string {
  const html = readFileSync(path.join(clientDir, htmlFileFor(url)), "utf8");
  const scripts = measurePage(clientDir, url).scripts.map((script) =>
    readFileSync(path.join(clientDir, script), "utf8"),
  );
  return [html, ...scripts]
    .join("\n")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\\/g, "");
}
