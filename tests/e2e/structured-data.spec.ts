import { readFileSync } from "node:fs";
import path from "node:path";

import { expect, test } from "@playwright/test";
import * as v from "valibot";

import { publishedEntries } from "~/lib/publishing/collections.server";

import { htmlFileFor } from "../../server/site-manifest";
import { localizedPages } from "./support";

// The webServer has built the site before any test runs.
const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");

/** The JSON-LD blocks of a built page, parsed. */
function structuredData(url: string): Record<string, unknown>[] {
  const html = readFileSync(path.join(clientDir, htmlFileFor(url)), "utf8");
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json = ""]) => JSON.parse(json) as Record<string, unknown>,
  );
}

const text = v.pipe(v.string(), v.nonEmpty());
const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/));
const absoluteUrl = v.pipe(v.string(), v.url(), v.startsWith("https://"));
const named = v.object({ "@type": text, name: text });

/** What search engines require (and we promise) of each type we publish. */
const required = {
  Organization: v.object({ name: text, url: absoluteUrl, logo: absoluteUrl }),
  WebSite: v.object({
    name: text,
    url: absoluteUrl,
    potentialAction: v.object({
      "@type": v.literal("SearchAction"),
      target: v.object({ urlTemplate: v.pipe(text, v.includes("{search_term_string}")) }),
      "query-input": v.literal("required name=search_term_string"),
    }),
  }),
  BlogPosting: v.object({
    headline: text,
    datePublished: isoDate,
    author: named,
    publisher: named,
    image: absoluteUrl,
    mainEntityOfPage: v.object({ "@id": absoluteUrl }),
  }),
  NewsArticle: v.object({
    headline: text,
    datePublished: isoDate,
    author: named,
    publisher: named,
    image: absoluteUrl,
  }),
  JobPosting: v.object({
    title: text,
    description: text,
    datePosted: isoDate,
    validThrough: isoDate,
    employmentType: v.picklist(["FULL_TIME", "PART_TIME", "CONTRACTOR"]),
    hiringOrganization: named,
    jobLocation: v.object({
      "@type": v.literal("Place"),
      address: v.object({ addressCountry: v.literal("US") }),
    }),
    baseSalary: v.object({
      currency: v.literal("USD"),
      value: v.object({
        minValue: v.pipe(v.number(), v.minValue(1)),
        maxValue: v.pipe(v.number(), v.minValue(1)),
        unitText: v.literal("YEAR"),
      }),
    }),
  }),
  FAQPage: v.object({
    mainEntity: v.pipe(
      v.array(
        v.object({
          "@type": v.literal("Question"),
          name: text,
          acceptedAnswer: v.object({ "@type": v.literal("Answer"), text }),
        }),
      ),
      v.minLength(1),
    ),
  }),
  BreadcrumbList: v.object({
    itemListElement: v.pipe(
      v.array(
        v.object({
          "@type": v.literal("ListItem"),
          position: v.number(),
          name: text,
          item: absoluteUrl,
        }),
      ),
      v.minLength(2),
    ),
  }),
} as const;

type SchemaType = keyof typeof required;

/** Which types each kind of page must carry. */
function expectedTypes(pagePath: string): SchemaType[] {
  if (pagePath === "/") return ["Organization", "WebSite"];
  if (pagePath === "/pricing" || pagePath === "/help-center") return ["FAQPage"];
  if (pagePath.startsWith("/blog/category/")) return ["BreadcrumbList"];
  if (pagePath.startsWith("/blog/")) return ["BlogPosting", "BreadcrumbList"];
  if (pagePath.startsWith("/press/")) return ["NewsArticle", "BreadcrumbList"];
  if (pagePath.startsWith("/careers/")) return ["JobPosting", "BreadcrumbList"];
  return [];
}

for (const page of localizedPages()) {
  const types = expectedTypes(page.path);
  if (types.length === 0) continue;
  test(`${page.url}: structured data ${types.join(", ")} with every required property`, () => {
    const blocks = structuredData(page.url);
    expect(blocks.map((block) => block["@type"]).sort()).toEqual([...types].sort());
    for (const block of blocks) {
      expect(block["@context"]).toBe("https://schema.org");
      const type = block["@type"] as SchemaType;
      const result = v.safeParse(required[type], block);
      expect(
        result.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`) ?? [],
        type,
      ).toEqual([]);
    }
  });
}

/** "2027-03-15 23:59:59": a moment on the office's clock in Austin. */
const austinClock = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "America/Chicago",
  dateStyle: "short",
  timeStyle: "medium",
});

test("each open job's salary range and dates in its structured data match its entry", () => {
  for (const { path: jobPath, data } of publishedEntries("careers", "en-US")) {
    const [job] = structuredData(jobPath).filter((block) => block["@type"] === "JobPosting");
    expect(job, jobPath).toMatchObject({
      baseSalary: { value: { minValue: data.salary.min, maxValue: data.salary.max } },
      datePosted: data.datePosted,
    });
    // The last second of its closing day on Austin's clock, as Intl reads the moment written.
    const validThrough = String(job?.validThrough);
    expect(validThrough, jobPath).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59[+-]\d{2}:\d{2}$/);
    expect(austinClock.format(new Date(validThrough)), jobPath).toBe(
      `${data.validThrough} 23:59:59`,
    );
    expect(job?.jobLocationType, jobPath).toBe(
      data.location === "remote" ? "TELECOMMUTE" : undefined,
    );
  }
});
