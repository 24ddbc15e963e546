import { describe, expect, it } from "vitest";

import {
  type DemoRequestDraft,
  isDemoRequestComplete,
  toDemoRequestPayload,
  validateDemoRequest,
} from "~/features/demo-request/validate-demo-request";
import { isValidEmail, isValidPhone } from "~/lib/validation";

const now = new Date(2026, 11, 15, 18, 30);
const valid: DemoRequestDraft = {
  name: "Ada Lovelace",
  email: "ada@example.org",
  phone: "(512) 555-0100",
  demoDate: new Date(2026, 11, 15),
};

describe("email rule", () => {
  it.each(["ada@example.org", "a.b+c@sub.example.co.uk", "  padded@example.com  "])(
    "accepts %s",
    (email) => expect(isValidEmail(email)).toBe(true),
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
  ])("rejects %j", (email) => expect(isValidEmail(email)).toBe(false));
});

describe("phone rule", () => {
  it.each(["5550100", "(512) 555-0100", "+1 512.555.0100", " 512 555 0100 "])(
    "accepts %s",
    (phone) => expect(isValidPhone(phone)).toBe(true),
  );
  it.each(["555-010", "call me", "512-555-0100 ext 4", "+1 (512) 555-01x0", "-------"])(
    "rejects %j",
    (phone) => expect(isValidPhone(phone)).toBe(false),
  );
});

describe("demo request", () => {
  it("is complete only when every field has a value", () => {
    expect(isDemoRequestComplete(valid)).toBe(true);
    expect(isDemoRequestComplete({ ...valid, name: "   " })).toBe(false);
    expect(isDemoRequestComplete({ ...valid, demoDate: undefined })).toBe(false);
  });

  it("finds no errors in a valid request, with today allowed late in the day", () => {
    expect(validateDemoRequest(valid, now)).toEqual({});
  });

  it("reports each bad field with a message that says what to do", () => {
    const errors = validateDemoRequest(
      { name: " ", email: "ada@", phone: "12", demoDate: new Date(2026, 11, 14) },
      now,
    );
    expect(Object.keys(errors)).toEqual(["name", "email", "phone", "demoDate"]);
    expect(errors.email).toMatch(/name@example\.com/);
    expect(errors.demoDate).toBe("Choose today or a later date.");
  });

  it("sends trimmed values and the local calendar date", () => {
    const payload = toDemoRequestPayload({
      ...valid,
      name: "  Ada Lovelace ",
      email: " ada@example.org",
      demoDate: new Date(2026, 0, 5, 23, 59),
    });
    expect(payload).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.org",
      phone: "(512) 555-0100",
      demoDate: "2026-01-05",
    });
  });
});
