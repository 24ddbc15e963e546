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
  type Route,
  anyText,
  awkwardText,
  deeplyNested,
  replacedAt,
  spoilt,
  textAt,
  textLeaves,
  encodedText,
  jsonObject,
  jsonValue,
  removedCharacters,
  routesOf,
  runs,
  seed,
  urlComponent,
  urlEncoded,
} from "./support/generated-input";
import {
  ADMIN_TOKEN,
  type IntakeApp,
  adminHeaders,
  contactMessage,
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
/** A new address per run, with characters inside that the rule removes. */
const visitorAddress = removedCharacters.map((noise) => {
  visitors += 1;
  return {
    sent: `visitor${visitors}${noise}@example.org`,
    stored: `visitor${visitors}@example.org`,
  };
});

describe("generated leads are stored as the rule says", () => {
  it("contact messages, as JSON (retried with the same key) or as a plain form", async () => {
    const message = fc.record({
      firstName: awkwardText(40),
      lastName: awkwardText(40),
      message: awkwardText(600),
      inquiryType: fc.constantFrom(...inquiryTypes),
      locale: fc.constantFrom(...locales),
      address: visitorAddress,
      plain: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(message, async ({ address, plain, ...fields }) => {
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
      runs(60),
    );
    await expectHealthy();
  });

  it("demo requests, with removable characters in the phone number too", async () => {
    const request = fc.record({
      name: awkwardText(40),
      phoneNoise: removedCharacters,
      address: visitorAddress,
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ name, phoneNoise, address }) => {
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
      runs(40),
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

interface GeneratedRequest {
  path: string;
  query: string;
  body: { type?: string; payload: string | Buffer } | null;
  idempotencyKey: string | null;
  remoteAddress: string;
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

interface ValidRequest {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** A valid request to each route that reads text: spoiling one field of it reaches past the checks. */
function validRequests(): ValidRequest[] {
  const nobody = "nobody@example.org";
  const filter = { q: "hello", type: "contact", inquiry: "support", language: "en-US" };
  const range = { status: "new", from: "2026-01-01", to: "2030-01-01", delivery: "pending" };
  return [
    { method: "POST", path: "/api/contact-messages", body: contactMessage() },
    { method: "POST", path: "/api/demo-requests", body: demoRequest() },
    { method: "GET", path: "/api/admin/inbox", query: { ...filter, ...range, cursor: "x" } },
    { method: "GET", path: "/api/admin/inbox", query: { spam: "only", q: "hello" } },
    { method: "GET", path: "/api/admin/export", query: { format: "csv", ...filter, ...range } },
    { method: "GET", path: "/api/admin/leads", query: { since: "2026-11-01", type: "demo" } },
    { method: "DELETE", path: "/api/admin/leads", query: { email: nobody } },
    { method: "GET", path: "/api/admin/audit", query: { before: "100" } },
    { method: "GET", path: "/api/admin/report", query: { days: "30", table: "pages" } },
    { method: "GET", path: `/api/admin/leads/${leadId}` },
    { method: "POST", path: `/api/admin/leads/${leadId}/notes`, body: { body: "Called back" } },
    { method: "POST", path: `/api/admin/leads/${leadId}/status`, body: { status: "handled" } },
    {
      method: "POST",
      path: "/api/admin/people/invitations",
      body: { email: nobody, role: "viewer" },
    },
    { method: "POST", path: `/api/admin/people/${ownerId}/role`, body: { role: "owner" } },
    {
      method: "PUT",
      path: "/api/admin/routing",
      body: { rules: [{ form: "contact", inquiryType: "sales", recipients: [nobody] }] },
    },
    { method: "POST", path: "/api/admin/erasure/preview", body: { email: nobody } },
    { method: "POST", path: "/api/admin/erasure", body: { email: nobody, confirmation: nobody } },
    {
      method: "POST",
      path: "/api/admin/sign-in/recovery-code",
      body: { email: nobody, code: "a-b" },
    },
    { method: "POST", path: "/api/admin/invitation", body: { token: "t".repeat(43) } },
  ];
}

/** The valid request with one of its texts (path, query or body) spoilt. */
function spoiltRequest(valid: ValidRequest): fc.Arbitrary<GeneratedRequest> {
  const pathSegments = valid.path.split("/");
  const body = valid.body ?? {};
  const query = valid.query ?? {};
  const places = [
    ...pathSegments.flatMap((segment, index) =>
      /^[0-9a-f-]{36}$/.test(segment) ? [{ where: "path" as const, leaf: [index] }] : [],
    ),
    ...textLeaves(query).map((leaf) => ({ where: "query" as const, leaf })),
    ...textLeaves(body).map((leaf) => ({ where: "body" as const, leaf })),
  ];
  return fc.constantFrom(...places).chain(({ where, leaf }) => {
    const original = [pathSegments, query, body][["path", "query", "body"].indexOf(where)];
    return spoilt(textAt(original, leaf)).map((replacement) => {
      const encoded = where === "body" ? replacement : encodedText(replacement);
      const changed = replacedAt(original, leaf, encoded);
      return {
        path: where === "path" ? (changed as string[]).join("/") : valid.path,
        query: Object.entries(where === "query" ? (changed as object) : query)
          .map(([key, value]) => `${key}=${where === "query" ? value : encodedText(String(value))}`)
          .join("&"),
        body:
          valid.body === undefined
            ? null
            : {
                type: "application/json",
                payload: JSON.stringify(where === "body" ? changed : body),
              },
        idempotencyKey: null,
        remoteAddress: "192.0.2.2",
      };
    });
  });
}

describe("no generated request gets a 5xx", () => {
  it("valid requests with one text spoilt, on every route that reads text", async () => {
    for (const valid of validRequests()) {
      const route = { method: valid.method, path: valid.path };
      await fc.assert(
        fc.asyncProperty(spoiltRequest(valid), async (request) => {
          const answer = await send(route, request);
          console.log("TALLY", route.method, route.path.slice(0, 30), answer.statusCode);
          expect(
            answer.statusCode,
            `${route.method} ${request.path}?${request.query}`,
          ).toBeLessThan(500);
        }),
        runs(25, 2000),
      );
    }
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
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (request) => {
          const answer = await send(route, request);
          console.log("TALLY", route.method, route.path.slice(0, 30), answer.statusCode);
          expect(answer.statusCode, `${route.method} ${route.path}`).toBeLessThan(500);
        }),
        runs(6, 800),
      );
    }
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
      runs(40),
    );
    await expectHealthy();
  });
});
