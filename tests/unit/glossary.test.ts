import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

/**
 * content/glossary.es.md fixes how the Spanish site says each product term;
 * its "never" column lists wordings that must not appear anywhere in the
 * Spanish copy: pages, form messages, articles, releases and jobs.
 */
const glossary = readFileSync("content/glossary.es.md", "utf8");

/** The third column of the glossary's table, split into terms. */
const neverTerms = glossary
  .split("\n")
  .filter((line) => line.startsWith("|") && !/^\|\s*-/.test(line))
  .slice(1)
  .flatMap((line) => (line.split("|")[3] ?? "").split(","))
  .map((term) => term.trim())
  .filter(Boolean);

/** Keys whose values are not copy: icon names, link targets, anchors, colours, code. */
const notCopy = new Set(["icon", "href", "id", "tone", "code", "method", "path"]);

function copyIn(value: unknown, key = ""): string[] {
  if (notCopy.has(key)) return [];
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((item) => copyIn(item));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([name, item]) => copyIn(item, name));
  }
  return [];
}

async function spanishModules(): Promise<{ file: string; text: string }[]> {
  const folder = path.join("app", "content", "es");
  return Promise.all(
    readdirSync(folder).map(async (file) => {
      const module: unknown = await import(`~/content/es/${file.replace(/\.ts$/, "")}`);
      return { file: `app/content/es/${file}`, text: copyIn(module).join("\n") };
    }),
  );
}

function spanishArticles(): { file: string; text: string }[] {
  return ["blog", "press", "careers"].flatMap((collection) =>
    readdirSync(path.join("content", collection))
      .filter((file) => file.endsWith(".es.md"))
      .map((file) => {
        const where = path.join("content", collection, file);
        return { file: where, text: readFileSync(where, "utf8") };
      }),
  );
}

/** Words as a reader meets them: without blanks ({email}), tokens, links and addresses. */
const readable = (text: string) =>
  text
    .replace(/\{\{?\w+\}?\}/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/\S+@\S+/g, " ");

const wholeWord = (term: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`,
    "iu",
  );

describe("the Spanish glossary", () => {
  it("lists the wordings to avoid", () => {
    expect(neverTerms).toContain("demo");
    expect(neverTerms).toContain("aplicar para");
    expect(neverTerms.length).toBeGreaterThan(15);
  });

  it("is followed by every Spanish page, message, article, release and job", async () => {
    const sources = [...(await spanishModules()), ...spanishArticles()];
    expect(sources.length).toBeGreaterThan(40);
    const found = sources.flatMap(({ file, text }) =>
      neverTerms
        .filter((term) => wholeWord(term).test(readable(text)))
        .map((term) => `${file}: “${term}”`),
    );
    expect(found).toEqual([]);
  });

  it("would catch a term from the never column", () => {
    expect(wholeWord("demo").test(readable("Solicite una demo hoy."))).toBe(true);
    expect(wholeWord("demo").test(readable("Solicite una demostración hoy."))).toBe(false);
    expect(wholeWord("email").test(readable("Le responderemos a {email}."))).toBe(false);
  });
});
