import { expect, test } from "@playwright/test";

import { expectNoAxeViolations, watchPage } from "./support";

test("an unknown path answers 404 with the not-found page and logs the path", async ({
  page,
  baseURL,
}) => {
  const watched = watchPage(page, baseURL);
  const response = await page.goto("/no/such-page");
  expect(response?.status()).toBe(404);

  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: /Oops! Page not found/ })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect
    .poll(() => watched.consoleProblems)
    .toContainEqual(expect.stringContaining("/no/such-page"));
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Streamline ESA Fund Management",
  );
});

test("the 404 page is not indexed", async ({ page }) => {
  await page.goto("/missing");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
