import { readFile } from "node:fs/promises";

import { addVirtualAuthenticator, expect, join, test } from "./fixtures";

test("new recovery codes replace the old ones: shown once, downloadable, the old ones refused; on a new device one signs in, and a passkey added there ends the console's asking", async ({
  page,
  browser,
  consoleServer: server,
}) => {
  const owner = await join(page, server, "owner");
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("main")).toContainText("You have 10 unused recovery codes.");
  await page.getByRole("button", { name: "Make new recovery codes" }).click();
  await page.getByRole("button", { name: "Make new codes" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const fresh = await codes.allInnerTexts();
  expect(fresh.filter((code) => owner.recoveryCodes.includes(code))).toEqual([]);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download as a text file" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("brightway-console-recovery-codes.txt");
  const text = await readFile(await file.path(), "utf8");
  expect(text).toContain(owner.email);
  for (const code of fresh) expect(text).toContain(code);

  const close = page.getByRole("button", { name: "Close" });
  await expect(close).toBeDisabled();
  await page.getByRole("checkbox", { name: "I have saved these codes" }).check();
  await close.click();
  await expect(codes).toHaveCount(0);

  // A new device, without the passkey: the recovery codes sign in there.
  const laptop = await browser.newPage({ baseURL: server.publicOrigin });
  const laptopAuthenticator = await addVirtualAuthenticator(laptop);
  await laptop.goto("/admin");
  const signInWith = async (code: string) => {
    await laptop.getByRole("textbox", { name: "Email address" }).fill(owner.email);
    await laptop.getByRole("textbox", { name: "Recovery code" }).fill(code);
    await laptop.getByRole("button", { name: "Sign in with a recovery code" }).click();
  };
  await signInWith(owner.recoveryCodes[0] ?? "");
  await expect(laptop.getByRole("alert")).toContainText(
    "do not match, or the code was already used",
  );
  await signInWith(fresh[0] ?? "");
  await expect(laptop.getByRole("heading", { level: 1 })).toHaveText("Your account");
  const main = laptop.getByRole("main");
  await expect(main).toContainText("You have 9 unused recovery codes.");
  await expect(main).toContainText("You signed in with a recovery code.");

  await laptop.getByRole("button", { name: "Add a passkey" }).click();
  await expect(laptop.getByRole("status").filter({ hasText: "Passkey added." })).toBeVisible();
  expect(await laptopAuthenticator.credentialCount()).toBe(1);
  await expect(main).not.toContainText("You signed in with a recovery code.");
  await expect(laptop.getByRole("table", { name: "Your passkeys" }).getByRole("row")).toHaveCount(
    3,
  );
  await laptop.close();
});

test("sessions on two devices: one signed out from the other, then everywhere; the only passkey stays", async ({
  page,
  browser,
  consoleServer: server,
}) => {
  const owner = await join(page, server, "owner");
  const phone = await browser.newPage({ baseURL: server.publicOrigin });
  const phoneAuthenticator = await addVirtualAuthenticator(phone);
  await owner.authenticator.copyPasskeysTo(phoneAuthenticator);
  await phone.goto("/admin");
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText("Inbox");

  await page.getByRole("link", { name: "Account" }).click();
  const sessions = page.getByRole("table", { name: "Your sessions" }).getByRole("row");
  await expect(sessions).toHaveCount(3);
  await expect(sessions.filter({ hasText: "This session" })).toHaveCount(1);
  await page.getByRole("button", { name: /^Sign out there/ }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "That session is signed out." }),
  ).toBeVisible();
  await expect(sessions).toHaveCount(2);
  await phoneAuthenticator.setPresence(false);
  await phone.reload();
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText("Sign in to the console");
  await expect(phone).toHaveURL("/admin?next=%2Fadmin%2Fleads");

  const passkeys = page.getByRole("table", { name: "Your passkeys" });
  await passkeys.getByRole("button", { name: /^Remove/ }).click();
  await page.getByRole("button", { name: "Remove the passkey" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "This is your only passkey. Add another before you remove it.",
  );
  await expect(passkeys.getByRole("row")).toHaveCount(2);

  await phoneAuthenticator.setPresence(true);
  await phone.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText("Inbox");
  await owner.authenticator.setPresence(false);
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You have signed out." })).toBeVisible();
  await phone.getByRole("link", { name: "Spam", exact: true }).click();
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText("Sign in to the console");
  await phone.close();
});
