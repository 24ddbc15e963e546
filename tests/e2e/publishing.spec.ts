import { expect, test } from "@playwright/test";

import { blogCategories, postLabels } from "~/content/en/blog";
import {
  careerBenefits,
  departmentLabels,
  employmentTypeLabels,
  locationLabels,
  noOpenings,
} from "~/content/en/careers";
import { formatLongDate } from "~/lib/dates";
import { publishedEntries } from "~/lib/publishing/collections.server";
import { salaryRange } from "~/site/entry-pages.server";
import { siteConfig } from "~/lib/site-config";

import { gotoInteractive } from "./support";

const posts = publishedEntries("blog", "en-US");
const releases = publishedEntries("press", "en-US");
const jobs = publishedEntries("careers", "en-US");

test.describe("the blog", () => {
  test("lists every post with its category, author, date, reading time and a named Read more", async ({
    page,
  }) => {
    await page.goto("/blog");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(posts.length);
    expect(posts.length).toBeGreaterThanOrEqual(6);
    for (const [index, post] of posts.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(post.data.title);
      await expect(card).toContainText(blogCategories[post.data.category].label);
      await expect(card).toContainText(post.data.author);
      await expect(card).toContainText(post.data.description);
      await expect(card.locator("time")).toHaveAttribute("datetime", post.data.date);
      await expect(card.locator("time")).toHaveText(formatLongDate(post.data.date, "en-US"));
      await expect(card).toContainText(`${post.readingMinutes} minute read`);
      const readMore = card.getByRole("link");
      await expect(readMore).toHaveCount(1);
      await expect(readMore).toHaveAccessibleName(`Read more about “${post.data.title}”`);
      await expect(readMore).toHaveAttribute("href", post.path);
    }
  });

  test("filters by category on pages of their own, with JavaScript off too", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog");
    const categories = page.getByRole("navigation", { name: "Blog categories" });
    await expect(categories.getByRole("link", { name: "All posts" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await categories.getByRole("link", { name: blogCategories.providers.label }).click();
    await expect(page).toHaveURL("/blog/category/providers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Posts about Providers");
    const providerPosts = posts.filter((post) => post.data.category === "providers");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(providerPosts.length);
    await expect(
      categories.getByRole("link", { name: blogCategories.providers.label }),
    ).toHaveAttribute("aria-current", "page");
    await context.close();
  });

  test("a post shows its author, date, category, reading time, full text and related posts", async ({
    page,
  }) => {
    const post = posts.find((entry) => entry.slug === "what-esa-funds-can-pay-for");
    if (!post) throw new Error("the test's post is missing");
    await page.goto(post.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.data.title);
    const breadcrumbs = page.getByRole("navigation", { name: postLabels.breadcrumb });
    await expect(breadcrumbs.getByRole("link")).toHaveText(["Home", "Blog"]);
    await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText(post.data.title);
    await expect(page.getByRole("main")).toContainText(`By ${post.data.author}`);
    await expect(page.getByRole("main").locator(`time[datetime="${post.data.date}"]`)).toHaveText(
      "November 10, 2026",
    );
    await expect(page.getByRole("link", { name: "Category: Families" })).toHaveAttribute(
      "href",
      "/blog/category/families",
    );
    await expect(
      page.getByRole("heading", { level: 2, name: "The eight kinds of spending" }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 3, name: "4. Therapy services" }),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "ESA page" })).toHaveAttribute(
      "href",
      "/esa",
    );

    const related = page.getByRole("region", { name: "Related posts" }).getByRole("article");
    await expect(related).toHaveCount(3);
    await expect(related.getByRole("heading")).not.toContainText([post.data.title]);
  });
});

test("a press release has a dateline, its full text, an About paragraph and a media contact", async ({
  page,
}) => {
  await page.goto("/press");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(releases.length);
  const release = releases[0];
  if (!release) throw new Error("no press release");
  await cards.first().getByRole("link").click();
  await expect(page).toHaveURL(release.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(release.data.title);
  await expect(page.getByRole("main")).toContainText(
    `${release.data.dateline} — ${formatLongDate(release.data.date, "en-US")}`,
  );
  await expect(page.getByRole("main")).toContainText(`Source: ${release.data.source}`);
  await expect(page.getByRole("heading", { name: `About ${siteConfig.name}` })).toBeVisible();
  const contact = page.getByRole("region", { name: "Working on a story?" });
  await expect(contact.getByRole("link", { name: siteConfig.emails.press })).toHaveAttribute(
    "href",
    `mailto:${siteConfig.emails.press}`,
  );
});

test.describe("careers", () => {
  test("lists every open job, each leading to its page", async ({ page }) => {
    await page.goto("/careers");
    const cards = page.getByRole("region", { name: "Join the team" }).getByRole("article");
    await expect(cards).toHaveCount(jobs.length);
    for (const [index, job] of jobs.entries()) {
      await expect(cards.nth(index).getByRole("link")).toHaveAttribute("href", job.path);
      await expect(cards.nth(index).getByRole("link")).toHaveAccessibleName(
        `See the role ${job.data.title}`,
      );
    }
  });

  test("a job gives its pay range, dates, duties, requirements, benefits and two ways to apply", async ({
    page,
  }) => {
    // The sample jobs close on their dates: once every one has, the page says so.
    const job = jobs.at(0);
    if (!job) {
      await page.goto("/careers");
      await expect(page.getByText(noOpenings)).toBeVisible();
      return;
    }
    await page.goto(job.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.data.title);
    const facts = page.getByRole("main").locator("dl").first();
    const fact = (term: string) => facts.locator("div").filter({ hasText: term }).locator("dd");
    await expect(fact("Department")).toHaveText(departmentLabels[job.data.department]);
    await expect(fact("Location")).toHaveText(locationLabels[job.data.location]);
    await expect(fact("Type")).toHaveText(employmentTypeLabels[job.data.employmentType]);
    await expect(fact("Salary")).toHaveText(salaryRange(job.data.salary, "en-US"));
    await expect(fact("Applications close")).toHaveText(
      formatLongDate(job.data.validThrough, "en-US"),
    );
    const list = (name: string) => page.getByRole("region", { name }).getByRole("listitem");
    await expect(list("What you will do")).toHaveText(job.data.responsibilities);
    await expect(list("What you will bring")).toHaveText(job.data.qualifications);
    await expect(list("What we offer")).toHaveText(careerBenefits);

    const apply = page.getByRole("region", { name: "How to apply" });
    await expect(apply.getByRole("link", { name: "Apply by email" })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.emails.careers}?subject=${encodeURIComponent(`Application: ${job.data.title}`)}`,
    );
    await expect(apply.getByRole("link", { name: /contact form/ })).toHaveAttribute(
      "href",
      "/contact?inquiry=general",
    );
  });
});

test.describe("feeds", () => {
  for (const { index, feed, entries } of [
    { index: "/blog", feed: "/blog/feed.xml", entries: posts },
    { index: "/press", feed: "/press/feed.xml", entries: releases },
  ]) {
    test(`${feed}: Atom with every entry's full text and absolute links, announced by ${index}`, async ({
      page,
      request,
    }) => {
      await page.goto(index);
      await expect(
        page.locator('link[rel="alternate"][type="application/atom+xml"]'),
      ).toHaveAttribute("href", `${siteConfig.url}${feed}`);
      const response = await request.get(feed);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
      expect(xml.match(/<entry>/g)).toHaveLength(entries.length);
      for (const entry of entries) {
        expect(xml).toContain(`<link href="${siteConfig.url}${entry.path}"/>`);
      }
      expect(xml).toContain('<content type="html">');
      expect(xml).not.toMatch(/href="\/(?!\/)/);
    });
  }
});

test("the sitemap lists every post, release and job with the date it last changed", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const entry of [...posts, ...releases, ...jobs]) {
    const date = "datePosted" in entry.data ? entry.data.datePosted : entry.data.date;
    expect(sitemap).toContain(
      `<loc>${siteConfig.url}${entry.path}</loc>\n    <lastmod>${date}</lastmod>`,
    );
  }
  expect(sitemap).toContain(`<loc>${siteConfig.url}/blog/category/families</loc>`);
});

test.describe("site search", () => {
  test("every page's header leads to it", async ({ page }) => {
    await page.goto("/pricing");
    await page.getByRole("banner").getByRole("link", { name: "Search this site" }).click();
    await expect(page).toHaveURL("/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search this site");
  });

  test("finds pages as a visitor types, marks the words, announces the count, and keeps ?q=", async ({
    page,
  }) => {
    const searchRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/pagefind/")) searchRequests.push(request.url());
    });
    await gotoInteractive(page, "/search");
    expect(searchRequests, "nothing of the search loads before it is used").toEqual([]);

    await page.getByRole("searchbox", { name: "Search the site" }).fill("tutoring");
    const status = page.getByRole("status");
    await expect(status).toHaveText(/^\d+ pages? match “tutoring”$/);
    await expect(page).toHaveURL("/search?q=tutoring");
    const results = page.getByRole("main").getByRole("list").first().getByRole("listitem");
    await expect(results.first()).toBeVisible();
    await expect(results.first().locator("mark").first()).toContainText(/tutor/i);
    const first = results.first().getByRole("link");
    const href = (await first.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/[a-z0-9/-]*$/);
    await first.click();
    await expect(page).toHaveURL(href);
  });

  test("a shared ?q= link opens with its results, and a miss says what to do", async ({ page }) => {
    await gotoInteractive(page, "/search?q=reimbursement");
    await expect(page.getByRole("status")).toHaveText(/pages? match “reimbursement”/);
    await page.getByRole("searchbox").fill("zzqxv");
    await expect(page.getByRole("status")).toHaveText("No pages match “zzqxv”");
    await expect(page.getByRole("heading", { name: "Every page of the site" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("shows every page of the site by group, so it is never empty", async ({ page }) => {
      await page.goto("/search?q=anything");
      const index = page.getByRole("region", { name: "Every page of the site" });
      for (const group of ["Product", "Solutions", "Support", "Company", "Legal", "Blog posts"]) {
        await expect(index.getByRole("heading", { name: group, exact: true })).toBeVisible();
      }
      for (const post of posts) {
        await expect(index.getByRole("link", { name: post.data.title })).toHaveAttribute(
          "href",
          post.path,
        );
      }
      await expect(index.getByRole("link", { name: "Pricing" })).toHaveAttribute(
        "href",
        "/pricing",
      );
    });
  });
});

test("the status page never calls a past maintenance window scheduled", async ({ page }) => {
  await page.goto("/status/history");
  const maintenance = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Scheduled maintenance" }) });
  await expect(maintenance.getByText("Completed", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Upcoming maintenance" })).toHaveCount(0);
});

test("the footer links to the school lunch and ESA pages", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("navigation", { name: "Footer" });
  await expect(footer.getByRole("link", { name: "School Lunch" })).toHaveAttribute(
    "href",
    "/school-lunch",
  );
  await expect(footer.getByRole("link", { name: "ESA", exact: true })).toHaveAttribute(
    "href",
    "/esa",
  );
});
