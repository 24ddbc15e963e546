/**
 * From a click on a link to another page of the site to that page shown: its
 * first contentful paint when the browser loads (or activates) a new
 * document, or the frame after a client-side router has swapped the page in.
 * A fresh browser (cold cache) each run, on the bench machine's own CPU and
 * network. The pointer rests on the link for 500 ms before the click, as a
 * visitor's does while deciding (long enough for the site's speculation rules
 * to act on hover), or clicks at once, where only the press can start
 * anything. Medians of several runs, for each build.
 */
import { launchTab } from "./cdp-pipe.mjs";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const POINTER_REST_MS = 500;
const journeys = [
  { from: "/pricing", to: "/about" },
  { from: "/es/pricing", to: "/es/about" },
];

async function evaluate(browser, sessionId, expression) {
  const { result, exceptionDetails } = await browser.send(
    "Runtime.evaluate",
    { expression, returnByValue: true, awaitPromise: true },
    sessionId,
  );
  if (exceptionDetails)
    throw new Error(`${exceptionDetails.text} ${exceptionDetails.exception?.description ?? ""}`);
  return result.value;
}

async function until(check, what) {
  for (const started = Date.now(); Date.now() - started < 30_000;) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** In the page: the middle of the footer's link to `to`, scrolled into view. */
const linkCenter = (to) => `(() => {
  const link = document.querySelector(${JSON.stringify(`footer a[href="${to}"]`)});
  if (!link) throw new Error(document.title + " has no footer link to ${to}");
  link.scrollIntoView({ block: "center", behavior: "instant" });
  const box = link.getBoundingClientRect();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
})()`;

/** In the page: resolves with the time the router has put the next page's heading on screen. */
const routerSwap = (to) => `window.benchShownAt = new Promise((resolve) => {
  const heading = () => document.querySelector("h1")?.textContent;
  const start = heading();
  const observer = new MutationObserver(() => {
    if (location.pathname !== ${JSON.stringify(to)} || heading() === start) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
}), undefined`;

/** Ready for a visitor: islands listening, or a client-side router hydrated. */
const ready = `document.documentElement.hasAttribute("data-islands-ready") ||
  Object.keys(document.body).some((key) => key.startsWith("__react"))`;

/** In a page: when it was first painted for the visitor, once it is a new, visible page at `to`. */
const documentShown = (to, previousOrigin) => `(() => {
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  const shown =
    performance.timeOrigin !== ${previousOrigin} &&
    location.pathname === ${JSON.stringify(to)} &&
    document.visibilityState === "visible";
  return shown && paint ? performance.timeOrigin + paint.startTime : null;
})()`;

async function oneRun(origin, { from, to }, pointerRests) {
  const browser = await launchTab();
  try {
    const [page] = browser.pageSessions;
    await browser.send("Page.enable", {}, page);
    await browser.send("Page.navigate", { url: `${origin}${from}` }, page);
    await until(
      () =>
        evaluate(
          browser,
          page,
          `location.pathname === ${JSON.stringify(from)} && document.readyState === "complete" && (${ready})`,
        ),
      `${from} to load`,
    );
    const link = await evaluate(browser, page, linkCenter(to));
    const fromTimeOrigin = await evaluate(browser, page, "performance.timeOrigin");
    await evaluate(browser, page, routerSwap(to));
    const mouse = (type) =>
      browser.send(
        "Input.dispatchMouseEvent",
        { type, ...link, button: "left", clickCount: 1 },
        page,
      );
    await browser.send("Input.dispatchMouseEvent", { type: "mouseMoved", ...link }, page);
    if (pointerRests) await new Promise((resolve) => setTimeout(resolve, POINTER_REST_MS));
    const clickedAt = Date.now();
    await mouse("mousePressed");
    await mouse("mouseReleased");
    // Settles only for a client-side router; a new document never answers it.
    const never = new Promise(() => {});
    const sameDocument = evaluate(browser, page, "window.benchShownAt").then(
      (shownAt) => (typeof shownAt === "number" ? shownAt : never),
      () => never,
    );
    const newDocument = until(async () => {
      for (const session of browser.pageSessions) {
        const shownAt = await evaluate(browser, session, documentShown(to, fromTimeOrigin)).catch(
          () => null,
        );
        if (shownAt) return shownAt;
      }
      return null;
    }, `${to} to be shown`);
    return (await Promise.race([sameDocument, newDocument])) - clickedAt;
  } finally {
    await browser.close();
  }
}

/** For each build (name → origin) and journey: median ms from click to the next page shown. */
export async function benchNavigation(origins, runs = 5) {
  const rows = [];
  for (const journey of journeys) {
    for (const [build, origin] of Object.entries(origins)) {
      const rested = [];
      const atOnce = [];
      for (let run = 0; run < runs; run += 1) {
        rested.push(await oneRun(origin, journey, true));
        atOnce.push(await oneRun(origin, journey, false));
      }
      rows.push({
        journey: `${journey.from} → ${journey.to}`,
        build,
        restThenClickMs: median(rested),
        clickMs: median(atOnce),
        runs: `${rested.map(Math.round).join(", ")}; ${atOnce.map(Math.round).join(", ")}`,
      });
    }
  }
  return rows;
}

export function navigationTable(rows) {
  const header = `| link | build | pointer rests ${POINTER_REST_MS} ms, click → page shown, ms | click at once → page shown, ms | runs (rested; at once) |\n|---|---|---|---|---|`;
  const lines = rows.map(
    (row) =>
      `| ${row.journey} | ${row.build} | ${Math.round(row.restThenClickMs)} | ${Math.round(row.clickMs)} | ${row.runs} |`,
  );
  return [header, ...lines].join("\n");
}
