/**
 * A page published from the console clears every bar a built page clears:
 * served whole without JavaScript, valid HTML, its own inline scripts'
 * hashes in its policy, axe 0, its structured data, canonical and hreflang,
 * the byte budgets, an uploaded image with its alt text, and Markdown's
 * markup and `javascript:` links inert.
 */
import { writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { absoluteUrl } from "~/lib/site-config";

import { measureHtml } from "../../../scripts/page-weight";
import { pngOf } from "../../server/support/images";
import { htmlErrors } from "../html-checker";
import { overBudget } from "../page-budgets";
import { expectNoAxeViolations, inlineScriptPolicy } from "../support";
import { expect, join, test } from "./fixtures";

const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");
const HOSTILE = "<script>alert(1)</script>";

const ALT = { en: "A family reading the school meal menu", es: "Una familia lee el menú escolar" };

/** A post in one language: headings, an image, a list, a link to the site, markup and a `javascript:` link. */
function post(title: string, language: "en" | "es", image: string) {
  const filler = (
    language === "en"
      ? "Families plan their school year here. "
      : "Las familias planean su año escolar aquí. "
  ).repeat(20);
  return {
    fields: {
      title,
      description:
        language === "en"
          ? "How a published post reaches families the moment the team presses Publish."
          : "Cómo una publicación llega a las familias en cuanto el equipo pulsa Publicar.",
      author: "Brightway Team",
      date: new Date().toISOString().slice(0, 10),
      category: "families",
    },
    body: [
      `## ${language === "en" ? "What changes" : "Qué cambia"}`,
      filler,
      `![${ALT[language]}](${image})`,
      `- ${language === "en" ? "See [our pricing](/pricing)." : "Vea [nuestros precios](/pricing)."}`,
      `- ${HOSTILE} [${language === "en" ? "a trick" : "un truco"}](javascript:alert(1))`,
    ].join("\n\n"),
  };
}

test("a post published from the console meets the bars of a built page, in both languages", async ({
  page,
  browser,
  consoleServer: server,
}) => {
  test.setTimeout(120_000);
  await join(page, server, "owner");
  const slug = `bars-${Date.now()}`;
  const titles = { "en-US": `Published Live ${slug}`, "es-US": `Publicado en vivo ${slug}` };
  const api = (url: string, data?: unknown) =>
    page.request.post(`/api/admin${url}`, { data, headers: { origin: server.publicOrigin } });
  const uploaded = await page.request.post("/api/admin/entries/images", {
    data: pngOf(320, 180),
    headers: { origin: server.publicOrigin, "content-type": "image/png" },
  });
  expect(uploaded.status()).toBe(201);
  const { url: image } = (await uploaded.json()) as { url: string };
  const created = await api("/entries", {
    collection: "blog",
    slug,
    content: {
      "en-US": post(titles["en-US"], "en", image),
      "es-US": post(titles["es-US"], "es", image),
    },
  });
  expect(created.status()).toBe(201);
  const { id, revision } = (await created.json()) as { id: string; revision: number };
  expect((await api(`/entries/${id}/publish`, { revision })).status()).toBe(204);

  const scratch = await mkdtemp(path.join(tmpdir(), "brightway-published-"));
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  try {
    for (const [locale, prefix] of [
      ["en-US", ""],
      ["es-US", "/es"],
    ] as const) {
      const pagePath = `${prefix}/blog/${slug}`;
      await test.step(pagePath, async () => {
        const response = await page.goto(pagePath);
        expect(response?.status()).toBe(200);
        const html = (await response?.text()) ?? "";
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[locale]);

        const { listed, running } = await inlineScriptPolicy(page, response);
        expect(running.length).toBeGreaterThan(0);
        expect(listed).toEqual(running);
        await expectNoAxeViolations(page);

        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          absoluteUrl(pagePath),
        );
        for (const [language, other] of [
          ["en-US", `/blog/${slug}`],
          ["es-US", `/es/blog/${slug}`],
        ] as const) {
          await expect(
            page.locator(`link[rel="alternate"][hreflang="${language}"]`),
          ).toHaveAttribute("href", absoluteUrl(other));
        }
        const structured = await page
          .locator('script[type="application/ld+json"]')
          .allTextContents();
        const posting = structured
          .map((text) => JSON.parse(text) as { "@type": string; headline?: string })
          .find((data) => data["@type"] === "BlogPosting");
        expect(posting?.headline).toBe(titles[locale]);

        const shown = page
          .getByRole("main")
          .getByRole("img", { name: ALT[locale === "en-US" ? "en" : "es"] });
        await expect(shown).toHaveAttribute("src", image);
        // Loaded lazily: once in view, the image arrives whole.
        await shown.scrollIntoViewIfNeeded();
        await expect
          .poll(() => shown.evaluate((element: HTMLImageElement) => element.naturalWidth))
          .toBe(320);

        // Markup in Markdown is text; a `javascript:` link is no link.
        await expect(page.getByRole("main")).toContainText(HOSTILE);
        expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);

        const file = path.join(scratch, `${locale}.html`);
        writeFileSync(file, html);
        expect(htmlErrors([file])).toEqual([]);
        expect(overBudget(measureHtml(clientDir, pagePath, html))).toEqual([]);

        const plain = await withoutScripts.newPage();
        await plain.goto(`${server.publicOrigin}${pagePath}`);
        await expect(plain.getByRole("heading", { level: 1 })).toHaveText(titles[locale]);
        await expect(plain.getByRole("main")).toContainText(
          locale === "en-US" ? "Families plan their school year here." : "Las familias planean",
        );
      });
    }
  } finally {
    await withoutScripts.close();
    await rm(scratch, { recursive: true, force: true });
  }
});
