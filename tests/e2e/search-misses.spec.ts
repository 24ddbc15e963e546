import { type Page, type Request, expect, test } from "@playwright/test";

import { SEARCH_MISS_URL, type SearchMiss } from "~/lib/search-misses";

import { gotoInteractive } from "./support";

const isMiss = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === SEARCH_MISS_URL;

/** Every search miss the page sends, in order, as the server receives it. */
function missesSent(page: Page): SearchMiss[] {
  const sent: SearchMiss[] = [];
  page.on("request", (request) => {
    if (isMiss(request)) sent.push(request.postDataJSON() as SearchMiss);
  });
  return sent;
}

/** The next miss the page sends, once the server has taken it. */
async function nextMiss(page: Page): Promise<SearchMiss> {
  const request = await page.waitForRequest(isMiss);
  const response = await request.response();
  expect(response?.status()).toBe(204);
  return request.postDataJSON() as SearchMiss;
}

const RECORD = "search-misses-sent";

/**
 * Records every miss the page hands to sendBeacon in the tab's session
 * storage, which outlives the page: a beacon sent as the page is left never
 * shows among the browser's requests that Playwright reports. The test's own
 * instrument; the site itself stores nothing.
 */
async function recordBeacons(page: Page): Promise<() => Promise<SearchMiss[]>> {
  await page.addInitScript(
    ({ key, url }) => {
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (to, data) => {
        const taken = send(to, data);
        if (taken && String(to) === url) {
          const sent: unknown[] = JSON.parse(sessionStorage.getItem(key) ?? "[]");
          sessionStorage.setItem(key, JSON.stringify([...sent, JSON.parse(String(data))]));
        }
        return taken;
      };
    },
    { key: RECORD, url: SEARCH_MISS_URL },
  );
  return () =>
    page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "[]") as SearchMiss[], RECORD);
}

const helpSearchBox = (page: Page) => page.getByRole("search").getByRole("searchbox");

test("a help-center search that finds nothing is sent once the visitor stops typing, once", async ({
  page,
}) => {
  const sent = missesSent(page);
  await gotoInteractive(page, "/help-center");
  const settled = nextMiss(page);
  await helpSearchBox(page).pressSequentially("xylophone lessons");
  expect(await settled).toEqual({
    query: "xylophone lessons",
    locale: "en-US",
    outcome: "no-results",
  });
  // The words typed on the way were not sent: this is the first miss.
  expect(sent).toHaveLength(1);

  // Settling on it again (leaving the box, Enter) sends nothing more; a new miss is sent.
  await helpSearchBox(page).press("Tab");
  await helpSearchBox(page).press("Enter");
  const next = nextMiss(page);
  await helpSearchBox(page).fill("zzqxv");
  await helpSearchBox(page).press("Enter");
  expect(await next).toMatchObject({ query: "zzqxv", outcome: "no-results" });
  expect(sent.map((miss) => miss.query)).toEqual(["xylophone lessons", "zzqxv"]);
});

test("a Spanish help-center search says its language", async ({ page }) => {
  await gotoInteractive(page, "/es/help-center");
  const settled = nextMiss(page);
  await helpSearchBox(page).fill("clases de tuba");
  await helpSearchBox(page).press("Enter");
  expect(await settled).toEqual({
    query: "clases de tuba",
    locale: "es-US",
    outcome: "no-results",
  });
});

test("results shown and none opened: the query is sent when the visitor leaves", async ({
  page,
}) => {
  const beaconsSent = await recordBeacons(page);
  await gotoInteractive(page, "/help-center");
  await helpSearchBox(page).fill("refund");
  await expect(page.getByRole("search").getByRole("status")).toHaveText("1 result for “refund”");
  await page.goto("/pricing");
  expect(await beaconsSent()).toEqual([{ query: "refund", locale: "en-US", outcome: "no-click" }]);
  expect(await page.context().cookies()).toEqual([]);
});

test("the site search sends the last query shown when the visitor leaves without opening a page", async ({
  page,
}) => {
  const beaconsSent = await recordBeacons(page);
  await gotoInteractive(page, "/es/search");
  await page.getByRole("searchbox").fill("reembolso");
  await expect(page.getByRole("status")).toHaveText(/coincid/);
  await page.goto("/es/pricing");
  expect(await beaconsSent()).toEqual([
    { query: "reembolso", locale: "es-US", outcome: "no-click" },
  ]);
});

test("opening a result, a page or an answer, sends nothing", async ({ page }) => {
  const beaconsSent = await recordBeacons(page);
  await gotoInteractive(page, "/search");
  await page.getByRole("searchbox").fill("tutoring");
  const result = page.getByRole("main").getByRole("list").first().getByRole("link").first();
  const href = (await result.getAttribute("href")) ?? "";
  await result.click();
  await expect(page).toHaveURL(href);
  expect(await beaconsSent()).toEqual([]);

  await gotoInteractive(page, "/help-center");
  await helpSearchBox(page).fill("refund");
  await page.getByText("How do I request a refund for a service I didn't receive?").click();
  await page.goto("/pricing");
  expect(await beaconsSent()).toEqual([]);
});
