import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { SETTLE_MS, reportSearchMisses } from "~/features/search/search-misses";
import { SEARCH_MISS_URL, type SearchMiss } from "~/lib/search-misses";

/** A search as both islands draw it: the box, a result link, an answer to open, a button. */
function searchRoot() {
  const root = document.createElement("div");
  root.innerHTML = `
    <form role="search"><input type="search" name="q" /></form>
    <ol><li><a href="#refunds">Refunds</a></li></ol>
    <details><summary>How do I request a refund?</summary><p>Open the payment.</p></details>
    <button type="button">Clear search</button>`;
  document.body.replaceChildren(root);
  return root;
}

const sendBeacon = vi.fn((_url: string, _body: string) => true);
const started: ReturnType<typeof reportSearchMisses>[] = [];

function start() {
  const root = searchRoot();
  const misses = reportSearchMisses(root);
  started.push(misses);
  return { root, misses };
}

/** What the page sent, read back as the server will read it. */
function beacons(): SearchMiss[] {
  return sendBeacon.mock.calls.map(([url, body]) => {
    expect(url).toBe(SEARCH_MISS_URL);
    return JSON.parse(body) as SearchMiss;
  });
}

const leavePage = () => window.dispatchEvent(new Event("pagehide"));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("navigator", { ...navigator, sendBeacon });
});

afterEach(() => {
  // Each test's watcher still listens to the window: leave it with nothing to send.
  for (const misses of started.splice(0)) misses.shown();
  sendBeacon.mockClear();
  document.documentElement.lang = "en-US";
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("a search that shows nothing", () => {
  it("is sent once the visitor has stopped typing for a moment", () => {
    const { misses } = start();
    misses.shown("xylophone lessons", 0);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(beacons()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(beacons()).toEqual([
      { query: "xylophone lessons", locale: "en-US", outcome: "no-results" },
    ]);
  });

  it("sends only the query the visitor settled on, not those typed on the way", () => {
    const { misses } = start();
    for (const query of ["x", "xy", "xyl", "xylo"]) {
      misses.shown(query, 0);
      vi.advanceTimersByTime(SETTLE_MS / 2);
      // The site search shows nothing while the next query is on its way.
      misses.shown();
      vi.advanceTimersByTime(SETTLE_MS / 4);
    }
    misses.shown("xylophone", 0);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(beacons().map((miss) => miss.query)).toEqual(["xylophone"]);
  });

  it("is sent at once when the visitor presses Enter or leaves the box", () => {
    const { root, misses } = start();
    misses.shown("tuba", 0);
    root.querySelector("form")?.dispatchEvent(new Event("submit", { bubbles: true }));
    misses.shown("oboe", 0);
    root.querySelector("input")?.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    expect(beacons().map((miss) => miss.query)).toEqual(["tuba", "oboe"]);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(beacons()).toHaveLength(2);
  });

  it("is sent once per page view, however often it settles", () => {
    const { root, misses } = start();
    for (let time = 0; time < 3; time += 1) {
      misses.shown("tuba", 0);
      vi.advanceTimersByTime(SETTLE_MS);
      root.querySelector("input")?.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
      leavePage();
    }
    expect(beacons()).toEqual([{ query: "tuba", locale: "en-US", outcome: "no-results" }]);
  });

  it("says the page's language, as its <html lang> does", () => {
    document.documentElement.lang = "es-US";
    const { misses } = start();
    misses.shown("clases de tuba", 0);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(beacons()).toEqual([
      { query: "clases de tuba", locale: "es-US", outcome: "no-results" },
    ]);
  });

  it("sends nothing for an empty query or one longer than 500 characters", () => {
    const { misses } = start();
    misses.shown("", 0);
    vi.advanceTimersByTime(SETTLE_MS);
    misses.shown("a".repeat(501), 0);
    vi.advanceTimersByTime(SETTLE_MS);
    leavePage();
    expect(beacons()).toEqual([]);
    misses.shown("a".repeat(500), 0);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(beacons().map((miss) => miss.query.length)).toEqual([500]);
  });

  it("is sent when the visitor leaves before it settled", () => {
    const { misses } = start();
    misses.shown("tuba", 0);
    leavePage();
    expect(beacons()).toEqual([{ query: "tuba", locale: "en-US", outcome: "no-results" }]);
  });
});

describe("a search whose results were shown and none opened", () => {
  it("is sent when the visitor leaves the page, for the last query shown", () => {
    const { misses } = start();
    misses.shown("refund", 3);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(beacons()).toEqual([]);
    misses.shown("refunds", 2);
    leavePage();
    expect(beacons()).toEqual([{ query: "refunds", locale: "en-US", outcome: "no-click" }]);
  });

  it("is sent when the page is hidden, once", () => {
    const { misses } = start();
    misses.shown("refund", 3);
    const hidden = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    hidden.mockRestore();
    leavePage();
    expect(beacons()).toEqual([{ query: "refund", locale: "en-US", outcome: "no-click" }]);
  });

  it("is not sent while the page is still shown", () => {
    const { misses } = start();
    misses.shown("refund", 3);
    const visible = vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
    document.dispatchEvent(new Event("visibilitychange"));
    visible.mockRestore();
    expect(beacons()).toEqual([]);
  });

  it("is not sent once a result is opened: a link or an answer", () => {
    for (const opened of ["a", "summary"]) {
      const { root, misses } = start();
      misses.shown("refund", 3);
      root.querySelector<HTMLElement>(opened)?.click();
      leavePage();
      expect(beacons(), opened).toEqual([]);
      misses.shown();
    }
  });

  it("is still sent after a click on something that is not a result", () => {
    const { root, misses } = start();
    misses.shown("refund", 3);
    root.querySelector("button")?.click();
    leavePage();
    expect(beacons().map((miss) => miss.outcome)).toEqual(["no-click"]);
  });

  it("is sent for a later search whose results were not opened, though an earlier one's were", () => {
    const { root, misses } = start();
    misses.shown("refund", 3);
    root.querySelector("a")?.click();
    misses.shown("password", 2);
    leavePage();
    expect(beacons()).toEqual([{ query: "password", locale: "en-US", outcome: "no-click" }]);
  });

  it("is not sent when the box was emptied before the visitor left", () => {
    const { misses } = start();
    misses.shown("refund", 3);
    misses.shown();
    leavePage();
    expect(beacons()).toEqual([]);
  });
});
