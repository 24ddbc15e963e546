import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";

import { sendContactMessage, sendDemoRequest, uniqueAddress } from "./console-server";
import { expect, join, test } from "./fixtures";

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole("heading", { level: 1, name });

/** Searches and waits for the inbox of that search: until then the last one's results still show. */
async function search(page: Page, query: string) {
  await page.getByRole("searchbox", { name: "Search names, addresses and messages" }).fill(query);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(query);
}

test("an owner joins, finds, handles, delivers, exports and erases leads, sees it all in the audit log, and signs in again with a passkey and a recovery code", async ({
  page,
  consoleServer: server,
}) => {
  test.setTimeout(300_000);
  // A word in every lead of this test, so its searches find only them.
  const marker = randomUUID().slice(0, 8);
  const spanish = {
    firstName: "Lucía",
    lastName: "Hernández",
    email: uniqueAddress("lucia"),
    inquiryType: "support",
    locale: "es-US",
    message: `Quisiera más información sobre el programa (${marker}).`,
    source: "/es/contact?utm_source=boletin&utm_medium=email&utm_campaign=otono",
  } as const;
  const demo = { name: `Dana Whitfield ${marker}`, email: uniqueAddress("dana") };
  const bot = { email: uniqueAddress("bot"), message: `Cheap offers ${marker}`, website: "x" };
  const refused = { firstName: "Ray", email: uniqueAddress("ray"), message: `Call me ${marker}` };

  const owner =
    await test.step("an invitation from the command line, a passkey, recovery codes", () =>
      join(page, server, "owner"));
  const { authenticator } = owner;
  expect(await authenticator.credentialCount()).toBe(1);

  const ids = await test.step("leads arrive; one delivery is refused the first time", async () => {
    const spanishId = await sendContactMessage(server, spanish);
    const demoId = await sendDemoRequest(server, demo);
    const botId = await sendContactMessage(server, bot);
    await expect.poll(() => server.delivered(spanishId) && server.delivered(demoId)).toBe(true);
    server.refuseNextDeliveries(1);
    const refusedId = await sendContactMessage(server, refused);
    await expect
      .poll(() => server.webhook.received.some((hook) => hook.body.includes(refusedId)))
      .toBe(true);
    return { spanishId, botId, refusedId };
  });
  expect(server.delivered(ids.botId), "a spam lead is never delivered").toBe(false);

  await test.step("filter by type, with counts beside the choices", async () => {
    await page.reload();
    await search(page, marker);
    await expect(page.getByRole("status").filter({ hasText: "leads match" })).toHaveText(
      "3 leads match",
    );
    const type = page.getByRole("combobox", { name: "Type", exact: true });
    await expect(type).toContainText("Contact message (2)");
    await type.selectOption("contact");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${marker}&type=contact$`));
    const rows = page.getByRole("table", { name: "Leads, newest first" }).getByRole("row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText("Ray");
    await expect(rows.nth(2)).toContainText("Lucía Hernández");
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL("/admin/leads");
  });

  await test.step("search with and without accents", async () => {
    for (const query of [
      `información sobre el programa (${marker}`,
      `informacion sobre el programa (${marker}`,
    ]) {
      await search(page, query);
      await expect(page.getByRole("status").filter({ hasText: "match" })).toHaveText(
        "1 lead matches",
      );
      await expect(page.getByRole("link", { name: "Lucía Hernández (unread)" })).toBeVisible();
    }
  });

  await test.step("open the lead: every field, and it is read from now on", async () => {
    await page.getByRole("link", { name: "Lucía Hernández (unread)" }).click();
    await expect(heading(page, "Contact message from Lucía Hernández")).toBeFocused();
    const main = page.getByRole("main");
    await expect(main).toContainText(spanish.message);
    await expect(main).toContainText("Spanish");
    await expect(main).toContainText("Support");
    await expect(page.getByRole("definition").filter({ hasText: "/es/contact" })).toBeVisible();
    await expect(main).toContainText("otono (source: boletin, medium: email)");
    await expect(
      page.getByRole("link", { name: `${spanish.email} (Write to them)` }),
    ).toHaveAttribute("href", `mailto:${spanish.email}`);
    await page.getByRole("link", { name: "Back to the inbox" }).click();
    await expect(page).toHaveURL(/\?q=informacion/);
    await expect(page.getByRole("link", { name: "Lucía Hernández", exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Lucía Hernández", exact: true }).click();
  });

  await test.step("add a note, then mark the lead handled", async () => {
    const note = `Called back on ${marker}; she will apply next week.`;
    await page.getByRole("textbox", { name: "New note" }).fill(note);
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Note added." })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: note })).toContainText(owner.email);
    await expect(page.getByRole("textbox", { name: "New note" })).toHaveValue("");

    await page.getByRole("button", { name: "Mark handled" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Marked handled." })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "Handled" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark new" })).toBeVisible();
  });

  await test.step("the spam folder says why; not spam delivers the lead", async () => {
    await page
      .getByRole("navigation", { name: "Console" })
      .getByRole("link", { name: "Spam" })
      .click();
    await expect(heading(page, "Spam")).toBeFocused();
    await search(page, marker);
    const row = page.getByRole("row").filter({ hasText: bot.email });
    await expect(row).toContainText("Hidden form field was filled in (likely a bot)");
    await row.getByRole("link", { name: "(no name given) (unread)" }).click();
    await page.getByRole("button", { name: "Not spam: deliver it" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Taken out of spam" })).toBeVisible();
    await expect.poll(() => server.delivered(ids.botId)).toBe(true);
  });

  await test.step("retry the refused delivery", async () => {
    await page.goto(`/admin/leads?q=${marker}`);
    await page.getByRole("link", { name: "Ray (unread)" }).click();
    const webhook = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: /Webhook/ }) });
    await expect(webhook).toContainText("Pending");
    await expect(webhook).toContainText("Failed: HTTP 503");
    await page.getByRole("button", { name: "Retry delivery now" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "1 delivery will be tried again now." }),
    ).toBeVisible();
    await expect.poll(() => server.delivered(ids.refusedId)).toBe(true);
    await page.reload();
    await expect(webhook.getByRole("heading", { level: 3 })).toContainText("Delivered");
    await expect(webhook.getByRole("listitem")).toHaveCount(2);
  });

  await test.step("export the filter as CSV", async () => {
    await page.goto(`/admin/leads?q=${marker}`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await file.path(), "utf8");
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(5);
    for (const email of [spanish.email, demo.email, bot.email, refused.email]) {
      expect(csv).toContain(email);
    }
  });

  await test.step("erase a person's leads, the address typed twice", async () => {
    await page.getByRole("link", { name: "Erase", exact: true }).click();
    await page.getByRole("textbox", { name: "Their email address" }).fill(demo.email);
    await page.getByRole("button", { name: "Find their leads" }).click();
    await expect(page.getByRole("status").filter({ hasText: "will be erased" })).toHaveText(
      "1 lead will be erased.",
    );
    const confirmation = page.getByRole("textbox", { name: "Type the address again to confirm" });
    await confirmation.fill(bot.email);
    await page.getByRole("button", { name: "Erase these leads" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "The two addresses do not match. Type the same address twice.",
    );
    await expect(confirmation).toHaveValue(bot.email);
    await confirmation.fill(demo.email);
    await page.getByRole("button", { name: "Erase these leads" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Erased" })).toHaveText(
      "Erased 1 lead and 1 delivery record.",
    );
  });

  await test.step("the audit log shows each step, never the erased address", async () => {
    await page.getByRole("link", { name: "Audit log" }).click();
    const log = page.getByRole("table", { name: "Audit log entries, newest first" });
    // Other tests share this server: only this owner's entries count.
    const entry = (action: string) =>
      log.getByRole("row").filter({ hasText: owner.email }).filter({ hasText: action });
    await expect(entry("Joined")).toContainText("as owner");
    await expect(entry("Lead opened").first()).toBeVisible();
    await expect(entry("Note added")).toHaveCount(1);
    await expect(entry("Status changed")).toContainText("to handled");
    await expect(entry("Marked not spam")).toHaveCount(1);
    await expect(entry("Delivery retried")).toContainText("1 delivery");
    await expect(entry("Exported")).toContainText("CSV, a search, 4 rows");
    await expect(entry("Erased")).toContainText("1 lead, 1 delivery record");
    await expect(page.getByRole("main")).not.toContainText(demo.email);
  });

  await test.step("sign out, then in again through the browser's passkey autofill", async () => {
    // The sign-in page asks for a passkey through autofill as it opens; a
    // virtual authenticator that answers by itself would sign in at once.
    await authenticator.setPresence(false);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "You have signed out." }),
    ).toBeVisible();
    await expect(heading(page, "Sign in to the console")).toBeVisible();
    await authenticator.setPresence(true);
    await page.reload();
    await expect(heading(page, "Inbox")).toBeVisible();
  });

  await test.step("in a browser without passkey autofill, sign in with the button", async () => {
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    });
    await page.reload();
    expect(await page.evaluate(() => PublicKeyCredential.isConditionalMediationAvailable())).toBe(
      false,
    );
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(heading(page, "Sign in to the console")).toBeVisible();
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(heading(page, "Inbox")).toBeVisible();
  });

  await test.step("sign in with a recovery code, which then no longer works", async () => {
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    const [code] = owner.recoveryCodes;
    const email = page.getByRole("textbox", { name: "Email address" });
    await email.fill(owner.email);
    await page.getByRole("textbox", { name: "Recovery code" }).fill(code ?? "");
    await page.getByRole("button", { name: "Sign in with a recovery code" }).click();
    await expect(heading(page, "Your account")).toBeVisible();
    await expect(page.getByRole("main")).toContainText(
      "You signed in with a recovery code. Add a new passkey",
    );

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await email.fill(owner.email);
    await page.getByRole("textbox", { name: "Recovery code" }).fill(code ?? "");
    await page.getByRole("button", { name: "Sign in with a recovery code" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "That address and recovery code do not match, or the code was already used.",
    );
    await expect(email).toHaveValue(owner.email);
  });
});
