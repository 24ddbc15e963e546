import { randomUUID } from "node:crypto";

import { type APIRequestContext, type Page, expect, test } from "@playwright/test";

import * as enContact from "~/content/en/contact";
import * as enForms from "~/content/en/forms";
import { siteChrome as enChrome } from "~/content/en/site-chrome";
import * as esContact from "~/content/es/contact";
import * as esForms from "~/content/es/forms";
import { siteChrome as esChrome } from "~/content/es/site-chrome";

import { storedLeads } from "./intake";
import { PICKER_TODAY } from "./picker-dates";
import { gotoInteractive } from "./support";

/**
 * Each lead knows the page it was sent from and that page's campaign: the
 * demo dialog and the contact form send it, and without JavaScript the
 * browser's Referer tells it. Read back through the admin export.
 */
const languages = {
  en: { chrome: enChrome, forms: enForms, contact: enContact, prefix: "", locale: "en-US" },
  es: { chrome: esChrome, forms: esForms, contact: esContact, prefix: "/es", locale: "es-US" },
};
type Language = keyof typeof languages;

/** A lead's source as the export shows it. */
const sourceOf = (page: string, campaign: Record<string, string | null>) => ({
  page,
  utmSource: campaign.utm_source ?? null,
  utmMedium: campaign.utm_medium ?? null,
  utmCampaign: campaign.utm_campaign ?? null,
});

async function storedSource(request: APIRequestContext, email: string) {
  const stored = (await storedLeads(request)).filter((lead) => lead.email === email);
  expect(stored).toHaveLength(1);
  return stored[0]?.source;
}

const uniqueEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.org`;

async function sendContactForm(page: Page, language: Language, email: string) {
  const { fields, submit } = languages[language].contact.contactFormContent;
  await page.getByLabel(fields.email).fill(email);
  await page.getByLabel(fields.message).fill("Where did I come from?");
  await page.getByRole("button", { name: submit }).click();
}

const cases = [
  {
    language: "en",
    path: "/pricing",
    campaign: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "fall" },
  },
  {
    language: "es",
    path: "/es/for-families",
    campaign: { utm_source: "radio", utm_medium: null, utm_campaign: "otono" },
  },
] as const;

/** An address with the campaign's parameters (those it has), and one more that is not kept. */
const withCampaign = (path: string, campaign: Record<string, string | null>) => {
  const query = new URLSearchParams(
    Object.entries(campaign).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  query.set("gclid", "not-kept");
  return `${path}?${query}`;
};

for (const { language, path, campaign } of cases) {
  test(`the demo dialog sends its page and campaign (${language})`, async ({ page, request }) => {
    const { chrome, forms } = languages[language];
    const { fields, submit, success } = forms.demoRequest;
    // A "today" whose tomorrow is in the same month, and a day the server books.
    await page.clock.setFixedTime(PICKER_TODAY);
    await gotoInteractive(page, withCampaign(path, campaign));
    await page.getByRole("banner").getByRole("button", { name: chrome.header.getStarted }).click();
    const dialog = page.getByRole("dialog", { name: forms.demoRequest.title });
    const email = uniqueEmail(`demo-${language}`);
    await dialog.getByLabel(fields.name.label).fill("Source Visitor");
    await dialog.getByLabel(fields.email.label).fill(email);
    await dialog.getByLabel(fields.phone.label).fill("(512) 555-0123");
    await dialog
      .getByRole("button", { name: new RegExp(fields.demoDate.label.replace(" *", "")) })
      .click();
    await expect(page.getByRole("grid")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: submit }).click();
    await expect(page.getByText(success)).toBeVisible();
    expect(await storedSource(request, email)).toEqual(sourceOf(path, campaign));
  });
}

test("the contact form sends its page and campaign, in English and in Spanish", async ({
  page,
  request,
}) => {
  for (const language of ["en", "es"] as const) {
    const path = `${languages[language].prefix}/contact`;
    const campaign = { utm_source: null, utm_medium: "print", utm_campaign: `flyer-${language}` };
    await gotoInteractive(page, `${withCampaign(path, campaign)}&inquiry=sales`);
    const email = uniqueEmail(`contact-${language}`);
    await sendContactForm(page, language, email);
    await expect(page.getByRole("status")).toContainText(email);
    const stored = (await storedLeads(request)).find((lead) => lead.email === email);
    expect(stored).toMatchObject({ locale: languages[language].locale, inquiryType: "sales" });
    expect(stored?.source).toEqual(sourceOf(path, campaign));
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form's page and campaign come from the browser's Referer, in English and in Spanish", async ({
    page,
    request,
  }) => {
    for (const language of ["en", "es"] as const) {
      const path = `${languages[language].prefix}/contact`;
      const campaign = { utm_source: "flyer", utm_medium: null, utm_campaign: `plain-${language}` };
      await page.goto(withCampaign(path, campaign));
      const email = uniqueEmail(`plain-${language}`);
      await sendContactForm(page, language, email);
      await expect(page).toHaveURL(`${path}/sent`);
      expect(await storedSource(request, email)).toEqual(sourceOf(path, campaign));
    }
  });
});
