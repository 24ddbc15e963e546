/** Lighthouse (mobile preset, system Chromium) on each route, medians of several runs. */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { chromiumArgs, chromiumExecutable } from "../chromium.mjs";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouseRoute(chromePort, origin, route, runs) {
  const results = [];
  // A trace Lighthouse fails to record now and then (NO_NAVSTART) is retried, twice at most.
  for (let attempt = 0; results.length < runs && attempt < runs + 2; attempt += 1) {
    const { lhr } = await lighthouse(`${origin}${route}`, {
      port: chromePort,
      output: "json",
      logLevel: "error",
    });
    if (lhr.runtimeError) {
      process.stderr.write(`lighthouse ${route}: ${lhr.runtimeError.message}\n`);
      continue;
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    results.push({
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      bestPractices: lhr.categories["best-practices"].score * 100,
      seo: lhr.categories.seo.score * 100,
      fcpMs: audit("first-contentful-paint"),
      lcpMs: audit("largest-contentful-paint"),
      tbtMs: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      transferKB: audit("total-byte-weight") / 1024,
    });
  }
  if (results.length === 0) throw new Error(`every Lighthouse run of ${route} failed`);
  const keys = Object.keys(results[0]);
  return {
    route,
    ...Object.fromEntries(keys.map((key) => [key, median(results.map((r) => r[key]))])),
  };
}

export async function lighthouseRoutes(origin, routes, runs) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  const rows = [];
  try {
    for (const route of routes) {
      rows.push(await lighthouseRoute(chrome.port, origin, route, runs));
      process.stderr.write(`lighthouse ${route} done\n`);
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

export function lighthouseTable(rows) {
  const header =
    "| route | Perf | A11y | Best | SEO | FCP ms | LCP ms | TBT ms | CLS | KB |\n|---|---|---|---|---|---|---|---|---|---|";
  const lines = rows.map(
    (r) =>
      `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.fcpMs)} | ${Math.round(r.lcpMs)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${r.transferKB.toFixed(1)} |`,
  );
  return [header, ...lines].join("\n");
}
