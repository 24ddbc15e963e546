import { readFile } from "node:fs/promises";

import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";

import { expectNoAxeViolations, horizontalOverflow } from "../support";
import { type ConsoleServer, startConsoleServer } from "./console-server";
import { expect, join, test as consoleTest } from "./fixtures";
import {
  conversionCells,
  conversionCsv,
  dayAgo,
  expectedReport,
  sendKnownLeads,
  writeKnownVisits,
} from "./report-leads";

/**
 * The report's tests read a server holding only the known leads and visit
 * counts (written once per worker), so every count is known.
 */
const test = consoleTest.extend<object, { reportServer: ConsoleServer }>({
  reportServer: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startConsoleServer();
      await sendKnownLeads(server);
      await writeKnownVisits(server);
      await provide(server);
      await server.remove();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ reportServer }, provide) => provide(reportServer.publicOrigin),
});

const longDate = (date: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );

const mediumDate = (date: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );

const table = (page: Page, name: string) => page.getByRole("table", { name });

/** Every row of a table's body as its cells' text. */
async function bodyRows(table: Locator): Promise<string[][]> {
  return table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").trim()),
      ),
    );
}

const plural = (count: number, one: string, other: string) =>
  `${count} ${count === 1 ? one : other}`;

/** The report on the page says exactly what the known leads make of the last `days` days. */
async function expectReportOf(page: Page, days: number) {
  const expected = expectedReport(days);
  await expect(page).toHaveURL(new RegExp(`/admin/report\\?days=${days}$`));
  await expect(page.getByRole("status").filter({ hasText: `Last ${days} days:` })).toHaveText(
    `Last ${days} days: ${longDate(dayAgo(days - 1))} to ${longDate(dayAgo(0))}.`,
  );
  await expect(
    page.getByRole("navigation", { name: "Period" }).locator('[aria-current="page"]'),
  ).toHaveText(`Last ${days} days`);

  const perDay = table(page, "Visits and leads per day, oldest first");
  expect(await bodyRows(perDay)).toEqual(
    expected.perDay.map((day) => [
      mediumDate(day.date),
      ...[day.visits, day.visitors, day.demo, day.contact, day.spam, day.bots, day.speculative].map(
        String,
      ),
    ]),
  );
  const visitsChart = page.getByRole("img", {
    name: `Visits per day, ${longDate(dayAgo(days - 1))} to ${longDate(dayAgo(0))}`,
  });
  const busiestVisits = expected.perDay.reduce((best, day) =>
    day.visits > best.visits ? day : best,
  );
  await expect(visitsChart).toHaveAccessibleDescription(
    `${plural(expected.visits, "visit", "visits")} from ${plural(expected.visitors, "visitor", "visitors")} in ${days} days, and ${plural(expected.apart, "request", "requests")} from bots and loads ahead of a click, counted apart. ` +
      `The busiest day was ${longDate(busiestVisits.date)}, with ${plural(busiestVisits.visits, "visit", "visits")}.`,
  );
  const busiest = expected.perDay.reduce((best, day) =>
    day.demo + day.contact > best.demo + best.contact ? day : best,
  );
  const chart = page.getByRole("img", {
    name: `Leads per day by type, ${longDate(dayAgo(days - 1))} to ${longDate(dayAgo(0))}`,
  });
  await expect(chart).toHaveAccessibleDescription(
    `${plural(expected.demo, "demo request", "demo requests")} and ${plural(expected.contact, "contact message", "contact messages")} in ${days} days, and ${expected.spam} spam caught. ` +
      `The busiest day was ${longDate(busiest.date)}, with ${plural(busiest.demo + busiest.contact, "lead", "leads")}.`,
  );
  // As many bars' parts as there are non-zero counts in the table.
  const parts = expected.perDay.flatMap((day) => [day.demo, day.contact, day.spam]);
  await expect(chart.locator("rect")).toHaveCount(parts.filter((count) => count > 0).length);

  const totals = page.getByRole("region", { name: "In these days" });
  const leads = expected.demo + expected.contact;
  await expect(totals.locator("dd")).toHaveText([
    String(expected.visits),
    String(expected.visitors),
    `${percent(leads / expected.visitors)} (${leads} of ${expected.visitors})`,
    String(expected.apart),
    String(expected.demo),
    String(expected.contact),
    `${expected.spam} of ${expected.total} received (${percent(expected.spam / expected.total)})`,
  ]);

  expect(await bodyRows(table(page, "Pages, their visits and the leads sent from them"))).toEqual(
    expected.pages.map((row) => [pageName(row.key), ...conversionCells(row)]),
  );
  expect(
    await bodyRows(table(page, "Campaigns, their visits and the leads sent from them")),
  ).toEqual(
    expected.campaigns.map((row) => [
      ...row.names.map((name) => name || "—None"),
      ...conversionCells(row),
    ]),
  );
  expect(await bodyRows(table(page, "Sites that sent visitors, with their visits"))).toEqual(
    expected.referrers.map((row) => [row.host, String(row.visits), String(row.visitors)]),
  );
}

const percent = (share: number) =>
  new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 }).format(share);
const pageName = (path: string) =>
  path === "unknown"
    ? "Not known (sent before pages were recorded, or by another site or program)"
    : path;

test("the report's numbers are the leads and visits in the database: per day in the table and the charts, by page, by campaign, by referring site, spam; for 7, 30 and 90 days", async ({
  page,
  reportServer: server,
}) => {
  await join(page, server, "owner");
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Report" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Report");
  // The default period is 30 days; choosing one keeps it in the address.
  await expect(
    page.getByRole("table", { name: "Visits and leads per day, oldest first" }).locator("tbody tr"),
  ).toHaveCount(30);
  const periods = page.getByRole("navigation", { name: "Period" });
  for (const days of [7, 90, 30]) {
    await periods.getByRole("link", { name: `Last ${days} days` }).click();
    await expectReportOf(page, days);
    // Choosing a period leaves focus on the choice.
    await expect(periods.getByRole("link", { name: `Last ${days} days` })).toBeFocused();
  }
  await page.goto("/admin/report?days=7");
  await expectReportOf(page, 7);
  await page.goBack();
  await expectReportOf(page, 30);
});

test("each table downloads as the CSV of its period", async ({ page, reportServer: server }) => {
  await join(page, server, "owner");
  await page.goto("/admin/report?days=7");
  const expected = expectedReport(7);
  const csvOf = async (name: string) => {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^report-(days|pages-apart|pages-together|campaigns|referrers)-7-days-from-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    return (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  };
  const lines = (rows: (string | number)[][]) => rows.map((row) => `${row.join(",")}\r\n`).join("");

  expect(await csvOf("Download CSV (visits and leads per day)")).toBe(
    lines([
      ["date", "visits", "visitors", "demo", "contact", "spam", "bots", "speculative"],
      ...expected.perDay.map((day) => [
        day.date,
        day.visits,
        day.visitors,
        day.demo,
        day.contact,
        day.spam,
        day.bots,
        day.speculative,
      ]),
    ]),
  );
  const pagesHeader = ["page", "visits", "visitors", "leads", "conversion"];
  expect(await csvOf("Download CSV (visits and leads by page)")).toBe(
    lines([pagesHeader, ...expected.pages.map((row) => [row.key, ...conversionCsv(row)])]),
  );
  expect(await csvOf("Download CSV (visits and leads by campaign)")).toBe(
    lines([
      ["campaign", "source", "medium", "visits", "visitors", "leads", "conversion"],
      ...expected.campaigns.map((row) => [...row.names, ...conversionCsv(row)]),
    ]),
  );
  expect(await csvOf("Download CSV (visits from other sites)")).toBe(
    lines([
      ["site", "visits", "visitors"],
      ...expected.referrers.map((row) => [row.host, row.visits, row.visitors]),
    ]),
  );
  // Both languages together: the page's table and its CSV say the same.
  await page.getByRole("link", { name: "Both languages together" }).click();
  await expect(page).toHaveURL(/\?days=7&languages=together$/);
  const together = table(page, "Pages, their visits and the leads sent from them");
  await expect(together.locator("tbody tr")).toHaveCount(expected.pagesTogether.length);
  expect(await bodyRows(together)).toEqual(
    expected.pagesTogether.map((row) => [pageName(row.key), ...conversionCells(row)]),
  );
  expect(await csvOf("Download CSV (visits and leads by page)")).toBe(
    lines([pagesHeader, ...expected.pagesTogether.map((row) => [row.key, ...conversionCsv(row)])]),
  );
});

test("the pages table sorts by any column, either way, and shows which", async ({
  page,
  reportServer: server,
}) => {
  await join(page, server, "owner");
  await page.goto("/admin/report?days=30");
  const pages = table(page, "Pages, their visits and the leads sent from them");
  const expected = expectedReport(30).pages;
  const column = (name: string) =>
    pages.getByRole("columnheader", { name: new RegExp(`^${name}`) });
  const firstCells = async () => (await bodyRows(pages)).map((row) => row[0]);

  await pages.getByRole("button", { name: "Visits, sort" }).click();
  await expect(column("Visits")).toHaveAttribute("aria-sort", "descending");
  const byVisits = [...expected].sort((a, b) => b.visits - a.visits);
  expect((await firstCells()).slice(0, 2)).toEqual(
    byVisits.slice(0, 2).map((row) => pageName(row.key)),
  );

  await pages.getByRole("button", { name: "Visits, sort" }).click();
  await expect(column("Visits")).toHaveAttribute("aria-sort", "ascending");
  expect((await bodyRows(pages)).map((row) => Number(row[1]))).toEqual(
    [...expected].map((row) => row.visits).sort((a, b) => a - b),
  );

  // Keyboard: the column's button, Enter; pages with no visitors have no conversion and come last.
  await pages.getByRole("button", { name: "Conversion, sort" }).focus();
  await page.keyboard.press("Enter");
  await expect(column("Conversion")).toHaveAttribute("aria-sort", "descending");
  await expect(column("Visits")).not.toHaveAttribute("aria-sort");
  expect((await bodyRows(pages)).at(-1)?.[4]).toBe("—None");
});

test("on a phone the pages' cards are ordered by a column chosen above them, either way", async ({
  page,
  reportServer: server,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await join(page, server, "owner");
  await page.goto("/admin/report?days=30");
  const expected = expectedReport(30).pages;
  const cards = page.getByRole("list", {
    name: "Pages, their visits and the leads sent from them",
  });
  // Each card's title: the page it counts.
  const titles = () =>
    cards
      .getByRole("listitem")
      .evaluateAll((items) =>
        items.map((item) => (item.firstElementChild as HTMLElement).innerText.trim()),
      );
  const section = page.getByRole("region", { name: "Visits and leads by page" });
  await section.getByRole("combobox", { name: "Order by" }).selectOption("Visits");
  const byVisits = [...expected].sort((a, b) => b.visits - a.visits);
  expect((await titles()).slice(0, 2)).toEqual(
    byVisits.slice(0, 2).map((row) => pageName(row.key)),
  );
  await section.getByRole("button", { name: "Reverse the order" }).click();
  const fewest = [...expected].sort((a, b) => a.visits - b.visits)[0];
  expect((await titles())[0]).toBe(pageName(fewest?.key ?? ""));
});

test("the report passes axe, fits a 320 px screen, and prints without the console's navigation", async ({
  page,
  reportServer: server,
}) => {
  // Three axe passes over the report's biggest pages: slow when browsers share two cores.
  test.slow();
  await join(page, server, "owner");
  for (const days of [7, 90]) {
    await page.goto(`/admin/report?days=${days}`);
    await expect(page.getByRole("img", { name: /^Leads per day by type/ })).toBeVisible();
    await expectNoAxeViolations(page);
    // Best practice beyond WCAG: each region's name is its own once every table has rows.
    const { violations } = await new AxeBuilder({ page })
      .withRules(["landmark-unique", "duplicate-id", "duplicate-id-aria"])
      .analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await horizontalOverflow(page), "horizontal overflow at 320 px").toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Console" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Period" })).toBeHidden();
  // Hidden, so out of the accessibility tree too: found by what they are.
  const downloads = page.locator("a[download]");
  await expect(downloads).toHaveCount(4);
  for (const link of await downloads.all()) await expect(link).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Report");
  await expect(page.getByRole("status").filter({ hasText: "Last 90 days:" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Leads per day by type/ })).toBeVisible();
  // On paper, no table is cut off at the side, and no row or drawing is split between pages.
  await page.setViewportSize({ width: 700, height: 1000 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  for (const name of [
    "Visits and leads per day, oldest first",
    "Campaigns, their visits and the leads sent from them",
  ]) {
    const overflow = await table(page, name).evaluate(
      (element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0),
    );
    expect(overflow, name).toBeLessThanOrEqual(0);
  }
  const breaks = await page
    .locator("tbody tr, svg[role='img']")
    .evaluateAll((elements) => [
      ...new Set(elements.map((element) => getComputedStyle(element).breakInside)),
    ]);
  expect(breaks).toEqual(["avoid"]);
  await expectNoAxeViolations(page);
});

test("the inbox shows the page each lead was sent from", async ({ page, reportServer: server }) => {
  await join(page, server, "owner");
  await page.goto("/admin/leads?type=contact");
  const table = page.getByRole("table", { name: "Leads, newest first" });
  await expect(table.getByRole("columnheader", { name: "Sent from" })).toBeVisible();
  const column = await table
    .getByRole("columnheader")
    .evaluateAll((headers) => headers.findIndex((header) => header.textContent === "Sent from"));
  const sources = await table
    .locator("tbody tr")
    .evaluateAll(
      (rows, index) => rows.map((row) => (row.children[index]?.textContent ?? "").trim()),
      column,
    );
  // Newest first (spam apart): today's, the Spanish one, the one whose page is not known, the two of 60 days ago.
  expect(sources).toEqual(["/contact", "/es/contact", "—None", "/contact", "/contact"]);
});
