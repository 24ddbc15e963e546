/**
 * Generated input for the property-based tests: text full of what has
 * broken servers (NUL, lone surrogates, control, bidirectional and invisible
 * characters), JSON and query strings made of it, and the app's own list of
 * routes to send it to. One seed per run, printed, replayable.
 */
import fc from "fast-check";
import type { FastifyInstance } from "fastify";

import { contactMessage, demoRequest } from "./intake-app";

/** GENERATED_INPUT_SEED=<seed> replays a run; otherwise a new seed each run. */
export const seed =
  Number(process.env.GENERATED_INPUT_SEED) || Math.floor(Math.random() * 0x7fffffff);

/** Bounded in count and in time: a loaded machine runs fewer, never longer. */
export const runs = (numRuns: number, timeLimitMs: number) => ({
  seed,
  numRuns,
  interruptAfterTimeLimit: timeLimitMs,
  markInterruptAsFailure: false,
});

/** Characters PostgreSQL or UTF-8 cannot hold, controls, marks, and what quoting code trips on. */
export const awkwardCharacter = fc.constantFrom(
  ...["\u0000", "\ud800", "\udbff", "\udc00", "\udfff", "\u0001", "\u0007", "\u001b", "\u007f"],
  ...["\u0085", "\u009b", "\v", "\f", "\t", "\n", "\r", "\u200b", "\u200d", "\u200e"],
  ...["\u200f", "\u202a", "\u202e", "\u2066", "\u2069", "\u2028", "\ufeff", "\ufffd", "\uffff"],
  ...["😀", "%", "\\", '"', "'", "<", "&", "é", "=", "+", " "],
);
/** Any UTF-16 code unit, lone surrogates included. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));
const unit = fc.oneof(
  { arbitrary: awkwardCharacter, weight: 3 },
  { arbitrary: anyCodeUnit, weight: 1 },
  { arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }), weight: 1 },
);

export const awkwardText = (maxLength: number) => fc.string({ unit, maxLength });

/** Mostly short, sometimes tens of thousands of characters. */
export const anyText = fc.oneof(
  { arbitrary: awkwardText(60), weight: 4 },
  {
    arbitrary: fc
      .tuple(awkwardText(20), fc.integer({ min: 100, max: 3000 }))
      .map(([text, times]) => text.repeat(times)),
    weight: 1,
  },
);

/** Only what the rule removes: text with it inside must still pass as an address or a number. */
export const removedCharacters = fc
  .array(fc.constantFrom("\u0000", "\u0001", "\u001f", "\u007f", "\u0080", "\u009f"), {
    maxLength: 3,
  })
  .map((characters) => characters.join(""));

/** Names routes read from bodies and query strings, and anything else. */
const fieldNames = [
  ...["name", "email", "phone", "demoDate", "firstName", "lastName", "inquiryType", "message"],
  ...["locale", "website", "source", "q", "type", "inquiry", "language", "status", "from", "to"],
  ...["delivery", "spam", "cursor", "format", "since", "include", "before", "days", "table"],
  ...["body", "role", "token", "ceremony", "response", "code", "confirmation", "on"],
  ...["subscribed", "rules", "recipients", "form", "id"],
];
const fieldName = fc.oneof(
  { arbitrary: fc.constantFrom(...fieldNames), weight: 4 },
  { arbitrary: awkwardText(12), weight: 1 },
);

export const jsonValue = fc.jsonValue({ stringUnit: unit, maxDepth: 3 });
export const jsonObject = fc.dictionary(
  fieldName,
  fc.oneof({ arbitrary: anyText, weight: 2 }, { arbitrary: jsonValue, weight: 1 }),
  { maxKeys: 8 },
);

/** Percent-encodes every byte, as a browser would the text's UTF-8. */
export const percentEncoded = (bytes: Uint8Array) =>
  [...bytes].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");
/** As a browser sends a form field: its UTF-8 (a lone surrogate as U+FFFD), every byte encoded. */
export const encodedText = (text: string) => percentEncoded(Buffer.from(text, "utf8"));

/** Text percent-encoded, or bytes that are not UTF-8 at all (a lone surrogate's, overlong NUL…). */
export const urlComponent = fc.oneof(
  { arbitrary: awkwardText(40).map(encodedText), weight: 3 },
  { arbitrary: fc.uint8Array({ maxLength: 12 }).map(percentEncoded), weight: 1 },
  { arbitrary: fc.constantFrom("%00", "%ED%A0%80", "%ED%BF%BF", "%C0%80", "%FF", "%"), weight: 1 },
);

/** A query string or form body: names the routes read and others, a name sometimes twice. */
export const urlEncoded = fc
  .array(fc.tuple(fieldName.map(encodedText), urlComponent), { maxLength: 8 })
  .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join("&"));

/** JSON nested `depth` deep, arrays or objects, with a NUL at the bottom. */
export const deeplyNested = (depth: number, shape: "array" | "object") =>
  shape === "array"
    ? `${"[".repeat(depth)}"\\u0000"${"]".repeat(depth)}`
    : `${'{"body":'.repeat(depth)}"\\ud800"${"}".repeat(depth)}`;

/** Where a text sits in a JSON value: the keys and indexes down to it. */
export type LeafPath = (string | number)[];

export function textLeaves(value: unknown, path: LeafPath = []): LeafPath[] {
  if (typeof value === "string") return [path];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    textLeaves(item, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

export function textAt(value: unknown, path: LeafPath): string {
  const found = path.reduce<unknown>(
    (inside, key) => (inside as Record<string | number, unknown> | undefined)?.[key],
    value,
  );
  return typeof found === "string" ? found : "";
}

/** A copy of `value` with `replacement` at `path`. */
export function replacedAt(value: unknown, path: LeafPath, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replacedAt(copy[head], rest, replacement);
  return copy;
}

/** A text spoilt: awkward text slipped in somewhere, or in its place. */
export const spoilt = (text: string) =>
  fc.oneof(
    fc
      .tuple(fc.nat({ max: text.length }), awkwardText(30))
      .map(([at, inserted]) => text.slice(0, at) + inserted + text.slice(at)),
    anyText,
  );

export interface Route {
  method: string;
  path: string;
}

/** Every route of the app, read from Fastify's own listing (a tree, four characters a level). */
export function routesOf(app: FastifyInstance): Route[] {
  const found: Route[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = "", segment = "", methods] = match;
    const depth = indent.length / 4;
    const path = `${parents[depth - 1] ?? ""}${segment}`;
    parents.splice(depth, parents.length, path);
    for (const method of methods?.split(", ") ?? []) found.push({ method, path });
  }
  return found;
}

/** What one generated request sends (the route says the method). */
export interface GeneratedRequest {
  path: string;
  query: string;
  body: { type?: string; payload: string | Buffer } | null;
  idempotencyKey: string | null;
  remoteAddress: string;
}

/** Ids the app knows, so that a spoilt request reaches past "not found". */
export interface KnownIds {
  leadId: string;
  ownerId: string;
}

export interface ValidRequest {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** A valid request to each route that reads text: spoiling one field of it reaches past the checks. */
export function validRequests({ leadId, ownerId }: KnownIds): ValidRequest[] {
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
export function spoiltRequest(valid: ValidRequest): fc.Arbitrary<GeneratedRequest> {
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
