import { createHash } from "node:crypto";

import AxeBuilder from "@axe-core/playwright";
import { type Page, type Response, expect } from "@playwright/test";

import { siteChrome as englishChrome } from "~/content/en/site-chrome";
import { siteChrome as spanishChrome } from "~/content/es/site-chrome";
import { type Locale, localizedPath, publishedLocales } from "~/lib/i18n";
import { documentTitle, pageText, titleWithBrand } from "~/site/page-meta";
import { collectionPageHeads } from "~/site/entry-pages.server";
import { pages } from "~/lib/route-table";

/** Console errors and warnings, uncaught exceptions, and requests leaving the site. */
export function watchPage(page: Page, baseURL: string | undefined) {
  if (!baseURL) throw new Error("Playwright's baseURL is not configured");
  const origin = new URL(baseURL).origin;
  const consoleProblems: string[] = [];
  const foreignRequests: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      consoleProblems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => consoleProblems.push(`uncaught: ${error.message}`));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.origin !== origin) foreignRequests.push(url.href);
  });
  return { consoleProblems, foreignRequests };
}

export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Runs axe over the page (or part of it) and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(wcagTags);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(" ")}`).join("\n"),
  );
  expect(summary, "axe violations").toEqual([]);
}

/** The widest element wins: no part of the page may reach past the viewport. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * Opens a page and waits until a visitor can use all of it: the islands
 * script listens, and every island that starts on view has started (each is
 * scrolled to, as a visitor would, then the page goes back to its top).
 * Islands that start on intent (the demo dialog) start on the click itself.
 */
export async function gotoInteractive(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-islands-ready");
  for (const island of await page.locator('[data-island][data-when="visible"]').all()) {
    await island.scrollIntoViewIfNeeded();
    await expect(island).toHaveAttribute("data-island-started");
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return response;
}

/** Whether the page's script ran (false with JavaScript disabled). */
export function scriptsRan(page: Page): Promise<boolean> {
  return page.locator("html[data-islands-ready]").isVisible();
}

/**
 * Every pre-rendered page in every published language: the routes table's,
 * then the posts, categories, releases and jobs of the Markdown collections,
 * each with what its head should say.
 */
export function localizedPages() {
  return publishedLocales.flatMap((locale) => [
    ...pages.map((entry) => ({
      locale,
      path: entry.path as string,
      url: localizedPath(entry.path, locale),
      title: documentTitle(entry.path, locale),
      description: pageText(entry.path, locale).description,
    })),
    ...collectionPageHeads(locale).map((entry) => ({
      locale,
      path: entry.path,
      url: localizedPath(entry.path, locale),
      title: titleWithBrand(entry.title),
      description: entry.description,
    })),
  ]);
}

/** The chrome every page shows, as written for a language. */
export function chromeFor(locale: Locale) {
  return locale === "es-US" ? spanishChrome : englishChrome;
}

/** Inline scripts a browser runs or acts on; JSON data blocks never run. */
const activeScriptTypes = ["", "module", "text/javascript", "speculationrules"];
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/**
 * A page's inline scripts: the types of those that run, the hashes its
 * Content-Security-Policy lists, and the hashes of the scripts that run
 * (both sorted), which must be the same. They are read from the live page,
 * or `asServed`, from the document as it arrived (parsed by the browser).
 */
export async function inlineScriptPolicy(
  page: Page,
  response: Response | null,
  { asServed = false } = {},
) {
  const html = asServed ? await response?.text() : undefined;
  const inline = await page.evaluate((source) => {
    const root =
      source === undefined ? document : new DOMParser().parseFromString(source, "text/html");
    return [...root.querySelectorAll("script:not([src])")].map((element) => ({
      type: element.getAttribute("type") ?? "",
      text: element.textContent ?? "",
    }));
  }, html);
  const active = inline.filter(({ type }) => activeScriptTypes.includes(type));
  const policy = response?.headers()["content-security-policy"] ?? "";
  const listed = /script-src ([^;]*)/
    .exec(policy)?.[1]
    ?.split(" ")
    .filter((source) => source.startsWith("'sha256-"));
  return {
    types: active.map(({ type }) => type),
    listed: (listed ?? []).sort(),
    running: [...new Set(active.map(({ text }) => sha256(text)))].sort(),
  };
}
