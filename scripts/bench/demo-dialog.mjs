/**
 * From a click on Request Demo to a visible dialog with focus inside it, as
 * a first-time visitor on a phone meets it: Lighthouse's mobile screen, CPU
 * slowdown (4×) and "Slow 4G" network applied in the browser, and a cold
 * cache (a fresh browser context each run). The page is opened and left
 * until it is ready for a visitor (network quiet, the page's script
 * running), then the button is tapped at once, or clicked after the pointer
 * rested on it for 300 ms. Medians of several runs, for each build.
 */
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

/** Resolves with the ms from the next click to a visible dialog that holds the focus. */
function timeNextClickToDialog() {
  window.benchDialogMs = new Promise((resolve) => {
    document.addEventListener(
      "click",
      (event) => {
        const check = () => {
          const dialog = document.querySelector('[role="dialog"]');
          const shown = dialog && dialog.getBoundingClientRect().width > 0;
          if (shown && dialog.contains(document.activeElement))
            resolve(performance.now() - event.timeStamp);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      },
      { capture: true, once: true },
    );
  });
}

async function oneRun(browser, origin, pointerRests) {
  const { context, page } = await throttledPage(browser);
  try {
    await page.goto(`${origin}/`, { timeout: 120_000 });
    await page.waitForLoadState("networkidle", { timeout: 120_000 });
    // Ready for a visitor: islands listening (after) or React hydrated (before).
    await page.waitForFunction(
      () =>
        document.documentElement.hasAttribute("data-islands-ready") ||
        Object.keys(document.body).some((key) => key.startsWith("__react")),
      undefined,
      { timeout: 120_000 },
    );
    const trigger = page.getByRole("main").getByRole("button", { name: "Request Demo" });
    await trigger.scrollIntoViewIfNeeded();
    await page.evaluate(timeNextClickToDialog);
    if (pointerRests) {
      await trigger.hover();
      await page.waitForTimeout(POINTER_REST_MS);
      await trigger.click();
    } else {
      await trigger.tap();
    }
    return await page.evaluate(() => window.benchDialogMs);
  } finally {
    await context.close();
  }
}

/** For each build (name → origin): median ms from tap, and from click after a resting pointer. */
export async function benchDemoDialog(origins, runs = 5) {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  const results = Object.fromEntries(
    Object.keys(origins).map((name) => [name, { tap: [], restThenClick: [] }]),
  );
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const [name, origin] of Object.entries(origins)) {
        results[name].tap.push(await oneRun(browser, origin, false));
        results[name].restThenClick.push(await oneRun(browser, origin, true));
      }
    }
  } finally {
    await browser.close();
  }
  return Object.entries(results).map(([build, { tap, restThenClick }]) => ({
    build,
    tapMs: median(tap),
    restThenClickMs: median(restThenClick),
    tapRuns: tap.map(Math.round),
    restThenClickRuns: restThenClick.map(Math.round),
  }));
}

export function demoDialogTable(rows) {
  const header = `| build | tap → dialog, ms | pointer rests ${POINTER_REST_MS} ms, click → dialog, ms | runs (tap; rest then click) |\n|---|---|---|---|`;
  const lines = rows.map(
    (row) =>
      `| ${row.build} | ${Math.round(row.tapMs)} | ${Math.round(row.restThenClickMs)} | ${row.tapRuns.join(", ")}; ${row.restThenClickRuns.join(", ")} |`,
  );
  return [header, ...lines].join("\n");
}
