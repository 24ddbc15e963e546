import { type Page, expect, test } from "@playwright/test";

import * as es from "~/content/es/forms";
import { siteChrome } from "~/content/es/site-chrome";
import { siteConfig } from "~/lib/site-config";

import { storedLeads } from "./intake";
import { PICKER_TODAY, isoDay, longDay, pickerMonth } from "./picker-dates";
import { expectNoAxeViolations, gotoInteractive } from "./support";

test.describe("the language switch", () => {
  test("leads to the same page in the other language, and back", async ({ page }) => {
    await page.goto("/pricing?inquiry=x#faq");
    const toSpanish = page.getByRole("navigation", { name: "Language" }).getByRole("link");
    await expect(toSpanish).toHaveText("Español");
    await expect(toSpanish).toHaveAttribute("lang", "es-US");
    await expect(toSpanish).toHaveAttribute("hreflang", "es-US");
    // The page's own address, not the pre-rendered file's "/es/pricing/" and its redirect.
    await expect(toSpanish).toHaveAttribute("href", "/es/pricing");
    await toSpanish.click();
    await expect(page).toHaveURL("/es/pricing");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Precios sencillos para programas de todos los tamaños",
    );
    await expect(page.getByRole("navigation", { name: siteChrome.header.navLabel })).toBeAttached();
    await expect(page.getByRole("contentinfo")).toContainText(siteChrome.footer.rightsReserved);

    const toEnglish = page.getByRole("navigation", { name: "Idioma" }).getByRole("link");
    await expect(toEnglish).toHaveText("English");
    await expect(toEnglish).toHaveAttribute("lang", "en-US");
    await toEnglish.click();
    await expect(page).toHaveURL("/pricing");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  });

  test("names every language version in the head, with English as the default", async ({
    page,
  }) => {
    await page.goto("/es/blog/what-esa-funds-can-pay-for");
    const alternate = (hreflang: string) =>
      page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`);
    await expect(alternate("en-US")).toHaveAttribute(
      "href",
      `${siteConfig.url}/blog/what-esa-funds-can-pay-for`,
    );
    await expect(alternate("es-US")).toHaveAttribute(
      "href",
      `${siteConfig.url}/es/blog/what-esa-funds-can-pay-for`,
    );
    await expect(alternate("x-default")).toHaveAttribute(
      "href",
      `${siteConfig.url}/blog/what-esa-funds-can-pay-for`,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "es_US");
  });

  test("never redirects by the browser's language", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-US" });
    const page = await context.newPage();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });
});

test("an unknown Spanish address gets the Spanish 404 page, status 404", async ({ page }) => {
  const response = await page.goto("/es/no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("No encontramos esta página");
  await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/es");
  await expect(page.getByRole("navigation", { name: "Idioma" }).getByRole("link")).toHaveAttribute(
    "href",
    "/",
  );
});

async function openDemoDialog(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Comenzar" }).click();
  const dialog = page.getByRole("dialog", { name: es.demoRequest.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("a Spanish-speaking parent", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(PICKER_TODAY);
  });

  test("finds an answer in the help center, whatever the accents", async ({ page }) => {
    await gotoInteractive(page, "/es");
    await page
      .getByRole("navigation", { name: "Pie de página" })
      .getByRole("link", { name: "Centro de ayuda" })
      .click();
    await expect(page).toHaveURL("/es/help-center");
    const search = page.getByRole("searchbox", { name: "Buscar preguntas y artículos" });
    await search.fill("contrasena");
    await expect(page.getByRole("status")).toHaveText(/^\d+ resultados? para “contrasena”$/);
    const question = page.getByRole("main").locator("details").first();
    await question.locator("summary").click();
    await expect(question).toContainText("contraseña");
    await search.fill("informacion");
    await expect(page.getByRole("status")).toHaveText("1 resultado para “informacion”");
    await expect(
      page.getByRole("main").getByRole("heading", { name: "Cómo mantener segura su cuenta" }),
    ).toBeVisible();
    await expect(page.getByRole("main")).toContainText("protegen la información de su familia");
  });

  test("reads an article in Spanish, dated in Spanish", async ({ page }) => {
    await page.goto("/es/blog");
    await page
      .getByRole("link", { name: /Leer más sobre “¿Qué se puede pagar con los fondos de la ESA/ })
      .click();
    await expect(page).toHaveURL("/es/blog/what-esa-funds-can-pay-for");
    await expect(page.locator("main time").first()).toHaveText("10 de noviembre de 2026");
    await expect(page.getByRole("main")).toContainText("Por Priya Raman");
    // Links in the article stay in Spanish.
    await expect(page.locator('main .prose a[href^="/"]').first()).toHaveAttribute(
      "href",
      /^\/es\//,
    );
  });

  test("requests a demo: Spanish labels, calendar, dates, toast and stored language", async ({
    page,
    request,
  }) => {
    await gotoInteractive(page, "/es/for-families");
    const dialog = await openDemoDialog(page);
    const { fields } = es.demoRequest;
    await dialog.getByLabel(fields.name.label).fill("Lucía Hernández");
    await dialog.getByLabel(fields.email.label).fill("lucia@example.org");
    await dialog.getByLabel(fields.phone.label).fill("(512) 555-0199");
    await dialog.getByRole("button", { name: /Fecha preferida/ }).click();

    const calendar = page.getByRole("grid");
    await expect(page.getByText(pickerMonth("es-US"), { exact: true })).toBeVisible();
    const weekdays = calendar.locator("th");
    await expect(weekdays.first()).toHaveAttribute("aria-label", "domingo");
    await expect(weekdays.last()).toHaveAttribute("aria-label", "sábado");
    await expect(
      calendar.getByRole("button", { name: new RegExp(longDay(14, "es-US")) }),
    ).toBeDisabled();
    await calendar.getByRole("button", { name: new RegExp(longDay(18, "es-US")) }).click();
    await expect(dialog.getByRole("button", { name: /Fecha preferida/ })).toContainText(
      longDay(18, "es-US"),
    );
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: es.demoRequest.submit }).click();
    await expect(page.getByText(es.demoRequest.success)).toBeVisible();
    const stored = await storedLeads(request);
    // The same parent also sends a message in another test: look for her demo request.
    const demoRequest = stored.find(
      (lead) => lead.type === "demo" && lead.email === "lucia@example.org",
    );
    expect(demoRequest).toMatchObject({
      locale: "es-US",
      demoDate: isoDay(18),
    });
  });

  test("is told what to fix in Spanish, and the message goes out marked Spanish", async ({
    page,
    request,
  }) => {
    await gotoInteractive(page, "/es/contact");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    const email = page.getByLabel("Correo electrónico *");
    await expect(email).toHaveAccessibleDescription(es.contactMessageMessages.email.required);
    await expect(email).toBeFocused();

    await email.fill("lucia.contacto@example.org");
    await page.getByLabel("Mensaje *").fill("¿Cómo presento una solicitud?");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByRole("status")).toContainText(
      "Gracias. Su mensaje se envió y le responderemos a lucia.contacto@example.org.",
    );
    const stored = await storedLeads(request);
    expect(stored.find((lead) => lead.email === "lucia.contacto@example.org")).toMatchObject({
      type: "contact",
      locale: "es-US",
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("sends a message and lands on the Spanish confirmation page", async ({ page }) => {
      await page.goto("/es/contact");
      await page.getByLabel("Correo electrónico *").fill("lucia@example.org");
      await page.getByLabel("Mensaje *").fill("Quisiera saber cómo funciona el programa.");
      await page.getByRole("button", { name: "Enviar mensaje" }).click();
      await expect(page).toHaveURL("/es/contact/sent");
      await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Gracias");
    });

    test("a message the server refuses leads to the Spanish page that says what to fix", async ({
      page,
    }) => {
      await page.goto("/es/contact");
      await page.getByLabel("Correo electrónico *").fill("no-es-un-correo");
      await page.getByLabel("Mensaje *").fill("Hola");
      await page.getByRole("button", { name: "Enviar mensaje" }).click();
      await expect(page).toHaveURL("/es/contact/not-sent");
      await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    });
  });
});

test("site search in Spanish searches the Spanish pages", async ({ page }) => {
  await gotoInteractive(page, "/es/search");
  await page.getByRole("searchbox", { name: "Buscar en el sitio" }).fill("reembolso");
  await expect(page.getByRole("status")).toHaveText(/coincid/);
  const links = page.getByRole("main").getByRole("list").first().getByRole("link");
  await expect(links.first()).toBeVisible();
  for (const href of await links.evaluateAll((all) =>
    all.map((link) => link.getAttribute("href")),
  )) {
    expect(href).toMatch(/^\/es(\/|$)/);
  }
});
