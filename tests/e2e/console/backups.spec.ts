/**
 * Backups in the console: an owner sees where they go and whether the last
 * restore check held, runs the check, and is told at once (on the page and
 * in the header) when the backup no longer restores.
 */
import { readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";

import { expectNoAxeViolations } from "../support";
import { expect, join, test } from "./fixtures";
import { openSettings } from "./settings-page";

test.use({ consoleServerBacksUp: true });

/** Removes the first WAL segment the newest base backup needs, as a failing disk might. */
function removeFirstSegment(backupDir: string): string {
  const bases = readdirSync(path.join(backupDir, "base")).sort();
  // Without BACKUP_ENCRYPTION_KEY, gzip with the server's code in a last, empty member.
  const sealed = readFileSync(path.join(backupDir, "base", bases.at(-1) as string, "info.json.gz"));
  const info = JSON.parse(gunzipSync(sealed).toString("utf8")) as { startWal: string };
  // The segment itself, not the backup history file archived beside it (<segment>.<offset>.backup).
  const segment = readdirSync(path.join(backupDir, "wal")).find(
    (name) => /^[0-9A-F]{24}\.gz(\.enc)?$/.test(name) && name.startsWith(info.startWal),
  );
  if (!segment) throw new Error(`no archived segment ${info.startWal}`);
  rmSync(path.join(backupDir, "wal", segment));
  return info.startWal;
}

test("an owner checks that the backup restores, and sees at once when it no longer does", async ({
  page,
  consoleServer: server,
}) => {
  test.slow();
  await join(page, server, "owner");
  await openSettings(page);
  const backups = page.getByRole("region", { name: "Backups" });
  await expect(backups).toContainText(server.backupDir as string);
  await expect(backups).toContainText("Not run yet");

  const runCheck = backups.getByRole("button", { name: "Run the restore check now" });
  await runCheck.click();
  await expect(backups.getByRole("status")).toHaveText(
    "The restore check passed: the newest backup restored and was checked.",
    { timeout: 60_000 },
  );
  await expect(backups).toContainText(/Passed .+: the backup restored, \d+ leads checked\./);
  await expect(backups).not.toContainText("None yet");
  await expectNoAxeViolations(page);

  const segment = removeFirstSegment(server.backupDir as string);
  await runCheck.click();
  await expect(backups.getByRole("alert")).toHaveText(
    `The restore check failed: the WAL segment ${segment} is missing.`,
    { timeout: 60_000 },
  );
  await expect(backups).toContainText("The last restore check failed");
  const headerAlert = page.getByRole("link", { name: "Backups: restore check failed" });
  await page.reload();
  await expect(headerAlert).toBeVisible();
  await expectNoAxeViolations(page);

  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Inbox" })
    .click();
  await headerAlert.click();
  await expect(page).toHaveURL(/\/settings#backups$/);
  await expect(page.getByRole("region", { name: "Backups" })).toContainText(
    `the WAL segment ${segment} is missing`,
  );
});
