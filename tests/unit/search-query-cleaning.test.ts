// @vitest-environment node
/**
 * A search query as the server stores it (server/search-misses/query-cleaning.ts):
 * personal data replaced, lower-cased, trimmed, cut at 100 characters; checked on
 * examples, and on thousands of generated queries (emails, phone numbers, social
 * security and card numbers embedded in English and Spanish words) against
 * simple predicates of its own: no "@", no five digits in a row once separators
 * are taken out, every ordinary word kept, lower-cased, in order.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { CLEAN_QUERY_MAX, cleanQuery } from "../../server/search-misses/query-cleaning";

describe("a query's personal data", () => {
  it.each([
    ["write to Ana.Pérez+tax@example.com", "write to [email]"],
    ["call (512) 555-0147 today", "call [phone] today"],
    ["+1 512 555 0147", "[phone]"],
    ["1-512-555-0147", "[phone]"],
    ["512.555.0147", "[phone]"],
    ["5125550147", "[phone]"],
    ["ssn 123-45-6789", "ssn [ssn]"],
    ["ssn 123 45 6789", "ssn [ssn]"],
    ["ssn 123456789", "ssn [ssn]"],
    ["card 4111 1111 1111 1111 declined", "card [number] declined"],
    ["account 00123-4567", "account [number]"],
    ["case 1234567", "case [number]"],
    ["Mi correo: JOSÉ@ejemplo.com, tel 512-555-0147", "mi correo: [email] tel [phone]"],
    // Look-alikes are read as what they look like.
    ["５１２５５５０１４７ josé＠ejemplo.com", "[phone] [email]"],
  ])("%s → %s", (raw, cleaned) => {
    expect(cleanQuery(raw)).toBe(cleaned);
  });

  it("keeps no part of a longer number that holds a phone number's shape", () => {
    expect(cleanQuery("4111-555-123-4567")).toBe("[number]");
  });

  it("is replaced before the cut, so the cut never leaves part of it", () => {
    const cleaned = cleanQuery(`${"a".repeat(90)} maria.lopez@example.org 5125550147`);
    expect(cleaned).toBe(`${"a".repeat(90)} [email] [`);
  });
});

describe("a query's words", () => {
  it.each([
    ["Form 1099", "form 1099"],
    ["2026 Deadline", "2026 deadline"],
    ["W-2 form for 2025", "w-2 form for 2025"],
    ["¿Cómo SOLICITO el REEMBOLSO de los NIÑOS?", "¿cómo solicito el reembolso de los niños?"],
    ["  ayuda \t con\n\nla   CUOTA  ", "ayuda con la cuota"],
  ])("%s → %s", (raw, cleaned) => {
    expect(cleanQuery(raw)).toBe(cleaned);
  });

  it("is nothing to store when only spaces and controls are left", () => {
    expect(cleanQuery(" \t\n ")).toBeUndefined();
    expect(cleanQuery("\u0000\u0007")).toBeUndefined();
  });

  it("is cut at 100 characters, never inside a character outside the BMP", () => {
    const cleaned = cleanQuery("😀".repeat(150)) as string;
    expect(Array.from(cleaned)).toHaveLength(CLEAN_QUERY_MAX);
    expect(cleaned).not.toMatch(/\p{Cs}/u);
    expect(cleanQuery(`${"ñ".repeat(99)} más`)).toBe(`${"ñ".repeat(99)}`);
  });
});

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const digits = (count: number) => fc.array(digit, { minLength: count, maxLength: count });
const pick = <T>(...choices: T[]) => fc.constantFrom(...choices);

const email = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._+-]{0,11}$/),
    fc.stringMatching(/^[a-z0-9-]{1,10}$/),
    pick("com", "org", "example", "mx"),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
const phone = fc
  .tuple(
    digits(10),
    pick(
      "###-###-####",
      "(###) ###-####",
      "+1 ### ### ####",
      "1-###-###-####",
      "###.###.####",
      "##########",
    ),
  )
  .map(([number, shape]) => shape.replace(/#/g, () => number.shift() as string));
const ssn = fc
  .tuple(digits(9), pick("###-##-####", "### ## ####", "#########"))
  .map(([number, shape]) => shape.replace(/#/g, () => number.shift() as string));
const card = fc
  .tuple(fc.integer({ min: 13, max: 19 }), pick(" ", "-", ""))
  .chain(([length, separator]) =>
    digits(length).map((number) => number.join("").replace(/\d{4}(?=\d)/g, `$&${separator}`)),
  );
const personal = fc.oneof(email, phone, ssn, card);

/** Letters of both languages, upper and lower case; and phrases with numbers a query may hold. */
const word = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[a-zA-ZáéíóúüñÁÉÍÓÚÜÑ]{1,10}$/) },
  { weight: 1, arbitrary: pick("the Form 1099 due", "the 2026 Deadline", "Año 2025 pago") },
);

const piece = fc.oneof(
  word.map((text) => ({ text, kept: true })),
  personal.map((text) => ({ text, kept: false })),
);

const lettersWithoutSeparators = (text: string) => text.replace(/[\s().+-]/g, "");

describe("generated queries", () => {
  it("hold no address and no five digits in a row, and keep every word, in order", () => {
    // At most five pieces: shorter than 100 characters once cleaned, so nothing is cut.
    fc.assert(
      fc.property(
        fc.array(piece, { minLength: 1, maxLength: 5 }),
        pick(" ", "  ", "\t", " \n"),
        (pieces, space) => {
          const cleaned = cleanQuery(pieces.map((part) => part.text).join(space)) as string;
          expect(cleaned).not.toContain("@");
          expect(lettersWithoutSeparators(cleaned)).not.toMatch(/\d{5}/);
          let from = 0;
          for (const part of pieces.filter(({ kept }) => kept)) {
            const at = cleaned.indexOf(part.text.toLowerCase(), from);
            expect(at, `${part.text} in ${cleaned}`).toBeGreaterThanOrEqual(from);
            from = at + part.text.length;
          }
        },
      ),
      { numRuns: 5_000, seed: 59 },
    );
  });

  it("of any length are at most 100 characters, with no address or number left", () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 40 }), (pieces) => {
        const cleaned = cleanQuery(pieces.map((part) => part.text).join(" ")) as string;
        expect(Array.from(cleaned).length).toBeLessThanOrEqual(CLEAN_QUERY_MAX);
        expect(cleaned).toBe(cleaned.trim());
        expect(cleaned).not.toContain("@");
        expect(lettersWithoutSeparators(cleaned)).not.toMatch(/\d{5}/);
      }),
      { numRuns: 2_000, seed: 1099 },
    );
  });
});
