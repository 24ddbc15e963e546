import { randomUUID } from "node:crypto";

import { sendContactMessage, uniqueAddress } from "./console-server";
import { expect, join, test } from "./fixtures";

test("more leads than a page: older ones by cursor, and back to the newest, the filter kept", async ({
  page,
  consoleServer: server,
}) => {
  const marker = randomUUID().slice(0, 8);
  for (let index = 0; index < 51; index += 1) {
    await sendContactMessage(server, {
      firstName: `Parent ${index}`,
      email: uniqueAddress("parent"),
      message: `Question ${index} ${marker}`,
    });
  }
  await join(page, server, "viewer");
  await page.goto(`/admin/leads?q=${marker}`);
  await expect(page.getByRole("status").filter({ hasText: "match" })).toHaveText("51 leads match");
  const rows = page.getByRole("table", { name: "Leads, newest first" }).getByRole("row");
  await expect(rows).toHaveCount(51);
  await expect(rows.nth(1)).toContainText("Parent 50");
  await expect(page.getByRole("link", { name: "Back to the newest" })).toHaveCount(0);

  await page.getByRole("link", { name: "Older leads" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${marker}&cursor=`));
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Parent 0");
  await expect(page.getByRole("link", { name: "Older leads" })).toHaveCount(0);

  await page.getByRole("link", { name: "Back to the newest" }).click();
  await expect(page).toHaveURL(`/admin/leads?q=${marker}`);
  await expect(rows).toHaveCount(51);
});
