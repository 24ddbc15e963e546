import { invite, uniqueAddress } from "./console-server";
import { expect, join, joinThrough, test } from "./fixtures";

test("a page asked for before signing in is where signing in leads; signed in, /admin goes to the inbox", async ({
  page,
  consoleServer: server,
}) => {
  const { authenticator } = await join(page, server, "owner");
  await authenticator.setPresence(false);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the console");

  await page.goto("/admin/audit?before=999999");
  await expect(page).toHaveURL("/admin?next=%2Fadmin%2Faudit%3Fbefore%3D999999");
  await authenticator.setPresence(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
  await expect(page).toHaveURL("/admin/audit?before=999999");

  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inbox");
  expect(await page.context().cookies()).toEqual([
    expect.objectContaining({ name: "__Host-brightway-session", httpOnly: true, secure: true }),
  ]);
});

test("an invitation link that was used, or is not one, says it cannot be used", async ({
  page,
  browser,
  consoleServer: server,
}) => {
  const link = invite(server, uniqueAddress("twice"), "viewer");
  await joinThrough(page, link);
  const unusable = "This invitation cannot be used";

  const other = await browser.newPage({ baseURL: server.publicOrigin });
  for (const address of [link, "/admin/invitation#not-a-token", "/admin/invitation"]) {
    await other.goto(address);
    await expect(other.getByRole("heading", { level: 1 })).toHaveText(unusable);
    await expect(other.getByRole("main")).toContainText("Ask an owner to invite you again.");
  }
  await other.close();
});
