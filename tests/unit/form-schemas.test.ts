import * as v from "valibot";
import { describe, expect, it } from "vitest";

import { contactMessageMessages, demoRequestMessages } from "~/content/en/forms";
import {
  checkDemoRequest,
  demoDateRange,
  isDemoRequestComplete,
  toDemoRequestInput,
} from "~/features/demo-request/demo-request-draft";
import { contactMessageSchema } from "~/lib/forms/contact-message";
import { demoRequestSchema, twoYearsAfter } from "~/lib/forms/demo-request";

const range = { earliest: "2026-12-15", latest: "2028-12-15" };
const schema = demoRequestSchema(demoRequestMessages, range);
const valid = {
  name: "Ada Lovelace",
  email: "ada@example.org",
  phone: "(512) 555-0100",
  demoDate: "2026-12-15",
};
const errorsFor = (input: Record<string, unknown>) => {
  const result = v.safeParse(schema, { ...valid, ...input });
  return (result.success ? {} : v.flatten(result.issues).nested) ?? {};
};

describe("the email rule", () => {
  it.each(["ada@example.org", "a.b+c@sub.example.co.uk", "  padded@example.com  "])(
    "accepts %s",
    (email) => expect(errorsFor({ email })).toEqual({}),
  );
  it.each([
    "",
    "ada",
    "ada@",
    "@example.org",
    "ada@example",
    "ada @example.org",
    "a@b@c.org",
    "ada@.org",
  ])("rejects %j", (email) => expect(errorsFor({ email })).toHaveProperty("email"));
});

describe("the phone rule", () => {
  it.each(["5550100", "(512) 555-0100", "+1 512.555.0100", " 512 555 0100 "])(
    "accepts %s",
    (phone) => expect(errorsFor({ phone })).toEqual({}),
  );
  it.each(["555-010", "call me", "512-555-0100 ext 4", "+1 (512) 555-01x0", "-------"])(
    "rejects %j",
    (phone) => expect(errorsFor({ phone })).toHaveProperty("phone"),
  );
});

describe("the demo date", () => {
  it("accepts the first and the last day of the range, nothing outside it", () => {
    expect(errorsFor({ demoDate: range.earliest })).toEqual({});
    expect(errorsFor({ demoDate: range.latest })).toEqual({});
    expect(errorsFor({ demoDate: "2026-12-14" }).demoDate).toEqual([
      "Choose today or a later date.",
    ]);
    expect(errorsFor({ demoDate: "2028-12-16" }).demoDate).toEqual([
      "Choose a date within the next two years.",
    ]);
  });

  it("must be a real calendar day", () => {
    expect(errorsFor({ demoDate: "2027-02-29" }).demoDate).toEqual([
      "Choose a date from the calendar.",
    ]);
    expect(errorsFor({ demoDate: "2028-02-29" })).toEqual({});
  });

  it("runs from the visitor's today to two years after it", () => {
    expect(demoDateRange(new Date(2026, 11, 15, 23, 30))).toEqual({
      earliest: "2026-12-15",
      latest: "2028-12-15",
    });
    expect(twoYearsAfter("2028-02-29")).toBe("2030-02-29");
  });
});

describe("a demo request from the dialog", () => {
  const now = new Date(2026, 11, 15, 18, 30);
  const draft = {
    name: "  Ada Lovelace ",
    email: " ada@example.org",
    phone: "(512) 555-0100",
    demoDate: "2026-12-15",
  };

  it("is complete only when every field has a value", () => {
    expect(isDemoRequestComplete(draft)).toBe(true);
    expect(isDemoRequestComplete({ ...draft, name: "   " })).toBe(false);
    expect(isDemoRequestComplete({ ...draft, demoDate: "" })).toBe(false);
  });

  it("is sent trimmed, with the chosen day and the honeypot's value", () => {
    const checked = checkDemoRequest(
      toDemoRequestInput(draft, "", "en-US"),
      demoRequestMessages,
      now,
    );
    expect(checked).toEqual({
      ok: true,
      request: { ...valid, locale: "en-US", website: "" },
    });
  });

  it("reports each bad field with a message that says what to do", () => {
    const checked = checkDemoRequest(
      { name: " ", email: "ada@", phone: "12", demoDate: "2026-12-14", locale: "en-US" },
      demoRequestMessages,
      now,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors)).toEqual(["name", "email", "phone", "demoDate"]);
    expect(checked.errors.email).toMatch(/name@example\.com/);
    expect(checked.errors.demoDate).toBe("Choose today or a later date.");
  });
});

describe("the contact message", () => {
  const contact = contactMessageSchema(contactMessageMessages);

  it("needs only an email address and a message; names and type are optional", () => {
    expect(v.parse(contact, { email: "ada@example.org", message: "Hi" })).toEqual({
      firstName: "",
      lastName: "",
      email: "ada@example.org",
      inquiryType: "general",
      message: "Hi",
      locale: "en-US",
      website: "",
    });
  });

  it("asks for a message that is more than blank space, and an inquiry type from the list", () => {
    const result = v.safeParse(contact, {
      email: "ada@example.org",
      message: " \n ",
      inquiryType: "<script>",
    });
    expect(result.success ? {} : v.flatten(result.issues).nested).toEqual({
      message: ["Enter your message."],
      inquiryType: ["Choose an inquiry type from the list."],
    });
  });

  it("treats an unknown language as English and any honeypot text as filled", () => {
    const parsed = v.parse(contact, {
      email: "ada@example.org",
      message: "Hi",
      locale: "fr-FR",
      website: "https://spam.example",
    });
    expect(parsed.locale).toBe("en-US");
    expect(parsed.website).toBe("https://spam.example");
  });
});
