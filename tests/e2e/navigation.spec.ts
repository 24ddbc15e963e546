import { type Page, expect, test } from "@playwright/test";

import { gotoInteractive } from "./support";

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The menu is a native disclosure: its summary is the button, its state is `open`. */
  const menuOf = (page: Page) => {
    const menu = page.getByRole("banner").locator("details");
    return {
      button: menu.locator("summary"),
      isOpen: () => menu.evaluate((element) => (element as HTMLDetailsElement).open),
      nav: page.getByRole("navigation", { name: "Main" }),
    };
  };

  test("opens and closes by keyboard, returning focus to its button", async ({ page }) => {
    await gotoInteractive(page, "/pricing");
    const menu = menuOf(page);
    await expect(menu.button).toHaveText("Menu");
    await expect(menu.nav).toBeHidden();

    await menu.button.focus();
    await page.keyboard.press("Enter");
    expect(await menu.isOpen()).toBe(true);
    await expect(menu.nav.getByRole("link", { name: "School Lunch" })).toBeVisible();

    await page.keyboard.press("Tab");
    await expect(menu.nav.getByRole("link", { name: "School Lunch" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(menu.nav).toBeHidden();
    expect(await menu.isOpen()).toBe(false);
    await expect(menu.button).toBeFocused();
  });

  test("closes after following a link", async ({ page }) => {
    await gotoInteractive(page, "/pricing");
    const menu = menuOf(page);
    await menu.button.click();
    await menu.nav.getByRole("link", { name: "ESA" }).click();
    await expect(page).toHaveURL("/esa");
    await expect(menu.nav).toBeHidden();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("still opens and closes, and its links work", async ({ page }) => {
      await page.goto("/pricing");
      const menu = menuOf(page);
      await expect(menu.nav).toBeHidden();
      await menu.button.click();
      await expect(menu.nav.getByRole("link", { name: "Features" })).toBeVisible();
      await menu.button.click();
      await expect(menu.nav).toBeHidden();
      await menu.button.click();
      await menu.nav.getByRole("link", { name: "ESA" }).click();
      await expect(page).toHaveURL("/esa");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  });
});

test("the desktop header shows every link without a menu button", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner").locator("summary")).toBeHidden();
  const mainNav = page.getByRole("navigation", { name: "Main" });
  for (const name of ["School Lunch", "ESA", "Features", "Solutions", "Compliance", "Support"]) {
    await expect(mainNav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(mainNav.getByRole("link", { name: "Sign In" })).toHaveAttribute(
    "href",
    /^https:\/\/portal\./,
  );
});

test("header anchors reach Home's sections from another page", async ({ page }) => {
  await page.goto("/pricing");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Compliance" })
    .click();
  await expect(page).toHaveURL("/#compliance");
  await expect(page.locator("#compliance")).toBeInViewport();
});

test("Learn More brings the solutions into view", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Learn More" }).first().click();
  await expect(page).toHaveURL("/#solutions");
  await expect(
    page.getByRole("heading", { name: "Built for everyone an ESA program serves" }),
  ).toBeInViewport();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Learn More still reaches the solutions", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Learn More" }).first().click();
    await expect(page.locator("#solutions")).toBeInViewport();
  });
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skipLink = page.getByRole("link", { name: "Skip to main content" });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test("the footer lists the five groups from the routes table", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("navigation", { name: "Footer" });
  for (const group of ["Product", "Solutions", "Support", "Company", "Legal"]) {
    await expect(footer.getByRole("heading", { name: group })).toBeVisible();
  }
  // The spec's nineteen, the accessibility statement, and the school lunch and ESA pages.
  await expect(footer.getByRole("link")).toHaveCount(22);
  await expect(page.getByRole("contentinfo")).toContainText(
    "SOC 2 Type II Certified • FERPA Compliant",
  );
  await expect(page.getByRole("contentinfo")).toContainText(
    `© ${new Date().getFullYear()} Brightway`,
  );
});

test("each solution's Learn More leads to its audience page", async ({ page }) => {
  const solutions: [context: string, path: string][] = [
    ["about solutions for state governments", "/for-states"],
    ["about solutions for education providers", "/for-providers"],
    ["about solutions for families", "/for-families"],
  ];
  for (const [context, path] of solutions) {
    await page.goto("/#solutions");
    await page.getByRole("link", { name: `Learn More ${context}` }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});
