import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { inlineScriptHashes } from "../../server/http-policy";

const hashOf = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("lists every inline script the browser runs or acts on, speculation rules included", () => {
    const rules = '{"prerender":[{"where":{"href_matches":"/*"}}]}';
    const html = `<script>console.log(1)</script><script type="module">import "/a.js"</script><script type="speculationrules">${rules}</script>`;
    expect(inlineScriptHashes(html)).toEqual(
      [hashOf("console.log(1)"), hashOf('import "/a.js"'), hashOf(rules)].sort(),
    );
  });

  it("leaves out scripts loaded from a file and data blocks that never run", () => {
    const html = [
      '<script type="module" src="/assets/islands-Ab12.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/json" data-island-props="contact-form">{"a":1}</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("lists a script repeated on the page once", () => {
    expect(inlineScriptHashes("<script>x()</script><p></p><script>x()</script>")).toEqual([
      hashOf("x()"),
    ]);
  });
});
