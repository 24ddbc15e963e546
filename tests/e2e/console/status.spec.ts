/**
 * The console's Status page (issue 36): an editor on a phone opens an
 * incident and resolves it; a viewer reads it with no form; an owner
 * renames and reorders the components. axe, no sideways scroll and thumb-
 * sized targets at 320 and 390 px, with an incident open.
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";

import type { Page } from "@playwright/test";

import { expectNoAxeViolations } from "../support";
import type { ConsoleServer } from "./console-server";
import { expect, join, test } from "./fixtures";
import { phoneProblems } from "./phone-layout";

test.use({ viewport: { width: 390, height: 844 } });

/** An incident opened from a shell, as the person on call would: `brightway incident open`. */
function openFromShell(server: ConsoleServer, title: string) {
  const result = spawnSync(
    process.execPath,
    [
      "server/brightway.mjs",
      "incident",
      "open",
      "--title",
      title,
      "--component",
      "Database",
      "--impact",
      "minor",
      "--message",
      "Reports load slowly.",
    ],
    { env: server.env, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`incident open failed: ${result.stderr}`);
}

/** At 320 and 390 px wide: nothing sideways, every control a thumb's size, axe 0. */
async function checkOnPhones(page: Page, name: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    expect.soft(await phoneProblems(page), `${name} at ${width} px`).toEqual({
      overflowing: [],
      smallTargets: [],
    });
    await expectNoAxeViolations(page);
  }
}

const openSection = (page: Page) =>
  page.getByRole("region", { name: "Open incidents and maintenance" });
const historySection = (page: Page) => page.getByRole("region", { name: "History" });

test("an editor on a phone opens an incident, sees it open, and resolves it", async ({
  page,
  consoleServer: server,
}) => {
  const title = `Payments are failing ${randomUUID().slice(0, 8)}`;
  await join(page, server, "editor");
  await page.getByRole("button", { name: "Menu" }).click();
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Status" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Status" })).toBeFocused();

  const form = page.getByRole("form", { name: "Open an incident" });
  // Sent empty: each missing field is named, focus goes to the first, nothing is lost.
  await form.getByRole("textbox", { name: "Title" }).fill(title);
  await form.getByRole("button", { name: "Open incident" }).click();
  await expect(form.getByText("Pick at least one component.")).toBeVisible();
  await expect(form.getByText("Pick the impact.")).toBeVisible();
  await expect(form.getByText("Write the first message.")).toBeVisible();
  await expect(form.getByRole("checkbox", { name: "API Services" })).toBeFocused();
  await expect(form.getByRole("textbox", { name: "Title" })).toHaveValue(title);

  await form.getByRole("checkbox", { name: "Payment Processing" }).check();
  await form.getByRole("checkbox", { name: "User Authentication" }).check();
  await form.getByRole("radio", { name: "Major: partial outage" }).check();
  await form
    .getByRole("textbox", { name: "First message" })
    .fill("Card payments fail for some families.");
  await form.getByRole("button", { name: "Open incident" }).click();
  // The answer waits for the public pages drawn again, in the one slot renderings share.
  await expect(form.getByRole("status")).toHaveText("Incident opened. The public page shows it.", {
    timeout: 15_000,
  });
  await expect(form.getByRole("textbox", { name: "Title" })).toHaveValue("");

  const incident = openSection(page).getByRole("article", { name: title });
  await expect(incident).toBeVisible();
  await expect(incident).toContainText("Incident · Investigating");
  await expect(incident).toContainText(
    "Payment Processing (Major: partial outage), User Authentication (Major: partial outage)",
  );
  await expect(incident).toContainText("Card payments fail for some families.");
  await expect(page.getByRole("region", { name: "Now" })).toContainText("Overall: Partial outage");
  await checkOnPhones(page, "status with an open incident");

  const update = incident.getByRole("form", { name: `Post an update: ${title}` });
  await update.getByRole("combobox", { name: "State" }).selectOption("Resolved");
  await update.getByRole("button", { name: "Post update" }).click();
  await expect(update.getByRole("alert")).toHaveText("Write the message first.");
  await expect(update.getByRole("textbox", { name: "Message" })).toBeFocused();
  await update.getByRole("textbox", { name: "Message" }).fill("Payments work again.");
  await update.getByRole("button", { name: "Post update" }).click();

  // The answer waits for the public pages drawn again (a rendering job): seconds on a busy machine.
  await expect(incident).toBeHidden({ timeout: 15_000 });
  await expect(openSection(page).getByRole("status")).toHaveText(
    "Update posted. The public page shows it.",
  );
  const past = historySection(page).getByRole("listitem").filter({ hasText: title });
  await expect(past).toBeVisible();
  await past.getByText("Updates (2)").click();
  await expect(past).toContainText("Resolved");
  await expect(past).toContainText("Payments work again.");
});

test("a viewer sees the open incident and the history, and no form", async ({
  page,
  consoleServer: server,
}) => {
  const title = `Reports are slow ${randomUUID().slice(0, 8)}`;
  openFromShell(server, title);
  await join(page, server, "viewer");
  await page.goto("/admin/status");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Status");
  await expect(
    page.getByText(
      "You can read everything here; only owners and editors post incidents and maintenance.",
    ),
  ).toBeVisible();
  await expect(openSection(page).getByRole("article", { name: title })).toContainText(
    "Database (Minor: degraded performance)",
  );
  await expect(historySection(page)).toContainText("Scheduled maintenance");
  await expect(page.getByRole("form")).toHaveCount(0);
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await expect(
    page.getByRole("button", { name: /Open incident|Post update|Schedule/ }),
  ).toHaveCount(0);
  await checkOnPhones(page, "status as a viewer");
});

test("an owner schedules maintenance, and renames and reorders the components", async ({
  page,
  consoleServer: server,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const title = `Database upgrade ${randomUUID().slice(0, 8)}`;
  await join(page, server, "owner");
  await page.goto("/admin/status");

  const maintenance = page.getByRole("form", { name: "Schedule maintenance" });
  await expect(maintenance).toContainText(
    /Times are Austin's, where the office is: America\/Chicago \(C[SD]T\)\./,
  );
  await maintenance.getByRole("textbox", { name: "Title" }).fill(title);
  await maintenance.getByRole("checkbox", { name: "Database" }).check();
  await maintenance.getByLabel("Starts").fill("2031-03-04T22:00");
  await maintenance.getByLabel("Ends").fill("2031-03-04T21:00");
  await maintenance.getByRole("textbox", { name: "Message" }).fill("Reports pause for an hour.");
  await maintenance.getByRole("button", { name: "Schedule maintenance" }).click();
  await expect(maintenance.getByRole("alert")).toHaveText("It must end after it starts.");
  await maintenance.getByLabel("Ends").fill("2031-03-04T23:00");
  await maintenance.getByRole("button", { name: "Schedule maintenance" }).click();
  await expect(maintenance.getByRole("status")).toHaveText(
    "Maintenance scheduled. The public page announces it.",
  );
  await expect(openSection(page).getByRole("article", { name: title })).toContainText(
    "Maintenance · Scheduled",
  );

  const components = page.getByRole("form", { name: "Components" });
  const last = components.getByRole("group", { name: "Component 6" });
  await last.getByRole("textbox", { name: "Name in English" }).fill("Email");
  await last.getByRole("button", { name: "Move up: Email Services" }).click();
  await components.getByRole("button", { name: "Save components" }).click();
  await expect(components.getByRole("status")).toHaveText(
    "Components saved. The public page shows the new names and order.",
  );
  await expect(
    components.getByRole("group", { name: "Component 5" }).getByRole("textbox", {
      name: "Name in English",
    }),
  ).toHaveValue("Email");
  await expectNoAxeViolations(page);
});
