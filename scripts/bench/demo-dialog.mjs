/**
 * Request Demo as a first-time visitor on a phone meets it: Lighthouse's
 * mobile screen, CPU slowdown (4×) and "Slow 4G" network applied in the
 * browser, and a cold cache (a fresh browser context each run). The page is
 * opened and left until it is ready for a visitor (network quiet, the page's
 * script running), then the hero's button is tapped at once, or clicked
 * after the pointer rested on it for 300 ms. From the tap (the click's own
 * timestamp):
 *   - dialog: a visible dialog holding the focus;
 *   - keystroke: a letter typed the moment the dialog holds the focus, shown
 *     in Full Name (the frame after its input event);
 *   - calendar: the date field is the calendar's button (before islands and
 *     before this work, with the dialog itself);
 *   - JS before the keystroke: the scripts the page had received by then,
 *     gzip (level 9) of each file as the build holds it.
 * The floor is the same page with every script taken out: the frame after a
 * tap that nothing answers, the least any answer to a tap can take here.
 * Medians of several runs, for each build.
 */
import { gzipSync } from "node:zlib";

import { chromium } from "@playwright/test";
import { screenEmulationMetrics, throttling } from "lighthouse/core/config/constants.js";

import { chromiumArgs, chromiumExecutable } from "../chromium.mjs";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const slow4G = throttling.mobileSlow4G;
const bytesPerSecond = (kbps) => (kbps * 1024) / 8;
const POINTER_REST_MS = 300;

async function throttledPage(browser) {
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: slow4G.requestLatencyMs,
    downloadThroughput: bytesPerSecond(slow4G.downloadThroughputKbps),
    uploadThroughput: bytesPerSecond(slow4G.uploadThroughputKbps),
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slow4G.cpuSlowdownMultiplier });
  return { context, page };
}

/**
 * In the page: times from the next click (its timestamp) to each moment,
 * on `window.bench`. With `floor`, the click does nothing (no form
 * submitted) and the first frame after it counts as the dialog.
 */
function watchNextTap(floor) {
  const moments = {};
  const after = (since, check, name) =>
    new Promise((resolve) => {
      const poll = () => {
        if (check()) resolve((moments[name] = performance.now() - since));
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    });
  const dialogWithFocus = () => {
    const dialog = document.querySelector('dialog[open], [role="dialog"]');
    return (
      dialog && dialog.getBoundingClientRect().width > 0 && dialog.contains(document.activeElement)
    );
  };
  window.bench = new Promise((resolve) => {
    document.addEventListener(
      "click",
      (event) => {
        const tap = event.timeStamp;
        if (floor) {
          event.preventDefault();
          void after(tap, () => true, "dialog").then(() => resolve(moments));
          return;
        }
        const shown = after(tap, dialogWithFocus, "dialog");
        const typed = new Promise((typedResolve) =>
          document.addEventListener("input", () => typedResolve(), { once: true, capture: true }),
        ).then(() => after(tap, () => true, "keystroke"));
        const calendar = after(tap, () => document.querySelector("button#demo-date"), "calendar");
        void typed.then(() => {
          const scripts = performance
            .getEntriesByType("resource")
            .filter(
              (entry) => entry.name.endsWith(".js") && entry.responseEnd <= tap + moments.keystroke,
            );
          moments.scriptsBeforeKeystroke = scripts.map((entry) => new URL(entry.name).pathname);
        });
        void Promise.all([shown, typed, calendar]).then(() => resolve(moments));
      },
      { capture: true, once: true },
    );
  });
}

async function oneRun(browser, origin, { pointerRests, floor }) {
  const { context, page } = await throttledPage(browser);
  try {
    await page.goto(`${origin}/`, { timeout: 120_000 });
    await page.waitForLoadState("networkidle", { timeout: 120_000 });
    // Ready for a visitor: islands listening, or React hydrated (the build before islands).
    if (!floor)
      await page.waitForFunction(
        () =>
          document.documentElement.hasAttribute("data-islands-ready") ||
          Object.keys(document.body).some((key) => key.startsWith("__react")),
        undefined,
        { timeout: 120_000 },
      );
    const trigger = page.getByRole("main").getByRole("button", { name: "Request Demo" });
    await trigger.scrollIntoViewIfNeeded();
    await page.evaluate(watchNextTap, floor);
    if (pointerRests) {
      await trigger.hover();
      await page.waitForTimeout(POINTER_REST_MS);
      await trigger.click();
    } else {
      await trigger.tap();
    }
    if (!floor) {
      await page.waitForFunction(() => {
        const dialog = document.querySelector('dialog[open], [role="dialog"]');
        return dialog?.contains(document.activeElement);
      });
      await page.keyboard.type("A");
    }
    return await page.evaluate(() => window.bench);
  } finally {
    await context.close();
  }
}

/** gzip (level 9) of each script as the build serves it, by path. */
async function gzipBytes(origin, paths) {
  let total = 0;
  for (const path of paths) {
    const response = await fetch(`${origin}${path}`);
    total += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  }
  return total;
}

/** For each build (name → origin; "floor" taps a page with no script): medians and runs. */
export async function benchDemoDialog(origins, runs = 5) {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  const results = Object.fromEntries(
    Object.keys(origins).map((name) => [name, { tap: [], restThenClick: [] }]),
  );
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const [name, origin] of Object.entries(origins)) {
        const floor = name === "floor";
        results[name].tap.push(await oneRun(browser, origin, { pointerRests: false, floor }));
        results[name].restThenClick.push(
          await oneRun(browser, origin, { pointerRests: true, floor }),
        );
      }
    }
    const rows = [];
    for (const [build, { tap, restThenClick }] of Object.entries(results)) {
      const medianOf = (list, key) =>
        list.every((moments) => key in moments)
          ? median(list.map((moments) => moments[key]))
          : undefined;
      const scripts = tap.map((moments) => moments.scriptsBeforeKeystroke ?? []);
      const jsBytes = [];
      for (const list of scripts) jsBytes.push(await gzipBytes(origins[build], list));
      rows.push({
        build,
        tapMs: medianOf(tap, "dialog"),
        restThenClickMs: medianOf(restThenClick, "dialog"),
        keystrokeMs: medianOf(tap, "keystroke"),
        calendarMs: medianOf(tap, "calendar"),
        jsBeforeKeystrokeBytes: build === "floor" ? undefined : median(jsBytes),
        tapRuns: tap.map((moments) => Math.round(moments.dialog)),
        restThenClickRuns: restThenClick.map((moments) => Math.round(moments.dialog)),
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

const cell = (value, format = Math.round) => (value === undefined ? "—" : format(value));
const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function demoDialogTable(rows) {
  const header =
    `| build | tap → dialog with focus, ms | pointer rests ${POINTER_REST_MS} ms, click → dialog, ms | tap → keystroke shown, ms | tap → calendar usable, ms | JS before the keystroke, gzip | runs (tap; rest then click) |\n` +
    "|---|---|---|---|---|---|---|";
  const lines = rows.map(
    (row) =>
      `| ${row.build} | ${cell(row.tapMs)} | ${cell(row.restThenClickMs)} | ${cell(row.keystrokeMs)} | ${cell(row.calendarMs)} | ${cell(row.jsBeforeKeystrokeBytes, kilobytes)} | ${row.tapRuns.join(", ")}; ${row.restThenClickRuns.join(", ")} |`,
  );
  return [header, ...lines].join("\n");
}
