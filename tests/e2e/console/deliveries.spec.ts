import { eq } from "drizzle-orm";

import { deliveries } from "../../../server/db/schema";
import { sendContactMessage, uniqueAddress, withDatabase } from "./console-server";
import { expect, join, test } from "./fixtures";

test("a delivery that failed for good is one click from its lead, whose Retry delivers it", async ({
  page,
  consoleServer: server,
}) => {
  await join(page, server, "owner");
  server.refuseNextDeliveries(1);
  const id = await sendContactMessage(server, {
    firstName: "Olga",
    email: uniqueAddress("olga"),
    message: "Please send the price list.",
  });
  await expect
    .poll(() => server.webhook.received.some((hook) => hook.body.includes(id)))
    .toBe(true);
  // The worker gives up after 24 hours of refusals; that day passes in the database.
  await withDatabase(server, (db) =>
    db.update(deliveries).set({ status: "failed" }).where(eq(deliveries.leadId, id)),
  );

  await page.reload();
  await page.getByRole("link", { name: "1 failed (show leads whose delivery failed)" }).click();
  await expect(page).toHaveURL("/admin/leads?delivery=failed");
  await expect(page.getByRole("combobox", { name: "Delivery" })).toHaveValue("failed");
  const row = page.getByRole("row").filter({ hasText: "Olga" });
  await expect(row).toContainText("Failed");
  await row.getByRole("link", { name: "Olga (unread)" }).click();

  await page.getByRole("button", { name: "Retry delivery now" }).click();
  await expect.poll(() => server.delivered(id)).toBe(true);
  await page.reload();
  await expect(page.getByRole("link", { name: /^0 failed/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry delivery now" })).toHaveCount(0);
});
