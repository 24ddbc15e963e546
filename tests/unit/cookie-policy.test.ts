import { describe, expect, it } from "vitest";

import * as en from "~/content/en/cookie-policy";
import * as es from "~/content/es/cookie-policy";

import { SESSION_COOKIE } from "../../server/plugins/authentication";

describe("the cookie policy", () => {
  it.each([
    ["English", en],
    ["Spanish", es],
  ])("names, in %s, the one cookie the server sets", (_language, copy) => {
    const text = JSON.stringify(copy.cookiePolicy);
    expect(text).toContain(SESSION_COOKIE);
    expect(text.match(/__Host-[\w-]+/g)).toEqual([SESSION_COOKIE]);
  });
});
