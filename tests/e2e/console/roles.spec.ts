import { randomUUID } from "node:crypto";

import { sendContactMessage, startConsoleServer, uniqueAddress } from "./console-server";
import { expect, join, test } from "./fixtures";

test("a viewer reads leads, marks them handled and adds notes, sees no owner's control, and is refused every owner's page", async ({
  page,
  consoleServer: server,
}) => {
  const marker = randomUUID().slice(0, 8);
  await sendContactMessage(server, {
    firstName: "Vera",
    email: uniqueAddress("vera"),
    message: `Which states do you serve? ${marker}`,
  });
  await sendContactMessage(server, {
    email: uniqueAddress("bot"),
    message: `Buy now ${marker}`,
    website: "x",
  });
  await join(page, server, "viewer");

  const nav = page.getByRole("navigation", { name: "Console" });
  await expect(nav.getByRole("link")).toHaveText(["Inbox", "Spam", "Status", "Account"]);
  await expect(page.getByRole("group", { name: "Export these leads" })).toHaveCount(0);

  await page.goto(`/admin/leads?q=${marker}`);
  await page.getByRole("link", { name: "Vera (unread)" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact message from Vera");
  const actions = page.getByRole("region", { name: "Actions" });
  await expect(actions.getByRole("button")).toHaveText(["Mark handled"]);
  await actions.getByRole("button", { name: "Mark handled" }).click();
  await expect(actions.getByRole("button")).toHaveText(["Mark new"]);
  await page.getByRole("textbox", { name: "New note" }).fill("Sent the coverage map.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Note added." })).toBeVisible();

  await page.goto(`/admin/spam?q=${marker}`);
  await page.getByRole("link", { name: "(no name given) (unread)" }).click();
  await expect(page.getByRole("region", { name: "Actions" }).getByRole("button")).toHaveText([
    "Mark handled",
  ]);

  for (const path of [
    "/admin/audit",
    "/admin/people",
    "/admin/erase",
    "/admin/report",
    "/admin/settings",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "This page could not be shown",
    );
    await expect(page.getByRole("alert")).toHaveText("You do not have access to this.");
  }
});

test("an owner invites someone from the console and withdraws it, and the last owner can be neither demoted nor removed", async ({
  page,
}) => {
  // A server of this test's own, where this owner is the only one.
  const server = await startConsoleServer();
  try {
    const owner = await join(page, server, "owner");
    await page.getByRole("link", { name: "People" }).click();

    const invitee = uniqueAddress("invitee");
    await page.getByRole("textbox", { name: "Their email address" }).fill(invitee);
    await page.getByRole("combobox", { name: "Role" }).selectOption("viewer");
    await page.getByRole("button", { name: "Create an invitation link" }).click();
    await expect(page.getByRole("textbox", { name: "Invitation link" })).toHaveValue(
      new RegExp(`^${server.publicOrigin}/admin/invitation#.{20,}`),
    );
    const openInvitations = page.getByRole("table", { name: "Invitations not yet used" });
    await expect(openInvitations.getByRole("row")).toContainText([invitee]);
    await openInvitations.getByRole("button", { name: `Withdraw ${invitee}` }).click();
    await page.getByRole("button", { name: "Withdraw it" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Invitation withdrawn." }),
    ).toBeVisible();
    await expect(page.getByText("No open invitations.")).toBeVisible();

    const self = page.getByRole("row").filter({ hasText: `${owner.email} (you)` });
    const lastOwner = "The console needs at least one owner: make someone else an owner first.";
    await self.getByRole("button", { name: `Remove ${owner.email}` }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(self.getByRole("button", { name: `Remove ${owner.email}` })).toBeFocused();

    await self.getByRole("button", { name: `Make viewer ${owner.email}` }).click();
    await expect(page.getByRole("dialog", { name: `Make ${owner.email} viewer?` })).toBeVisible();
    await page.getByRole("button", { name: "Make viewer", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(lastOwner);

    await self.getByRole("button", { name: `Remove ${owner.email}` }).click();
    await page.getByRole("button", { name: "Remove them" }).click();
    await expect(page.getByRole("alert")).toHaveText(lastOwner);
    await expect(self).toContainText("owner");
  } finally {
    // Nothing of the page may still be asking the server once it stops.
    await page.close();
    await server.remove();
  }
});
