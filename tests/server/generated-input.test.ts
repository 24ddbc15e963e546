/**
 * Property-based: generated text (NUL, lone surrogates, control and
 * bidirectional characters, very long strings, bytes that are not UTF-8,
 * deeply nested JSON) sent to every route the app has, public and console
 * (as a signed-in owner, with the machines' token too): never a 5xx, the
 * server healthy afterwards, and a stored lead's text exactly what the rule
 * (storableText, then trimming) makes of what was sent. The seed is
 * printed; GENERATED_INPUT_SEED=<seed> replays a run.
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { inquiryTypes } from "~/lib/forms/contact-message";
import { storableText } from "~/lib/forms/storable-text";
import { locales } from "~/lib/i18n";

import { startSession } from "../../server/auth/sessions";
import { leads, users } from "../../server/db/schema";
import { SESSION_COOKIE } from "../../server/plugins/authentication";
import { PUBLIC_ORIGIN, consoleSettings, join } from "./support/console";
import {
  type GeneratedRequest,
  type Route,
  anyText,
  awkwardText,
  deeplyNested,
  encodedText,
  jsonObject,
  jsonValue,
  removedCharacters,
  routesOf,
  runs,
  seed,
  spoiltRequest,
  urlComponent,
  urlEncoded,
  validRequests,
} from "./support/generated-input";
import {
  ADMIN_TOKEN,
  type IntakeApp,
  adminHeaders,
  demoRequest,
  noRateLimit,
  startIntakeApp,
} from "./support/intake-app";

let intake: IntakeApp;
let ownerId: string;
let leadId: string;
let routes: Route[];

beforeAll(async () => {
  console.info(`generated input: seed ${seed} (replay with GENERATED_INPUT_SEED=${seed})`);
  intake = await startIntakeApp("embedded", {
    adminToken: ADMIN_TOKEN,
    console: consoleSettings,
    intake: noRateLimit,
  });
  const { db } = intake.database;
  await join(intake.app, db, "owner@example.org", "owner");
  const [owner] = await db.select({ id: users.id }).from(users);
  ownerId = owner?.id ?? "";
  const lead = await intake.app.inject({
    method: "POST",
    url: "/api/demo-requests",
    payload: demoRequest(),
  });
  leadId = lead.json().id;
  routes = routesOf(intake.app);
});
afterAll(() => intake.close());

/** What the rule makes of a text field: cleaned, then trimmed as every form field is. */
const byTheRule = (text: string) => storableText(text).trim();

const formEncoded = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `${name}=${encodedText(value)}`)
    .join("&");

async function storedFields(address: string) {
  const rows = await intake.database.db
    .select({ fields: leads.fields })
    .from(leads)
    .where(eq(leads.email, address));
  expect(rows).toHaveLength(1);
  return rows[0]?.fields;
}

async function expectHealthy() {
  const health = await intake.app.inject({ url: "/api/health" });
  expect(health.statusCode).toBe(200);
}

let visitors = 0;
/**
 * A new address for each execution of a property, with characters inside that the rule
 * removes. Numbered when used, not when generated: fast-check replays a generated value
 * while it shrinks a failure, and one address must name one lead.
 */
function visitorAddress(noise: string) {
  visitors += 1;
  return {
    sent: `visitor${visitors}${noise}@example.org`,
    stored: `visitor${visitors}@example.org`,
  };
}

describe("generated leads are stored as the rule says", () => {
  it("contact messages, as JSON (retried with the same key) or as a plain form", async () => {
    const message = fc.record({
      firstName: awkwardText(40),
      lastName: awkwardText(40),
      message: awkwardText(600),
      inquiryType: fc.constantFrom(...inquiryTypes),
      locale: fc.constantFrom(...locales),
      addressNoise: removedCharacters,
      plain: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(message, async ({ addressNoise, plain, ...fields }) => {
        const address = visitorAddress(addressNoise);
        const sent = { ...fields, message: `Hello ${fields.message}`, email: address.sent };
        const post = (key: string) =>
          intake.app.inject({
            method: "POST",
            url: "/api/contact-messages",
            ...(plain
              ? {
                  headers: { "content-type": "application/x-www-form-urlencoded" },
                  payload: formEncoded(sent),
                }
              : { headers: { "idempotency-key": key }, payload: sent }),
          });
        const key = crypto.randomUUID();
        const answer = await post(key);
        expect(answer.statusCode).toBe(plain ? 303 : 201);
        if (plain) expect(answer.headers.location).toMatch(/\/contact\/sent$/);
        else expect((await post(key)).json().id).toBe(answer.json().id);
        expect(await storedFields(address.stored)).toEqual({
          firstName: byTheRule(sent.firstName),
          lastName: byTheRule(sent.lastName),
          email: address.stored,
          inquiryType: sent.inquiryType,
          message: byTheRule(sent.message),
        });
      }),
      runs(60, 3000),
    );
    await expectHealthy();
  });

  it("demo requests, with removable characters in the phone number too", async () => {
    const request = fc.record({
      name: awkwardText(40),
      phoneNoise: removedCharacters,
      addressNoise: removedCharacters,
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ name, phoneNoise, addressNoise }) => {
        const address = visitorAddress(addressNoise);
        const sent = demoRequest({
          name: `A${name}`,
          phone: `512 555${phoneNoise} 0100`,
          email: address.sent,
        });
        const answer = await intake.app.inject({
          method: "POST",
          url: "/api/demo-requests",
          payload: sent,
        });
        expect(answer.statusCode).toBe(201);
        expect(await storedFields(address.stored)).toEqual({
          name: byTheRule(sent.name),
          email: address.stored,
          phone: "512 555 0100",
          demoDate: sent.demoDate,
        });
      }),
      runs(40, 2000),
    );
    await expectHealthy();
  });
});

const contentTypes = [
  "application/json",
  "application/x-www-form-urlencoded",
  "text/plain",
  "application/json; charset=utf-16",
  undefined,
];

const body = fc.oneof(
  jsonObject.map((value) => ({ type: "application/json", payload: JSON.stringify(value) })),
  jsonValue.map((value) => ({ type: "application/json", payload: JSON.stringify(value) })),
  urlEncoded.map((payload) => ({ type: "application/x-www-form-urlencoded", payload })),
  fc.record({
    type: fc.constantFrom(...contentTypes),
    payload: fc.oneof(
      anyText,
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    ),
  }),
);

/** A path parameter: an id the app knows with text after it, a UUID, or anything. */
const pathParameter = () =>
  fc.oneof(
    fc.uuid(),
    fc.tuple(fc.constantFrom(leadId, ownerId), urlComponent).map(([id, tail]) => id + tail),
    urlComponent,
  );

function pathFor(route: Route) {
  if (route.path === "*") return urlComponent.map((component) => `/${component}`);
  const names = route.path.match(/:\w+/g) ?? [];
  return fc
    .tuple(...names.map(() => pathParameter()))
    .map((values) =>
      names.reduce((path, name, index) => path.replace(name, values[index] ?? ""), route.path),
    );
}

function requestFor(route: Route): fc.Arbitrary<GeneratedRequest> {
  const withBody = !["GET", "HEAD"].includes(route.method);
  return fc.record({
    path: pathFor(route),
    query: urlEncoded,
    body: withBody ? fc.option(body) : fc.constant(null),
    idempotencyKey: fc.option(awkwardText(40)),
    remoteAddress: fc.ipV4(),
  });
}

let session: string | undefined;

/** As the owner, from the console's origin, signed in again after a run that signed out. */
async function send(route: Route, request: GeneratedRequest) {
  session ??= (await startSession(intake.database.db, { userId: ownerId, device: "tests" })).id;
  const headers: Record<string, string> = {
    ...adminHeaders,
    // The console's pages send their origin; the forms are posted from the site's own.
    ...(route.path.startsWith("/api/admin/") ? { origin: PUBLIC_ORIGIN } : {}),
    cookie: `${SESSION_COOKIE}=${session}`,
  };
  if (request.body?.type) headers["content-type"] = request.body.type;
  if (request.idempotencyKey !== null) headers["idempotency-key"] = request.idempotencyKey;
  const answer = await intake.app.inject({
    method: route.method as InjectOptions["method"],
    url: `${request.path}?${request.query}`,
    headers,
    remoteAddress: request.remoteAddress,
    ...(request.body ? { payload: request.body.payload } : {}),
  });
  if (route.path.startsWith("/api/admin/sign-out")) session = undefined;
  return answer;
}

describe("no generated request gets a 5xx", () => {
  it("valid requests with one text spoilt, on every route that reads text", async () => {
    const valid = validRequests({ leadId, ownerId });
    // Each run spoils one text of every valid request, so every route is tried in every run.
    await fc.assert(
      fc.asyncProperty(fc.tuple(...valid.map(spoiltRequest)), async (requests) => {
        for (const [index, request] of requests.entries()) {
          const route = valid[index] as Route;
          const answer = await send(route, request);
          expect(
            answer.statusCode,
            `${route.method} ${request.path}?${request.query}`,
          ).toBeLessThan(500);
        }
      }),
      runs(25, 8000),
    );
    await expectHealthy();
  });

  it("lists every route the app has", () => {
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        "POST /api/contact-messages",
        "POST /api/demo-requests",
        "GET /api/admin/inbox",
        "POST /api/admin/leads/:id/notes",
        "DELETE /api/admin/leads",
        "PUT /api/admin/routing",
        "GET *",
      ]),
    );
    expect(routes.length).toBeGreaterThan(40);
  });

  it("any text in any path parameter, query parameter, header and body, on every route", async () => {
    // Each run sends one request to every route.
    await fc.assert(
      fc.asyncProperty(fc.tuple(...routes.map(requestFor)), async (requests) => {
        for (const [index, request] of requests.entries()) {
          const route = routes[index] as Route;
          const answer = await send(route, request);
          expect(answer.statusCode, `${route.method} ${route.path}`).toBeLessThan(500);
        }
      }),
      runs(6, 10_000),
    );
    await expectHealthy();
  });

  it("JSON nested up to 100,000 deep, on every route that reads a body", async () => {
    const bodyRoutes = routes.filter((route) => !["GET", "HEAD", "DELETE"].includes(route.method));
    const nested = fc.record({
      route: fc.constantFrom(...bodyRoutes),
      depth: fc.integer({ min: 10, max: 100_000 }),
      shape: fc.constantFrom("array" as const, "object" as const),
    });
    await fc.assert(
      fc.asyncProperty(nested, async ({ route, depth, shape }) => {
        const answer = await send(route, {
          path: route.path.replace(/:\w+/g, leadId),
          query: "",
          body: { type: "application/json", payload: deeplyNested(depth, shape) },
          idempotencyKey: null,
          remoteAddress: "192.0.2.1",
        });
        expect(answer.statusCode, `${route.method} ${route.path}`).toBeLessThan(500);
      }),
      runs(40, 3000),
    );
    await expectHealthy();
  });
});
