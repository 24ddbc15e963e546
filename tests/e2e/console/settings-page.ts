/** The delivery settings page, as an owner reaches it and reads its boxes. */
import { type Page, expect } from "@playwright/test";

/** Through the console's navigation; focus lands on the page's heading. */
export async function openSettings(page: Page) {
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Delivery settings" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Delivery settings" })).toBeFocused();
}

/** A routing rule's box of addresses, by its label. */
export const routingBox = (page: Page, name: string) =>
  page.getByRole("textbox", { name, exact: true });
