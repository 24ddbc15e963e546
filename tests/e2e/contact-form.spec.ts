import { type Page, expect, test } from "@playwright/test";

import { expectNoAxeViolations } from "./support";

const SUCCESS = "Your message has been sent";

function field(page: Page, label: string) {
  return page.getByRole("main").getByLabel(label, { exact: true });
}

function sendButton(page: Page) {
  return page.getByRole("button", { name: /^(Send Message|Sending\.\.\.)$/ });
}

/** The button is enabled once the page has hydrated and the form can send. */
async function openForm(page: Page, url = "/contact") {
  await page.goto(url);
  await expect(sendButton(page)).toBeEnabled();
}

test("errors are announced, tied to their fields, and focus goes to the first", async ({
  page,
}) => {
  await openForm(page);
  await sendButton(page).click();

  const email = field(page, "Email *");
  const message = field(page, "Message *");
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Enter your email address.");
  await expect(message).toHaveAttribute("aria-invalid", "true");
  await expect(message).toHaveAccessibleDescription("Enter your message.");
  await expect(page.getByRole("alert")).toHaveText([
    "Enter your email address.",
    "Enter your message.",
  ]);
  await expect(field(page, "First name")).not.toHaveAttribute("aria-invalid");
  await expectNoAxeViolations(page, "form");

  await email.fill("ada@example");
  await message.fill("Hello");
  await sendButton(page).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription("Enter an email address like name@example.com.");
  await expect(message).not.toHaveAttribute("aria-invalid");
});

test("sends after about a second, confirms in place and clears the form", async ({ page }) => {
  await openForm(page);
  await field(page, "First name").fill("Ada");
  await field(page, "Last name").fill("Lovelace");
  await field(page, "Email *").fill("ada@example.org");
  await field(page, "Inquiry type").selectOption("Partnership");
  await field(page, "Message *").fill("We run after-school programs in three counties.");
  await sendButton(page).click();

  await expect(sendButton(page)).toHaveText("Sending...");
  await expect(sendButton(page)).toBeDisabled();

  const status = page.getByRole("status");
  await expect(status).toHaveText(
    "Thank you, Ada. Your message has been sent, and we'll reply to ada@example.org.",
    { timeout: 3000 },
  );
  await expect(status).toBeFocused();
  for (const label of ["First name", "Last name", "Email *", "Message *"]) {
    await expect(field(page, label)).toHaveValue("");
  }
  await expect(field(page, "Inquiry type")).toHaveValue("general");
  await expect(sendButton(page)).toHaveText("Send Message");
  await expect(sendButton(page)).toBeEnabled();
});

for (const [inquiry, label] of [
  ["general", "General Question"],
  ["sales", "Sales Inquiry"],
  ["support", "Technical Support"],
  ["partnership", "Partnership"],
] as const) {
  test(`?inquiry=${inquiry} preselects ${label}`, async ({ page }) => {
    await openForm(page, `/contact?inquiry=${inquiry}`);
    await expect(field(page, "Inquiry type")).toHaveValue(inquiry);
    await expect(field(page, "Inquiry type").locator("option:checked")).toHaveText(label);
  });
}

test("an unknown ?inquiry= falls back to a general question", async ({ page }) => {
  await openForm(page, "/contact?inquiry=%3Cscript%3E");
  await expect(field(page, "Inquiry type")).toHaveValue("general");
});

test("whatever a visitor types is kept as text and never run", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const hostile = "<img src=x onerror=alert(1)>";
  await openForm(page);
  await field(page, "First name").fill(hostile);
  await field(page, "Last name").fill("Zoë 李 👩🏽‍🏫");
  await field(page, "Message *").fill(`${hostile}<script>alert(2)</script>`);
  await sendButton(page).click();

  // Held back by the missing email: everything stays exactly as typed.
  await expect(field(page, "First name")).toHaveValue(hostile);
  await expect(field(page, "Last name")).toHaveValue("Zoë 李 👩🏽‍🏫");
  await field(page, "Email *").fill("ada@example.org");
  await sendButton(page).click();
  await expect(page.getByRole("status")).toContainText(SUCCESS, { timeout: 3000 });

  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form shows but cannot send, and points to email and phone", async ({ page }) => {
    await page.goto("/contact");
    await expect(field(page, "Email *")).toBeVisible();
    await expect(sendButton(page)).toBeDisabled();
    await expect(page.getByRole("main")).toContainText(
      "If the form doesn't work in your browser, email or call us",
    );
  });
});
