import { describe, expect, it } from "vitest";

import { imageMarkdown, insertParagraph } from "~/console/image-markdown";

const url = "/media/3f2a9c0d1e2b3a4c5d6e-1200x630.png";

describe("imageMarkdown", () => {
  it("writes the alt text on one line, its brackets escaped so the image stays whole", () => {
    expect(imageMarkdown("  A family [at home]\n reading ", url)).toBe(
      `![A family \\[at home\\] reading](${url})`,
    );
  });
});

describe("insertParagraph", () => {
  const body = "First paragraph.\n\nSecond paragraph.";

  it("puts the image between paragraphs at the cursor", () => {
    const cursor = body.indexOf("Second");
    expect(insertParagraph(body, "![x](/m)", cursor)).toBe(
      "First paragraph.\n\n![x](/m)\n\nSecond paragraph.",
    );
  });

  it("splits a paragraph the cursor is in, and adds at the end without a cursor", () => {
    expect(insertParagraph("One two", "![x](/m)", 3)).toBe("One\n\n![x](/m)\n\ntwo");
    expect(insertParagraph(body, "![x](/m)")).toBe(`${body}\n\n![x](/m)\n`);
    expect(insertParagraph("", "![x](/m)")).toBe("![x](/m)\n");
  });
});
