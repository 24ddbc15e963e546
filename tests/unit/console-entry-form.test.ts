import { describe, expect, it } from "vitest";

import {
  emptyVersion,
  fromVersion,
  problemsOf,
  slugFromTitle,
  toContent,
  wordCount,
} from "~/console/entry-form";
import { contentLines, lineDiff } from "~/console/line-diff";

const body = (words: number) => Array.from({ length: words }, (_, n) => `word${n}`).join(" ");

describe("slugFromTitle", () => {
  it("joins lowercase ASCII words with hyphens, accents and punctuation dropped", () => {
    expect(slugFromTitle("Senior Engineer, Eligibility & Payments")).toBe(
      "senior-engineer-eligibility-payments",
    );
    expect(slugFromTitle("Ingeniería de Datos: Año 2027")).toBe("ingenieria-de-datos-ano-2027");
    expect(slugFromTitle("  --  ")).toBe("");
  });

  it("stops at a whole word within 80 characters", () => {
    const slug = slugFromTitle("program ".repeat(20));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^(program-)*program$/);
  });
});

describe("the editor's form", () => {
  const job = {
    ...emptyVersion("careers"),
    fields: {
      title: "Data Engineer",
      description: "Build the pipelines that tell state agencies where families are waiting.",
      department: "engineering",
      location: "remote",
      employmentType: "full-time",
      salaryMin: "120000",
      salaryMax: "150000",
      datePosted: "2026-11-20",
      validThrough: "2027-01-31",
      responsibilities: "Build pipelines.\nReview code.\n\nMentor people.",
      qualifications: "SQL.\nPython.\nCare.",
    },
    body: body(120),
  };

  it("turns what was typed into the collection's frontmatter: lists by line, salary as numbers", () => {
    const content = toContent("careers", { "en-US": job });
    expect(content["en-US"]?.fields).toMatchObject({
      responsibilities: ["Build pipelines.", "Review code.", "Mentor people."],
      salary: { min: 120000, max: 150000 },
    });
    // Read back, a list has one item a line and no blank lines.
    const english = content["en-US"] ?? { fields: {}, body: "" };
    expect(fromVersion("careers", english).fields.responsibilities).toBe(
      "Build pipelines.\nReview code.\nMentor people.",
    );
    expect(fromVersion("careers", english).fields.salaryMin).toBe("120000");
    expect(problemsOf("careers", job)).toEqual({});
  });

  it("names each field that breaks a rule, the Markdown files' own", () => {
    const problems = problemsOf("careers", {
      fields: {
        ...job.fields,
        title: "",
        salaryMax: "90000",
        validThrough: "2026-11-01",
        qualifications: "SQL.",
      },
      body: `# A heading\n\n${body(20)}`,
    });
    expect(Object.keys(problems).sort()).toEqual(
      ["body", "qualifications", "salaryMin", "title", "validThrough"].sort(),
    );
    expect(problems.qualifications).toContain("at least 3");
    expect(problemsOf("careers", { ...job, body: body(40) }).body).toBe(
      "at least 100 words (40 so far)",
    );
  });

  it("counts words, not Markdown marks or link addresses", () => {
    expect(wordCount("## Why\n\n- [Read **this**](https://example.com/a b) now")).toBe(4);
  });
});

describe("lineDiff", () => {
  it("keeps the common lines and marks the rest removed or added, in order", () => {
    expect(lineDiff(["a", "b", "c"], ["a", "c", "d"])).toEqual([
      { kind: "same", text: "a" },
      { kind: "removed", text: "b" },
      { kind: "same", text: "c" },
      { kind: "added", text: "d" },
    ]);
    expect(lineDiff([], ["x"])).toEqual([{ kind: "added", text: "x" }]);
    expect(lineDiff(["x"], [])).toEqual([{ kind: "removed", text: "x" }]);
  });

  it("compares two unrelated 100,000-character bodies without holding the tab", () => {
    const lines = (seed: string) =>
      Array.from({ length: 5000 }, (_, n) => `${seed} line ${n} of twenty ch`);
    const [before, after] = [lines("old"), lines("new")];
    expect(before.join("\n").length).toBeGreaterThan(100_000);
    // The heap and array buffers (a table of lengths would be one) held once it is done.
    const held = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    const heldBefore = held();
    const diff = lineDiff(before, after);
    expect(held() - heldBefore).toBeLessThan(50 * 1024 * 1024);
    expect(diff).toHaveLength(10_000);
    expect(diff.slice(0, 1)).toEqual([{ kind: "removed", text: "old line 0 of twenty ch" }]);
    expect(diff.at(-1)).toEqual({ kind: "added", text: "new line 4999 of twenty ch" });
  });

  it("compares entries field by field and line by line", () => {
    const before = contentLines("old-slug", {
      "en-US": { fields: { title: "A" }, body: "one\ntwo" },
    });
    const after = contentLines("new-slug", { "en-US": { fields: { title: "A" }, body: "one\n2" } });
    const changed = lineDiff(before, after).filter((line) => line.kind !== "same");
    expect(changed).toEqual([
      { kind: "removed", text: "slug: old-slug" },
      { kind: "added", text: "slug: new-slug" },
      { kind: "removed", text: "two" },
      { kind: "added", text: "2" },
    ]);
  });
});
