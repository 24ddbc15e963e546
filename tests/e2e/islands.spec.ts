import { readFileSync } from "node:fs";
import path from "node:path";

import { type CDPSession, type Locator, type Page, expect, test } from "@playwright/test";

import { accountCopy } from "~/console/copy/account";
import { consoleCopy } from "~/console/copy/common";
import { inboxCopy, leadCopy } from "~/console/copy/leads";
import { auditCopy, eraseCopy, peopleCopy } from "~/console/copy/owner-tools";
import { invitationCopy, passkeyCopy, recoveryCodesCopy, signInCopy } from "~/console/copy/sign-in";
import { localizedPath, publishedLocales } from "~/lib/i18n";
import { NOT_FOUND_PATH, pages } from "~/lib/route-table";

import { readIslandsManifest } from "../../scripts/islands-plugin";
import { measurePage } from "../../scripts/page-weight";
import {
  clientDir,
  collectionEntries,
  contentModules,
  phrasesIn,
  shipped,
  textOf,
} from "./shipped-copy";
import { inlineScriptPolicy, localizedPages } from "./support";

/** Every page in every language, and an unknown path in each (answered by its 404 page). */
const visits = [
  ...localizedPages().map(({ url }) => ({ url, page: url })),
  ...publishedLocales.map((locale) => ({
    url: localizedPath("/no-such-page", locale),
    page: localizedPath(NOT_FOUND_PATH, locale),
  })),
];

/** The scripts a page requests, as site paths. */
function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Scrolls to the end a screen at a time, as a reader would, so every island comes into view. */
async function readToTheEnd(page: Page) {
  const { height, screen } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    screen: window.innerHeight,
  }));
  for (let top = 0; top < height; top += screen) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
}

/** What of the owners' console a set of the build's scripts holds: its copy, its API's path. */
const consolePhrases = [
  ...phrasesIn(consoleCopy, signInCopy, passkeyCopy, invitationCopy, recoveryCodesCopy),
  ...phrasesIn(inboxCopy, leadCopy, eraseCopy, auditCopy, peopleCopy, accountCopy),
  "/api/admin",
];
function consoleTraces(scripts: string[]): string[] {
  const code = scripts
    .map((script) => readFileSync(path.join(clientDir, script), "utf8"))
    .join("\n")
    .replace(/\\/g, "");
  return consolePhrases.filter((phrase) => code.includes(phrase));
}

test("no script a public page can load, islands started on intent included, holds anything of the console", () => {
  const { entry, islands } = readIslandsManifest(path.dirname(clientDir));
  expect(consolePhrases.length).toBeGreaterThan(100);
  expect(consoleTraces([...new Set([...entry, ...Object.values(islands).flat()])])).toEqual([]);
});

for (const visit of visits) {
  test(`${visit.url} loads only its islands' scripts, and its policy lists exactly its inline scripts`, async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    const response = await page.goto(visit.url);
    await expect(page.locator("html")).toHaveAttribute("data-islands-ready");
    const { scripts: firstLoad } = measurePage(clientDir, visit.page);
    expect([...scripts].filter((script) => !firstLoad.includes(script))).toEqual([]);

    await readToTheEnd(page);
    await expect.poll(() => [...scripts].sort()).toEqual([...firstLoad].sort());
    expect(consoleTraces([...scripts]), "the owners' console in the page's scripts").toEqual([]);

    const { types, listed, running } = await inlineScriptPolicy(page, response);
    expect(types).toContain("speculationrules");
    expect(listed).toEqual(running);
  });
}

/** Pages drawn from another page's copy module: the status history from the status page's. */
const sharesCopyWith: Record<string, string> = { "/status/history": "/status" };

test("no page's HTML carries another page's copy, nor the router's data", async () => {
  for (const locale of publishedLocales) {
    const language = locale === "es-US" ? "es" : "en";
    const modules = await contentModules(language);
    const pagesOfLocale = localizedPages().filter((entry) => entry.locale === locale);
    for (const own of pages) {
      const name = own.path === "/" ? "home" : own.path.slice(1);
      // The blog, press and careers copy also serves their posts, releases and jobs.
      if (!modules.has(name) || ["blog", "press", "careers"].includes(name)) continue;
      // Phrases no other copy holds, not even inside a longer sentence.
      const elsewhere = textOf(
        ...[...modules].filter(([other]) => other !== name).map(([, module]) => module),
        ...collectionEntries(locale, true),
      );
      const ownPhrases = [...phrasesIn(modules.get(name))].filter(
        (phrase) => !elsewhere.includes(phrase),
      );
      expect(ownPhrases.length, name).toBeGreaterThan(0);
      const others = pagesOfLocale.filter(
        (entry) => entry.path !== own.path && sharesCopyWith[entry.path] !== own.path,
      );
      for (const other of others) {
        const text = shipped(other.url);
        const leaked = ownPhrases.filter((phrase) => text.includes(phrase));
        expect(leaked, `${name} copy on ${other.url}`).toEqual([]);
      }
    }
    for (const entry of pagesOfLocale) {
      expect(shipped(entry.url), entry.url).not.toMatch(/__reactRouter|streamController/);
    }
  }
});

/** Speculation as the browser reports it (Chromium's Preload domain). */
async function watchSpeculation(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const seen = {
    ruleSetErrors: [] as string[],
    ruleSets: 0,
    candidates: [] as string[],
    attempts: [] as string[],
  };
  cdp.on("Preload.ruleSetUpdated", ({ ruleSet }) => {
    seen.ruleSets += 1;
    if (ruleSet.errorType) seen.ruleSetErrors.push(`${ruleSet.errorType}: ${ruleSet.errorMessage}`);
  });
  cdp.on("Preload.preloadingAttemptSourcesUpdated", ({ preloadingAttemptSources }) => {
    seen.candidates = preloadingAttemptSources.map((source) => new URL(source.key.url).pathname);
  });
  cdp.on("Preload.prerenderStatusUpdated", ({ key }) =>
    seen.attempts.push(new URL(key.url).pathname),
  );
  await cdp.send("Preload.enable");
  return seen;
}

for (const locale of publishedLocales) {
  test(`pointing at a link to another page starts loading it in the background (${locale})`, async ({
    page,
  }) => {
    const seen = await watchSpeculation(page);
    await page.goto(localizedPath("/blog", locale));
    await expect.poll(() => seen.ruleSets).toBeGreaterThan(0);
    expect(seen.ruleSetErrors).toEqual([]);
    // The site's pages, in both languages, but not its feeds.
    await expect.poll(() => seen.candidates).toContain(localizedPath("/about", locale));
    const otherLanguage = publishedLocales.find((other) => other !== locale) ?? locale;
    expect(seen.candidates).toContain(localizedPath("/blog", otherLanguage));
    expect(seen.candidates.some((candidate) => candidate.endsWith(".xml"))).toBe(false);

    const about = localizedPath("/about", locale);
    await page.locator(`footer a[href="${about}"]`).hover();
    await expect.poll(() => seen.attempts).toContain(about);
  });
}

/** Whether an element is drawn: not inside a band of the page the browser skips. */
const drawn = (locator: Locator) =>
  locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

test.describe("bands of the page out of sight while the dialog covers it", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("are skipped at the height they had, and drawn again once it closes; the footer's links work", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-islands-ready");
    const footer = page.locator("footer");
    await expect(footer).toHaveClass(/\bskipped-offscreen\b/);
    await expect(page.locator("main section.skipped-offscreen")).not.toHaveCount(0);
    const about = footer.locator('a[href="/about"]');
    expect(await drawn(about)).toBe(true);
    const heights = () =>
      page
        .locator(".skipped-offscreen")
        .evaluateAll((bands) => bands.map((band) => band.getBoundingClientRect().height));
    const before = await heights();

    await page.getByRole("main").getByRole("button", { name: "Request Demo" }).click();
    await expect(page.getByRole("dialog", { name: "Request a demo" })).toBeVisible();
    expect(await drawn(about)).toBe(false);
    // The band nearest the screen is still drawn, behind the backdrop.
    expect(await drawn(page.locator("section#features h2"))).toBe(true);
    expect(await heights()).toEqual(before);

    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    expect(await drawn(about)).toBe(true);
    expect(await heights()).toEqual(before);
    await about.scrollIntoViewIfNeeded();
    await about.click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("the keyboard still brings a link far below into view", async ({ page }) => {
    await page.goto("/");
    const about = page.locator('footer a[href="/about"]');
    await about.focus();
    await expect(about).toBeFocused();
    await expect(about).toBeInViewport();
  });

  test("an anchor on the page, far below, still lands on its section", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const support = page.locator("section#support");
    await page.getByRole("banner").locator('a[href$="#support"]').first().click();
    await expect(support.getByRole("heading", { level: 2 })).toBeInViewport();
    // Where the scroll stops: the section's top just under the sticky header (scroll-padding-top).
    await expect
      .poll(async () => {
        const top = (await support.boundingBox())?.y ?? -1;
        return top >= 0 && top < 120;
      })
      .toBe(true);
  });
});

test.describe("Request Demo on a touch screen", () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  const formScript = (scripts: Set<string>) =>
    [...scripts].some((script) => script.includes("demo-request.island"));

  test("a finger passing over the button loads nothing; a tap opens the dialog, then loads its form's script", async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-islands-ready");
    const trigger = page.getByRole("main").getByRole("button", { name: "Request Demo" });
    await trigger.dispatchEvent("pointerover", { pointerType: "touch", bubbles: true });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))),
    );
    expect(formScript(scripts)).toBe(false);

    await trigger.tap();
    await expect(page.getByRole("dialog", { name: "Request a demo" })).toBeVisible();
    await expect.poll(() => formScript(scripts)).toBe(true);
    await expect(trigger).toHaveAttribute("data-island-started");
  });

  test("a mouse resting on the button loads the form's script before any click", async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-islands-ready");
    await page.getByRole("main").getByRole("button", { name: "Request Demo" }).hover();
    await expect.poll(() => formScript(scripts)).toBe(true);
  });
});
