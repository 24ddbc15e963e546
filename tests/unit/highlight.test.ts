import { describe, expect, it } from "vitest";

import { studentLookupCode } from "~/content/api-sample";
import { type Token, highlight, tokenize } from "~/features/code-sample/highlight";
import { codeBackgroundClass, tokenColorClass } from "~/features/code-sample/token-colors";

const kinds = (tokens: Token[]) => tokens.filter((token) => token.kind !== "plain");

describe("tokenize json", () => {
  it("tells keys from string values and marks numbers, literals and punctuation", () => {
    const tokens = tokenize('{"balance": 2500.00, "name": "Maya", "ok": true, "x": null}', "json");
    expect(kinds(tokens)).toEqual([
      { kind: "punctuation", text: "{" },
      { kind: "key", text: '"balance"' },
      { kind: "punctuation", text: ":" },
      { kind: "number", text: "2500.00" },
      { kind: "punctuation", text: "," },
      { kind: "key", text: '"name"' },
      { kind: "punctuation", text: ":" },
      { kind: "string", text: '"Maya"' },
      { kind: "punctuation", text: "," },
      { kind: "key", text: '"ok"' },
      { kind: "punctuation", text: ":" },
      { kind: "literal", text: "true" },
      { kind: "punctuation", text: "," },
      { kind: "key", text: '"x"' },
      { kind: "punctuation", text: ":" },
      { kind: "literal", text: "null" },
      { kind: "punctuation", text: "}" },
    ]);
  });

  it("keeps escaped quotes inside one string and reads negative exponents as one number", () => {
    const tokens = tokenize('["say \\"hi\\"", -1.5e-3]', "json");
    expect(kinds(tokens)).toEqual([
      { kind: "punctuation", text: "[" },
      { kind: "string", text: '"say \\"hi\\""' },
      { kind: "punctuation", text: "," },
      { kind: "number", text: "-1.5e-3" },
      { kind: "punctuation", text: "]" },
    ]);
  });

  it("merges neighbouring tokens of one kind", () => {
    expect(tokenize("}]", "json")).toEqual([{ kind: "punctuation", text: "}]" }]);
  });
});

describe("tokenize shell", () => {
  it("marks the command, flags, quoted strings and line continuations", () => {
    const tokens = tokenize('curl https://x.example/a \\\n  -H "Accept: */*" --silent', "shell");
    expect(kinds(tokens)).toEqual([
      { kind: "command", text: "curl" },
      { kind: "punctuation", text: "\\" },
      { kind: "flag", text: "-H" },
      { kind: "string", text: '"Accept: */*"' },
      { kind: "flag", text: "--silent" },
    ]);
  });

  it("does not take a dash inside a word for a flag", () => {
    const tokens = tokenize("curl https://api.example/a-b", "shell");
    expect(kinds(tokens)).toEqual([{ kind: "command", text: "curl" }]);
  });
});

describe("highlight", () => {
  it("loses nothing: the tokens join back into the exact code", () => {
    const samples = [
      [studentLookupCode, "shell"],
      ['{\n  "a": [1, 2.50, "x\\\\"],\n  "b": {}\n}', "json"],
      ["odd ~ input ¿ with unicode ✓ and 'quotes", "shell"],
      ["not json at all @#", "json"],
    ] as const;
    for (const [code, language] of samples) {
      const { tokens } = highlight(code, language);
      expect(tokens.map((token) => token.text).join("")).toBe(code);
    }
  });
});

describe("token colours", () => {
  const hexIn = (className: string) => {
    const hex = /#([0-9a-f]{6})/i.exec(className)?.[1];
    if (!hex) throw new Error(`No hex colour in ${className}`);
    return hex;
  };
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [0, 2, 4].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };

  it("reach at least 4.5:1 on the code background", () => {
    const background = hexIn(codeBackgroundClass);
    for (const [kind, className] of Object.entries(tokenColorClass)) {
      expect(contrast(hexIn(className), background), kind).toBeGreaterThanOrEqual(4.5);
    }
  });
});
