import { type Locator, type Page, expect, test } from "@playwright/test";

import { documentTitle } from "~/site/page-meta";
import { pages } from "~/lib/route-table";
import { mailto, siteConfig, telHref } from "~/lib/site-config";

import { gotoInteractive, watchPage } from "./support";

/** Every link and button in a page's main content, in document order. */
interface MainControls {
  path: string;
  /** Links as [accessible name, href]; contact details by href alone, as their names include extras. */
  links: readonly (readonly [string, string])[];
  contactHrefs?: readonly string[];
  demoButtons: readonly string[];
}

const controls: readonly MainControls[] = [
  {
    path: "/for-states",
    links: [
      ["See the implementation timeline", "#timeline"],
      ["Security and compliance", "/security"],
      ["Integrations", "/integrations"],
      ["Pricing", "/pricing"],
      ["Documentation", "/documentation"],
      ["Contact Sales", "/contact?inquiry=sales"],
    ],
    contactHrefs: [mailto(siteConfig.emails.sales), telHref],
    demoButtons: ["Request Demo", "Request Demo"],
  },
  {
    path: "/for-providers",
    links: [
      ["Apply to get listed", "/contact?inquiry=partnership"],
      ["See what families can spend on", "/esa#eligible-uses"],
      ["Apply to get listed", "/contact?inquiry=partnership"],
      ["Visit the Help Center", "/help-center"],
    ],
    demoButtons: [],
  },
  {
    path: "/for-families",
    links: [
      ["Learn how ESAs work", "/esa"],
      ["See what funds can cover", "/esa#eligible-uses"],
      ["Visit the Help Center", "/help-center"],
      ["Contact Support", "/contact?inquiry=support"],
    ],
    demoButtons: [],
  },
  {
    path: "/school-lunch",
    links: [
      ["What families get", "#family-benefits"],
      ["Contact Sales", "/contact?inquiry=sales"],
    ],
    demoButtons: ["Request Demo", "Request Demo"],
  },
  {
    path: "/esa",
    links: [
      ["See eligible uses", "#eligible-uses"],
      ["How it works", "#how-it-works"],
      ["For families", "/for-families"],
      ["For providers", "/for-providers"],
      ["For states", "/for-states"],
      ["Help Center", "/help-center"],
    ],
    demoButtons: [],
  },
];

function region(page: Page, heading: string): Locator {
  return page.getByRole("main").getByRole("region", { name: heading, exact: true });
}

/** An ordered list whose items' h3 titles read exactly `titles`, in order. */
async function expectOrderedSteps(list: Locator, titles: readonly string[]) {
  expect(await list.evaluate((element) => element.tagName)).toBe("OL");
  await expect(list.locator(":scope > li h3")).toHaveText([...titles]);
}

/** Where a link should land: this or another page of the routes table, maybe at an anchor. */
function destinationOf(path: string, href: string) {
  const url = new URL(href, `http://site${path}`);
  const entry = pages.find((page) => page.path === url.pathname);
  if (!entry) throw new Error(`${href} is not a page of the routes table`);
  return {
    url: url.pathname + url.search + url.hash,
    anchor: url.hash,
    title: documentTitle(entry.path),
  };
}

for (const { path, links, contactHrefs = [], demoButtons } of controls) {
  test.describe(`${path} controls`, () => {
    test("are exactly the expected links and buttons", async ({ page }) => {
      await gotoInteractive(page, path);
      const main = page.getByRole("main");
      const hrefs = await main
        .getByRole("link")
        .evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
      expect(hrefs.filter((href) => !contactHrefs.includes(href ?? ""))).toEqual(
        links.map(([, href]) => href),
      );
      expect(hrefs.filter((href) => contactHrefs.includes(href ?? ""))).toEqual([...contactHrefs]);
      for (const [name, href] of links) {
        await expect(main.getByRole("link", { name, exact: true }).first()).toHaveAttribute(
          "href",
          href,
        );
      }
      await expect(main.getByRole("button")).toHaveText([...demoButtons]);
    });

    for (const [name, href] of new Map(links)) {
      test(`"${name}" leads to ${href}`, async ({ page }) => {
        await gotoInteractive(page, path);
        await page.getByRole("main").getByRole("link", { name, exact: true }).first().click();
        const destination = destinationOf(path, href);
        await expect(page).toHaveURL(destination.url);
        await expect(page).toHaveTitle(destination.title);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        if (destination.anchor) await expect(page.locator(destination.anchor)).toBeInViewport();
      });
    }

    if (demoButtons.length > 0) {
      test("demo buttons are buttons that open a dialog without errors", async ({
        page,
        baseURL,
      }) => {
        const watched = watchPage(page, baseURL);
        await gotoInteractive(page, path);
        const buttons = page.getByRole("main").getByRole("button");
        for (let index = 0; index < demoButtons.length; index++) {
          const button = buttons.nth(index);
          expect(await button.evaluate((element) => element.tagName)).toBe("BUTTON");
          await button.click();
          await expect(page.getByRole("dialog")).toBeVisible();
          await page.keyboard.press("Escape");
          await expect(page.getByRole("dialog")).toBeHidden();
        }
        expect(watched.consoleProblems).toEqual([]);
      });
    }
  });
}

test("/for-states shows six capabilities, eight benefits and the implementation timeline", async ({
  page,
}) => {
  await gotoInteractive(page, "/for-states");
  await expect(
    region(page, "The whole program lifecycle, administered in one system").getByRole("listitem"),
  ).toHaveCount(6);
  await expect(
    region(page, "Less administration, more accountability").getByRole("listitem"),
  ).toHaveCount(8);

  const timeline = region(page, "From signed contract to statewide program").getByRole("list");
  await expectOrderedSteps(timeline, ["Planning", "Pilot", "Statewide rollout"]);
  const durations = ["2-4 weeks", "4-8 weeks", "8-12 weeks"];
  for (const [index, duration] of durations.entries()) {
    await expect(
      timeline.locator(":scope > li").nth(index).getByText(duration, { exact: true }),
    ).toBeVisible();
  }
});

test("/for-providers shows the four provider types, six tools and a way to get listed", async ({
  page,
}) => {
  await gotoInteractive(page, "/for-providers");
  const providerTypes = region(page, "Built for the providers families look for");
  await expect(providerTypes.getByRole("listitem")).toHaveCount(4);
  for (const type of [
    "Tutoring centers",
    "Online learning platforms",
    "Therapy services",
    "Educational camps",
  ]) {
    await expect(providerTypes.getByText(type, { exact: true })).toBeVisible();
  }
  await expect(
    region(page, "Everything you need to serve ESA families").getByRole("heading", { level: 3 }),
  ).toHaveCount(6);
  await expect(region(page, "Why providers list with us").getByRole("listitem")).not.toHaveCount(0);
  await expect(
    region(page, "Three steps to your first ESA family").getByText(/Partnership selected/),
  ).toBeVisible();
});

test("/for-families shows the figures, four steps, six features and eight benefits", async ({
  page,
}) => {
  await gotoInteractive(page, "/for-families");
  await expect(page.getByRole("main").locator("dd")).toHaveText(["50,000+", "$2.5B+", "98%"]);
  await expectOrderedSteps(
    region(page, "Four steps from application to learning").getByRole("list"),
    ["Apply", "Get Approved", "Choose Providers", "Manage Funds"],
  );
  await expect(
    region(page, "One account for everything your child's funds pay for").getByRole("listitem"),
  ).toHaveCount(6);
  await expect(region(page, "What families gain").getByRole("listitem")).toHaveCount(8);
});

test("/school-lunch shows six features and benefit lists for schools and families", async ({
  page,
}) => {
  await gotoInteractive(page, "/school-lunch");
  const features = region(page, "Meal service that runs on the same platform as your ESA program");
  await expect(features.getByRole("heading", { level: 3 })).toHaveCount(6);
  for (const title of [
    "Meal ordering",
    "Student accounts with dietary preferences",
    "Parental spending limits",
    "Payment by ESA funds, cash or both",
  ]) {
    await expect(
      features.getByRole("heading", { level: 3, name: title, exact: true }),
    ).toBeVisible();
  }
  for (const heading of ["Benefits for schools", "Benefits for families"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expect(region(page, heading).getByRole("listitem")).not.toHaveCount(0);
  }
});

test("/esa shows six features, the eight eligible uses and the four-step process", async ({
  page,
}) => {
  await gotoInteractive(page, "/esa");
  await expect(
    region(page, `What an ESA on ${siteConfig.name} gives you`).getByRole("heading", { level: 3 }),
  ).toHaveCount(6);
  await expect(region(page, "What ESA funds can pay for").getByRole("listitem")).toHaveText([
    "Private school tuition",
    "Online learning programs",
    "Tutoring and academic support",
    "Therapy services (speech, occupational, physical)",
    "Educational materials and supplies",
    "Technology and software",
    "Summer camps and programs",
    "Transportation to educational activities",
  ]);
  await expectOrderedSteps(region(page, "How an ESA works, step by step").getByRole("list"), [
    "Apply",
    "Get Approved",
    "Choose Providers",
    "Manage Funds",
  ]);
});
