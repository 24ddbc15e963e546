import { randomUUID } from "node:crypto";

import { sendContactMessage, uniqueAddress } from "./console-server";
import { expect, join, test } from "./fixtures";

test("a lead full of markup and javascript: links is shown as text, and nothing of it runs", async ({
  page,
  consoleServer: server,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const marker = randomUUID().slice(0, 8);
  const lead = {
    firstName: "<img src=x onerror=alert(1)>",
    lastName: '<a href="javascript:alert(2)">Ann</a>',
    email: uniqueAddress("markup"),
    message: `<script>alert(3)</script><a href="javascript:alert(4)">Click me</a> <img src=x onerror=alert(5)> <svg onload=alert(6)> ${marker}`,
  };
  await sendContactMessage(server, lead);
  await join(page, server, "owner");

  await page.goto(`/admin/leads?q=${marker}`);
  const name = `${lead.firstName} ${lead.lastName}`;
  await expect(page.getByRole("rowheader")).toHaveText(`${name} (unread)`);
  await page.getByRole("link", { name: `${name} (unread)` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Contact message from ${name}`);
  const main = page.getByRole("main");
  await expect(main).toContainText(lead.message);
  await expect(main).toContainText(lead.firstName);

  for (const hostile of ['img[src="x"]', 'a[href^="javascript:"]', "svg[onload]", "main script"]) {
    await expect(page.locator(hostile), hostile).toHaveCount(0);
  }
  await page.getByRole("link", { name: "Back to the inbox" }).click();
  await expect(page.getByRole("rowheader")).toHaveText(name);
  expect(dialogs).toEqual([]);
});
