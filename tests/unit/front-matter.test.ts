import { describe, expect, it } from "vitest";

import { parseFrontMatter, withFrontMatter } from "~/lib/publishing/front-matter";

declare global {
  var frontMatterRan: boolean | undefined;
}

describe("front matter", () => {
  it("reads the fields as YAML and leaves the body after the block", () => {
    const file = '---\ntitle: "Meals: a guide"\ndate: 2026-11-23\ntags:\n  - meals\n---\n# Body\n';
    expect(parseFrontMatter(file)).toEqual({
      data: { title: "Meals: a guide", date: "2026-11-23", tags: ["meals"] },
      content: "# Body\n",
    });
  });

  it("reads Windows line endings and an empty block", () => {
    expect(parseFrontMatter("---\r\ntitle: A\r\n---\r\nBody")).toEqual({
      data: { title: "A" },
      content: "Body",
    });
    expect(parseFrontMatter("---\n---\nBody")).toEqual({ data: {}, content: "Body" });
  });

  it("takes a file without a block as all body", () => {
    expect(parseFrontMatter("# Only Markdown\n---\n")).toEqual({
      data: {},
      content: "# Only Markdown\n---\n",
    });
  });

  it("never runs code: a JavaScript block is no front matter and a js tag is refused", () => {
    const javascript = "---js\n{ title: (globalThis.frontMatterRan = true) }\n---\nBody";
    expect(parseFrontMatter(javascript).data).toEqual({});
    const tagged =
      '---\ntitle: !!js/function "function () { globalThis.frontMatterRan = true }"\n---\n';
    expect(() => parseFrontMatter(tagged)).toThrow(/js\/function/);
    expect(globalThis.frontMatterRan).toBeUndefined();
  });

  it("refuses a key written twice", () => {
    expect(() => parseFrontMatter("---\ntitle: A\ntitle: B\n---\n")).toThrow();
  });

  it("writes fields and body that read back the same", () => {
    const fields = { title: "Pagos: «cuentas» # y más", date: "2026-01-05", draft: false };
    const file = withFrontMatter("Body without a newline", fields);
    expect(file.endsWith("Body without a newline\n")).toBe(true);
    expect(parseFrontMatter(file)).toEqual({ data: fields, content: "Body without a newline\n" });
  });
});
