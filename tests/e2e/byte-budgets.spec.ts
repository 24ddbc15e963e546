import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { localizedPath, publishedLocales } from "~/lib/i18n";
import { NOT_FOUND_PATH } from "~/lib/route-table";

import { kb, measurePage } from "../../scripts/page-weight";
import { localizedPages } from "./support";

/** DESIGN.md §6: per route, gzip. */
const budgets = { jsBytes: 130 * 1024, htmlBytes: 30 * 1024, cssBytes: 20 * 1024 };

// The webServer has built the site before any test runs.
const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");
const routes = [
  ...localizedPages().map((page) => page.url),
  ...publishedLocales.map((locale) => localizedPath(NOT_FOUND_PATH, locale)),
];

test("every route's first load stays within the byte budgets", () => {
  const weights = routes.map((route) => measurePage(clientDir, route));
  const overBudget = weights.filter((weight) =>
    (Object.keys(budgets) as (keyof typeof budgets)[]).some((key) => weight[key] > budgets[key]),
  );
  const table = overBudget.map(
    (weight) =>
      `${weight.route.padEnd(60)} JS ${kb(weight.jsBytes).padStart(9)}  HTML ${kb(weight.htmlBytes).padStart(8)}  CSS ${kb(weight.cssBytes).padStart(8)}`,
  );
  expect(
    table,
    `over budget (JS ${kb(budgets.jsBytes)}, HTML ${kb(budgets.htmlBytes)}, CSS ${kb(budgets.cssBytes)})`,
  ).toEqual([]);
  // Guard against a measurement that silently finds nothing.
  for (const weight of weights) expect(weight.jsBytes, weight.route).toBeGreaterThan(50 * 1024);
});

test("the demo dialog's code is in no route's first-load scripts", () => {
  const dialogChunks = readdirSync(path.join(clientDir, "assets")).filter(
    (file) => file.startsWith("demo-request-dialog") && file.endsWith(".js"),
  );
  expect(dialogChunks).toHaveLength(1);
  for (const route of routes) {
    const { scripts } = measurePage(clientDir, route);
    expect(
      scripts.some((script) => script.includes("demo-request-dialog")),
      route,
    ).toBe(false);
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
