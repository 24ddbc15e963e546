import * as v from "valibot";
import { describe, expect, it } from "vitest";

import { contactMessageMessages } from "~/content/en/forms";
import { contactMessageSchema } from "~/lib/forms/contact-message";
import { storableText } from "~/lib/forms/storable-text";

import { cleanStrings } from "../../server/plugins/storable-input";

describe("storableText", () => {
  it.each([
    ["a NUL is removed", "A\u0000B", "AB"],
    ["other C0 controls and DEL are removed", "a\u0001\u001b[31m\u007fb", "a[31mb"],
    ["C1 controls are removed", "caf\u0080e\u009f", "cafe"],
    ["tab, line feed and carriage return stay", "a\tb\r\nc", "a\tb\r\nc"],
    ["vertical tab, form feed and NEL become line feeds", "a\vb\fc\u0085d", "a\nb\nc\nd"],
    ["a lone high surrogate becomes U+FFFD", "x\ud800y", "x\uFFFDy"],
    ["a lone low surrogate becomes U+FFFD", "\udc00x", "\uFFFDx"],
    ["a reversed pair is two lone halves", "\ude00\ud83d", "\uFFFD\uFFFD"],
    ["a high surrogate at the end becomes U+FFFD", "😀\ud83d", "😀\uFFFD"],
    [
      "two halves with a NUL between stay two gaps, as a form sent as UTF-8 carries them",
      "\ud800\u0000\udfff",
      "\uFFFD\uFFFD",
    ],
    ["a whole emoji stays", "👩‍👧 😀", "👩‍👧 😀"],
    [
      "bidirectional marks and isolates stay",
      "\u202Bשלום\u202C \u2067x\u2069 \u200F",
      "\u202Bשלום\u202C \u2067x\u2069 \u200F",
    ],
    ["accents and other scripts stay", "información 東京 مرحبا", "información 東京 مرحبا"],
    ["markup stays text", "<script>alert(1)</script>", "<script>alert(1)</script>"],
  ])("%s", (_label, input, expected) => {
    expect(storableText(input)).toBe(expected);
  });

  it("leaves nothing UTF-8 or PostgreSQL text cannot hold", () => {
    const everyUnit = Array.from({ length: 0x10000 }, (_, unit) => String.fromCharCode(unit)).join(
      "",
    );
    const cleaned = storableText(everyUnit);
    // UTF-8 round-trips only well-formed text.
    expect(new TextDecoder().decode(new TextEncoder().encode(cleaned))).toBe(cleaned);
    expect(cleaned).not.toContain("\u0000");
    expect(storableText(cleaned)).toBe(cleaned);
  });
});

describe("the forms' schemas apply it before validating", () => {
  const schema = contactMessageSchema(contactMessageMessages);
  const contact = (message: string) =>
    v.safeParse(schema, { email: "a\u0000da@example.org", message });

  it("stores the cleaned text", () => {
    const result = contact("hi\u0000there \ud800");
    expect(result.success && result.output).toMatchObject({
      email: "ada@example.org",
      message: "hithere \uFFFD",
    });
  });

  it("gives a field emptied by the rule its usual message", () => {
    const result = contact("\u0000 \u0001");
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => issue.message)).toEqual([
      contactMessageMessages.message.required,
    ]);
  });

  it("counts the length after cleaning", () => {
    const result = contact(`${"a".repeat(2000)}${"\u0000".repeat(50)}`);
    expect(result.success).toBe(true);
  });
});

describe("cleanStrings (every text of a request, on the server)", () => {
  it("cleans strings at any depth, in objects and arrays, and leaves other values alone", () => {
    const input = {
      q: "a\u0000b",
      list: ["\ud800", 1, null, true, { deeper: ["x\u0001y"] }],
    };
    expect(cleanStrings(input)).toEqual({
      q: "ab",
      list: ["\uFFFD", 1, null, true, { deeper: ["xy"] }],
    });
    expect(cleanStrings("\u0000")).toBe("");
    expect(cleanStrings(Buffer.from([0, 1]))).toEqual(Buffer.from([0, 1]));
    expect(cleanStrings(undefined)).toBeUndefined();
  });

  it("walks nesting far deeper than the call stack allows", () => {
    const depth = 200_000;
    const nested = JSON.parse(`${"[".repeat(depth)}"\\u0000end"${"]".repeat(depth)}`) as unknown;
    cleanStrings(nested);
    let innermost = nested;
    while (Array.isArray(innermost)) innermost = innermost[0];
    expect(innermost).toBe("end");
  });
});
