import { expectNoAxeViolations, horizontalOverflow } from "../support";
import { expect, join, tabTo, test } from "./fixtures";
import { openSettings, routingBox } from "./settings-page";

// A server that sends email (to a local SMTP server), so confirmations can be turned on.
test.use({ consoleServerSendsEmail: true });

const routingBoxes = [
  "Demo requests",
  "Any inquiry type",
  "General",
  "Sales",
  "Support",
  "Partnership",
];

test("an owner sets three routing rules and turns confirmations on and the digest on; the audit log shows each change", async ({
  page,
  consoleServer: server,
}) => {
  const owner = await join(page, server, "owner");
  await openSettings(page);
  await expect(page.getByRole("region", { name: "Who receives new leads" })).toContainText(
    "it goes to the fallback address set on the server (LEADS_EMAIL_TO): team@example.com.",
  );
  await expect(page.getByRole("region", { name: "Who receives new leads" })).toContainText(
    "A change applies to leads received after you save it",
  );
  await expect(routingBox(page, "Sales")).toHaveAccessibleDescription(
    "Empty: the addresses for any inquiry type.",
  );

  for (const name of routingBoxes) await routingBox(page, name).fill("");
  await routingBox(page, "Demo requests").fill("Sales@Example.com");
  await routingBox(page, "Support").fill("help@example.com, desk@example.com");
  await routingBox(page, "Partnership").fill("partners@example.com\n\nana@example.com;");
  await page.getByRole("button", { name: "Save routing" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Routing saved." })).toHaveText(
    "Routing saved. It applies to leads received from now on.",
  );
  // As kept: one address a line, in lower case.
  await expect(routingBox(page, "Demo requests")).toHaveValue("sales@example.com");
  await page.reload();
  await expect(routingBox(page, "Demo requests")).toHaveValue("sales@example.com");
  await expect(routingBox(page, "Support")).toHaveValue("help@example.com\ndesk@example.com");
  await expect(routingBox(page, "Partnership")).toHaveValue(
    "partners@example.com\nana@example.com",
  );
  for (const name of ["Any inquiry type", "General", "Sales"]) {
    await expect(routingBox(page, name)).toHaveValue("");
  }

  const confirmations = page.getByRole("region", { name: "Confirmation to visitors" });
  await expect(confirmations).toContainText(
    "in the language of the page they used (English or Spanish)",
  );
  await expect(confirmations).toContainText("Confirmations are off.");
  await confirmations.getByRole("button", { name: "Turn confirmations on" }).click();
  await expect(confirmations.getByRole("status")).toHaveText(
    "Confirmations turned on: visitors who send a form from now on get one.",
  );
  await expect(confirmations).toContainText("Confirmations are on.");
  await expect(confirmations.getByRole("button", { name: "Turn confirmations off" })).toBeFocused();

  const digest = page.getByRole("region", { name: "Your daily digest" });
  await expect(digest).toContainText(`One email a day to ${owner.email}`);
  await expect(digest).toContainText("Nothing is sent on a day with nothing to report.");
  await digest.getByRole("button", { name: "Subscribe to the digest" }).click();
  await expect(digest.getByRole("status")).toHaveText(
    "Subscribed: the digest comes once a day, on days with something to report.",
  );
  await expect(digest).toContainText("You get the daily digest.");

  await page.reload();
  await expect(confirmations).toContainText("Confirmations are on.");
  await expect(digest).toContainText("You get the daily digest.");

  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Audit log" })
    .click();
  const mine = page
    .getByRole("table", { name: "Audit log entries, newest first" })
    .getByRole("row")
    .filter({ hasText: owner.email });
  await expect(mine.nth(0)).toContainText("Subscribed to the daily digest");
  await expect(mine.nth(1)).toContainText("Confirmations to visitors turned on");
  await expect(mine.nth(2)).toContainText("Routing changed");
  for (const change of [
    /Demo requests: [^;]+ → sales@example\.com/,
    /Contact messages, Support: [^;]+ → help@example\.com, desk@example\.com/,
    /Contact messages, Partnership: [^;]+ → partners@example\.com, ana@example\.com/,
  ]) {
    await expect(mine.nth(2)).toContainText(change);
  }
});

test("a box with something that is not an address: the error is announced, tied to the box, which keeps what was typed and takes focus; nothing is saved", async ({
  page,
  consoleServer: server,
}) => {
  await join(page, server, "owner");
  await openSettings(page);
  const general = routingBox(page, "General");
  const saved = await general.inputValue();

  await general.fill("sales@example.com; bob@");
  await page.getByRole("button", { name: "Save routing" }).click();
  const error = "“bob@” is not an email address. Separate addresses with commas or lines.";
  await expect(page.getByRole("alert")).toHaveText(error);
  await expect(general).toBeFocused();
  await expect(general).toHaveAttribute("aria-invalid", "true");
  await expect(general).toHaveAccessibleDescription(
    `Empty: the addresses for any inquiry type. ${error}`,
  );
  await expect(general).toHaveValue("sales@example.com; bob@");
  await expectNoAxeViolations(page);

  // Eleven addresses are one too many; the error follows the box it is about.
  const eleven = Array.from({ length: 11 }, (_, index) => `desk${index}@example.com`);
  await general.fill("sales@example.com");
  await routingBox(page, "Sales").fill(eleven.join("\n"));
  await page.getByRole("button", { name: "Save routing" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "At most 10 addresses in a box; this one has 11.",
  );
  await expect(routingBox(page, "Sales")).toBeFocused();
  await expect(general).not.toHaveAttribute("aria-invalid");
  await expect(routingBox(page, "Sales")).toHaveValue(eleven.join("\n"));

  await page.reload();
  await expect(general).toHaveValue(saved);
});

test("the settings by keyboard alone: reached from the navigation, a rule typed and saved, the digest switched on and off, focus kept on each control; axe finds nothing at 1280 or 320 px", async ({
  page,
  consoleServer: server,
}) => {
  await join(page, server, "owner");
  await tabTo(
    page,
    page
      .getByRole("navigation", { name: "Console" })
      .getByRole("link", { name: "Delivery settings" }),
  );
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Delivery settings" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await horizontalOverflow(page), "horizontal overflow at 320 px").toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  await tabTo(page, routingBox(page, "Any inquiry type"));
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("team-desk@example.com");
  const save = page.getByRole("button", { name: "Save routing" });
  await tabTo(page, save);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Routing saved." })).toBeVisible();
  await expect(save).toBeFocused();
  await expect(routingBox(page, "Any inquiry type")).toHaveValue("team-desk@example.com");

  const digest = page.getByRole("region", { name: "Your daily digest" });
  await tabTo(page, digest.getByRole("button", { name: "Subscribe to the digest" }));
  await page.keyboard.press("Space");
  await expect(digest).toContainText("You get the daily digest.");
  await expect(digest.getByRole("button", { name: "Unsubscribe from the digest" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(digest.getByRole("status")).toHaveText("Unsubscribed: no more digests.");
  await expect(digest).toContainText("You do not get the daily digest.");
  await expect(digest.getByRole("button", { name: "Subscribe to the digest" })).toBeFocused();
  await expectNoAxeViolations(page);
});
