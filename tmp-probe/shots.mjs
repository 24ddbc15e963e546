import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "../scripts/chromium.mjs";
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
const origin = "http://127.0.0.1:4290";
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${origin}/`);
  await page.screenshot({ path: `/tmp/shot-home-${width}.png` });
  await page.getByRole("main").getByRole("button", { name: "Request Demo" }).click();
  await page.getByRole("dialog").waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shot-dialog-${width}.png` });
  await page.goto(`${origin}/help-center?q=refund`);
  await page.waitForLoadState("networkidle");
  await page.locator("[data-island-started]").first().waitFor({ state: "attached" });
  await page.screenshot({ path: `/tmp/shot-help-${width}.png`, fullPage: false });
  await page.goto(`${origin}/search?q=tutoring`);
  await page.getByRole("status").filter({ hasText: /\d/ }).waitFor();
  await page.screenshot({ path: `/tmp/shot-search-${width}.png` });
  await page.goto(`${origin}/contact?inquiry=sales`);
  const form = page.locator("form[data-island]");
  await form.scrollIntoViewIfNeeded();
  await form.and(page.locator("[data-island-started]")).waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Send Message" }).click();
  await page.screenshot({ path: `/tmp/shot-contact-${width}.png` });
  await page.close();
}
await browser.close();
