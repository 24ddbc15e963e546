import { type Locator, type Page, expect, test } from "@playwright/test";

import { siteConfig } from "~/lib/site-config";

import { gotoInteractive, horizontalOverflow, watchPage } from "./support";

const productPages = ["/features", "/pricing", "/security", "/integrations", "/api"] as const;

function main(page: Page) {
  return page.getByRole("main");
}

function section(page: Page, heading: string) {
  return main(page).getByRole("region", { name: heading });
}

/** Follows a link in the main content and checks where it lands. */
async function expectLinkLeadsTo(page: Page, from: string, name: string, url: string) {
  await gotoInteractive(page, from);
  await main(page).getByRole("link", { name, exact: true }).first().click();
  await expect(page).toHaveURL(url);
}

/** A demo trigger is a real button; using it must not raise an error (the lead tests the dialog). */
async function expectDemoButton(page: Page, trigger: Locator, baseURL: string | undefined) {
  const watched = watchPage(page, baseURL);
  await expect(trigger).toHaveJSProperty("tagName", "BUTTON");
  await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
  await trigger.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(watched.consoleProblems).toEqual([]);
}

test.describe("every control on the product pages leads somewhere", () => {
  for (const path of productPages) {
    test(path, async ({ page }) => {
      await gotoInteractive(page, path);
      const hrefs = await main(page)
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(href, "link target").toMatch(/^(\/[a-z]|mailto:|tel:)/);

      // Buttons either open the demo dialog or copy code; nothing else pretends to act.
      for (const button of await main(page).getByRole("button").all()) {
        const label = (await button.textContent()) ?? "";
        const opensDemo = (await button.getAttribute("aria-haspopup")) === "dialog";
        const copiesCode = /^Copy (Request|Response)$/.test(label);
        expect(opensDemo || copiesCode, `"${label}" does something`).toBe(true);
      }
    });
  }
});

test.describe("/features", () => {
  test("shows the six features", async ({ page }) => {
    await gotoInteractive(page, "/features");
    const cards = section(page, "Six capabilities, one accountable record").getByRole("heading", {
      level: 3,
    });
    await expect(cards).toHaveText([
      "Security",
      "Real-time processing",
      "Analytics",
      "Multi-user access",
      "Automated compliance",
      "Easy integration",
    ]);
  });

  const links = [
    ["How we protect your data", "/security"],
    ["See live system status", "/status"],
    ["Standards we meet", "/security#compliance-standards"],
    ["Browse integrations", "/integrations"],
    ["State governments", "/for-states"],
    ["Education providers", "/for-providers"],
    ["Families", "/for-families"],
    ["Schools", "/school-lunch"],
    ["Contact Sales", "/contact?inquiry=sales"],
  ] as const;
  for (const [name, url] of links) {
    test(`"${name}" leads to ${url}`, async ({ page }) => {
      await expectLinkLeadsTo(page, "/features", name, url);
    });
  }

  test("Request Demo is a button", async ({ page, baseURL }) => {
    await gotoInteractive(page, "/features");
    await expectDemoButton(page, main(page).getByRole("button", { name: "Request Demo" }), baseURL);
  });
});

test.describe("/pricing", () => {
  function plan(page: Page, name: string) {
    return main(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
  }

  test("shows the three plans with the spec's prices and limits", async ({ page }) => {
    await gotoInteractive(page, "/pricing");
    const starter = plan(page, "Starter");
    await expect(starter).toContainText("$99per month");
    await expect(starter).toContainText("Up to 100 student accounts");

    const professional = plan(page, "Professional");
    await expect(professional).toContainText("$299per month");
    await expect(professional).toContainText("Up to 1,000 student accounts");
    await expect(professional.getByText("Most Popular", { exact: true })).toBeVisible();
    await expect(main(page).getByText("Most Popular", { exact: true })).toHaveCount(1);

    const enterprise = plan(page, "Enterprise");
    await expect(enterprise).toContainText("Custom");
    await expect(enterprise).toContainText("Unlimited accounts");
  });

  test("Get Started on Starter and Professional are demo buttons", async ({ page, baseURL }) => {
    await gotoInteractive(page, "/pricing");
    await expect(main(page).getByRole("button", { name: "Get Started" })).toHaveCount(2);
    for (const name of ["Starter", "Professional"]) {
      await expect(plan(page, name).getByRole("button", { name: "Get Started" })).toBeVisible();
    }
    await expectDemoButton(
      page,
      plan(page, "Professional").getByRole("button", { name: "Get Started" }),
      baseURL,
    );
  });

  test("Enterprise's Contact Sales preselects a sales inquiry", async ({ page }) => {
    await gotoInteractive(page, "/pricing");
    await plan(page, "Enterprise").getByRole("link", { name: "Contact Sales" }).click();
    await expect(page).toHaveURL("/contact?inquiry=sales");
  });

  test("the FAQ answers open and state the billing terms", async ({ page }) => {
    await gotoInteractive(page, "/pricing");
    const answers = [
      ["Can I change plans later?", /take effect immediately with proration/],
      ["Is there a free trial?", /30-day free trial, and no credit card/],
      ["What payment methods do you accept?", /major credit cards, ACH .*and purchase orders/],
      ["Is there a discount for annual billing?", /saves 15%/],
    ] as const;
    for (const [question, answer] of answers) {
      const details = main(page).locator("details", { hasText: question });
      await expect(details.getByText(answer)).toBeHidden();
      await details.getByText(question).click();
      await expect(details.getByText(answer)).toBeVisible();
    }
  });
});

test.describe("/security", () => {
  test("shows six security cards, the standards and the safeguards", async ({ page }) => {
    await gotoInteractive(page, "/security");
    await expect(
      section(page, "How we protect students and public funds").getByRole("heading", {
        level: 3,
      }),
    ).toHaveCount(6);

    const standards = section(page, "Standards and laws we meet");
    for (const name of [
      "SOC 2 Type II",
      "FERPA",
      "COPPA",
      "State student-privacy laws",
      "PCI DSS for card payments",
      "WCAG 2.2 AA and Section 508",
    ]) {
      await expect(standards.getByRole("heading", { name, exact: true })).toBeVisible();
    }

    const safeguards = section(page, "Technical and administrative safeguards");
    for (const claim of [
      "AES-256 encryption for all data at rest",
      "TLS 1.3 for all data in transit",
      "Quarterly penetration tests",
      "Role-based access control",
      "Multi-factor authentication",
      "24/7 monitoring",
      "99.9% uptime SLA",
    ]) {
      await expect(safeguards).toContainText(claim);
    }
  });

  test("the report is offered on request, not as a fake download", async ({ page }) => {
    await gotoInteractive(page, "/security");
    await expect(main(page)).toContainText("shared on request");
    await expect(main(page).getByRole("link", { name: /Download/ })).toHaveCount(0);
  });

  test("Request Security Report opens a general inquiry", async ({ page }) => {
    await expectLinkLeadsTo(
      page,
      "/security",
      "Request Security Report",
      "/contact?inquiry=general",
    );
  });

  test("Contact Security Team opens a technical inquiry", async ({ page }) => {
    await expectLinkLeadsTo(page, "/security", "Contact Security Team", "/contact?inquiry=support");
  });

  test("vulnerabilities go to the security email", async ({ page }) => {
    await gotoInteractive(page, "/security");
    await expect(main(page)).toContainText(siteConfig.emails.security);
    await expect(main(page).getByRole("link", { name: "Email Security Team" })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.emails.security}`,
    );
  });
});

test.describe("/integrations", () => {
  test("lists six categories, each entry with its status in words", async ({ page }) => {
    await gotoInteractive(page, "/integrations");
    await expect(main(page)).toContainText("over 100 integrations");
    const directory = section(page, "Popular integrations by category");
    await expect(directory.getByRole("heading", { level: 3 })).toHaveText([
      "Student information systems",
      "Accounting and ERP",
      "Payments",
      "Identity and single sign-on",
      "Learning platforms",
      "Communication",
    ]);
    const entries = directory.locator("ul ul > li");
    expect(await entries.count()).toBeGreaterThanOrEqual(18);
    for (const text of await entries.allTextContents()) {
      expect(text).toMatch(/\S(Available|Coming Soon)$/);
    }
    await expect(entries.filter({ hasText: "PowerSchool" })).toContainText("Available");
    await expect(entries.filter({ hasText: "Okta" })).toContainText("Coming Soon");
  });

  test("View API Docs opens the API page with its code samples", async ({ page }) => {
    await expectLinkLeadsTo(page, "/integrations", "View API Docs", "/api");
    await expect(page.getByRole("region", { name: "Response code" })).toContainText("2500.00");
  });

  test("Read the Integration Guide opens the documentation", async ({ page }) => {
    await expectLinkLeadsTo(page, "/integrations", "Read the Integration Guide", "/documentation");
  });

  test("Request an Integration preselects a partnership inquiry", async ({ page }) => {
    await expectLinkLeadsTo(
      page,
      "/integrations",
      "Request an Integration",
      "/contact?inquiry=partnership",
    );
  });

  test("Request Demo is a button", async ({ page, baseURL }) => {
    await gotoInteractive(page, "/integrations");
    await expectDemoButton(page, main(page).getByRole("button", { name: "Request Demo" }), baseURL);
  });
});

test.describe("/api", () => {
  test("shows six feature cards and the six endpoints as a table", async ({ page }) => {
    await gotoInteractive(page, "/api");
    await expect(
      section(page, "Predictable, secure and documented").getByRole("heading", { level: 3 }),
    ).toHaveCount(6);

    const table = main(page).getByRole("table", { name: /Core endpoints/ });
    await expect(table.locator("th[scope=col]")).toHaveText(["Method", "Path", "Purpose"]);
    const rows = table.locator("tbody tr");
    const expected = [
      ["GET", "/api/v1/students"],
      ["POST", "/api/v1/payments"],
      ["GET", "/api/v1/providers"],
      ["PUT", "/api/v1/accounts/{id}"],
      ["GET", "/api/v1/reports"],
      ["POST", "/api/v1/webhooks"],
    ];
    await expect(rows).toHaveCount(expected.length);
    for (const [index, [method, path]] of expected.entries()) {
      await expect(rows.nth(index).locator("td").first()).toHaveText(method ?? "");
      await expect(rows.nth(index).locator("th[scope=row] code")).toHaveText(path ?? "");
    }
  });

  test("the student lookup shows a complete request and the spec's response", async ({ page }) => {
    await gotoInteractive(page, "/api");
    const request = main(page).getByRole("region", { name: "Request code" });
    await expect(main(page).getByText("GET /api/v1/students/{id}")).toBeVisible();
    await expect(request).toContainText(`curl ${siteConfig.url}/api/v1/students/`);
    await expect(request).toContainText('"Authorization: Bearer YOUR_API_KEY"');
    await expect(request).toContainText('"Content-Type: application/json"');

    const responseText = await main(page)
      .getByRole("region", { name: "Response code" })
      .innerText();
    expect(responseText).toContain('"balance": 2500.00');
    expect(responseText).toContain('"monthly_cost": 200.00');
    const student = JSON.parse(responseText) as Record<string, unknown>;
    expect(Object.keys(student)).toEqual([
      "id",
      "name",
      "balance",
      "status",
      "enrolled_providers",
      "last_payment",
    ]);
    expect(student.balance).toBe(2500);
    expect(student.status).toBe("active");
    expect(student.last_payment).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    const providers = student.enrolled_providers as Record<string, unknown>[];
    expect(providers.length).toBeGreaterThan(0);
    for (const provider of providers) {
      expect(Object.keys(provider)).toEqual(["id", "name", "monthly_cost"]);
      expect(provider.monthly_cost).toBe(200);
    }
  });

  test("each copy button copies its code and confirms it", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoInteractive(page, "/api");
    for (const subject of ["Request", "Response"]) {
      const block = main(page).getByRole("region", { name: `${subject} code` });
      const button = main(page).getByRole("button", { name: `Copy ${subject}` });
      await expect(button).toBeEnabled();
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(button.locator("xpath=..").getByRole("status")).toHaveText("Copied");
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(await block.innerText());
    }
  });

  test("code scrolls inside its own box at 320px, reachable by keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await gotoInteractive(page, "/api");
    const request = main(page).getByRole("region", { name: "Request code" });
    await expect(request).toHaveAttribute("tabindex", "0");
    const overflow = await request.evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await request.focus();
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => request.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  });

  test("the SDKs point to the API reference instead of fake downloads", async ({ page }) => {
    await gotoInteractive(page, "/api");
    const sdks = section(page, "Client libraries in four languages");
    await expect(sdks.getByRole("heading", { level: 3 })).toHaveText([
      "JavaScript",
      "Python",
      "Java",
      "C#",
    ]);
    await expect(sdks).toContainText("The SDKs come with API access");
    await expect(main(page).getByRole("link", { name: /Download/ })).toHaveCount(0);
    await sdks.getByRole("link", { name: "Read the API reference" }).click();
    await expect(page).toHaveURL("/documentation#api-reference");
  });

  test("Get API Key preselects a technical support inquiry", async ({ page }) => {
    await expectLinkLeadsTo(page, "/api", "Get API Key", "/contact?inquiry=support");
  });

  test("View Documentation opens the documentation", async ({ page }) => {
    await expectLinkLeadsTo(page, "/api", "View Documentation", "/documentation");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the code is highlighted in the HTML and copying is honestly unavailable", async ({
      page,
    }) => {
      await page.goto("/api");
      const response = main(page).getByRole("region", { name: "Response code" });
      await expect(response.locator("span", { hasText: /^2500\.00$/ })).toHaveClass(/text-\[#/);
      await expect(response.locator("span", { hasText: /^"balance"$/ })).toHaveClass(/text-\[#/);
      await expect(main(page).getByRole("button", { name: "Copy Response" })).toBeDisabled();
    });
  });
});
