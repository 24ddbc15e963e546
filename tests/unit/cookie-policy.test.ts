import { describe, expect, it } from "vitest";

import * as en from "~/content/en/cookie-policy";
import * as enOrganization from "~/content/en/organization";
import * as enPrivacy from "~/content/en/privacy-policy";
import * as es from "~/content/es/cookie-policy";
import * as esOrganization from "~/content/es/organization";
import * as esPrivacy from "~/content/es/privacy-policy";
import { siteConfig } from "~/lib/site-config";

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

describe("the policies on counting visits", () => {
  it.each([
    [
      "English",
      en,
      enPrivacy,
      enOrganization,
      ["different visitors", "identify no one", "no consent banner"],
    ],
    [
      "Spanish",
      es,
      esPrivacy,
      esOrganization,
      ["visitantes distintos", "no identifican a nadie", "no hay aviso de consentimiento"],
    ],
  ])(
    "say, in %s, what is counted, that it identifies no one, how long it is kept and why no banner is needed",
    (_language, cookies, privacy, organization, phrases) => {
      const cookieText = JSON.stringify(cookies.cookiePolicy);
      const privacyText = JSON.stringify(privacy.privacyPolicy);
      const both = cookieText + privacyText;
      for (const phrase of phrases) expect(both.toLowerCase()).toContain(phrase.toLowerCase());
      for (const text of [cookieText, privacyText]) {
        expect(text).toContain(organization.visitRetentionInWords);
      }
      expect(privacyText).toContain("utm_campaign");
      expect(cookies.cookiePolicy.sections.map((section) => section.id)).toContain(
        "counting-visits",
      );
      expect(privacy.privacyPolicy.sections.map((section) => section.id)).toContain("visit-counts");
    },
  );

  it("keep the counts as long as the server does by default", () => {
    expect(enOrganization.visitRetentionInWords).toBe("26 months");
    // 26 months of 30.4 days: the default VISIT_RETENTION_DAYS.
    expect(Math.round(26 * 30.4)).toBe(siteConfig.visitRetentionDays);
  });
});
