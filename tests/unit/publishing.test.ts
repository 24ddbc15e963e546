import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import {
  ContentError,
  isPublished,
  loadCollection,
  readCollection,
} from "~/lib/publishing/collections.server";
import { renderMarkdown } from "~/lib/publishing/markdown.server";

const body = Array.from(
  { length: 20 },
  () => "Families choose approved providers and pay them.",
).join(" ");

const post = (frontmatter: string, text = body) => `---\n${frontmatter}\n---\n\n${text}\n`;

const goodPost = post(`title: "A post"
description: "A description long enough for search results to show it in full, under 160."
author: "Priya Raman"
date: 2026-11-10
category: families`);

/** The content folders this test made, removed after it (a test may make none). */
const roots: string[] = [];

/** A content folder with one blog entry in both languages. */
function contentWith(english: string, spanish: string | null = goodPost) {
  const root = mkdtempSync(path.join(tmpdir(), "brightway-content-"));
  roots.push(root);
  mkdirSync(path.join(root, "blog"));
  writeFileSync(path.join(root, "blog", "a-post.en.md"), english);
  if (spanish !== null) writeFileSync(path.join(root, "blog", "a-post.es.md"), spanish);
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("Markdown collections", () => {
  it("reads an entry: its frontmatter, its HTML and how long it takes to read", () => {
    const [entry] = readCollection(contentWith(goodPost), "blog", "en-US");
    expect(entry).toMatchObject({
      slug: "a-post",
      path: "/blog/a-post",
      data: { title: "A post", date: "2026-11-10", category: "families" },
      readingMinutes: 1,
    });
    expect(entry?.html).toContain("<p>Families choose approved providers");
  });

  it("stops on a wrong field, naming the file, the field and what it must be", () => {
    const broken = goodPost.replace("category: families", "category: recipes");
    expect(() => readCollection(contentWith(broken), "blog", "en-US")).toThrow(ContentError);
    expect(() => readCollection(contentWith(broken), "blog", "en-US")).toThrow(
      /a-post\.en\.md:\n {2}"category" must be one of program-design, providers, school-meals, families, security; got "recipes"/,
    );
  });

  it("stops on a missing field and on a field nobody expects", () => {
    const missing = goodPost.replace('author: "Priya Raman"\n', "");
    expect(() => readCollection(contentWith(missing), "blog", "en-US")).toThrow(
      /"author" is missing; it must be the author's name/,
    );
    const extra = goodPost.replace("category: families", "category: families\nauthr: Dana");
    expect(() => readCollection(contentWith(extra), "blog", "en-US")).toThrow(
      /"authr" is not a field of blog entries \(a typo\?\); they have title, description, author, date, category/,
    );
  });

  it("stops when an entry has no Spanish version", () => {
    expect(() => readCollection(contentWith(goodPost, null), "blog", "en-US")).toThrow(
      /Every entry needs a version in each language\. Missing: .*a-post\.es\.md/,
    );
  });

  it("publishes posts dated today or earlier, and jobs until they close", () => {
    const [entry] = readCollection(contentWith(goodPost), "blog", "en-US");
    if (!entry) throw new Error("no entry");
    expect(isPublished(entry, "2026-11-10")).toBe(true);
    expect(isPublished(entry, "2026-11-09")).toBe(false);
    const [job] = loadCollection("careers", "en-US");
    if (!job) throw new Error("no job");
    expect(isPublished(job, "2027-02-15")).toBe(true);
    expect(isPublished(job, "2099-01-01")).toBe(false);
  });

  it("checks the site's own collections in both languages", () => {
    for (const locale of ["en-US", "es-US"] as const) {
      expect(loadCollection("blog", locale).length).toBeGreaterThanOrEqual(6);
      expect(loadCollection("press", locale)).toHaveLength(3);
      expect(loadCollection("careers", locale)).toHaveLength(4);
    }
  });
});

describe("renderMarkdown", () => {
  it("shows markup and script typed in an article as text", () => {
    const problems: string[] = [];
    const { html } = renderMarkdown(
      'Hello <script>alert("x")</script> <b>bold</b>',
      "en-US",
      problems,
    );
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    expect(problems).toEqual([]);
  });

  it("links a Spanish article to the Spanish pages", () => {
    const { html, links } = renderMarkdown("See [the ESA page](/esa#how-it-works).", "es-US", []);
    expect(html).toContain('href="/es/esa#how-it-works"');
    expect(links).toEqual(["/esa"]);
  });

  it("refuses a level-1 heading and an unknown token", () => {
    const problems: string[] = [];
    renderMarkdown("# Title\n\n{{company}} works.", "en-US", problems);
    expect(problems).toEqual([
      "unknown token {{company}} (known: {{brand}})",
      "uses a level-1 heading (#); the title is the page's h1, so start sections at ##",
    ]);
  });
});

describe("images in Markdown", () => {
  const photo = "/media/3f2a9c0d1e2b3a4c5d6e-1200x630.png";

  it("renders the site's image with its alt text, its size from its address, loaded lazily", () => {
    const problems: string[] = [];
    const { html, images } = renderMarkdown(
      `![A family & their "provider"](${photo} "At the library")`,
      "es-US",
      problems,
    );
    expect(html).toBe(
      `<p><img src="${photo}" alt="A family &amp; their &quot;provider&quot;" title="At the library" width="1200" height="630" loading="lazy" decoding="async"></p>\n`,
    );
    expect(images).toEqual(["3f2a9c0d1e2b3a4c5d6e-1200x630.png"]);
    expect(problems).toEqual([]);
  });

  it("asks for alt text when an image has none, or only spaces", () => {
    for (const alt of ["", "   "]) {
      const problems: string[] = [];
      renderMarkdown(`Before.\n\n![${alt}](${photo})`, "en-US", problems);
      expect(problems).toEqual([
        `the body's image ![${alt}](${photo}) has no alt text: write between the brackets what it shows, for someone who cannot see it`,
      ]);
    }
  });

  it("refuses an image the site does not serve itself: another site's, or a name not of an upload", () => {
    for (const src of [
      "https://cdn.example.com/team.png",
      "//cdn.example.com/team.png",
      "/assets/logo.png",
      "/media/team.png",
      "/media/3f2a9c0d1e2b3a4c5d6e-1200x630.svg",
    ]) {
      const problems: string[] = [];
      const { images } = renderMarkdown(`![The team](${src})`, "en-US", problems);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        /is not one of the site's own images \(their addresses start \/media\/\)/,
      );
      expect(images).toEqual([]);
    }
  });

  it("shows markup typed as alt text as text", () => {
    const { html } = renderMarkdown(`![<script>alert(1)</script>](${photo})`, "en-US", []);
    expect(html).toContain('alt="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain("<script>");
  });
});
