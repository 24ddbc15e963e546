/**
 * Lighthouse (mobile preset, system Chromium) on each route of each build
 * compared (site-builds.mjs), run by run in turn, so that a busy moment of
 * the machine falls on every build alike; medians of several runs.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { chromiumArgs, chromiumExecutable } from "../chromium.mjs";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run, or undefined when it failed to record a trace (NO_NAVSTART, now and then). */
async function lighthouseRun(chromePort, url) {
  const { lhr } = await lighthouse(url, { port: chromePort, output: "json", logLevel: "error" });
  if (lhr.runtimeError) {
    process.stderr.write(`lighthouse ${url}: ${lhr.runtimeError.message}\n`);
    return undefined;
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories["best-practices"].score * 100,
    seo: lhr.categories.seo.score * 100,
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    mainThreadMs: audit("mainthread-work-breakdown"),
    bootupMs: audit("bootup-time"),
    transferKB: audit("total-byte-weight") / 1024,
  };
}

const medians = (results) =>
  Object.fromEntries(
    Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]),
  );

/**
 * Each route on each build (`origins`: build name → origin), `runs` times;
 * a failed run is retried, twice at most per build and route.
 */
export async function lighthouseRoutes(origins, routes, runs) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  const names = Object.keys(origins);
  const rows = [];
  try {
    for (const route of routes) {
      const results = Object.fromEntries(names.map((name) => [name, []]));
      for (let round = 0; round < runs + 2; round += 1) {
        // Each round starts with the next build, so none always goes first.
        const order = names.map((_, index) => names[(index + round) % names.length]);
        for (const name of order) {
          if (results[name].length >= runs) continue;
          const result = await lighthouseRun(chrome.port, `${origins[name]}${route}`);
          if (result) results[name].push(result);
        }
      }
      const failed = names.filter((name) => results[name].length === 0);
      if (failed.length > 0)
        throw new Error(`every Lighthouse run of ${route} failed on ${failed}`);
      rows.push({
        route,
        ...Object.fromEntries(names.map((name) => [name, medians(results[name])])),
      });
      process.stderr.write(`lighthouse ${route} done\n`);
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

const ms = (value) => (value === undefined ? "–" : String(Math.round(value)));

export function lighthouseTable(rows) {
  const header =
    "| route | Perf before → after | TBT ms before → after | main-thread ms before / after / floor | after ÷ floor | JS boot-up ms before / after | KB before / after / floor | A11y · Best · SEO | CLS |\n|---|---|---|---|---|---|---|---|---|";
  const lines = rows.map(({ route, before, after, floor }) => {
    const kb = (result) => (result ? result.transferKB.toFixed(1) : "–");
    return `| ${route} | ${before?.performance ?? "–"} → ${after.performance} | ${ms(before?.tbtMs)} → ${ms(after.tbtMs)} | ${ms(before?.mainThreadMs)} / ${ms(after.mainThreadMs)} / ${ms(floor.mainThreadMs)} | ${(after.mainThreadMs / floor.mainThreadMs).toFixed(2)} | ${ms(before?.bootupMs)} / ${ms(after.bootupMs)} | ${kb(before)} / ${kb(after)} / ${kb(floor)} | ${after.accessibility} · ${after.bestPractices} · ${after.seo} | ${after.cls.toFixed(3)} |`;
  });
  return [header, ...lines].join("\n");
}
