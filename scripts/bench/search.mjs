/**
 * Site search, as a first-time visitor meets it: on a fresh browser
 * context (nothing cached), open the search page, type a query, and
 * measure the time until the result count is announced and the bytes the
 * search needed (Pagefind's script, worker, WebAssembly and index chunks,
 * as sent over the wire). Medians of several runs per language.
 */
import { chromium } from "@playwright/test";

import { chromiumArgs, chromiumExecutable } from "../chromium.mjs";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const queries = [
  { page: "/search", query: "eligible uses" },
  { page: "/es/search", query: "usos permitidos" },
];

async function firstQuery(browser, origin, { page: path, query }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const searchResponses = [];
  page.on("requestfinished", (request) => {
    if (request.url().includes("/pagefind/")) searchResponses.push(request);
  });
  await page.goto(`${origin}${path}`);
  await page.locator('[data-island="site-search"][data-island-started]').waitFor({
    state: "attached",
  });
  const started = Date.now();
  await page.getByRole("searchbox").fill(query);
  await page.getByRole("status").filter({ hasText: /\d/ }).waitFor();
  const ms = Date.now() - started;
  const sizes = await Promise.all(searchResponses.map((request) => request.sizes()));
  await context.close();
  return {
    ms,
    requests: sizes.length,
    kb:
      sizes.reduce((total, size) => total + size.responseBodySize + size.responseHeadersSize, 0) /
      1024,
  };
}

export async function benchSearch(origin, runs = 5) {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const rows = [];
    for (const target of queries) {
      const results = [];
      for (let run = 0; run < runs; run += 1)
        results.push(await firstQuery(browser, origin, target));
      rows.push({
        ...target,
        msToResults: median(results.map((result) => result.ms)),
        kbDownloaded: median(results.map((result) => result.kb)),
        requests: median(results.map((result) => result.requests)),
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

export function searchTable(rows) {
  const header =
    "| page | query | ms from typing to results | KB downloaded for the first query | requests |\n|---|---|---|---|---|";
  const lines = rows.map(
    (row) =>
      `| ${row.page} | ${row.query} | ${row.msToResults} | ${row.kbDownloaded.toFixed(1)} | ${row.requests} |`,
  );
  return [header, ...lines].join("\n");
}
