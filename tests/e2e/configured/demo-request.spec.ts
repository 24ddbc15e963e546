import { type Page, expect, test } from "@playwright/test";

import { testEndpoints } from "../../e2e-servers";
import { gotoInteractive } from "../support";

const TODAY = new Date(2026, 11, 15, 10, 0, 0);

async function fillRequest(page: Page) {
  await page.getByRole("main").getByRole("button", { name: "Request Demo" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a demo" });
  await dialog.getByLabel("Full Name *").fill("  Ada Lovelace ");
  await dialog.getByLabel("Email Address *").fill("ada@example.org");
  await dialog.getByLabel("Phone Number *").fill("(512) 555-0100");
  await dialog.getByRole("button", { name: /Preferred Demo Date/ }).click();
  await page
    .getByRole("grid")
    .getByRole("button", { name: /December 17, 2026/ })
    .click();
  return dialog;
}

async function expectDraftKept(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Request a demo" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Full Name *")).toHaveValue("  Ada Lovelace ");
  await expect(dialog.getByLabel("Email Address *")).toHaveValue("ada@example.org");
  await expect(dialog.getByLabel("Phone Number *")).toHaveValue("(512) 555-0100");
  await expect(dialog.getByRole("button", { name: /Preferred Demo Date/ })).toHaveText(
    "December 17, 2026",
  );
  await expect(dialog.getByRole("button", { name: "Request Demo" })).toBeEnabled();
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
  await gotoInteractive(page, "/");
});

test("POSTs the trimmed request as JSON to the configured endpoint, with the page it was sent from", async ({
  page,
}) => {
  let posted: unknown;
  await page.route(`**${testEndpoints.demoRequest}`, async (route) => {
    posted = route.request().postDataJSON();
    await route.fulfill({ status: 201, contentType: "application/json", body: "{}" });
  });
  const dialog = await fillRequest(page);
  await dialog.getByRole("button", { name: "Request Demo" }).click();
  await expect(
    page.getByText("Demo request submitted successfully! We'll contact you soon."),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(posted).toEqual({
    name: "Ada Lovelace",
    email: "ada@example.org",
    phone: "(512) 555-0100",
    demoDate: "2026-12-17",
    locale: "en-US",
    website: "",
    // The page it was sent from.
    source: "/",
  });
});

test("an endpoint that refuses the request keeps every field and says what to do", async ({
  page,
}) => {
  // Not mocked: this site's own server does not take POSTs there (405).
  const dialog = await fillRequest(page);
  await dialog.getByRole("button", { name: "Request Demo" }).click();
  await expect(dialog.getByRole("alert")).toContainText("couldn't accept this submission");
  await expect(dialog.getByRole("alert")).toContainText("sales@brightway.example");
  await expectDraftKept(page);
});

test("a network failure keeps every field", async ({ page }) => {
  await page.route(`**${testEndpoints.demoRequest}`, (route) => route.abort("connectionrefused"));
  const dialog = await fillRequest(page);
  await dialog.getByRole("button", { name: "Request Demo" }).click();
  await expect(dialog.getByRole("alert")).toContainText("try again in a moment");
  await expectDraftKept(page);
});
