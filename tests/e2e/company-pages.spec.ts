import { type Page, expect, test } from "@playwright/test";

import { formatLongDate, toIsoDate } from "~/lib/dates";
import { phoneHours } from "~/content/en/organization";
import { siteConfig } from "~/lib/site-config";

/** Today on this machine, as YYYY-MM-DD: what the build could have dated. */
const today = toIsoDate(new Date());

/** Every date on a page is a <time> with an ISO date not in the future, written out in long form. */
async function expectPastLongDates(page: Page, expectedCount: number) {
  const times = page.getByRole("main").locator("time");
  await expect(times).toHaveCount(expectedCount);
  for (const time of await times.all()) {
    const dateTime = (await time.getAttribute("datetime")) ?? "";
    expect(dateTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dateTime <= today, `${dateTime} is not in the future`).toBe(true);
    await expect(time).toHaveText(formatLongDate(dateTime, "en-US"));
  }
}

test("/about shows the mission, the figures, the story and where to go next", async ({ page }) => {
  await page.goto("/about");
  const main = page.getByRole("main");
  for (const heading of ["Our mission", "By the numbers", "Our story", "What we value"]) {
    await expect(main.getByText(heading, { exact: true })).toBeVisible();
  }
  const stats = [
    { value: "50,000+", label: "families served" },
    { value: "25+", label: "states" },
    { value: "$2.5B+", label: "funds managed" },
    { value: "98%", label: "satisfaction" },
    { value: "2020", label: "founded" },
  ];
  for (const { value, label } of stats) {
    const stat = main.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
    await expect(stat.getByRole("definition")).toHaveText(value);
  }

  await main.getByRole("link", { name: "See open positions" }).click();
  await expect(page).toHaveURL("/careers#open-positions");
  await expect(page.getByRole("heading", { name: "Join the team" })).toBeInViewport();

  await page.goto("/about");
  await page.getByRole("main").getByRole("link", { name: "Contact us" }).click();
  await expect(page).toHaveURL("/contact?inquiry=general");
});

const documents = [
  {
    path: "/privacy-policy",
    says: ["FERPA", "COPPA", "state student-privacy laws", "How long we keep information"],
  },
  { path: "/terms-of-service", says: ["the laws of the State of Texas"] },
  {
    path: "/cookie-policy",
    says: [
      "does not set cookies for its visitors",
      "sets exactly one cookie, and only for members of our staff",
      "Name: __Host-brightway-session.",
      "after 30 minutes without activity, or 12 hours after they signed in",
      "does not use analytics",
      "does not ask your browser to contact any other company",
      "we will update this page before the change goes live",
      "ask for your consent",
    ],
  },
  {
    path: "/accessibility",
    says: [
      "WCAG) 2.2 at level AA",
      "Section 508",
      "axe-core runs in a real browser against every route of the site, in continuous integration",
      "Keyboard checks",
      "Screen-reader checks",
      "Known limitations",
      "We acknowledge every report within 2 business days.",
    ],
  },
];

for (const { path, says } of documents) {
  test(`${path}: dated, with a table of contents whose links land on their sections`, async ({
    page,
  }) => {
    await page.goto(path);
    const main = page.getByRole("main");
    for (const text of says) await expect(main).toContainText(text);
    await expectPastLongDates(page, 1);

    const contents = page.getByRole("navigation", { name: "Table of contents" });
    const links = contents.getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(5);
    await expect(main.getByRole("heading", { level: 2 })).toHaveCount(
      // One h2 per section, plus the table of contents' own heading.
      (await links.count()) + 1,
    );
    for (const link of await links.all()) {
      const name = (await link.textContent()) ?? "";
      const href = (await link.getAttribute("href")) ?? "";
      expect(href).toMatch(/^#[a-z0-9-]+$/);
      await link.click();
      await expect(page).toHaveURL(`${path}${href}`);
      const section = page.locator(href);
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(name);
      await expect(section.getByRole("heading", { level: 2 })).toBeInViewport();
    }
  });
}

test("/accessibility says how to report a barrier", async ({ page }) => {
  await page.goto("/accessibility");
  const section = page.locator("#report-a-barrier");
  await expect(
    section.getByRole("link", { name: siteConfig.emails.accessibility }),
  ).toHaveAttribute("href", `mailto:${siteConfig.emails.accessibility}`);
  await expect(section.getByRole("link", { name: siteConfig.phone.display })).toHaveAttribute(
    "href",
    `tel:${siteConfig.phone.dial}`,
  );
  await expect(section).toContainText(phoneHours);
});

const companyPaths = [
  "/about",
  "/blog",
  "/careers",
  "/press",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
  "/accessibility",
];

for (const path of companyPaths) {
  test(`${path}: every link in the main content leads somewhere real`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    const hrefs = await page
      .getByRole("main")
      .locator("a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of new Set(hrefs)) {
      if (href.startsWith("/")) {
        const url = new URL(href, "http://site");
        const response = await request.get(url.pathname + url.search);
        expect(response.status(), `${href} status`).toBe(200);
        if (url.hash) expect(await response.text()).toContain(`id="${url.hash.slice(1)}"`);
      } else if (href.startsWith("#")) {
        await expect(page.locator(href), `${href} target`).toHaveCount(1);
      } else if (href.startsWith("mailto:")) {
        expect(href).toMatch(/^mailto:[^@\s?]+@[a-z0-9.-]+\.example(\?subject=[^\s]+)?$/);
      } else {
        expect(href, "only site paths, anchors, mailto: and tel: links").toBe(
          `tel:${siteConfig.phone.dial}`,
        );
      }
    }
  });
}
