import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";

import { absoluteUrl } from "~/lib/site-config";

import {
  chromeFor,
  expectNoAxeViolations,
  gotoInteractive,
  horizontalOverflow,
  scriptsRan,
  localizedPages,
  watchPage,
} from "./support";

/** Internal links already proven to resolve, shared by the tests of one worker. */
const resolvedLinks = new Set<string>();

async function expectLinkResolves(request: APIRequestContext, href: string) {
  if (resolvedLinks.has(href)) return;
  const url = new URL(href, "http://site");
  const response = await request.get(url.pathname + url.search);
  expect(response.status(), `${href} status`).toBe(200);
  if (url.hash) {
    const html = await response.text();
    expect(html, `${href} has its anchor target`).toContain(`id="${url.hash.slice(1)}"`);
  }
  resolvedLinks.add(href);
}

/**
 * Each page's main text once its islands have started, as its bars test read it: the page's
 * test without JavaScript compares against it rather than loading the page with it again.
 */
const hydratedTexts = new Map<string, string>();

async function hydratedText(browser: Browser, url: string): Promise<string> {
  const read = hydratedTexts.get(url);
  if (read !== undefined) return read;
  // Run alone (--grep), the test loads the page with JavaScript itself.
  const withJavaScript = await browser.newContext({ javaScriptEnabled: true });
  const page = await withJavaScript.newPage();
  await gotoInteractive(page, url);
  const text = await page.getByRole("main").innerText();
  await withJavaScript.close();
  return text;
}

for (const entry of localizedPages()) {
  test.describe(`${entry.url}`, () => {
    // In order, in one worker: the bars test reads the hydrated text the next test compares with.
    test.describe.configure({ mode: "serial" });

    test("meets the page bars", async ({ page, context, request, baseURL }) => {
      const watched = watchPage(page, baseURL);
      const response = await gotoInteractive(page, entry.url);
      expect(response?.status()).toBe(200);
      hydratedTexts.set(entry.url, await page.getByRole("main").innerText());

      await expect(page.locator("html")).toHaveAttribute("lang", entry.locale);
      await expect(page).toHaveTitle(entry.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        entry.description,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        absoluteUrl(entry.url),
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        "content",
        entry.title,
      );
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        "content",
        absoluteUrl(entry.url),
      );

      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(
        page.getByRole("navigation", { name: chromeFor(entry.locale).header.navLabel }),
      ).toBeAttached();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("main")).toBeVisible();

      await expectNoAxeViolations(page);

      await page.setViewportSize({ width: 320, height: 800 });
      expect(await horizontalOverflow(page), "horizontal overflow at 320px").toBeLessThanOrEqual(0);

      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      for (const href of new Set(hrefs)) await expectLinkResolves(request, href);

      expect(await context.cookies(), "cookies set").toEqual([]);
      expect(watched.consoleProblems, "console errors and warnings").toEqual([]);
      expect(watched.foreignRequests, "requests to other origins").toEqual([]);
    });

    test.describe("with JavaScript disabled", () => {
      test.use({ javaScriptEnabled: false });

      test("shows the same content", async ({ page, browser }) => {
        await page.goto(entry.url);
        expect(await scriptsRan(page), "scripts ran with JavaScript disabled").toBe(false);
        const staticText = await page.getByRole("main").innerText();

        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(staticText.length).toBeGreaterThan(100);
        expect(staticText).toBe(await hydratedText(browser, entry.url));
      });
    });
  });
}
