import { type Page, expect, test } from "@playwright/test";

import { expectNoAxeViolations } from "./support";

function searchBox(page: Page) {
  return page
    .getByRole("search", { name: "Help center" })
    .getByRole("searchbox", { name: "Search questions and articles" });
}

/** The polite live region that announces the result count. */
function resultCount(page: Page) {
  return page.getByRole("search").getByRole("status");
}

function questions(page: Page) {
  return page.getByRole("main").locator("details");
}

function articles(page: Page) {
  return page
    .getByRole("region", { name: "What other visitors are reading" })
    .getByRole("listitem");
}

async function openHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
}

test("typing narrows the questions and articles and announces the count", async ({ page }) => {
  await openHydrated(page, "/help-center");
  await expect(questions(page)).toHaveCount(16);
  await expect(articles(page)).toHaveCount(4);
  await expect(resultCount(page)).toHaveText("");

  await searchBox(page).pressSequentially("Refund");
  await expect(questions(page)).toHaveCount(1);
  await expect(
    page.getByText("How do I request a refund for a service I didn't receive?"),
  ).toBeVisible();
  await expect(resultCount(page)).toHaveText("1 result for “Refund”");
  await expect(page.getByRole("heading", { name: "Payments & Billing" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Getting Started" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "What other visitors are reading" })).toHaveCount(
    0,
  );
  await expect(page).toHaveURL("/help-center?q=Refund");

  await searchBox(page).fill("secure");
  await expect(articles(page)).toHaveCount(1);
  await expect(articles(page)).toContainText("Keeping your account secure");
  await expect(resultCount(page)).toHaveText(/^\d+ results? for “secure”$/);

  await searchBox(page).fill("");
  await expect(questions(page)).toHaveCount(16);
  await expect(resultCount(page)).toHaveText("");
  await expect(page).toHaveURL("/help-center");
});

test("searches answers as well as questions", async ({ page }) => {
  await openHydrated(page, "/help-center");
  await searchBox(page).fill("authenticator");
  await expect(questions(page)).toHaveCount(1);
  await expect(questions(page)).toContainText("How do I turn on multi-factor authentication?");
  await expect(resultCount(page)).toHaveText("1 result for “authenticator”");
});

test("no results offers the contact form and a way back", async ({ page }) => {
  await openHydrated(page, "/help-center");
  await searchBox(page).fill("xylophone lessons");
  await expect(resultCount(page)).toHaveText("No results for “xylophone lessons”");
  await expect(questions(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Send a message to support" })).toHaveAttribute(
    "href",
    "/contact?inquiry=support",
  );
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue("");
  await expect(questions(page)).toHaveCount(16);
  await expect(page).toHaveURL("/help-center");

  await searchBox(page).fill("nothing matches this");
  await page.getByRole("link", { name: "Send a message to support" }).click();
  await expect(page).toHaveURL("/contact?inquiry=support");
});

test("a shared ?q= link opens with the search applied", async ({ page }) => {
  await openHydrated(page, "/help-center?q=password");
  await expect(searchBox(page)).toHaveValue("password");
  await expect(resultCount(page)).toHaveText(/^\d+ results for “password”$/);
  await expect(questions(page).first()).toContainText("How do I reset my password?");
  await expect(page.getByRole("heading", { name: "Provider Services" })).toHaveCount(0);
});

test("typing keeps the page where it is and adds no history entries", async ({ page }) => {
  await openHydrated(page, "/");
  await page.goto("/help-center");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo(0, 200));
  await searchBox(page).pressSequentially("payout");
  await expect(page).toHaveURL("/help-center?q=payout");
  expect(await page.evaluate(() => window.scrollY)).toBe(200);
  await page.goBack();
  await expect(page).toHaveURL("/");
});

test("submitting moves focus to the result count", async ({ page }) => {
  await openHydrated(page, "/help-center");
  await searchBox(page).fill("meals");
  await searchBox(page).press("Enter");
  await expect(resultCount(page)).toBeFocused();
  await expect(page).toHaveURL("/help-center?q=meals");
});

test("a query is shown as text, never run", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const hostile = "<img src=x onerror=alert(1)>";
  await openHydrated(page, `/help-center?q=${encodeURIComponent(hostile)}`);
  await expect(resultCount(page)).toHaveText(`No results for “${hostile}”`);
  await searchBox(page).fill("<script>alert(2)</script> 😀");
  await expect(resultCount(page)).toHaveText("No results for “<script>alert(2)</script> 😀”");
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every question shows and the search is a plain GET form", async ({ page }) => {
    await page.goto("/help-center");
    await expect(questions(page)).toHaveCount(16);
    await searchBox(page).fill("refund");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL("/help-center?q=refund");
    await expect(questions(page)).toHaveCount(16);
  });
});
