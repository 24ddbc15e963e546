import { randomUUID } from "node:crypto";

import type { Locator, Page } from "@playwright/test";

import { pngOf } from "../../server/support/images";
import { expectNoAxeViolations, horizontalOverflow } from "../support";
import { expect, join, tabTo, test } from "./fixtures";
import { phoneProblems } from "./phone-layout";

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** Publishing answers once the site serves the change; on a busy machine that takes a while. */
const LIVE_MS = 30_000;
const words = (word: string, count: number) => `${word} `.repeat(count).trim();

/** One language's job posting, typed into its fieldset as a person would. */
async function fillJob(version: Locator, title: string, language: "en" | "es") {
  const sentence = language === "en" ? "Build it." : "Constrúyelo.";
  await version.getByRole("textbox", { name: "Title" }).fill(title);
  await version
    .getByRole("textbox", { name: /^Description/ })
    .fill(
      language === "en"
        ? "Build the data pipelines that show state agencies where families are waiting."
        : "Construye los datos que muestran a las agencias estatales dónde esperan las familias.",
    );
  await version.getByRole("combobox", { name: "Department" }).selectOption("engineering");
  await version.getByRole("combobox", { name: "Location" }).selectOption("remote");
  await version.getByRole("combobox", { name: "Employment type" }).selectOption("full-time");
  await version.getByRole("textbox", { name: /^Salary from/ }).fill("120000");
  await version.getByRole("textbox", { name: /^Salary to/ }).fill("150000");
  await version.getByLabel("Date posted").fill(day(0));
  await version.getByLabel("Open until").fill(day(60));
  for (const list of ["Responsibilities", "Qualifications"]) {
    await version
      .getByRole("textbox", { name: list })
      .fill([1, 2, 3].map((n) => `${sentence} ${n}`).join("\n"));
  }
  await version
    .getByRole("textbox", { name: "Body (Markdown)" })
    .fill(
      `## ${language === "en" ? "The work" : "El trabajo"}\n\n${words(language === "en" ? "families" : "familias", 120)}`,
    );
}

const ALT = {
  en: "A caseworker and a parent reading a school meal application together",
  es: "Una trabajadora social y una madre leen juntas una solicitud de comidas escolares",
};

/** Adds an image to both bodies: refused without a file and alt text, and for a file not an image. */
async function addImage(page: Page) {
  const images = page.getByRole("group", { name: "Add an image" });
  await images.getByRole("button", { name: "Add image" }).click();
  await expect(images.getByRole("alert")).toHaveText(
    "Fix the problems marked above, then add the image.",
  );
  await expect(images.getByLabel("Image file")).toBeFocused();
  await expect(images.getByLabel("Image file")).toHaveAccessibleDescription(
    /Choose an image file\.$/,
  );
  await expect(images.getByRole("textbox", { name: "Alt text (Spanish)" })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await images.getByLabel("Image file").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not an image"),
  });
  await images.getByRole("textbox", { name: "Alt text (English)" }).fill(ALT.en);
  await images.getByRole("textbox", { name: "Alt text (Spanish)" }).fill(ALT.es);
  await images.getByRole("button", { name: "Add image" }).click();
  await expect(images.getByText(/^This file is not a PNG, JPEG, WebP or GIF image/)).toBeVisible();
  await images.getByLabel("Image file").setInputFiles({
    name: "application.png",
    mimeType: "image/png",
    buffer: pngOf(320, 180),
  });
  await images.getByRole("button", { name: "Add image" }).click();
  await expect(
    images
      .getByRole("status")
      .filter({ hasText: "Image added to the body (English and Spanish)." }),
  ).toBeVisible();
  const english = page.getByRole("group", { name: "English" });
  await expect(english.getByRole("textbox", { name: "Body (Markdown)" })).toHaveValue(
    new RegExp(`\\n\\n!\\[${ALT.en}\\]\\(/media/[0-9a-f]{20}-320x180\\.png\\)\\n$`),
  );
  const spanish = page.getByRole("group", { name: "Spanish" });
  await expect(spanish.getByRole("textbox", { name: "Body (Markdown)" })).toHaveValue(
    new RegExp(`!\\[${ALT.es}\\]\\(/media/`),
  );
}

/** The live page's article image, with its alt text, and the image itself answering. */
async function expectLiveImage(page: Page, path: string, alt: string) {
  await page.goto(path);
  const image = page.getByRole("main").getByRole("img", { name: alt });
  await expect(image).toHaveAttribute("width", "320");
  await expect(image).toHaveAttribute("height", "180");
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(320);
  expect(await status(page, String(await image.getAttribute("src")))).toBe(200);
}

async function status(page: Page, path: string) {
  return (await page.request.get(path, { maxRedirects: 0 })).status();
}

test("an editor writes a job posting in English and Spanish, previews and submits it; an owner publishes, renames, restores and unpublishes it; each step is in the audit log", async ({
  page,
  browser,
  consoleServer: server,
}) => {
  test.setTimeout(300_000);
  const marker = randomUUID().slice(0, 8);
  const title = `Data Engineer ${marker}`;
  const slug = `data-engineer-${marker}`;

  const editor = await test.step("an editor joins and sees only publishing", async () => {
    const joined = await join(page, server, "editor");
    const nav = page.getByRole("navigation", { name: "Console" });
    await expect(nav.getByRole("link")).toHaveText([
      "Publishing",
      "Help center",
      "Status",
      "Account",
    ]);
    await expect(page.getByText("Deliveries:")).toHaveCount(0);
    for (const path of ["/admin/leads", "/admin/spam", "/admin/people"]) {
      await page.goto(path);
      await expect(page.getByRole("alert")).toHaveText("You do not have access to this.");
    }
    await page.getByRole("link", { name: "Brightway console (start page)" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Publishing");
    return joined;
  });

  await test.step("writes the posting; the rules are named as they are broken", async () => {
    await page.getByRole("link", { name: "New job posting" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New job posting");
    const english = page.getByRole("group", { name: "English" });
    await english.getByRole("textbox", { name: "Title" }).fill(title);
    await expect(page.getByRole("textbox", { name: "Address (slug)" })).toHaveValue(slug);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Fix the problems marked below before saving.",
    );
    await expect(english).toContainText("Body: at least 100 words (0 so far)");
    await expect(english.getByRole("textbox", { name: "Body (Markdown)" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    // Every field is announced as required, and choices read as the site names them.
    const fields = english.locator("input, select, textarea");
    expect(await fields.count()).toBeGreaterThan(10);
    expect(
      await fields.evaluateAll((all) => all.filter((field) => !field.hasAttribute("required"))),
    ).toEqual([]);
    await expect(english.getByRole("combobox", { name: "Department" })).toContainText(
      "Customer Success",
    );
    await fillJob(english, title, "en");
    // Once the problems are fixed, nothing says there are some.
    await expect(page.getByText("Fix the problems marked below before saving.")).toHaveCount(0);
    await page.getByRole("button", { name: "Add a Spanish version" }).click();
    await fillJob(
      page.getByRole("group", { name: "Spanish" }),
      `Ingeniería de datos ${marker}`,
      "es",
    );
    // The slug still follows the English title, not the Spanish one.
    await expect(page.getByRole("textbox", { name: "Address (slug)" })).toHaveValue(slug);
    await addImage(page);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit: ${title}`);
    await expect(page.getByRole("status").filter({ hasText: "Draft created." })).toBeVisible();
    await expect(page.getByText("Status: Draft")).toBeVisible();
  });

  await test.step("previews the page in both languages, as the site shows it", async () => {
    await page.getByRole("button", { name: "Preview (English)" }).click();
    const englishPreview = page.frameLocator('iframe[title="Preview of the English page"]');
    await expect(englishPreview.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(englishPreview.getByRole("img", { name: ALT.en })).toBeVisible();
    await page.getByRole("button", { name: "Preview (Spanish)" }).click();
    const spanishPreview = page.frameLocator('iframe[title="Preview of the Spanish page"]');
    await expect(spanishPreview.getByRole("heading", { level: 1 })).toHaveText(
      `Ingeniería de datos ${marker}`,
    );
    await expect(spanishPreview.getByRole("img", { name: ALT.es })).toBeVisible();
    // Sandboxed without allow-scripts, and with no script left in it.
    await expect(page.locator("iframe")).toHaveAttribute("sandbox", "allow-same-origin");
    expect(await spanishPreview.locator("script").count()).toBe(0);
  });

  await test.step("submits it for review; it has no publish button", async () => {
    await expect(page.getByRole("button", { name: "Publish now" })).toHaveCount(0);
    await page.getByRole("button", { name: "Submit for review" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Submitted for review." }),
    ).toBeVisible();
    await expect(page.getByText("Status: In review")).toBeVisible();
  });

  const ownerContext = await browser.newContext({ baseURL: server.publicOrigin });
  const owner = await ownerContext.newPage();
  try {
    const { email: ownerEmail } = await join(owner, server, "owner");
    await test.step("an owner publishes it: live in both languages", async () => {
      await owner.getByRole("link", { name: "Publishing" }).click();
      await owner.getByRole("link", { name: title }).click();
      await owner.getByRole("button", { name: "Publish now" }).click();
      await expect(
        owner.getByRole("status").filter({ hasText: "Published: the page is live." }),
      ).toBeVisible({ timeout: LIVE_MS });
      await expect(owner.getByRole("link", { name: "Open the live Spanish page" })).toHaveAttribute(
        "href",
        `/es/careers/${slug}`,
      );
      const live = await owner.request.get(`/careers/${slug}`);
      expect(live.status()).toBe(200);
      expect(await live.text()).toContain(title);
      const liveEs = await owner.request.get(`/es/careers/${slug}`);
      expect(liveEs.status()).toBe(200);
      expect(await liveEs.text()).toContain(`Ingeniería de datos ${marker}`);
      const reader = await ownerContext.newPage();
      await expectLiveImage(reader, `/careers/${slug}`, ALT.en);
      await expectLiveImage(reader, `/es/careers/${slug}`, ALT.es);
      await reader.close();
    });

    await test.step("a new slug: the old address answers 301", async () => {
      await owner.getByRole("textbox", { name: "Address (slug)" }).fill(`${slug}-remote`);
      await owner.getByRole("button", { name: "Save draft" }).click();
      await expect(owner.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
      await owner.getByRole("button", { name: "Publish now" }).click();
      // The live page's link follows the entry once the new address is published.
      await expect(owner.getByRole("link", { name: "Open the live page" })).toHaveAttribute(
        "href",
        `/careers/${slug}-remote`,
        { timeout: LIVE_MS },
      );
      expect(await status(owner, `/careers/${slug}-remote`)).toBe(200);
      const moved = await owner.request.get(`/careers/${slug}`, { maxRedirects: 0 });
      expect(moved.status()).toBe(301);
      expect(moved.headers().location).toContain(`/careers/${slug}-remote`);
    });

    await test.step("the first revision restored as the draft, its changes shown", async () => {
      const revisions = owner.getByRole("table", { name: "Every saved version, the newest first" });
      // A header row, then the two saved versions.
      await expect(revisions.getByRole("row")).toHaveCount(3);
      await revisions.getByRole("button", { name: /^Restore / }).click();
      await owner.getByRole("dialog").getByRole("button", { name: "Restore" }).click();
      await expect(
        owner.getByRole("status").filter({ hasText: "Revision restored as the newest draft." }),
      ).toBeVisible();
      await expect(owner.getByRole("textbox", { name: "Address (slug)" })).toHaveValue(slug);
      await expect(revisions.getByRole("row")).toHaveCount(4);
      await revisions
        .getByRole("button", { name: /^Show changes / })
        .first()
        .click();
      await expect(owner.locator("#revision-changes")).toContainText(
        "Only in the current draft: slug: " + slug,
      );
    });

    await test.step("unpublished: its page answers 410", async () => {
      await owner.getByRole("button", { name: "Unpublish" }).click();
      await owner.getByRole("dialog").getByRole("button", { name: "Unpublish" }).click();
      await expect(owner.getByRole("status").filter({ hasText: "Unpublished." })).toBeVisible({
        timeout: LIVE_MS,
      });
      expect(await status(owner, `/careers/${slug}-remote`)).toBe(410);
    });

    await test.step("the audit log holds every step, by whom", async () => {
      await owner.getByRole("link", { name: "Audit log" }).click();
      const log = owner.getByRole("table", { name: "Audit log entries, newest first" });
      const entry = (who: string, action: string) =>
        log.getByRole("row").filter({ hasText: who }).filter({ hasText: action });
      await expect(entry(editor.email, "Entry created")).toContainText(slug);
      await expect(entry(editor.email, "Entry submitted")).toHaveCount(1);
      await expect(entry(ownerEmail, "Entry published")).toHaveCount(2);
      await expect(entry(ownerEmail, "Revision restored")).toHaveCount(1);
      await expect(entry(ownerEmail, "Entry unpublished")).toHaveCount(1);
    });
  } finally {
    await ownerContext.close();
  }
});

test("the publishing pages pass axe, fit 320 and 390 px screens, and work by keyboard alone", async ({
  page,
  consoleServer: server,
}) => {
  test.setTimeout(180_000);
  await join(page, server, "owner");
  const check = async (name: string) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await horizontalOverflow(page), `${name} at 320 px`).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await phoneProblems(page), `${name} at 390 px`).toEqual({
      overflowing: [],
      smallTargets: [],
    });
    await page.setViewportSize({ width: 1280, height: 800 });
  };
  const nav = page.getByRole("navigation", { name: "Console" });
  // Back from the inbox's heading, where focus lands: ahead lie all of the worker's leads.
  await tabTo(page, nav.getByRole("link", { name: "Publishing" }), "Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Publishing" })).toBeFocused();
  await check("the entries list");

  // An imported entry (content/ is the new database's first entries).
  await tabTo(page, page.getByRole("table").getByRole("link").first());
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Edit: /);
  await check("an entry");
  // axe cannot run inside the preview's frame, where no script may run: that is checked by itself.
  await tabTo(page, page.getByRole("button", { name: "Preview (English)" }));
  await page.keyboard.press("Enter");
  await expect(page.locator("iframe")).toBeVisible();
  await expect(page.getByRole("button", { name: "Close the preview" })).toBeVisible();
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await horizontalOverflow(page), `the preview at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await tabTo(page, page.getByRole("button", { name: "Close the preview" }));
  await page.keyboard.press("Enter");
  await expect(page.locator("iframe")).toHaveCount(0);
  // The image form, from its file field on, by keyboard: tried empty, its problems are named.
  await page.getByLabel("Image file").focus();
  await tabTo(page, page.getByRole("button", { name: "Add image" }));
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Image file")).toBeFocused();
  await check("an entry's image form with its problems named");

  await page.goto("/admin/entries/new?collection=careers");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New job posting");
  await tabTo(page, page.getByRole("button", { name: "Save draft" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toBeVisible();
  await check("a new job posting with its problems named");
});

test("what is typed survives a closed tab: it comes back with a note, and can be discarded", async ({
  page,
  consoleServer: server,
}) => {
  await join(page, server, "editor");
  await page.goto("/admin/entries/new?collection=blog");
  const title = page
    .getByRole("group", { name: "English" })
    .getByRole("textbox", { name: "Title" });
  await title.fill("Notes from the field");
  // Kept every 3 s while it differs from what was saved.
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).length), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await page.close();

  const again = await page.context().newPage();
  await again.goto("/admin/entries/new?collection=blog");
  await expect(again.getByText(/^Restored what you typed on this device/)).toBeVisible();
  const restored = again
    .getByRole("group", { name: "English" })
    .getByRole("textbox", { name: "Title" });
  await expect(restored).toHaveValue("Notes from the field");
  await expect(again.getByRole("textbox", { name: "Address (slug)" })).toHaveValue(
    "notes-from-the-field",
  );
  await again.getByRole("button", { name: "Discard it" }).click();
  await expect(restored).toHaveValue("");
  await again.reload();
  await expect(again.getByRole("heading", { level: 1 })).toHaveText("New article");
  await expect(again.getByText(/^Restored what you typed/)).toHaveCount(0);
});

test("an owner writes and schedules a posting: the editor and the list show when it goes live", async ({
  page,
  consoleServer: server,
}) => {
  test.setTimeout(180_000);
  const marker = randomUUID().slice(0, 8);
  await join(page, server, "owner");
  await page.goto("/admin/entries/new?collection=careers");
  await fillJob(page.getByRole("group", { name: "English" }), `Analyst ${marker}`, "en");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit: Analyst ${marker}`);
  await page.getByLabel("Publish at").fill(`${day(2)}T09:30`);
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Scheduled." })).toBeVisible();
  // The time typed is read and shown on Austin's clock, standard or daylight, wherever the browser is.
  const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${day(2)}T00:00:00Z`),
  );
  const when = new RegExp(`${date}, 9:30 AM C[SD]T`);
  await expect(page.getByText(new RegExp(`Scheduled for ${when.source}\\.$`))).toBeVisible();
  await page.getByRole("link", { name: "Back to publishing" }).click();
  await expect(
    page
      .getByRole("table", { name: "Entries, the most recently changed first" })
      .getByRole("row")
      .filter({ hasText: `Analyst ${marker}` }),
  ).toContainText(when);
});
