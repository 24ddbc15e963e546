/**
 * Every route reads at most its own body limit (server/routes/body-limits.ts):
 * a body of exactly the limit is read, one byte more is answered 413 with
 * the limit as its reason, never a 5xx. And each limit serves its route: the
 * largest request a person can make through the site or the console (text
 * at its longest, in a script of three bytes a character) is taken.
 */
import path from "node:path";

import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { readSources } from "../../app/lib/publishing/collections.server";
import { fieldLimits } from "../../app/lib/forms/rules";
import { statusLimits } from "../../app/lib/status/status-limits";
import { buildApp } from "../../server/app";
import type { Database } from "../../server/db/database";
import { MAX_IMAGE_BYTES } from "../../server/publishing/entry-images";
import { textLimits } from "../../app/lib/console-api/text-limits";
import { bodyLimits } from "../../server/routes/body-limits";
import {
  type Member,
  PUBLIC_ORIGIN,
  consoleRequest,
  consoleSettings,
  join,
  signInWithPasskey,
} from "./support/console";
import { openTestDatabase } from "./support/databases";
import { contactMessage, noRateLimit } from "./support/intake-app";
import { makeSiteBuild, repositoryRoot, testConfig } from "./support/site-fixture";

const ADMIN_TOKEN = "input-bounds-token";

interface Route {
  method: string;
  url: string;
  bodyLimit?: number;
}

let app: FastifyInstance;
let database: Database;
let site: Awaited<ReturnType<typeof makeSiteBuild>>;
let owner: Member;
const routes: Route[] = [];

beforeAll(async () => {
  site = await makeSiteBuild();
  database = await openTestDatabase("embedded");
  app = await buildApp(
    testConfig(site.buildDir, {
      console: consoleSettings,
      intake: noRateLimit,
      adminToken: ADMIN_TOKEN,
    }),
    {
      database,
      onRoute: ({ method, url, bodyLimit }) => {
        for (const each of [method].flat()) routes.push({ method: each, url, bodyLimit });
      },
    },
  );
  owner = await join(app, database.db, "owner@example.org", "owner");
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await site?.remove();
});

/** JSON of exactly `bytes` bytes. */
const jsonOf = (bytes: number) => `{"pad":"${"x".repeat(bytes - 10)}"}`;

/** Sends `body` as the owner's console would (origin, session), with the API's token too. */
function send(method: string, url: string, body: string, session: string) {
  return app.inject({
    method: method as "POST",
    url,
    payload: body,
    headers: {
      "content-type": "application/json",
      ...(url.startsWith("/api/admin/") && { origin: PUBLIC_ORIGIN }),
      cookie: `__Host-brightway-session=${session}`,
      authorization: `Bearer ${ADMIN_TOKEN}`,
    },
  });
}

const readsBody = (method: string) => !["GET", "HEAD"].includes(method);

describe("every route's body limit", () => {
  it("names a limit for every route that reads a body; the server's default is the smallest", () => {
    expect(app.initialConfig.bodyLimit).toBe(bodyLimits.none);
    const named = routes.filter((route) => readsBody(route.method) && route.bodyLimit);
    expect(named.length).toBeGreaterThan(25);
    for (const route of named) expect(route.bodyLimit).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    const largest = named.filter((route) => (route.bodyLimit ?? 0) > bodyLimits.entry);
    expect(largest.map((route) => `${route.method} ${route.url}`)).toEqual([
      "POST /api/admin/entries/images",
    ]);
  });

  it("reads a body of exactly the limit and answers one byte more with 413 and the limit, on every route", async () => {
    const tried = routes.filter((route) => readsBody(route.method));
    // Each owner makes 40 changes at most, within the console's allowance a person has a minute.
    let member = owner;
    for (const [index, { method, url, bodyLimit }] of tried.entries()) {
      if (index > 0 && index % 20 === 0) {
        member = await join(app, database.db, `owner-${index}@example.org`, "owner");
      }
      const limit = bodyLimit ?? bodyLimits.none;
      const target = url.replace(/:\w+/g, "1").replace("*", "anything");
      // Signing out (at the limit) ends sessions: it has one of its own, and the owner a new one.
      const signsOut = url.includes("sign-out");
      const session = signsOut
        ? ((await signInWithPasskey(app, member)).session as string)
        : member.session;
      const over = await send(method, target, jsonOf(limit + 1), session);
      expect(over.statusCode, `${method} ${url}: ${limit} + 1 bytes`).toBe(413);
      if (target.startsWith("/api/")) {
        expect(over.json().reason).toBe(`The request's body may be at most ${limit} bytes.`);
      }
      const at = await send(method, target, jsonOf(limit), session);
      expect(at.statusCode, `${method} ${url}: ${limit} bytes`).not.toBe(413);
      expect(at.statusCode, `${method} ${url}: ${limit} bytes`).toBeLessThan(500);
      if (signsOut) member.session = (await signInWithPasskey(app, member)).session as string;
    }
  });

  it("reads at most the server's default of a path that is no route", async () => {
    expect((await send("POST", "/no-such-page", jsonOf(bodyLimits.none + 1), "x")).statusCode).toBe(
      413,
    );
    expect((await send("POST", "/no-such-page", jsonOf(bodyLimits.none), "x")).statusCode).toBe(
      405,
    );
  });
});

/** Text of `characters` characters, each three bytes in UTF-8. */
const wide = (characters: number) => "字".repeat(characters);

describe("each limit serves its route", () => {
  let writer: Member;
  beforeAll(async () => {
    writer = await join(app, database.db, "writer@example.org", "owner");
  });
  const as = (method: "POST" | "PUT", url: string, body: unknown) =>
    consoleRequest(app, { method, url: `/api/admin${url}`, body, session: writer.session });

  it("takes the longest note on a lead", async () => {
    const lead = await app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: contactMessage(),
    });
    const note = await as("POST", `/leads/${lead.json().id}/notes`, {
      body: wide(textLimits.note),
    });
    expect(note.statusCode).toBe(201);
  });

  it("takes the longest contact message, as JSON and as a form posted without JavaScript", async () => {
    const longest = {
      firstName: wide(fieldLimits.name),
      lastName: wide(fieldLimits.name),
      email: `${"a".repeat(64)}@${"b".repeat(60)}.example.org`,
      message: wide(fieldLimits.message),
    };
    const json = await app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: contactMessage(longest),
    });
    expect(json.statusCode).toBe(201);
    const form = await app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: new URLSearchParams(contactMessage(longest)).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).not.toContain("not-sent");
  });

  it("takes the longest incident, in both languages", async () => {
    const status = await consoleRequest(app, {
      url: "/api/admin/status",
      session: writer.session,
    });
    const componentIds = (status.json().components as { id: number }[]).map(({ id }) => id);
    const opened = await as("POST", "/status/incidents", {
      title: wide(statusLimits.title),
      titleEs: wide(statusLimits.title),
      componentIds,
      impact: "minor",
      message: wide(statusLimits.message),
      messageEs: wide(statusLimits.message),
    });
    expect(opened.statusCode).toBe(201);
  });

  it("takes an entry with the longest body in both languages", async () => {
    const sources = readSources(path.join(repositoryRoot, "content"), "careers");
    const slug = sources[0]?.slug;
    const content: Record<string, { fields: Record<string, unknown>; body: string }> = {};
    for (const source of sources.filter((item) => item.slug === slug)) {
      const day = (days: number) =>
        new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      content[source.locale] = {
        fields: {
          ...JSON.parse(JSON.stringify(source.data)),
          datePosted: day(-1),
          validThrough: day(90),
        },
        // Words of four characters, spaced by an ideographic space: three bytes each, too.
        body: "字字字字\u3000".repeat(textLimits.entryBody / 5),
      };
    }
    expect(Object.keys(content)).toHaveLength(2);
    const created = await as("POST", "/entries", {
      collection: "careers",
      slug: "the-longest-posting",
      content,
    });
    expect(created.json().problems).toBeUndefined();
    expect(Buffer.byteLength(JSON.stringify(content))).toBeGreaterThan(6 * textLimits.entryBody);
    expect(created.statusCode).toBe(201);
  });
});
