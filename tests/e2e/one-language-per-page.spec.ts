import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

import { expect, test } from "@playwright/test";

import type { Locale } from "~/lib/i18n";
import { loadCollection } from "~/lib/publishing/collections.server";

import { htmlFileFor, measurePage } from "../../scripts/page-weight";
import { localizedPages } from "./support";

// The webServer has built the site before any test runs.
const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");

/** Every string in a value: the copy of a content module, however it is nested. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Sentences and phrases of copy (three words or more), as they would read on a page. */
async function phrasesOf(language: "en" | "es", locale: Locale): Promise<Set<string>> {
  const folder = path.join("app", "content", language);
  const modules = await Promise.all(
    readdirSync(folder).map((file) => import(`~/content/${language}/${file.replace(/\.ts$/, "")}`)),
  );
  const entries = (["blog", "press", "careers"] as const).flatMap((collection) =>
    loadCollection(collection, locale).map((entry) => entry.data),
  );
  return new Set(
    [...modules, ...entries]
      .flatMap(stringsIn)
      .flatMap((text) => text.split(/\{\w+\}/))
      .map((text) => text.trim())
      .filter((text) => text.split(/\s+/).length >= 3 && /\p{L}{3}/u.test(text)),
  );
}

/** A page as shipped: its HTML (entities decoded, escapes dropped) and its first-load scripts. */
function shipped(url: string): string {
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

/** Copy that reads the same in both languages by design: names, an address, a code sample. */
const sameInBothLanguages = [
  "Hill Country Tutoring",
  "Riverbend Speech Therapy",
  "Workday Financial Management",
  "Google Workspace for Education",
  "Microsoft Entra ID",
  "SOC 2 Type II",
  "401 Congress Avenue, Suite 1540",
  "Austin, Texas 78701",
  "200 OK, application/json",
];

test("every Spanish phrase is translated, apart from names, an address and code", async () => {
  const english = await phrasesOf("en", "en-US");
  const untranslated = [...(await phrasesOf("es", "es-US"))].filter(
    (phrase) =>
      english.has(phrase) && !sameInBothLanguages.includes(phrase) && !phrase.startsWith("curl "),
  );
  expect(untranslated).toEqual([]);
});

test("a page ships only its own language: no English copy on a Spanish page, and the reverse", async () => {
  const english = await phrasesOf("en", "en-US");
  const spanish = await phrasesOf("es", "es-US");
  const onlyIn = (own: Set<string>, other: Set<string>) =>
    [...own].filter((phrase) => !other.has(phrase));
  const foreign: Record<Locale, string[]> = {
    "en-US": onlyIn(spanish, english),
    "es-US": onlyIn(english, spanish),
  };
  expect(foreign["es-US"].length).toBeGreaterThan(500);
  expect(foreign["en-US"].length).toBeGreaterThan(500);

  const leaks: string[] = [];
  for (const page of localizedPages()) {
    const text = shipped(page.url);
    for (const phrase of foreign[page.locale]) {
      if (text.includes(phrase)) leaks.push(`${page.url}: “${phrase}”`);
    }
  }
  expect(leaks).toEqual([]);
});

test("a Spanish page's first-load JavaScript is within 2 KB of its English one", () => {
  const over = localizedPages()
    .filter((page) => page.locale === "es-US")
    .map((page) => ({
      url: page.url,
      extra: measurePage(clientDir, page.url).jsBytes - measurePage(clientDir, page.path).jsBytes,
    }))
    .filter(({ extra }) => extra > 2 * 1024);
  expect(over).toEqual([]);
});
