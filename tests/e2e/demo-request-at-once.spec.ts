import { type Page, expect, test } from "@playwright/test";

import * as enForms from "~/content/en/forms";
import { siteChrome as enChrome } from "~/content/en/site-chrome";
import * as esForms from "~/content/es/forms";
import { siteChrome as esChrome } from "~/content/es/site-chrome";
import { toIsoDate } from "~/lib/dates";

import { storedLeads } from "./intake";
import { PICKER_TODAY, isoDay, longDay, pickerDay } from "./picker-dates";
import { expectNoAxeViolations, gotoInteractive } from "./support";

/**
 * The Request Demo dialog is in the page: a click opens it at once and the
 * form works in plain script; the calendar (React) takes over the date
 * field whenever it arrives. Here its scripts are held back on the network
 * and let through at chosen moments.
 */
const languages = {
  en: { chrome: enChrome, copy: enForms.demoRequest, messages: enForms.demoRequestMessages },
  es: { chrome: esChrome, copy: esForms.demoRequest, messages: esForms.demoRequestMessages },
};
const { copy } = languages.en;

/** Holds a script back until `release()`; `requested()` says whether the page asked for it. */
async function holdScript(page: Page, pattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(pattern, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}
const calendarScript = /\/assets\/demo-date-calendar-[\w-]+\.js$/;
const formScript = /\/assets\/demo-request\.island-[\w-]+\.js$/;

const demoDialog = (page: Page, title = copy.title) => page.getByRole("dialog", { name: title });
const heroTrigger = (page: Page) =>
  page.getByRole("main").getByRole("button", { name: "Request Demo" });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(PICKER_TODAY);
});

test("opens and takes typing with none of its scripts loaded; nothing typed is lost when they come", async ({
  page,
}) => {
  const form = await holdScript(page, formScript);
  await gotoInteractive(page, "/");
  await heroTrigger(page).click();
  const dialog = demoDialog(page);
  const name = dialog.getByLabel(copy.fields.name.label);
  await expect(name).toBeFocused();
  await page.keyboard.type("Dorothy Vaughan");
  await expect(name).toHaveValue("Dorothy Vaughan");
  // Nothing can leave before the script that checks it.
  await expect(dialog.getByRole("button", { name: copy.submit })).toBeDisabled();
  expect(form.requested()).toBe(true);

  form.release();
  await expect(heroTrigger(page)).toHaveAttribute("data-island-started");
  await dialog.getByLabel(copy.fields.email.label).fill("dorothy@example.org");
  await dialog.getByLabel(copy.fields.phone.label).fill("512 555 0142");
  await dialog.getByRole("button", { name: /Preferred Demo Date/ }).click();
  await page
    .getByRole("grid")
    .getByRole("button", { name: new RegExp(longDay(16)) })
    .click();
  await expect(name).toHaveValue("Dorothy Vaughan");
  await expect(dialog.getByRole("button", { name: copy.submit })).toBeEnabled();
});

test("with the calendar held back: the browser's date field, then submit, success, stored", async ({
  page,
  request,
}) => {
  const calendar = await holdScript(page, calendarScript);
  // A third of a second on the way to the server, so that "Submitting..." can be seen.
  await page.route("**/api/demo-requests", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await gotoInteractive(page, "/");
  const trigger = heroTrigger(page);
  await trigger.click();
  const dialog = demoDialog(page);
  await expect(dialog.getByLabel(copy.fields.name.label)).toBeFocused();
  await page.keyboard.type("Katherine Johnson");
  await dialog.getByLabel(copy.fields.email.label).fill("katherine@example.org");
  await dialog.getByLabel(copy.fields.phone.label).fill("(512) 555-0177");
  const date = dialog.getByLabel(copy.fields.demoDate.label);
  await expect(date).toHaveAttribute("type", "date");
  await expect(date).toHaveAttribute("min", isoDay(15));
  await expect(date).toHaveAttribute("max", toIsoDate(pickerDay(15, 2)));
  await date.fill(isoDay(17));
  // The chosen day written out, as the calendar's button would show it.
  await expect(dialog.getByText(longDay(17))).toBeVisible();

  await dialog.getByRole("button", { name: copy.submit }).click();
  await expect(dialog.getByRole("button", { name: copy.submitting })).toBeDisabled();
  await expect(page.getByText(copy.success)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  // The calendar was asked for, and never needed.
  expect(calendar.requested()).toBe(true);
  await expect(page.locator('input#demo-date[type="date"]')).toHaveCount(1);
  const stored = (await storedLeads(request)).filter((lead) => lead.name === "Katherine Johnson");
  expect(stored).toEqual([
    expect.objectContaining({ email: "katherine@example.org", demoDate: isoDay(17) }),
  ]);

  await trigger.click();
  await expect(dialog.getByLabel(copy.fields.name.label)).toHaveValue("");
  await expect(date).toHaveValue("");
  await expect(dialog.getByText(longDay(17))).toBeHidden();
  calendar.release();
});

test("the calendar arriving while the visitor types: nothing lost, focus stays, nothing announced", async ({
  page,
  request,
}) => {
  const calendar = await holdScript(page, calendarScript);
  await gotoInteractive(page, "/");
  await heroTrigger(page).click();
  const dialog = demoDialog(page);
  await page.keyboard.type("Mary Jackson");
  await dialog.getByLabel(copy.fields.demoDate.label).fill(isoDay(18));
  const email = dialog.getByLabel(copy.fields.email.label);
  await email.click();
  await page.keyboard.type("mary@exa");

  calendar.release();
  const dateButton = dialog.getByRole("button", {
    name: `${copy.fields.demoDate.label} ${longDay(18)}`,
  });
  await expect(dateButton).toBeVisible();
  await expect(email).toBeFocused();
  await page.keyboard.type("mple.org");
  await expect(email).toHaveValue("mary@example.org");
  await expect(dialog.getByLabel(copy.fields.name.label)).toHaveValue("Mary Jackson");
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("region", { name: copy.notifications })).toBeEmpty();

  await dialog.getByLabel(copy.fields.phone.label).fill("512-555-0163");
  await dialog.getByRole("button", { name: copy.submit }).click();
  await expect(page.getByText(copy.success)).toBeVisible();
  const stored = (await storedLeads(request)).filter((lead) => lead.name === "Mary Jackson");
  expect(stored).toEqual([expect.objectContaining({ demoDate: isoDay(18) })]);
});

test("the calendar waits while the visitor is in the date field, and takes over once they leave it", async ({
  page,
}) => {
  const calendar = await holdScript(page, calendarScript);
  await gotoInteractive(page, "/");
  await heroTrigger(page).click();
  const dialog = demoDialog(page);
  const date = dialog.locator("#demo-date");
  await date.focus();
  const arrived = page.waitForResponse(calendarScript);
  calendar.release();
  await arrived;
  // Arrived, and kept waiting: the visitor is still where they were.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  await expect(date).toBeFocused();
  await expect(date).toHaveAttribute("type", "date");

  // Back to the phone field (Tab would move between the date's own month, day and year).
  await page.keyboard.press("Shift+Tab");
  const phone = dialog.getByLabel(copy.fields.phone.label);
  await expect(phone).toBeFocused();
  await expect(dialog.getByRole("button", { name: /Preferred Demo Date/ })).toBeVisible();
  await expect(phone).toBeFocused();
});

test("keyboard only: Tab order inside the dialog, the page behind out of reach, Escape returns focus", async ({
  page,
}) => {
  await gotoInteractive(page, "/");
  const trigger = heroTrigger(page);
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = demoDialog(page);
  await expect(dialog.getByRole("button", { name: /Preferred Demo Date/ })).toBeVisible();
  const order = [
    dialog.getByLabel(copy.fields.name.label),
    dialog.getByLabel(copy.fields.email.label),
    dialog.getByLabel(copy.fields.phone.label),
    dialog.getByRole("button", { name: /Preferred Demo Date/ }),
    dialog.getByRole("button", { name: copy.cancel }),
    // Request Demo is disabled while fields are empty, so Tab passes it.
    dialog.getByRole("button", { name: enChrome.close }),
  ];
  const [first, ...rest] = order;
  await expect(first ?? dialog).toBeFocused();
  for (const next of rest) {
    await page.keyboard.press("Tab");
    await expect(next).toBeFocused();
  }
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: copy.cancel })).toBeFocused();

  // However far a visitor tabs, focus never reaches the page behind.
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press("Tab");
    const outside = await page.evaluate(
      () => document.activeElement !== document.body && !document.activeElement?.closest("dialog"),
    );
    expect(outside).toBe(false);
  }

  // Escape in the open calendar closes the calendar only; the next one closes the dialog.
  const dateButton = dialog.getByRole("button", { name: /Preferred Demo Date/ });
  await dateButton.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("grid")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("grid")).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dateButton).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("nothing scrolls behind the open dialog, and a click beside it closes it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await gotoInteractive(page, "/");
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.getByRole("main").getByRole("button", { name: "Schedule Demo" }).click();
  const dialog = demoDialog(page);
  await expect(dialog).toBeVisible();
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(5, 5);
  await page.mouse.wheel(0, 800);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  await page.mouse.click(3, 3);
  await expect(dialog).toBeHidden();
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
});

for (const language of ["en", "es"] as const) {
  test(`axe finds nothing with the dialog open, before and after the calendar (${language})`, async ({
    page,
  }) => {
    const { chrome, copy: own } = languages[language];
    const calendar = await holdScript(page, calendarScript);
    await gotoInteractive(page, language === "es" ? "/es/" : "/");
    await page.getByRole("banner").getByRole("button", { name: chrome.header.getStarted }).click();
    const dialog = demoDialog(page, own.title);
    await expect(dialog.getByLabel(own.fields.demoDate.label)).toHaveAttribute("type", "date");
    await expectNoAxeViolations(page);
    calendar.release();
    await expect(dialog.getByRole("button", { name: own.fields.demoDate.label })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("in Spanish throughout: labels, errors, the date written out, submitting and success", async ({
  page,
}) => {
  const { chrome, copy: es, messages } = languages.es;
  const calendar = await holdScript(page, calendarScript);
  await page.route("**/api/demo-requests", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await gotoInteractive(page, "/es/");
  await page.getByRole("banner").getByRole("button", { name: chrome.header.getStarted }).click();
  const dialog = demoDialog(page, es.title);
  await expect(dialog).toContainText(es.description);
  await expect(dialog).toContainText(es.requiredNote);
  await dialog.getByLabel(es.fields.name.label).fill("Ana García");
  await dialog.getByLabel(es.fields.email.label).fill("ana@");
  await dialog.getByLabel(es.fields.phone.label).fill("512 555 0110");
  await dialog.getByLabel(es.fields.demoDate.label).fill(isoDay(21));
  await expect(dialog.getByText(longDay(21, "es-US"))).toBeVisible();
  await dialog.getByRole("button", { name: es.submit }).click();
  const email = dialog.getByLabel(es.fields.email.label);
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(messages.email.invalid);

  await email.fill("ana@example.org");
  await dialog.getByRole("button", { name: es.submit }).click();
  await expect(dialog.getByRole("button", { name: es.submitting })).toBeDisabled();
  await expect(page.getByText(es.success)).toBeVisible();
  await expect(page.getByRole("region", { name: es.notifications })).toContainText(es.success);
  await expect(dialog.getByRole("button", { name: es.cancel })).toBeHidden();
  calendar.release();
});
