import { randomUUID } from "node:crypto";

import type { Page } from "@playwright/test";

import { expectNoAxeViolations, horizontalOverflow } from "../support";
import { invite, sendContactMessage, uniqueAddress } from "./console-server";
import { expect, join, joinThrough, tabTo, test } from "./fixtures";

/**
 * axe, one h1, and nothing wider than a 320 px screen (tables scroll in
 * their own region), then back to a desktop's width.
 */
async function checkPage(page: Page, name: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 320, height: 800 });
  expect(
    await horizontalOverflow(page),
    `${name}: horizontal overflow at 320 px`,
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await checkPage(page, path);
}

/** A lead, a spam lead and a lead whose first delivery was refused. */
async function someLeads(server: Parameters<typeof sendContactMessage>[0], marker: string) {
  const lead = await sendContactMessage(server, {
    firstName: "Nadia",
    lastName: "Okafor",
    email: uniqueAddress("nadia"),
    inquiryType: "partnership",
    message: `We run twelve tutoring centers and would like to be listed. ${marker}`,
  });
  await sendContactMessage(server, {
    email: uniqueAddress("bot"),
    message: `Win ${marker}`,
    website: "x",
  });
  server.refuseNextDeliveries(1);
  await sendContactMessage(server, {
    firstName: "Retry",
    email: uniqueAddress("retry"),
    message: marker,
  });
  return lead;
}

test("every page an owner sees passes axe and fits a 320 px screen, dialogs and second steps included", async ({
  page,
  consoleServer: server,
}) => {
  test.setTimeout(180_000);
  const marker = randomUUID().slice(0, 8);
  const lead = await someLeads(server, marker);

  const email = uniqueAddress("owner");
  await page.goto(invite(server, email, "owner"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join the console");
  await checkPage(page, "invitation");
  await page.goto("about:blank");
  await page.goto(`/admin/invitation#${"x".repeat(30)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "This invitation cannot be used",
  );
  await checkPage(page, "unusable invitation");
  const { authenticator } = await joinThrough(
    page,
    invite(server, uniqueAddress("owner"), "owner"),
  );

  await visit(page, `/admin/leads?q=${marker}`, "Inbox");
  await visit(page, `/admin/spam?q=${marker}`, "Spam");
  await visit(page, `/admin/leads/${lead}`, "Contact message from Nadia Okafor");
  await page.getByRole("textbox", { name: "New note" }).fill("Listed them as a partner.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Note added." })).toBeVisible();
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("alert")).toHaveText("Write the note first.");
  await checkPage(page, "lead with a note and an error");

  await visit(page, "/admin/erase", "Erase a person's leads");
  await page.getByRole("textbox", { name: "Their email address" }).fill(uniqueAddress("nobody"));
  await page.getByRole("button", { name: "Find their leads" }).click();
  await expect(page.getByRole("status").filter({ hasText: "No leads" })).toBeVisible();
  await checkPage(page, "erase, second step");

  await visit(page, "/admin/audit", "Audit log");
  await visit(page, "/admin/report?days=90", "Report");
  await visit(page, "/admin/help-center?days=90", "Help center");
  await visit(page, "/admin/settings", "Delivery settings");
  await visit(page, "/admin/entries", "Publishing");
  await visit(page, "/admin/entries/new?collection=press", "New press release");
  await visit(page, "/admin/status", "Status");
  await visit(page, "/admin/people", "People");
  await page
    .getByRole("button", { name: /^Remove / })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await visit(page, "/admin/account", "Your account");
  await page.getByRole("button", { name: "Make new recovery codes" }).click();
  await page.getByRole("button", { name: "Make new codes" }).click();
  await expect(
    page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem"),
  ).toHaveCount(10);
  await checkPage(page, "account with new recovery codes");
  await visit(page, "/admin/no-such-page", "Page not found");

  await authenticator.setPresence(false);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the console");
  await checkPage(page, "sign-in");
  await page.getByRole("textbox", { name: "Email address" }).fill(email);
  await page.getByRole("textbox", { name: "Recovery code" }).fill("WRONG-CODE-0000");
  await page.getByRole("button", { name: "Sign in with a recovery code" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await checkPage(page, "sign-in refused");
});

test("every page a viewer sees passes axe, the refusal of an owner's page included", async ({
  page,
  consoleServer: server,
}) => {
  const marker = randomUUID().slice(0, 8);
  const lead = await someLeads(server, marker);
  await join(page, server, "viewer");
  await visit(page, `/admin/leads?q=${marker}`, "Inbox");
  await visit(page, `/admin/spam?q=${marker}`, "Spam");
  await visit(page, `/admin/leads/${lead}`, "Contact message from Nadia Okafor");
  await visit(page, "/admin/account", "Your account");
  await visit(page, "/admin/status", "Status");
  await visit(page, "/admin/audit", "This page could not be shown");
});

test("by keyboard alone: sign in, then from the inbox to a lead; focus lands on each page's heading", async ({
  page,
  consoleServer: server,
}) => {
  const marker = randomUUID().slice(0, 8);
  await someLeads(server, marker);
  await join(page, server, "owner");
  // Sign-in by its button (a browser without passkey autofill), from the top of the page.
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
  await page.reload();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Sign in to the console" }),
  ).toBeFocused();

  // Freshly loaded, a page starts at the skip link.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the console");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await tabTo(page, page.getByRole("button", { name: "Sign in with a passkey" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeFocused();

  const search = page.getByRole("searchbox", { name: "Search names, addresses and messages" });
  await tabTo(page, search);
  await page.keyboard.type(marker);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "match" })).toHaveText("2 leads match");
  // A new filter is not a new page: focus stays in the search box.
  await expect(search).toBeFocused();

  await tabTo(page, page.getByRole("link", { name: "Nadia Okafor (unread)" }));
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("heading", { level: 1, name: "Contact message from Nadia Okafor" }),
  ).toBeFocused();

  await tabTo(page, page.getByRole("button", { name: "Mark handled" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Marked handled." })).toBeVisible();

  await tabTo(
    page,
    page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Account" }),
  );
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeFocused();
  await expect(page).toHaveTitle("Your account · Brightway console");
});
