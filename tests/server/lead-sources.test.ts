/**
 * Where a lead came from: the site's page and its campaign parameters, from
 * the page's own submission or a same-site Referer, and nothing else; shown
 * in exports, the webhook payload and the notification email.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  type IntakeApp,
  adminHeaders,
  ADMIN_TOKEN,
  contactMessage,
  demoRequest,
  noRateLimit,
  startIntakeApp,
  webhookSecret,
} from "./support/intake-app";
import { startSmtpServer, startWebhookReceiver, waitUntil } from "./support/receivers";

let intake: IntakeApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  smtp = await startSmtpServer();
  intake = await startIntakeApp("postgres", {
    adminToken: ADMIN_TOKEN,
    intake: noRateLimit,
    delivery: {
      webhook: { url: receiver.url, secret: webhookSecret },
      email: { smtpUrl: smtp.url, to: "team@example.org", from: "website@brightway.example" },
      retryBaseS: 0.2,
      worker: true,
    },
  });
});
afterAll(async () => {
  await intake.close();
  await receiver.close();
  await smtp.close();
});

const campaign = "utm_source=newsletter&utm_medium=email&utm_campaign=fall-2026";

async function sourceOf(id: string) {
  const leads = (
    await intake.app.inject({ url: "/api/admin/leads?format=json", headers: adminHeaders })
  ).json() as {
    id: string;
    source: unknown;
  }[];
  return leads.find((lead) => lead.id === id)?.source;
}

describe("a lead's source", () => {
  it("is the page and campaign the site's script sends, in the export, the webhook and the email", async () => {
    const answer = await intake.app.inject({
      method: "POST",
      url: "/api/demo-requests",
      payload: {
        ...demoRequest({ name: "Campaign Visitor" }),
        locale: "es-US",
        source: `/es/pricing?${campaign}&gclid=x`,
      },
    });
    const { id } = answer.json();
    const expected = {
      page: "/es/pricing",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "fall-2026",
    };
    expect(await sourceOf(id)).toEqual(expected);

    await waitUntil(() => receiver.received.some((hook) => hook.body.includes(id)));
    const hook = JSON.parse(
      receiver.received.find((entry) => entry.body.includes(id))?.body ?? "{}",
    );
    expect(hook.data.source).toEqual(expected);

    await waitUntil(() => smtp.emails.some((email) => email.text.includes(id)));
    const email = smtp.emails.find((message) => message.text.includes(id))?.text ?? "";
    expect(email).toContain("Sent from: /es/pricing");
    expect(email).toContain("Campaign: campaign fall-2026, source newsletter, medium email");
  });

  it("is the Referer of a page of this site for a form posted without JavaScript", async () => {
    const posted = await intake.app.inject({
      method: "POST",
      url: "/api/contact-messages",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        referer: `http://localhost:80/pricing/?utm_campaign=spring`,
        host: "localhost:80",
      },
      payload: new URLSearchParams(contactMessage({ firstName: "Plain Form" })).toString(),
    });
    expect(posted.statusCode).toBe(303);
    const leads = (
      await intake.app.inject({ url: "/api/admin/leads?format=json", headers: adminHeaders })
    ).json() as {
      firstName?: string;
      source: unknown;
    }[];
    expect(leads.find((lead) => lead.firstName === "Plain Form")?.source).toEqual({
      page: "/pricing",
      utmSource: null,
      utmMedium: null,
      utmCampaign: "spring",
    });
  });

  it("is not kept from a foreign Referer, a made-up path or another site's address", async () => {
    const cases = [
      { headers: { referer: `https://elsewhere.example/pricing?${campaign}` }, body: {} },
      { headers: {}, body: { source: `/made-up-page?${campaign}` } },
      { headers: {}, body: { source: `//elsewhere.example/pricing?${campaign}` } },
      { headers: {}, body: { source: `https://elsewhere.example/pricing?${campaign}` } },
      {
        headers: { referer: `http://localhost:80/no-such-page?${campaign}`, host: "localhost:80" },
        body: {},
      },
    ];
    for (const [index, { headers, body }] of cases.entries()) {
      const answer = await intake.app.inject({
        method: "POST",
        url: "/api/demo-requests",
        headers,
        payload: { ...demoRequest({ name: `Nowhere ${index}` }), ...body },
      });
      expect(answer.statusCode).toBe(201);
      expect(await sourceOf(answer.json().id), JSON.stringify(cases[index])).toBeNull();
    }
  });
});
