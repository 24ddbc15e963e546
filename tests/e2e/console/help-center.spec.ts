/**
 * The help center page as an editor uses it: from the navigation, first with
 * nothing counted (the page says what will appear), then with searches that
 * found nothing written into the server's database as its counter writes them
 * (the counting itself is tested in tests/server): each language's queries,
 * most searched first, the period choice, the searches without words, axe,
 * and no sideways scroll on a phone.
 */
import type { Locator, Page } from "@playwright/test";

import type { Locale } from "../../../app/lib/forms/rules";
import type { SearchOutcome } from "../../../app/lib/search-misses";
import { searchMisses } from "../../../server/db/schema";
import { expectNoAxeViolations } from "../support";
import { withDatabase } from "./console-server";
import { expect, join, test } from "./fixtures";
import { phoneProblems } from "./phone-layout";
import { dayAgo } from "./report-leads";

const longQuery =
  "how do i send a receipt for a tutoring session that my grandmother paid in cash last weekend";

/** None lies on a period's first day, so a run across midnight (UTC) changes no count. */
const searched: {
  daysAgo: number;
  locale: Locale;
  outcome: SearchOutcome;
  query: string;
  count: number;
}[] = [
  { daysAgo: 0, locale: "en-US", outcome: "no-results", query: "reimbursement deadline", count: 3 },
  { daysAgo: 1, locale: "en-US", outcome: "no-results", query: "reimbursement deadline", count: 4 },
  { daysAgo: 1, locale: "en-US", outcome: "no-results", query: longQuery, count: 1 },
  { daysAgo: 10, locale: "en-US", outcome: "no-results", query: "summer camp", count: 9 },
  { daysAgo: 1, locale: "en-US", outcome: "no-results", query: "", count: 12 },
  { daysAgo: 0, locale: "es-US", outcome: "no-click", query: "tutores bilingües", count: 2 },
];

/** Every row of a table's body as its cells' text. */
function bodyRows(table: Locator): Promise<string[][]> {
  return table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").trim()),
      ),
    );
}

const list = (page: Page, name: string) => page.getByRole("table", { name });
const englishNoResults = "Searches in English: queries with no results, most searched first";
const spanishNoClick =
  "Searches in Spanish: queries whose results no one opened, most searched first";

async function fitsPhones(page: Page) {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await phoneProblems(page), `at ${width} px`).toEqual({
      overflowing: [],
      smallTargets: [],
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("an editor reads what visitors searched for and did not find, per language, over a period", async ({
  page,
  consoleServer: server,
}) => {
  test.setTimeout(120_000);
  await join(page, server, "editor");
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Help center" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help center");
  await expect(page).toHaveURL(/\/admin\/help-center$/);

  await test.step("nothing counted yet: the page says what will appear", async () => {
    await expect(page.getByText(/^Nothing in these days\. When a search/)).toBeVisible();
    await expect(page.getByText("No search came back empty in these days.")).toHaveCount(2);
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Download CSV/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  await withDatabase(server, (db) =>
    db
      .insert(searchMisses)
      .values(searched.map(({ daysAgo, ...row }) => ({ day: dayAgo(daysAgo), ...row }))),
  );

  await test.step("30 days: each language's queries, most searched first", async () => {
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help center");
    await expect(
      page.getByRole("navigation", { name: "Period" }).locator('[aria-current="page"]'),
    ).toHaveText("Last 30 days");
    expect(await bodyRows(list(page, englishNoResults))).toEqual([
      ["summer camp", "9"],
      ["reimbursement deadline", "7"],
      [longQuery, "1"],
    ]);
    const english = page.getByRole("region", { name: "Searches in English" });
    await expect(english.getByText("17 searches of 3 different queries.")).toBeVisible();
    await expect(
      english.getByText(
        "And 12 searches of queries past the day's limit of different queries, whose words were not kept.",
      ),
    ).toBeVisible();
    expect(await bodyRows(list(page, spanishNoClick))).toEqual([["tutores bilingües", "2"]]);
    await expect(
      page
        .getByRole("region", { name: "Searches in Spanish" })
        .getByText("No search came back empty in these days."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /Download CSV/ })).toHaveAttribute(
      "href",
      "/api/admin/search-misses?days=30&format=csv",
    );
    await expect(
      page.getByText(/^Each day keeps at most 500 different queries per language and outcome;/),
    ).toBeVisible();
    await expect(page.getByText("The counts are deleted after 13 months.")).toBeVisible();
    await expectNoAxeViolations(page);
    await fitsPhones(page);
  });

  await test.step("7 days leave out the older searches", async () => {
    await page.getByRole("link", { name: "Last 7 days" }).click();
    await expect(page).toHaveURL(/\/admin\/help-center\?days=7$/);
    await expect(page.getByRole("status").filter({ hasText: "Last 7 days:" })).toBeVisible();
    await expect(list(page, englishNoResults).locator("tbody tr")).toHaveCount(2);
    expect(await bodyRows(list(page, englishNoResults))).toEqual([
      ["reimbursement deadline", "7"],
      [longQuery, "1"],
    ]);
  });
});
