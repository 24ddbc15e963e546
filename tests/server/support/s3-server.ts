/**
 * A local S3-compatible service (the npm package s3rver) in a process of
 * its own on 127.0.0.1, its objects in a folder the test reads directly,
 * behind a proxy in the test's process at the endpoint the tests are given.
 * s3rver takes any V4 signature of its one account (S3RVER); the proxy
 * checks every request's signature with AWS's own signer
 * (@smithy/signature-v4) and the account's secret, and its body against the
 * SHA-256 it signed, before passing it on. It can also answer the next
 * requests of a method with an error, or drop them, as a busy S3 does.
 * Killed and started again, both serve the same objects on the same port.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createHash, createHmac } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import {
  type IncomingMessage,
  type Server,
  type ServerResponse,
  createServer,
  request as httpRequest,
} from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

import { SignatureV4 } from "@smithy/signature-v4";
import { afterAll, beforeAll } from "vitest";

import { freePort } from "../../../scripts/free-port";
import type { S3Access } from "../../../server/backup/s3-storage";
import { movedClock } from "../../../server/moved-clock";
import type { BackupTarget } from "./backups";

export const S3_BUCKET = "brightway-backups";
const REGION = "us-east-1";
const ACCESS_KEY_ID = "S3RVER";
/** s3rver's own secret for S3RVER; a test accepts others with `acceptSecret`. */
const SECRET = "S3RVER";

const s3rverCommand = path.join(
  path.dirname(createRequire(import.meta.url).resolve("s3rver/package.json")),
  "bin",
  "s3rver.js",
);

/** How the proxy answers a request instead of passing it on: an S3 error, or a dropped connection. */
export type Interruption = { status: number; code: string } | "drop";

/** A request as the proxy saw it. */
export interface SeenRequest {
  method: string;
  /** Path and query as sent. */
  url: string;
  /** The headers its signature covers, as it named them. */
  signedHeaders: string[];
  /** What the proxy answered (s3rver's status when passed on); 0 when dropped. */
  status: number;
}

export interface S3Server {
  endpoint: string;
  /** Settings that send backups to this service under `prefix`. */
  env: (prefix: string) => NodeJS.ProcessEnv;
  /** The files holding the objects' bytes (s3rver's "<key>._S3rver_object"). */
  objectFiles: () => Promise<string[]>;
  /** The service gone at once, as a machine or a network goes (SIGKILL). */
  kill: () => Promise<void>;
  /** Starts it again (nothing when it runs). */
  start: () => Promise<void>;
  /**
   * The next `count` requests of `method` whose signature is good are
   * answered so (Infinity: all of them; 0: none again).
   */
  interrupt: (method: string, count: number, answer: Interruption) => void;
  /** Every request must carry this session token, signed (undefined: none needed). */
  requireSessionToken: (token: string | undefined) => void;
  /** The requests the proxy received, oldest first. */
  requests: () => SeenRequest[];
  /**
   * Takes signatures made with this secret too: a test that shows a secret
   * never reaches a message or a log signs with one of its own.
   */
  acceptSecret: (secret: string) => void;
}

/** SHA-256, or HMAC-SHA256 with a key, in the shape @smithy/signature-v4 asks for. */
class Sha256 {
  private hash;
  constructor(private readonly key?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = this.fresh();
  }
  private fresh() {
    const { key } = this;
    if (key === undefined) return createHash("sha256");
    const bytes =
      typeof key === "string"
        ? Buffer.from(key)
        : ArrayBuffer.isView(key)
          ? Buffer.from(key.buffer, key.byteOffset, key.byteLength)
          : Buffer.from(key);
    return createHmac("sha256", bytes);
  }
  update(data: Uint8Array) {
    this.hash.update(data);
  }
  digest() {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
  reset() {
    this.hash = this.fresh();
  }
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/,]+)\/(\d{8})\/([^/,]+)\/([^/,]+)\/aws4_request, *SignedHeaders=([a-z0-9;-]+), *Signature=([0-9a-f]{64})$/;

/** A path segment in S3's canonical form: decoded, then every byte but A-Z a-z 0-9 - _ . ~ escaped. */
const canonicalSegment = (segment: string) =>
  encodeURIComponent(decodeURIComponent(segment)).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** The query as sent, decoded ("+" is a plus sign here, not a space). */
function queryOf(search: string) {
  const query: Record<string, string | string[]> = {};
  for (const pair of search.split("&").filter(Boolean)) {
    const at = pair.indexOf("=");
    const name = decodeURIComponent(at < 0 ? pair : pair.slice(0, at));
    const value = at < 0 ? "" : decodeURIComponent(pair.slice(at + 1));
    const held = query[name];
    query[name] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value];
  }
  return query;
}

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
};

/** What was wrong with a request's signature or token, or undefined when it may pass. */
async function refusal(
  request: IncomingMessage,
  { sessionToken, secrets }: { sessionToken: string | undefined; secrets: ReadonlySet<string> },
  seen: SeenRequest,
): Promise<{ status: number; code: string } | undefined> {
  const authorization = AUTHORIZATION.exec(header(request, "authorization") ?? "");
  if (!authorization) return { status: 403, code: "AccessDenied" };
  const [, accessKeyId = "", day = "", region = "", service = "", signedList = "", signature = ""] =
    authorization;
  const signedHeaders = signedList.split(";");
  seen.signedHeaders = signedHeaders;
  if (accessKeyId !== ACCESS_KEY_ID) return { status: 403, code: "InvalidAccessKeyId" };
  if (region !== REGION || service !== "s3")
    return { status: 400, code: "AuthorizationHeaderMalformed" };
  // As S3: the host, the date, the payload's hash and every x-amz-* header sent must be signed.
  const mustBeSigned = [
    "host",
    "x-amz-date",
    "x-amz-content-sha256",
    ...Object.keys(request.headers).filter((name) => name.startsWith("x-amz-")),
  ];
  if (mustBeSigned.some((name) => !signedHeaders.includes(name)))
    return { status: 403, code: "AccessDenied" };
  if (sessionToken !== undefined && header(request, "x-amz-security-token") !== sessionToken)
    return { status: 403, code: "InvalidToken" };
  // Only signed payloads: our client signs every body's hash.
  if (!/^[0-9a-f]{64}$/.test(header(request, "x-amz-content-sha256") ?? ""))
    return { status: 400, code: "InvalidArgument" };
  const date = header(request, "x-amz-date") ?? "";
  const signingDate = new Date(
    date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"),
  );
  if (Number.isNaN(signingDate.getTime())) return { status: 403, code: "AccessDenied" };

  const [rawPath = "", search = ""] = (request.url ?? "/").split(/\?(.*)/s);
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) headers[name] = header(request, name) ?? "";
  const unsigned = {
    method: request.method ?? "GET",
    protocol: "http:",
    hostname: "127.0.0.1",
    path: rawPath.split("/").map(canonicalSegment).join("/"),
    query: queryOf(search),
    headers,
  };
  for (const secretAccessKey of secrets) {
    const signer = new SignatureV4({
      credentials: { accessKeyId, secretAccessKey },
      region: REGION,
      service: "s3",
      sha256: Sha256,
      // S3's paths are escaped once, never normalized; the payload's hash is the header's.
      uriEscapePath: false,
      applyChecksum: false,
    });
    const signed = await signer.sign(unsigned, {
      signingDate,
      signingRegion: region,
      signingService: service,
      signableHeaders: new Set(signedHeaders),
    });
    const expected = AUTHORIZATION.exec(String(signed.headers.authorization));
    if (expected?.[2] === day && expected[5] === signedList && expected[6] === signature)
      return undefined;
  }
  return { status: 403, code: "SignatureDoesNotMatch" };
}

/** Reads the rest of a request's body, so that an answer sent before it is not lost. */
const drained = (request: IncomingMessage) =>
  new Promise<void>((resolve) => {
    if (request.readableEnded) resolve();
    request.on("end", resolve).on("error", () => resolve());
    request.resume();
  });

function answerError(response: ServerResponse, { status, code }: { status: number; code: string }) {
  response
    .writeHead(status, { "content-type": "application/xml" })
    .end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code} (the test proxy)</Message></Error>`,
    );
}

export async function startS3Server(folder: string): Promise<S3Server> {
  const port = await freePort();
  const s3rverPort = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let exited: Promise<unknown> = Promise.resolve();
  let proxy: Server | undefined;
  let sessionToken: string | undefined;
  const secrets = new Set([SECRET]);
  const interruptions = new Map<string, { count: number; answer: Interruption }>();
  const seenRequests: SeenRequest[] = [];
  const running = (process?: ChildProcess) =>
    process !== undefined && process.exitCode === null && process.signalCode === null;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const method = request.method ?? "GET";
    const seen: SeenRequest = { method, url: request.url ?? "/", signedHeaders: [], status: 0 };
    seenRequests.push(seen);
    const refused = await refusal(request, { sessionToken, secrets }, seen);
    const interruption = interruptions.get(method);
    if (refused || (interruption && interruption.count > 0)) {
      await drained(request);
      if (!refused && interruption) {
        interruption.count -= 1;
        if (interruption.answer === "drop") {
          request.socket.destroy();
          return;
        }
      }
      const answer = refused ?? (interruption?.answer as { status: number; code: string });
      seen.status = answer.status;
      answerError(response, answer);
      return;
    }
    // Passed on as it came, its body streamed through and hashed; s3rver never
    // gets the end of a body whose hash is not the one signed.
    const upstream = httpRequest({
      host: "127.0.0.1",
      port: s3rverPort,
      method,
      path: request.url,
      headers: request.headers,
    });
    upstream.on("response", (answer) => {
      seen.status = answer.statusCode ?? 0;
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on("error", () => request.socket.destroy());
    const hash = createHash("sha256");
    request.on("data", (chunk: Buffer) => {
      hash.update(chunk);
      if (!upstream.write(chunk)) {
        request.pause();
        upstream.once("drain", () => request.resume());
      }
    });
    request.on("end", () => {
      if (hash.digest("hex") === header(request, "x-amz-content-sha256")) {
        upstream.end();
        return;
      }
      upstream.destroy();
      seen.status = 400;
      answerError(response, { status: 400, code: "XAmzContentSHA256Mismatch" });
    });
  }

  const startS3rver = async () => {
    // s3rver's listing continuation tokens use DES, which Node's OpenSSL 3 keeps in its legacy provider.
    child = spawn(
      process.execPath,
      [
        "--openssl-legacy-provider",
        s3rverCommand,
        ...["--directory", folder, "--address", "127.0.0.1", "--port", String(s3rverPort)],
        ...["--silent", "--no-vhost-buckets", "--configure-bucket", S3_BUCKET],
      ],
      {
        env: { PATH: process.env.PATH, ...movedClock() },
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    const started = child;
    let errors = "";
    started.stderr?.on("data", (chunk) => (errors += chunk));
    exited = new Promise((resolve) => started.once("exit", resolve));
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (!running(started)) throw new Error(`s3rver exited as it started:\n${errors}`);
      try {
        await fetch(`http://127.0.0.1:${s3rverPort}`);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error("s3rver did not answer within 10 s");
  };
  const start = async () => {
    if (!running(child)) await startS3rver();
    if (proxy) return;
    const listening = createServer((request, response) => {
      handle(request, response).catch(() => request.socket.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      listening.once("error", reject);
      listening.listen(port, "127.0.0.1", () => resolve());
    });
    proxy = listening;
  };
  const kill = async () => {
    if (running(child)) child?.kill("SIGKILL");
    const closing = proxy;
    proxy = undefined;
    if (closing) {
      const closed = new Promise((resolve) => closing.close(resolve));
      closing.closeAllConnections();
      await closed;
    }
    await exited;
  };
  await start();
  return {
    endpoint,
    env: (prefix) => ({
      BACKUP_S3_URL: `s3://${S3_BUCKET}/${prefix}`,
      BACKUP_S3_ENDPOINT: endpoint,
      AWS_ACCESS_KEY_ID: ACCESS_KEY_ID,
      AWS_SECRET_ACCESS_KEY: SECRET,
      AWS_REGION: REGION,
    }),
    objectFiles: async () => {
      const names = await readdir(path.join(folder, S3_BUCKET), { recursive: true });
      return names
        .filter((name) => name.endsWith("._S3rver_object"))
        .map((name) => path.join(folder, S3_BUCKET, name));
    },
    kill,
    start,
    interrupt: (method, count, answer) => interruptions.set(method, { count, answer }),
    requireSessionToken: (token) => (sessionToken = token),
    requests: () => [...seenRequests],
    acceptSecret: (secret) => secrets.add(secret),
  };
}

/**
 * An S3 service for the tests of one file: started before them, killed and
 * its folder removed after; its credentials, and a prefix of its bucket as a
 * backup target.
 */
export function s3ServiceForThisFile() {
  let server: S3Server | undefined;
  let folder = "";
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "brightway-s3-"));
    server = await startS3Server(folder);
  });
  afterAll(async () => {
    await server?.kill();
    await rm(folder, { recursive: true, force: true });
  });
  const running = () => server as S3Server;
  return {
    server: running,
    access: (): S3Access => ({
      endpoint: running().endpoint,
      region: REGION,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET,
    }),
    /** A prefix of its own in the bucket, for one test. */
    target: (prefix: string): BackupTarget => ({
      env: running().env(prefix),
      place: `s3://${S3_BUCKET}/${prefix}`,
      storedFiles: async () =>
        (await running().objectFiles()).filter((file) =>
          file.includes(`${path.sep}${prefix}${path.sep}`),
        ),
    }),
  };
}
