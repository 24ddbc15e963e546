import { readFile } from "node:fs/promises";

import type { Locator, Page } from "@playwright/test";

import { expectNoAxeViolations, horizontalOverflow } from "../support";
import { type ConsoleServer, startConsoleServer } from "./console-server";
import { expect, join, test as consoleTest } from "./fixtures";
import { dayAgo, expectedReport, sendKnownLeads } from "./report-leads";

/**
 * The report's tests read a server holding only the known leads (sent once
 * per worker), so every count is known.
 */
const test = consoleTest.extend<object, { reportServer: ConsoleServer }>({
  reportServer: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startConsoleServer();
      await sendKnownLeads(server);
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

  const perDay = table(page, "Leads per day, oldest first");
  expect(await bodyRows(perDay)).toEqual(
    expected.perDay.map((day) => [
      mediumDate(day.date),
      String(day.demo),
      String(day.contact),
      String(day.spam),
    ]),
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
  await expect(totals.locator("dd")).toHaveText([
    String(expected.demo),
    String(expected.contact),
    `${expected.spam} of ${expected.total} received (${new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 }).format(expected.spam / expected.total)})`,
  ]);

  const unknown = "Not known (sent before pages were recorded, or by another site or program)";
  expect(await bodyRows(table(page, "Leads by the page they were sent from, most first"))).toEqual(
    expected.pages.map(([path, leads]) => [path === "unknown" ? unknown : path, leads]),
  );
  expect(await bodyRows(table(page, "Leads by campaign, most first"))).toEqual(
    expected.campaigns.map((row) => row.map((cell) => cell || "—None")),
  );
}

test("the report's numbers are the leads in the database: per day in the table and the chart, by page, by campaign, spam; for 7, 30 and 90 days", async ({
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
    page.getByRole("table", { name: "Leads per day, oldest first" }).locator("tbody tr"),
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
      /^leads-(days|pages|campaigns)-7-days-from-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    return (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  };
  const lines = (rows: (string | number)[][]) => rows.map((row) => `${row.join(",")}\r\n`).join("");

  expect(await csvOf("Download CSV (leads per day)")).toBe(
    lines([
      ["date", "demo", "contact", "spam"],
      ...expected.perDay.map((day) => [day.date, day.demo, day.contact, day.spam]),
    ]),
  );
  expect(await csvOf("Download CSV (leads by page)")).toBe(
    lines([["page", "leads"], ...expected.pages]),
  );
  expect(await csvOf("Download CSV (leads by campaign)")).toBe(
    lines([["campaign", "source", "medium", "leads"], ...expected.campaigns]),
  );
});

test("the report passes axe, fits a 320 px screen, and prints without the console's navigation", async ({
  page,
  reportServer: server,
}) => {
  await join(page, server, "owner");
  for (const days of [7, 90]) {
    await page.goto(`/admin/report?days=${days}`);
    await expect(page.getByRole("img", { name: /^Leads per day by type/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await horizontalOverflow(page), "horizontal overflow at 320 px").toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Console" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Period" })).toBeHidden();
  // Hidden, so out of the accessibility tree too: found by what they are.
  const downloads = page.locator("a[download]");
  await expect(downloads).toHaveCount(3);
  for (const link of await downloads.all()) await expect(link).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Report");
  await expect(page.getByRole("status").filter({ hasText: "Last 90 days:" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Leads per day by type/ })).toBeVisible();
  // On paper, no table is cut off at the side, and no row or drawing is split between pages.
  await page.setViewportSize({ width: 700, height: 1000 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  for (const name of ["Leads per day, oldest first", "Leads by campaign, most first"]) {
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
