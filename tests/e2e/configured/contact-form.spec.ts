import { type Page, expect, test } from "@playwright/test";

import { testEndpoints } from "../../e2e-servers";
import { gotoInteractive } from "../support";

const endpoint = `**${testEndpoints.contact}`;
const hostile = "<img src=x onerror=alert(1)>";

const typed = {
  "First name": "  Zoë ",
  "Last name": hostile,
  "Email *": "ada@example.org",
  "Message *": "Héllo 👋 — can we talk about a pilot?",
};

function field(page: Page, label: string) {
  return page.getByRole("main").getByLabel(label, { exact: true });
}

function sendButton(page: Page) {
  return page.getByRole("button", { name: /^(Send Message|Sending\.\.\.)$/ });
}

async function fillMessage(page: Page) {
  await gotoInteractive(page, "/contact?inquiry=sales");
  for (const [label, value] of Object.entries(typed)) await field(page, label).fill(value);
}

async function expectEverythingKept(page: Page) {
  for (const [label, value] of Object.entries(typed)) {
    await expect(field(page, label)).toHaveValue(value);
  }
  await expect(field(page, "Inquiry type")).toHaveValue("sales");
  await expect(sendButton(page)).toHaveText("Send Message");
  await expect(sendButton(page)).toBeEnabled();
}

let dialogs: string[] = [];

test.beforeEach(({ page }) => {
  dialogs = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
});

test.afterEach(() => {
  expect(dialogs, "dialogs opened by the page").toEqual([]);
});

test("POSTs the trimmed message as JSON to the configured endpoint, once, and confirms", async ({
  page,
}) => {
  const posted: unknown[] = [];
  const keys: (string | null)[] = [];
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(endpoint, async (route) => {
    posted.push(route.request().postDataJSON());
    keys.push(await route.request().headerValue("idempotency-key"));
    await answered;
    await route.fulfill({ status: 200, contentType: "application/json", body: "{}" });
  });
  await fillMessage(page);
  await sendButton(page).click();
  await expect(sendButton(page)).toHaveText("Sending...");
  await expect(sendButton(page)).toBeDisabled();
  // Neither a second click nor Enter in a field sends it again.
  await sendButton(page).click({ force: true });
  await field(page, "Email *").press("Enter");
  answer();

  await expect(page.getByRole("status")).toContainText("Your message has been sent");
  expect(posted).toEqual([
    {
      firstName: "Zoë",
      lastName: hostile,
      email: "ada@example.org",
      inquiryType: "sales",
      message: "Héllo 👋 — can we talk about a pilot?",
      locale: "en-US",
      website: "",
      // The page it was sent from, with its query.
      source: "/contact?inquiry=sales",
    },
  ]);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  await expect(field(page, "Email *")).toHaveValue("");
});

test("an endpoint that refuses the message keeps every field and says what to do", async ({
  page,
}) => {
  await page.route(endpoint, (route) => route.fulfill({ status: 500, body: "Server error" }));
  await fillMessage(page);
  await sendButton(page).click();

  const alert = page.getByRole("alert");
  await expect(alert).toContainText("We couldn't send this just now");
  await expect(alert).toBeFocused();
  await expect(alert.getByRole("link", { name: "support@brightway.example" })).toHaveAttribute(
    "href",
    "mailto:support@brightway.example",
  );
  await expect(alert.getByRole("link", { name: "(512) 555-0142" })).toHaveAttribute(
    "href",
    "tel:+15125550142",
  );
  await expectEverythingKept(page);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

test("a refusal (the server does not take POSTs there) keeps every field", async ({ page }) => {
  // Not mocked: this site's own server answers 405.
  await fillMessage(page);
  await sendButton(page).click();
  await expect(page.getByRole("alert")).toContainText("Please reach us directly");
  await expectEverythingKept(page);
});

test("a network failure keeps every field, and sending again works", async ({ page }) => {
  await page.route(endpoint, (route) => route.abort("connectionrefused"));
  await fillMessage(page);
  await sendButton(page).click();
  await expect(page.getByRole("alert")).toContainText("We couldn't send this just now");
  await expectEverythingKept(page);

  await page.unroute(endpoint);
  await page.route(endpoint, (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: "{}" }),
  );
  await sendButton(page).click();
  await expect(page.getByRole("status")).toContainText("Your message has been sent");
  await expect(page.getByRole("alert")).toHaveCount(0);
});
