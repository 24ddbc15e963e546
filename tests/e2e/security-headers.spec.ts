import { type Page, expect, test } from "@playwright/test";

import { pages } from "~/lib/route-table";

import { longDay, PICKER_TODAY } from "./picker-dates";
import { gotoInteractive } from "./support";

/** Records Content-Security-Policy violations from the first byte of every document. */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective}: ${event.blockedURI || event.sample}`),
    );
  });
}

const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test("pages carry a strict Content-Security-Policy and the other security headers", async ({
  request,
}) => {
  for (const path of ["/", "/pricing", "/no-such-page"]) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src"));
    expect(scriptSrc, path).toMatch(/'sha256-/);
    expect(scriptSrc, path).not.toMatch(/unsafe-inline|unsafe-eval/);
    for (const directive of [
      "default-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "object-src 'none'",
      "form-action 'self'",
      "connect-src 'self'",
    ]) {
      expect(csp, path).toContain(directive);
    }
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["cache-control"]).toBe("no-cache");
  }
});

test("hashed assets are cached for a year, immutably", async ({ page, request }) => {
  await page.goto("/");
  const script = await page.locator('script[type="module"]').first().getAttribute("src");
  const response = await request.get(script ?? "");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("no route violates the policy", async ({ page }) => {
  test.setTimeout(120_000);
  await recordCspViolations(page);
  for (const { path } of pages) {
    await page.goto(path, { waitUntil: "networkidle" });
    expect(await cspViolations(page), path).toEqual([]);
  }
});

test("the demo dialog, its calendar and a submission stay within the policy", async ({ page }) => {
  await recordCspViolations(page);
  await page.clock.setFixedTime(PICKER_TODAY);
  await gotoInteractive(page, "/");
  await page.getByRole("main").getByRole("button", { name: "Request Demo" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a demo" });
  await dialog.getByLabel("Full Name *").fill("Ada Lovelace");
  await dialog.getByLabel("Email Address *").fill("ada@example.org");
  await dialog.getByLabel("Phone Number *").fill("5125550100");
  await dialog.getByRole("button", { name: /Preferred Demo Date/ }).click();
  await page
    .getByRole("grid")
    .getByRole("button", { name: new RegExp(longDay(16)) })
    .click();
  await dialog.getByRole("button", { name: "Request Demo" }).click();
  await expect(page.getByText("Demo request submitted successfully!")).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
});
