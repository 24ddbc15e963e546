import { type Page, expect, test } from "@playwright/test";

import { OWN_SERVER_TEST_TIMEOUT_MS, ownServer, storedLeads } from "./intake";
import { expectNoAxeViolations, gotoInteractive } from "./support";

const SUCCESS = "Your message has been sent";

function field(page: Page, label: string) {
  return page.getByRole("main").getByLabel(label, { exact: true });
}

function sendButton(page: Page) {
  return page.getByRole("button", { name: /^(Send Message|Sending\.\.\.)$/ });
}

/** Once hydrated, the form checks and sends in place; before, the browser posts it. */
async function openForm(page: Page, url = "/contact") {
  await gotoInteractive(page, url);
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

test("sends to the server, confirms in place, clears the form, and the message is stored", async ({
  page,
  request,
}) => {
  // Half a second on the way to the real server, so that "Sending..." can be seen.
  await page.route("**/api/contact-messages", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
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
  const stored = (await storedLeads(request)).filter((lead) => lead.lastName === "Lovelace");
  expect(stored).toEqual([
    expect.objectContaining({
      type: "contact",
      firstName: "Ada",
      inquiryType: "partnership",
      message: "We run after-school programs in three counties.",
    }),
  ]);
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
  await expect(page.getByRole("status")).toContainText(`Thank you, ${hostile}. ${SUCCESS}`);

  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

/** Pasted from a PDF or an old system: a NUL, a bell, a vertical tab; the rule cleans them. */
const PASTED = "Pasted\u0000 from a PDF\u0007,\vnext line";
const PASTED_AS_STORED = "Pasted from a PDF,\nnext line";

test("a message pasted with characters no database can hold is sent and stored by the rule", async ({
  page,
  request,
}) => {
  await openForm(page);
  await field(page, "First name").fill("Pasted");
  await field(page, "Email *").fill("pasted@example.org");
  await field(page, "Message *").fill(PASTED);
  await expect(field(page, "Message *")).toHaveValue(PASTED);
  await sendButton(page).click();

  await expect(page.getByRole("status")).toContainText(SUCCESS);
  const stored = (await storedLeads(request)).filter((lead) => lead.firstName === "Pasted");
  expect(stored).toEqual([expect.objectContaining({ message: PASTED_AS_STORED })]);
});

test("too many messages: says when to try again, and keeps everything", async ({ page }) => {
  test.setTimeout(OWN_SERVER_TEST_TIMEOUT_MS);
  const server = await ownServer({ FORM_RATE_LIMIT_MAX: "1" });
  try {
    await openForm(page, `${server.origin}/contact`);
    await field(page, "Email *").fill("ada@example.org");
    await field(page, "Message *").fill("First message");
    await sendButton(page).click();
    await expect(page.getByRole("status")).toContainText(SUCCESS);

    await field(page, "Email *").fill("ada@example.org");
    await field(page, "Message *").fill("Second message");
    await sendButton(page).click();
    await expect(page.getByRole("alert")).toContainText("Please try again in 10 minutes");
    await expect(field(page, "Message *")).toHaveValue("Second message");
  } finally {
    await server.remove();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form is sent by the browser and lands on a confirmation page", async ({
    page,
    request,
  }) => {
    await page.goto("/contact");
    await field(page, "First name").fill("Plain");
    await field(page, "Last name").fill("Browser 👩🏽‍🏫");
    await field(page, "Email *").fill("plain@example.org");
    await field(page, "Inquiry type").selectOption("Technical Support");
    await field(page, "Message *").fill("Sent without JavaScript.");
    await sendButton(page).click();

    await expect(page).toHaveURL("/contact/sent");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Thank you, your message has been sent",
    );
    const stored = (await storedLeads(request)).filter((lead) => lead.firstName === "Plain");
    expect(stored).toEqual([
      expect.objectContaining({
        lastName: "Browser 👩🏽‍🏫",
        inquiryType: "support",
        message: "Sent without JavaScript.",
        spam: false,
      }),
    ]);
  });

  test("a message pasted with characters no database can hold lands on the confirmation page", async ({
    page,
    request,
  }) => {
    await page.goto("/contact");
    await field(page, "First name").fill("PastedPlain");
    await field(page, "Email *").fill("pasted-plain@example.org");
    await field(page, "Message *").fill(PASTED);
    await expect(field(page, "Message *")).toHaveValue(PASTED);
    await sendButton(page).click();

    await expect(page).toHaveURL("/contact/sent");
    const stored = (await storedLeads(request)).filter((lead) => lead.firstName === "PastedPlain");
    expect(stored).toEqual([expect.objectContaining({ message: PASTED_AS_STORED })]);
  });

  test("what the server refuses leads to a page that says what to fix; Back keeps what was typed", async ({
    page,
    request,
  }) => {
    await page.goto("/contact");
    await field(page, "First name").fill("Refused");
    await field(page, "Email *").fill("not-an-address");
    await field(page, "Message *").fill("Please keep this text.");
    await sendButton(page).click();

    await expect(page).toHaveURL("/contact/not-sent");
    await expect(page.getByRole("main")).toContainText("looks like name@example.com");
    await page.goBack();
    await expect(field(page, "Email *")).toHaveValue("not-an-address");
    await expect(field(page, "Message *")).toHaveValue("Please keep this text.");
    expect((await storedLeads(request)).some((lead) => lead.firstName === "Refused")).toBe(false);
  });
});
