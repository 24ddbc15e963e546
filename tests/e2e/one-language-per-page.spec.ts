import { expect, test } from "@playwright/test";

import type { Locale } from "~/lib/i18n";

import { measurePage } from "../../scripts/page-weight";
import { clientDir, phrasesOf, shipped } from "./shipped-copy";
import { localizedPages } from "./support";

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
