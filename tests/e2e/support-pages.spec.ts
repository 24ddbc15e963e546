import { expect, test } from "@playwright/test";

test.describe("/help-center", () => {
  test("shows four topics of four questions, each answer in a native disclosure", async ({
    page,
  }) => {
    await page.goto("/help-center");
    const topics = [
      ["Getting Started", "getting-started"],
      ["Account Management", "account-management"],
      ["Payments & Billing", "payments-and-billing"],
      ["Provider Services", "provider-services"],
    ] as const;
    for (const [title, id] of topics) {
      const topic = page.locator(`#${id}`);
      await expect(topic.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(topic.locator("details")).toHaveCount(4);
    }

    const question = page.getByText("How do I reset my password?");
    await expect(page.getByText(/We send a reset link/)).toBeHidden();
    await question.click();
    await expect(page.getByText(/We send a reset link/)).toBeVisible();
  });

  test("a topic can be linked to directly", async ({ page }) => {
    await page.goto("/help-center#provider-services");
    await expect(page.getByRole("heading", { name: "Provider Services" })).toBeInViewport();
  });

  test("lists four popular articles, each leading to a real page", async ({ page }) => {
    await page.goto("/help-center");
    const articles = page
      .getByRole("region", { name: "What other visitors are reading" })
      .getByRole("listitem");
    await expect(articles).toHaveCount(4);
    await articles.first().getByRole("link").click();
    await expect(page).toHaveURL("/esa");
  });

  test("Still Need Help offers a message, email and phone, and is honest about live chat", async ({
    page,
  }) => {
    await page.goto("/help-center");
    const help = page.getByRole("region", { name: "Talk to our support team" });
    await expect(help.getByRole("heading", { name: "Live Chat" })).toBeVisible();
    await expect(help).toContainText("Live chat isn't available yet");
    await expect(help).toContainText("We reply within 24 hours.");
    await expect(help).toContainText("Mon-Fri 8AM-6PM EST");
    await expect(help.getByRole("link", { name: "support@brightway.example" })).toHaveAttribute(
      "href",
      "mailto:support@brightway.example",
    );
    await expect(help.getByRole("link", { name: "(512) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+15125550142",
    );
    await help.getByRole("link", { name: "Send a message" }).click();
    await expect(page).toHaveURL("/contact?inquiry=support");
    await expect(page.getByLabel("Inquiry type")).toHaveValue("support");
  });
});

test.describe("/documentation", () => {
  const sections = [
    ["user-guides", "User Guides", "/help-center"],
    ["api-reference", "API Reference", "/api"],
    ["administrator-guide", "Administrator Guide", "/contact?inquiry=support"],
    ["integration-guide", "Integration Guide", "/contact?inquiry=support"],
  ] as const;

  test("has the four guides at stable anchors, each ending with a real next step", async ({
    page,
  }) => {
    await page.goto("/documentation");
    await expect(page.getByRole("main")).toContainText(
      "complete guides are shared with customers inside the Brightway platform",
    );
    for (const [id, title, nextStep] of sections) {
      const section = page.locator(`section#${id}`);
      await expect(section.getByRole("heading", { name: title })).toBeVisible();
      expect(await section.getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
      const links = section.getByRole("link");
      await expect(links).toHaveCount(1);
      await expect(links).toHaveAttribute("href", nextStep);
    }
  });

  test("offers no fake downloads or dead buttons", async ({ page }) => {
    await page.goto("/documentation");
    const main = page.getByRole("main");
    await expect(main.getByText(/Download PDF|View Online/i)).toHaveCount(0);
    await expect(main.getByRole("button")).toHaveCount(0);
  });

  test("the API reference anchor lands on its section", async ({ page }) => {
    await page.goto("/documentation#api-reference");
    await expect(page.getByRole("heading", { name: "API Reference" })).toBeInViewport();
    await page.locator("#api-reference").getByRole("link").click();
    await expect(page).toHaveURL("/api");
  });
});

test.describe("/contact", () => {
  test("shows sales and support email, phone with hours and the Austin office", async ({
    page,
  }) => {
    await page.goto("/contact");
    const direct = page.getByRole("region", { name: "Other ways to reach us" });
    for (const email of ["sales@brightway.example", "support@brightway.example"]) {
      await expect(direct.getByRole("link", { name: email })).toHaveAttribute(
        "href",
        `mailto:${email}`,
      );
    }
    await expect(direct.getByRole("link", { name: "(512) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+15125550142",
    );
    await expect(direct).toContainText("Mon-Fri 8AM-6PM EST");
    await expect(direct.locator("address")).toContainText("Austin, Texas");
  });

  test("the form has the spec's fields", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByLabel("First name")).toHaveAttribute("maxlength", "100");
    await expect(page.getByLabel("Last name")).toHaveAttribute("maxlength", "100");
    await expect(page.getByLabel("Email *")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Email *")).toHaveAttribute("maxlength", "254");
    await expect(page.getByLabel("Inquiry type").locator("option")).toHaveText([
      "General Question",
      "Sales Inquiry",
      "Technical Support",
      "Partnership",
    ]);
    await expect(page.getByLabel("Message *")).toHaveAttribute("rows", "4");
    await expect(page.getByLabel("Message *")).toHaveAttribute("maxlength", "2000");
  });
});

test.describe("/status", () => {
  const services = [
    "API Services",
    "Payment Processing",
    "User Authentication",
    "Database",
    "File Storage",
    "Email Services",
  ];

  test("says all systems are operational and lists six services with their uptime over 90 days", async ({
    page,
  }) => {
    await page.goto("/status");
    await expect(page.getByText("All systems are operational")).toBeVisible();
    const table = page.getByRole("table", { name: "Status and uptime of each service" });
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(services.length);
    for (const [index, service] of services.entries()) {
      const row = rows.nth(index);
      await expect(row.getByRole("rowheader", { name: service, exact: true })).toBeVisible();
      await expect(row.getByRole("cell")).toHaveText(["Operational", /^\d{2,3}\.\d{2}%$/]);
    }
  });

  test("gives the bars' 90 days as a table too, behind a disclosure", async ({ page }) => {
    await page.goto("/status");
    await page.getByText("Day by day, the last 90 days").click();
    const days = page.getByRole("table", { name: /per day \(UTC\)/ });
    await expect(days.locator("tbody tr")).toHaveCount(90);
    await expect(days.getByRole("columnheader")).toHaveText(["Day (UTC)", ...services]);
  });

  test.describe("on a 320px screen", () => {
    test.use({ viewport: { width: 320, height: 800 } });

    test("every service's status and uptime stay in view", async ({ page }) => {
      await page.goto("/status");
      const rows = page.getByRole("table").first().locator("tbody tr");
      await expect(rows).toHaveCount(6);
      for (const row of await rows.all()) {
        await expect(row.getByRole("rowheader").getByText("Operational")).toBeVisible();
        const uptime = row.getByRole("cell").last();
        await expect(uptime).toHaveText(/^\d{2,3}\.\d{2}%$/);
        const box = await uptime.boundingBox();
        expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
      }
    });
  });

  test("links to the history, where the maintenance of January 20, 2024 is completed", async ({
    page,
  }) => {
    await page.goto("/status");
    await page.getByRole("link", { name: "See past incidents and maintenance" }).click();
    await expect(page).toHaveURL(/\/status\/history$/);
    const month = page.getByRole("region", { name: "January 2024" });
    const maintenance = month.getByRole("listitem").filter({ hasText: "Scheduled maintenance" });
    await expect(maintenance.getByText("Completed", { exact: true })).toBeVisible();
    await expect(
      maintenance.getByText("Planned from Jan 20, 2024, 7:00 AM UTC to Jan 20, 2024, 9:00 AM UTC"),
    ).toBeVisible();
  });

  test("links to its Atom feed, in the head and on the page", async ({ page, request }) => {
    await page.goto("/es/status");
    const feed = page.locator('link[rel="alternate"][type="application/atom+xml"]');
    await expect(feed).toHaveAttribute("href", /\/es\/status\/feed\.xml$/);
    const response = await request.get("/es/status/feed.xml");
    expect(await response.text()).toContain("Mantenimiento programado");
  });
});
