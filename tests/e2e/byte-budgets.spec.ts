import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { localizedPath, publishedLocales } from "~/lib/i18n";
import { NOT_FOUND_PATH } from "~/lib/route-table";

import { readIslandsManifest } from "../../scripts/islands-plugin";
import { type PageWeight, gzipSize, kb, measurePage } from "../../scripts/page-weight";
import { overBudget, pageBudgets as budgets } from "./page-budgets";
import { localizedPages } from "./support";

/** First-load JavaScript of a page with no island in view: the islands entry alone. */
const NO_ISLAND_JS_BYTES = 8 * 1024;

// The webServer has built the site before any test runs.
const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = path.join(buildDir, "client");
const routes = [
  ...localizedPages().map((page) => page.url),
  ...publishedLocales.map((locale) => localizedPath(NOT_FOUND_PATH, locale)),
];
const weights = routes.map((route) => measurePage(clientDir, route));

const row = (weight: PageWeight) =>
  `${weight.route.padEnd(60)} JS ${kb(weight.jsBytes).padStart(9)}  HTML ${kb(weight.htmlBytes).padStart(8)}  CSS ${kb(weight.cssBytes).padStart(8)}`;

test("every page's first load stays within the byte budgets", () => {
  expect(
    weights.filter((weight) => overBudget(weight).length > 0).map(row),
    `over budget (JS ${kb(budgets.jsBytes)}, HTML ${kb(budgets.htmlBytes)}, CSS ${kb(budgets.cssBytes)})`,
  ).toEqual([]);
});

test("a page with no island in view loads the islands entry and nothing else, within 8 KB", () => {
  const { entry } = readIslandsManifest(buildDir);
  const plain = weights.filter((weight) => weight.islands.length === 0);
  // Most pages are plain content; a measurement that finds no page at all would prove nothing.
  expect(plain.length).toBeGreaterThan(routes.length / 2);
  for (const weight of plain) {
    expect(weight.scripts, weight.route).toEqual(entry);
    expect(weight.jsBytes, weight.route).toBeGreaterThan(0);
    expect(weight.jsBytes, row(weight)).toBeLessThanOrEqual(NO_ISLAND_JS_BYTES);
  }
});

/** DESIGN.md §6: what the demo dialog needs before its calendar (entry, form script), gzip. */
const DIALOG_BEFORE_CALENDAR_BYTES = 12 * 1024;

const gzipOf = (scripts: string[]) =>
  scripts.reduce(
    (total, script) => total + gzipSize(readFileSync(path.join(clientDir, script))),
    0,
  );

/** What every page runs (islands, dialogs, the menu, the prerender beacon): issue 27's budget. */
const ENTRY_BYTES = 2.5 * 1024;

test("the islands entry every page loads stays within 2.5 KB", () => {
  const { entry } = readIslandsManifest(buildDir);
  const bytes = gzipOf(entry);
  expect(bytes, kb(bytes)).toBeLessThanOrEqual(ENTRY_BYTES);
});

test("the demo dialog's form works within 12 KB: the entry and its script, no React", () => {
  const { entry, islands } = readIslandsManifest(buildDir);
  const dialogScripts = islands["demo-request"] ?? [];
  expect(dialogScripts.length).toBeGreaterThan(0);
  const bytes = gzipOf([...entry, ...dialogScripts]);
  expect(bytes, kb(bytes)).toBeLessThanOrEqual(DIALOG_BEFORE_CALENDAR_BYTES);
  // React alone is over 60 KB: a form script this small cannot hold it.
  expect(bytes).toBeLessThan(20 * 1024);
});

test("React and the dialog's calendar load only when the dialog asks, in no page's first load", () => {
  const { islands, lazy } = readIslandsManifest(buildDir);
  const everyIslandScript = Object.values(islands).flat();
  const calendarOnly = (lazy["demo-request"] ?? []).filter(
    (script) => !everyIslandScript.includes(script),
  );
  // React alone is over 60 KB: a list without it would prove nothing.
  expect(gzipOf(calendarOnly)).toBeGreaterThan(80 * 1024);
  for (const weight of weights) {
    expect(
      weight.scripts.filter((script) => calendarOnly.includes(script)),
      weight.route,
    ).toEqual([]);
  }
});

test("no article body and no Markdown parser is in any script", () => {
  const assets = path.join(clientDir, "assets");
  const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));
  const code = scripts.map((file) => readFileSync(path.join(assets, file), "utf8")).join("\n");
  // A sentence from a post, one from a release, and markdown-it's own error text.
  for (const text of [
    "Once your child",
    "today announced that it has closed",
    "markdown-it",
    "linkify",
  ]) {
    expect(code.includes(text), text).toBe(false);
  }
});
