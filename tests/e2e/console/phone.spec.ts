import { randomUUID } from "node:crypto";

import type { Page } from "@playwright/test";

import { expectNoAxeViolations } from "../support";
import {
  type ConsoleServer,
  invite,
  sendContactMessage,
  sendDemoRequest,
  uniqueAddress,
} from "./console-server";
import { expect, joinThrough, test } from "./fixtures";
import { phoneProblems } from "./phone-layout";

test.use({ viewport: { width: 390, height: 844 } });

/** Three leads, one from an address longer than a phone's line, all found by `marker`. */
async function threeLeads(server: ConsoleServer, marker: string) {
  const longAddress = `margaret-josephine-whitfield-${marker}@springfield-unified-school-district.example.com`;
  const lead = await sendContactMessage(server, {
    firstName: "Margaret",
    lastName: "Whitfield",
    email: longAddress,
    inquiryType: "sales",
    message: `What would the meal program cost our district? ${marker}`,
    // A campaign, so that the report's campaign table has a row to fit.
    source: "/pricing?utm_campaign=district-outreach-fall&utm_source=newsletter&utm_medium=email",
  });
  await sendDemoRequest(server, { name: "Luis Ortega", email: `luis-${marker}@example.com` });
  await sendContactMessage(server, {
    firstName: "Ana",
    email: `ana-${marker}@example.com`,
    message: `Can families apply in Spanish? ${marker}`,
  });
  return { lead, longAddress };
}

const joinAsOwner = (page: Page, server: ConsoleServer) =>
  joinThrough(page, invite(server, uniqueAddress("owner"), "owner"));

test("on a phone the inbox shows its leads first, each a card whose whole address is there, and nothing scrolls sideways", async ({
  page,
  consoleServer: server,
}) => {
  const marker = randomUUID().slice(0, 8);
  const { longAddress } = await threeLeads(server, marker);
  await joinAsOwner(page, server);
  await page.goto(`/admin/leads?q=${marker}`);
  await expect(page.getByRole("status").filter({ hasText: "match" })).toHaveText("3 leads match");

  await expect(page.getByRole("table", { name: "Leads, newest first" })).toBeHidden();
  const cards = page.getByRole("list", { name: "Leads, newest first" }).getByRole("listitem");
  await expect(cards).toHaveCount(3);
  await expect(cards.first().getByRole("link")).toHaveText("Ana (unread)");
  await expect(cards.first().getByRole("link")).toBeInViewport({ ratio: 1 });
  await expect(
    page.getByRole("searchbox", { name: "Search names, addresses and messages" }),
  ).toBeInViewport();

  const card = cards.filter({ hasText: "Margaret Whitfield" });
  await expect(card.getByRole("term")).toHaveText([
    "Type",
    "Email",
    "Received",
    "Status",
    "Delivery",
  ]);
  await expect(card.getByRole("definition").first()).toHaveText("Contact message");
  await expect(card.getByRole("definition").nth(3)).toHaveText("New");
  // The address is shortened on screen, on one line, and whole for a screen reader.
  const address = card.getByText(longAddress, { exact: true });
  await expect(address).toBeVisible();
  const shown = await address.evaluate((element) => ({
    shortened: element.scrollWidth > element.clientWidth,
    lines: Math.round(
      element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
    ),
  }));
  expect(shown).toEqual({ shortened: true, lines: 1 });
  expect(await card.ariaSnapshot()).toContain(longAddress);
  expect((await phoneProblems(page)).overflowing).toEqual([]);

  // The lead's own page shows the address whole, on as many lines as it takes, none clipped.
  await card.getByRole("link").click();
  const write = page.getByRole("link", { name: `${longAddress} (Write to them)` });
  await expect(write).toContainText(longAddress);
  expect(
    await write.evaluate((link) => ({
      clipped: getComputedStyle(link).overflowX !== "visible",
      withinScreen: link.getBoundingClientRect().right <= window.innerWidth,
    })),
  ).toEqual({ clipped: false, withinScreen: true });
  expect((await phoneProblems(page)).overflowing).toEqual([]);
});

test("on a phone the filters open from one button that counts those on, apply, and stay in the address", async ({
  page,
  consoleServer: server,
}) => {
  const marker = randomUUID().slice(0, 8);
  await threeLeads(server, marker);
  await joinAsOwner(page, server);
  await page.goto(`/admin/leads?q=${marker}`);
  const more = page.getByRole("button", { name: "More filters", exact: true });
  const type = page.getByLabel("Type", { exact: true });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await expect(type).toBeHidden();

  await more.click();
  await expect(more).toHaveAttribute("aria-expanded", "true");
  await type.selectOption("demo");
  await page.getByLabel("Status", { exact: true }).selectOption("new");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(`/admin/leads?q=${marker}&type=demo&status=new`);
  await expect(page.getByRole("status").filter({ hasText: "match" })).toHaveText("1 lead matches");
  const counted = page.getByRole("button", { name: "More filters (2 active)" });
  await expect(counted).toHaveAttribute("aria-expanded", "false");
  await expect(
    page.getByRole("list", { name: "Leads, newest first" }).getByRole("listitem"),
  ).toHaveText([/^Luis Ortega/]);

  await page.reload();
  await expect(counted).toBeVisible();
  await counted.click();
  await expect(type).toHaveValue("demo");
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL("/admin/leads");
  await expect(more).toBeVisible();
});

test("on a phone the sections fold behind one menu button, by touch or keyboard, with the delivery counts in view", async ({
  page,
  consoleServer: server,
}) => {
  await joinAsOwner(page, server);
  const menu = page.getByRole("button", { name: "Menu" });
  const nav = page.getByRole("navigation", { name: "Console" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeHidden();
  for (const state of ["pending", "failed"]) {
    await expect(
      page.getByRole("link", { name: new RegExp(` ${state} \\(show leads`) }),
    ).toBeInViewport();
  }

  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link")).toHaveText([
    "Inbox",
    "Spam",
    "Publishing",
    "Help center",
    "Status",
    "Report",
    "Delivery settings",
    "Audit log",
    "People",
    "Erase",
    "Account",
  ]);
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
  expect(await phoneProblems(page)).toEqual({ overflowing: [], smallTargets: [] });
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  // In reading order: the delivery counts under the button, then the menu it opened.
  for (const name of [/ pending /, / failed /]) {
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name })).toBeFocused();
  }
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Inbox" })).toBeFocused();
  await nav.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeFocused();
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
});

/** At 320 and 390 px wide: nothing sideways, every control a thumb's size, axe 0. */
async function checkOnPhones(page: Page, name: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    // Soft, so that one run names every page that does not fit.
    expect.soft(await phoneProblems(page), `${name} at ${width} px`).toEqual({
      overflowing: [],
      smallTargets: [],
    });
    await expectNoAxeViolations(page);
  }
}

test("every console page fits a 320 and a 390 px screen: no sideways scroll, 44 px targets, axe 0", async ({
  page,
  consoleServer: server,
}) => {
  test.setTimeout(180_000);
  const marker = randomUUID().slice(0, 8);
  const { lead } = await threeLeads(server, marker);
  await sendContactMessage(server, {
    email: uniqueAddress("bot"),
    message: `Win ${marker}`,
    website: "x",
  });

  await page.goto(invite(server, uniqueAddress("owner"), "owner"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join the console");
  await checkOnPhones(page, "invitation");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the console");
  await checkOnPhones(page, "sign-in");

  await joinAsOwner(page, server);
  // An invitation still open, so that the people page shows one.
  invite(server, uniqueAddress("viewer"), "viewer");
  const pages: [string, string][] = [
    [`/admin/leads?q=${marker}`, "Inbox"],
    [`/admin/leads/${lead}`, "Contact message from Margaret Whitfield"],
    [`/admin/spam?q=${marker}`, "Spam"],
    ["/admin/report?days=30", "Report"],
    ["/admin/help-center?days=30", "Help center"],
    ["/admin/settings", "Delivery settings"],
    ["/admin/audit", "Audit log"],
    ["/admin/people", "People"],
    ["/admin/account", "Your account"],
    ["/admin/erase", "Erase a person's leads"],
    ["/admin/status", "Status"],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await checkOnPhones(page, path);
  }
});
