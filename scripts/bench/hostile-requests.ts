/**
 * What the hostile load sends: the app's own list of routes, each with the
 * body limit Fastify enforces for it, and for every route the requests a
 * stranger (or a signed-in editor) can make of it without any skill: the
 * largest body the route accepts and one byte more, in JSON, as a form and
 * as an image, nested or with a hundred thousand keys; JSON and forms that
 * do not parse; framing that contradicts itself; request targets and headers
 * at Node's limits and past them; and headers or bodies sent a byte at a time.
 */
import { randomBytes, randomUUID } from "node:crypto";

import { buildApp, type AppOptions } from "../../server/app.ts";
import type { ServerConfig } from "../../server/config.ts";
import { ADMIN_API_PREFIX } from "../../server/plugins/authentication.ts";

export interface ListedRoute {
  method: string;
  /** As declared, with its parameters: "/api/admin/leads/:id". */
  url: string;
  /** The bytes of body Fastify reads for it before answering 413. */
  bodyLimit: number;
}

/** Every route of the app the config builds, read from Fastify as each is added. */
export async function listRoutes(
  config: ServerConfig,
  options: AppOptions = {},
): Promise<ListedRoute[]> {
  const declared: { method: string; url: string; bodyLimit?: number }[] = [];
  const app = await buildApp(config, {
    ...options,
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        declared.push({ method, url: route.url, bodyLimit: route.bodyLimit });
      }
    },
  });
  const serverLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;
  await app.close();
  const seen = new Set<string>();
  return declared
    .filter(({ method, url }) => !seen.has(`${method} ${url}`) && seen.add(`${method} ${url}`))
    .map((route) => ({ ...route, bodyLimit: route.bodyLimit ?? serverLimit }));
}

/** Node's default limit on a request's line and headers together (--max-http-header-size). */
export const NODE_HEADER_LIMIT = 16 * 1024;
/** The server's own limit on a request target (config.maxUrlLength). */
export const MAX_URL_LENGTH = 2048;
/** The passkey answer every address sends all along, far over its route's 8 KiB. */
export const MILLION_CHARACTER_ID = "a million-character response.id";

export type Pace = "at once" | "slow headers" | "slow body";

export interface Sent {
  /** The request line and headers, ending with the empty line. */
  head: string;
  body: Buffer;
}

export interface Attempt {
  /** What it tries, for the counts: "JSON one byte over the limit". */
  kind: string;
  /** "POST /api/admin/sign-in/passkey", as declared. */
  route: string;
  who: Who;
  pace: Pace;
  /** Sent by every address again and again for the whole load, not only in its turn. */
  again?: boolean;
  /** Made afresh for each send: new ids, so that nothing keyed by them is ever hit twice. */
  make: () => Sent;
}

export type Who = "stranger" | "editor";

export interface Audience {
  who: Who;
  /** Sent as Origin (as a browser on the site would), so that no request stops at the origin check. */
  publicOrigin: string;
  /** The session cookie's header line, for the editor. */
  cookie?: string;
}

const freshId = () => randomBytes(8).toString("hex");

/** The route's path with every parameter filled: a new UUID each, a new page path for `*`. */
function pathOf(url: string): string {
  return url.replace(/:[A-Za-z]+/g, () => randomUUID()).replace(/\*$/, () => `x/${freshId()}`);
}

function headOf(
  method: string,
  target: string,
  audience: Audience,
  headers: Record<string, string>,
) {
  const lines = [
    `${method} ${target} HTTP/1.1`,
    "Host: localhost",
    `Origin: ${audience.publicOrigin}`,
    ...(audience.cookie ? [`Cookie: ${audience.cookie}`] : []),
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join("\r\n")}\r\n\r\n`;
}

/** `size` bytes: `start`, then `fill`, then `end` (only `fill` when they do not fit). */
function padded(size: number, start: string, end: string, fill = "a"): Buffer {
  const body = Buffer.alloc(size, fill);
  if (Buffer.byteLength(start) + Buffer.byteLength(end) > size) return body;
  body.write(start, 0);
  body.write(end, size - Buffer.byteLength(end));
  return body;
}

/** Fields the routes read, in turn: each takes the whole body in its turn. */
const paddedFields = ["name", "email", "message", "title", "body", "slug", "token", "code", "q"];
let fieldTurn = 0;

/** JSON of exactly `size` bytes whose one text fills it, under a field the routes read. */
function jsonFilling(size: number): Buffer {
  fieldTurn = (fieldTurn + 1) % (paddedFields.length + 1);
  const field = paddedFields[fieldTurn];
  // The last turn: a passkey's answer, whose id fills the body.
  if (field === undefined) {
    return padded(size, `{"ceremony":"${randomUUID()}","response":{"id":"${freshId()}`, `"}}`);
  }
  return padded(size, `{"${field}":"${freshId()}`, `"}`);
}

/** Parsed once per size: these carry no ids. */
const sameEachTime = new Map<string, Buffer>();
function once(key: string, make: () => Buffer): Buffer {
  let body = sameEachTime.get(key);
  if (!body) sameEachTime.set(key, (body = make()));
  return body;
}

/** Arrays nested as deep as `size` bytes allow. */
const nested = (size: number) =>
  once(`nested ${size}`, () => {
    const depth = Math.floor(size / 2);
    return padded(size, "[".repeat(depth), "]".repeat(depth), " ");
  });

/** An object with as many keys as `size` bytes hold. */
const manyKeys = (size: number) =>
  once(`keys ${size}`, () => {
    const keys: string[] = [];
    let length = 2;
    for (let index = 0; length + `"k${index}":0,`.length <= size; index += 1) {
      const key = `"k${index}":0`;
      keys.push(key);
      length += key.length + 1;
    }
    return padded(size, `{${keys.join(",")}`, "}", " ");
  });

const formFilling = (size: number) => padded(size, `name=${freshId()}`, "", "a");

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG's signature, then zeros to `size` bytes. */
function imageFilling(size: number): Buffer {
  const body = Buffer.alloc(size);
  pngSignature.copy(body, 0, 0, Math.min(size, pngSignature.length));
  return body;
}

/** Bodies that do not parse, or parse into what routes do not expect; one each send, in turn. */
const badJson = [
  '{"name":"unfinished',
  '{"name":}',
  "\ufeff{}",
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  "[]",
  "null",
  '"text"',
  "1e999999",
  '{"name":"a","name":"b","name":"c"}',
];
const badForms = ["a=%zz&b=%%&=&&=%", "name=%ED%A0%80&email=%C0%80", "%", "name=a&name=b&name[]=c"];
let badTurn = 0;
const nextOf = (list: string[]) => Buffer.from(list[(badTurn += 1) % list.length] ?? "", "utf8");

const bodyMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A request target of exactly `length` characters on the route's path. */
function targetOfLength(url: string, length: number): string {
  const path = pathOf(url);
  const start = `${path}?pad=`;
  return start.length >= length ? path : start + "a".repeat(length - start.length);
}

/** The kinds of attempt, the largest bodies and the limits first. */
const kindOrder = [
  MILLION_CHARACTER_ID,
  "JSON as large as the limit",
  "JSON one byte over the limit",
  "chunked JSON one byte over the limit",
  "a form as large as the limit",
  "a form one byte over the limit",
  "an image as large as the limit",
  "an image one byte over the limit",
  "JSON nested as deep as the limit allows",
  "JSON with as many keys as the limit allows",
  "the longest request target",
  "a request target one byte longer",
  "JSON that does not parse",
  "a form that does not parse",
  "JSON said to be UTF-16",
  "multipart, which no route reads",
  "1,400 cookies (headers near Node's limit)",
  "1,000 headers",
  "a header past Node's limit",
  "both Content-Length and chunked",
  "a chunk size that is not a number",
  "headers a line a second",
  "a body a byte a second",
];

/**
 * Every attempt on one route for one audience; with `framing`, also those on
 * the request's framing and headers.
 */
export function attemptsOn(route: ListedRoute, audience: Audience, framing: boolean): Attempt[] {
  const { method, url, bodyLimit: limit } = route;
  const name = `${method} ${url}`;
  const attempt = (kind: string, make: () => Sent, pace: Pace = "at once"): Attempt => ({
    kind,
    route: name,
    who: audience.who,
    pace,
    make,
  });
  const sent =
    (type: string | undefined, body: () => Buffer, headers: Record<string, string> = {}) =>
    (): Sent => {
      const bytes = body();
      return {
        head: headOf(method, pathOf(url), audience, {
          ...(type && { "Content-Type": type }),
          "Content-Length": String(bytes.length),
          ...headers,
        }),
        body: bytes,
      };
    };
  const chunked = (type: string, chunks: string) => (): Sent => ({
    head: headOf(method, pathOf(url), audience, {
      "Content-Type": type,
      "Transfer-Encoding": "chunked",
    }),
    body: Buffer.from(chunks, "latin1"),
  });
  const withHeaders = (headers: Record<string, string>) => (): Sent => ({
    head: headOf(method, pathOf(url), audience, headers),
    body: Buffer.alloc(0),
  });
  const json = "application/json";
  const form = "application/x-www-form-urlencoded";
  const cookies = Array.from({ length: 1400 }, (_, index) => `c${index}=v`).join("; ");
  const headerLines = Object.fromEntries(
    Array.from({ length: 1000 }, (_, index) => [`X-H${index}`, "1"]),
  );

  const longestTarget = attempt("the longest request target", () => ({
    head: headOf(method, targetOfLength(url, MAX_URL_LENGTH), audience, {}),
    body: Buffer.alloc(0),
  }));
  // What Node's parser, the request guards and the cookie parser make of the framing and the
  // headers, before the route's own code runs.
  const framingAndHeaders = [
    attempt("a request target one byte longer", () => ({
      head: headOf(method, targetOfLength(url, MAX_URL_LENGTH + 1), audience, {}),
      body: Buffer.alloc(0),
    })),
    attempt("1,400 cookies (headers near Node's limit)", withHeaders({ Cookie: cookies })),
    attempt("1,000 headers", withHeaders(headerLines)),
    attempt(
      "a header past Node's limit",
      withHeaders({ "X-Pad": "a".repeat(NODE_HEADER_LIMIT + 1) }),
    ),
    attempt("both Content-Length and chunked", () => ({
      head: headOf(method, pathOf(url), audience, {
        "Content-Type": json,
        "Content-Length": "2",
        "Transfer-Encoding": "chunked",
      }),
      body: Buffer.from("2\r\n{}\r\n0\r\n\r\n"),
    })),
    attempt("a chunk size that is not a number", chunked(json, "zz\r\n{}\r\n0\r\n\r\n")),
    attempt("headers a line a second", withHeaders({}), "slow headers"),
  ];
  const always = [longestTarget, ...(framing ? framingAndHeaders : [])];
  if (!bodyMethods.has(method)) return always;
  const unfinishedLength = String(Math.min(limit, 10_000));
  return [
    ...always,
    attempt(
      "JSON as large as the limit",
      sent(json, () => jsonFilling(limit)),
    ),
    attempt(
      "JSON one byte over the limit",
      sent(json, () => jsonFilling(limit + 1)),
    ),
    attempt("chunked JSON one byte over the limit", () => ({
      head: headOf(method, pathOf(url), audience, {
        "Content-Type": json,
        "Transfer-Encoding": "chunked",
      }),
      body: Buffer.concat([
        Buffer.from(`${(limit + 1).toString(16)}\r\n`),
        jsonFilling(limit + 1),
        Buffer.from("\r\n0\r\n\r\n"),
      ]),
    })),
    attempt(
      "JSON nested as deep as the limit allows",
      sent(json, () => nested(limit)),
    ),
    attempt(
      "JSON with as many keys as the limit allows",
      sent(json, () => manyKeys(limit)),
    ),
    attempt(
      "a form as large as the limit",
      sent(form, () => formFilling(limit)),
    ),
    attempt(
      "a form one byte over the limit",
      sent(form, () => formFilling(limit + 1)),
    ),
    attempt(
      "an image as large as the limit",
      sent("image/png", () => imageFilling(limit)),
    ),
    attempt(
      "an image one byte over the limit",
      sent("image/png", () => imageFilling(limit + 1)),
    ),
    attempt(
      "JSON that does not parse",
      sent(json, () => nextOf(badJson)),
    ),
    attempt(
      "a form that does not parse",
      sent(form, () => nextOf(badForms)),
    ),
    attempt(
      "JSON said to be UTF-16",
      sent("application/json; charset=utf-16", () => Buffer.from('{"name":"a"}', "utf16le")),
    ),
    attempt(
      "multipart, which no route reads",
      sent("multipart/form-data; boundary=x", () => Buffer.from("--x--")),
    ),
    attempt(
      "a body a byte a second",
      withHeaders({ "Content-Type": json, "Content-Length": unfinishedLength }),
      "slow body",
    ),
  ];
}

/**
 * The attack that ran the server out of memory: a passkey's answer to a
 * made-up ceremony whose id is a million characters, each a new key of
 * whatever counts failures, sent by every address for the whole load.
 */
export function millionCharacterId(audience: Audience): Attempt {
  const url = "/api/admin/sign-in/passkey";
  return {
    kind: MILLION_CHARACTER_ID,
    route: `POST ${url}`,
    who: audience.who,
    pace: "at once",
    again: true,
    make: () => {
      const body = padded(
        1_000_000 + 60,
        `{"ceremony":"${randomUUID()}","response":{"id":"${freshId()}`,
        `"}}`,
      );
      return {
        head: headOf("POST", url, audience, {
          "Content-Type": "application/json",
          "Content-Length": String(body.length),
        }),
        body,
      };
    },
  };
}

/** Routes that would end the editor's own session, whatever the body: tried by strangers only. */
const endsTheSession = /\/sign-out/;

/** Whether the editor's session can change what a route does: the console's routes only read it. */
const readsTheSession = (route: ListedRoute) =>
  route.url.startsWith(ADMIN_API_PREFIX) && !endsTheSession.test(route.url);

/**
 * Every attempt on every route, by a stranger, and by the editor where being signed in
 * matters, kind by kind (the largest bodies first): the load tries them in this order. A
 * HEAD route Fastify adds beside a GET runs the GET's handler: tried as the GET. The
 * attempts on framing and headers are the same for anyone, and are answered before any
 * route's own code runs: strangers send them, to every route unless `framingOn` names fewer.
 */
export function hostileAttempts(
  routes: ListedRoute[],
  audiences: Audience[],
  framingOn: (route: ListedRoute) => boolean = () => true,
): Attempt[] {
  const gets = new Set(routes.filter((route) => route.method === "GET").map((route) => route.url));
  const distinct = routes.filter((route) => route.method !== "HEAD" || !gets.has(route.url));
  const attempts = audiences.flatMap((audience) => [
    millionCharacterId(audience),
    ...distinct
      .filter((route) => audience.who === "stranger" || readsTheSession(route))
      .flatMap((route) =>
        attemptsOn(route, audience, audience.who === "stranger" && framingOn(route)),
      ),
  ]);
  const order = (attempt: Attempt) => kindOrder.indexOf(attempt.kind);
  return attempts.sort((a, b) => order(a) - order(b));
}

/**
 * A request to `route` that says it brings as large a body as the route takes and sends all of
 * it but the last byte: what a connection can make the server hold for as long as it waits.
 */
export function unfinishedBody(route: ListedRoute, audience: Audience): Sent {
  const body = jsonFilling(route.bodyLimit).subarray(0, route.bodyLimit - 1);
  return {
    head: headOf(route.method, pathOf(route.url), audience, {
      "Content-Type": "application/json",
      "Content-Length": String(route.bodyLimit),
    }),
    body,
  };
}
