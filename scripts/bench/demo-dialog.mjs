/**
 * Request Demo as a first-time visitor on a phone meets it, on `/` and on
 * `/es/pricing`: Lighthouse's mobile screen, CPU slowdown (4×) and "Slow 4G"
 * network applied in the browser, a touch screen (isMobile, hasTouch) and a
 * cold cache (a fresh browser context each run). The page is opened and left
 * until it is ready for a visitor (network quiet, the page's script
 * running), then the first Request Demo button of its main content is
 * tapped. Measured two ways, each against its own floor:
 *   - in the page (the bench's own method): from the click's own timestamp
 *     to the frame where a visible dialog holds the focus; a letter typed
 *     the moment it does, to the frame after its input event; the calendar
 *     (the date field is the calendar's button); the scripts the page had
 *     received before the keystroke (gzip level 9 of each file as the build
 *     holds it); and a click after the pointer rested on the button 300 ms;
 *   - from outside, as Playwright taps (`page.touchscreen.tap()` on the
 *     button's centre, through the browser's input pipeline: touchstart,
 *     touchend, the click): from just before the tap is sent to the
 *     animation frame in which the dialog holds the focus, and to the one in
 *     which a letter typed then shows in the field, timed in this process.
 * The floor is a page that is only a button and a native <dialog> holding a
 * text field (the button opens it with the platform's own `command`, no
 * script), put in place of the measured pages in a copy of the build and
 * served by the same server: the least any page's answer to a tap can take
 * here, measured the same way in the same run.
 * Medians of several runs (BENCH_DIALOG_RUNS, default 5), for each page and build.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";

import { chromium } from "@playwright/test";
import { screenEmulationMetrics, throttling } from "lighthouse/core/config/constants.js";

import { chromiumArgs, chromiumExecutable } from "../chromium.mjs";
import { root } from "./processes.mjs";

/** The pages measured: home's hero, and a long page in the other language. */
export const DIALOG_PAGES = ["/", "/es/pricing"];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const slow4G = throttling.mobileSlow4G;
const bytesPerSecond = (kbps) => (kbps * 1024) / 8;
const POINTER_REST_MS = 300;
const TRIGGER = "main [data-opens-dialog], main [commandfor]";

/** Only a button and a native dialog, in the page's language: what the floor serves. */
function floorPage(lang) {
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head>
<body><main><button type="button" aria-haspopup="dialog" commandfor="demo" command="show-modal">Request Demo</button></main>
<dialog id="demo" aria-labelledby="demo-title"><h2 id="demo-title">Request a Demo</h2>
<form method="dialog"><label for="demo-name">Full Name</label> <input id="demo-name" name="name" type="text"></form></dialog>
</body></html>
`;
}

/**
 * A copy of a build in which each measured page is the floor page (outside
 * the repository, so it is served as it is): same server, same headers,
 * same compression. Its renderer, which the server runs at start, finds
 * the packages through a link to the repository's node_modules.
 */
export function dialogFloorOf(buildDir) {
  const floorDir = mkdtempSync(path.join(tmpdir(), "brightway-bench-dialog-floor-"));
  cpSync(buildDir, floorDir, { recursive: true });
  symlinkSync(path.join(root, "node_modules"), path.join(floorDir, "node_modules"));
  for (const pagePath of DIALOG_PAGES) {
    const file = path.join(floorDir, "client", pagePath, "index.html");
    writeFileSync(file, floorPage(pagePath.startsWith("/es") ? "es-US" : "en-US"));
    // The compressed twins hold the page that was; the server compresses this one itself.
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
  }
  return { name: "floor", dir: floorDir, temporary: true };
}

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

/** A visible dialog holding the focus: the visitor can type. */
function dialogWithFocus() {
  const dialog = document.querySelector("dialog[open]");
  return Boolean(
    dialog && dialog.getBoundingClientRect().width > 0 && dialog.contains(document.activeElement),
  );
}

/**
 * In the page: times from the next click (its timestamp) to each moment,
 * on `window.bench`. `withCalendar`: the site's dialog, whose date field
 * becomes the calendar's button.
 */
function watchNextTap(withCalendar) {
  // dialogWithFocus, again: a function given to the page carries nothing from this module.
  const shownCheck = () => {
    const dialog = document.querySelector("dialog[open]");
    return (
      dialog && dialog.getBoundingClientRect().width > 0 && dialog.contains(document.activeElement)
    );
  };
  const moments = {};
  const after = (since, check, name) =>
    new Promise((resolve) => {
      const poll = () => {
        if (check()) resolve((moments[name] = performance.now() - since));
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    });
  window.bench = new Promise((resolve) => {
    document.addEventListener(
      "click",
      (event) => {
        const tap = event.timeStamp;
        const shown = after(tap, shownCheck, "dialog");
        const typed = new Promise((typedResolve) =>
          document.addEventListener("input", () => typedResolve(), { once: true, capture: true }),
        ).then(() => after(tap, () => true, "keystroke"));
        const calendar = withCalendar
          ? after(tap, () => document.querySelector("button#demo-date"), "calendar")
          : undefined;
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

/** A fresh throttled phone on `url`, ready for a visitor, its first demo button in view. */
async function openReady(browser, url, floor) {
  const { context, page } = await throttledPage(browser);
  await page.goto(url, { timeout: 120_000 });
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
  const trigger = page.locator(TRIGGER).first();
  await trigger.scrollIntoViewIfNeeded();
  return { context, page, trigger };
}

/** The bench's own method: timed in the page from the click's timestamp. */
async function inPageRun(browser, url, { pointerRests, floor }) {
  const { context, page, trigger } = await openReady(browser, url, floor);
  try {
    await page.evaluate(watchNextTap, !floor);
    if (pointerRests) {
      await trigger.hover();
      await page.waitForTimeout(POINTER_REST_MS);
      await trigger.click();
    } else {
      await trigger.tap();
    }
    await page.waitForFunction(dialogWithFocus);
    await page.keyboard.type("A");
    return await page.evaluate(() => window.bench);
  } finally {
    await context.close();
  }
}

/** Playwright's tap on the button's centre, timed in this process, frame by frame. */
async function playwrightTapRun(browser, url, { floor }) {
  const { context, page, trigger } = await openReady(browser, url, floor);
  try {
    const box = await trigger.boundingBox();
    const everyFrame = { polling: "raf", timeout: 60_000 };
    const start = performance.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(dialogWithFocus, undefined, everyFrame);
    const dialog = performance.now() - start;
    await page.keyboard.type("A");
    await page.waitForFunction(() => document.activeElement?.value === "A", undefined, everyFrame);
    return { dialog, keystroke: performance.now() - start };
  } finally {
    await context.close();
  }
}

/** gzip (level 9) of each script as the build serves it, by path. */
async function gzipBytes(origin, paths) {
  let total = 0;
  for (const scriptPath of paths) {
    const response = await fetch(`${origin}${scriptPath}`);
    total += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  }
  return total;
}

/**
 * For each page and build (name → origin; "floor" serves the button-and-dialog
 * page): medians and runs of both methods, and each median above its floor's.
 */
export async function benchDemoDialog(origins, runs = Number(process.env.BENCH_DIALOG_RUNS ?? 5)) {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  const results = {};
  const resultsOf = (pagePath, name) =>
    ((results[pagePath] ??= {})[name] ??= { tap: [], restThenClick: [], playwright: [] });
  try {
    // Builds take turns within each run, so the machine's moods fall on all of them alike.
    for (let run = 0; run < runs; run += 1) {
      for (const pagePath of DIALOG_PAGES) {
        for (const [name, origin] of Object.entries(origins)) {
          const floor = name === "floor";
          const url = `${origin}${pagePath}`;
          const into = resultsOf(pagePath, name);
          into.tap.push(await inPageRun(browser, url, { pointerRests: false, floor }));
          into.restThenClick.push(await inPageRun(browser, url, { pointerRests: true, floor }));
          into.playwright.push(await playwrightTapRun(browser, url, { floor }));
        }
      }
    }
    const rows = [];
    for (const [pagePath, builds] of Object.entries(results)) {
      const floorMedians = {};
      for (const [build, { tap, restThenClick, playwright }] of Object.entries(builds)) {
        const medianOf = (list, key) =>
          list.every((moments) => key in moments)
            ? median(list.map((moments) => moments[key]))
            : undefined;
        const jsBytes = [];
        if (build !== "floor")
          for (const moments of tap)
            jsBytes.push(await gzipBytes(origins[build], moments.scriptsBeforeKeystroke ?? []));
        const row = {
          page: pagePath,
          build,
          tapMs: medianOf(tap, "dialog"),
          keystrokeMs: medianOf(tap, "keystroke"),
          restThenClickMs: medianOf(restThenClick, "dialog"),
          calendarMs: medianOf(tap, "calendar"),
          playwrightTapMs: medianOf(playwright, "dialog"),
          playwrightKeystrokeMs: medianOf(playwright, "keystroke"),
          jsBeforeKeystrokeBytes: build === "floor" ? undefined : median(jsBytes),
          tapRuns: tap.map((moments) => Math.round(moments.dialog)),
          keystrokeRuns: tap.map((moments) => Math.round(moments.keystroke)),
          restThenClickRuns: restThenClick.map((moments) => Math.round(moments.dialog)),
          playwrightTapRuns: playwright.map((moments) => Math.round(moments.dialog)),
          playwrightKeystrokeRuns: playwright.map((moments) => Math.round(moments.keystroke)),
        };
        if (build === "floor") Object.assign(floorMedians, row);
        rows.push(row);
      }
      // Above the floor: each method against its own floor, in the same run.
      for (const row of rows.filter((each) => each.page === pagePath)) {
        for (const key of ["tapMs", "keystrokeMs", "playwrightTapMs", "playwrightKeystrokeMs"])
          if (row[key] !== undefined && floorMedians[key] !== undefined)
            row[`${key.slice(0, -2)}AboveFloorMs`] = row[key] - floorMedians[key];
      }
    }
    return rows;
  } finally {
    await browser.close();
  }
}

const cell = (value, format = Math.round) => (value === undefined ? "—" : format(value));
const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const withFloor = (value, above) =>
  value === undefined
    ? "—"
    : above === undefined || above === 0
      ? `${Math.round(value)}`
      : `${Math.round(value)} (${above > 0 ? "+" : ""}${Math.round(above)})`;

export function demoDialogTable(rows) {
  const header =
    `| page | build | in the page: tap → dialog with focus, ms (above floor) | tap → keystroke shown, ms (above floor) | Playwright tap → dialog with focus, ms (above floor) | Playwright tap → keystroke shown, ms (above floor) | pointer rests ${POINTER_REST_MS} ms, click → dialog, ms | tap → calendar usable, ms | JS before the keystroke, gzip | runs (in the page: dialog; keystroke; rest then click — Playwright: dialog; keystroke) |\n` +
    "|---|---|---|---|---|---|---|---|---|---|";
  const lines = rows.map(
    (row) =>
      `| ${row.page} | ${row.build} | ${withFloor(row.tapMs, row.tapAboveFloorMs)} | ${withFloor(row.keystrokeMs, row.keystrokeAboveFloorMs)} | ${withFloor(row.playwrightTapMs, row.playwrightTapAboveFloorMs)} | ${withFloor(row.playwrightKeystrokeMs, row.playwrightKeystrokeAboveFloorMs)} | ${cell(row.restThenClickMs)} | ${cell(row.calendarMs)} | ${cell(row.jsBeforeKeystrokeBytes, kilobytes)} | ${row.tapRuns.join(", ")}; ${row.keystrokeRuns.join(", ")}; ${row.restThenClickRuns.join(", ")} — ${row.playwrightTapRuns.join(", ")}; ${row.playwrightKeystrokeRuns.join(", ")} |`,
  );
  return [header, ...lines].join("\n");
}
