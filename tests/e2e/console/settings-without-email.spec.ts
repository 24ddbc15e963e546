import { expectNoAxeViolations } from "../support";
import { expect, join, test } from "./fixtures";
import { openSettings, routingBox } from "./settings-page";

test("on a server that cannot send email, the settings say so: confirmations cannot be turned on, and why; routing rules are still kept", async ({
  page,
  consoleServer: server,
}) => {
  await join(page, server, "owner");
  await openSettings(page);
  await expect(page.getByRole("main")).toContainText(
    "This server cannot send email yet: SMTP_URL, LEADS_EMAIL_TO and LEADS_EMAIL_FROM are not all set.",
  );
  await expect(page.getByRole("region", { name: "Who receives new leads" })).toContainText(
    "(LEADS_EMAIL_TO): none is set.",
  );

  const confirmations = page.getByRole("region", { name: "Confirmation to visitors" });
  const turnOn = confirmations.getByRole("button", { name: "Turn confirmations on" });
  await expect(turnOn).toBeDisabled();
  await expect(turnOn).toHaveAccessibleDescription(
    "Confirmations need email, which this server cannot send yet (SMTP_URL, LEADS_EMAIL_TO and LEADS_EMAIL_FROM). Once it can, they can be turned on here.",
  );
  await expect(confirmations).toContainText("Confirmations are off.");
  await expect(page.getByRole("region", { name: "Your daily digest" })).toContainText(
    "This server cannot send email yet, so no digest goes out until it can.",
  );
  await expectNoAxeViolations(page);

  const demo = routingBox(page, "Demo requests");
  await demo.fill("sales@example.com");
  await page.getByRole("button", { name: "Save routing" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Routing saved." })).toBeVisible();
  await page.reload();
  await expect(demo).toHaveValue("sales@example.com");
});
