/**
 * BackupStorage on an S3 bucket (AWS, or any S3-compatible service at
 * BACKUP_S3_ENDPOINT), with path-style requests over fetch, signed (AWS
 * Signature V4, the body's SHA-256 included) by aws4fetch. A file is written
 * whole or not at all: one PutObject when it is small, else a multipart
 * upload of PART_BYTES parts (at most two in memory), which S3 shows only
 * once it is completed. Every request has a time limit, its retries
 * included; a download, one between two pieces of its body.
 */
import { createHash } from "node:crypto";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { setTimeout as sleep } from "node:timers/promises";

import { AwsClient } from "aws4fetch";

import { type S3Location, s3Label } from "../s3-location";

import type { BackupStorage } from "./storage";

export interface S3Access {
  accessKeyId: string;
  secretAccessKey: string;
  /** With temporary credentials (AWS_SESSION_TOKEN): sent, signed, as x-amz-security-token. */
  sessionToken?: string;
  region: string;
  /** An S3-compatible service's URL; unset for AWS itself. */
  endpoint?: string;
}

/** A request that took more than one attempt, told once it succeeded or gave up. */
export interface S3Retried {
  /** "PUT s3://bucket/prefix wal/…": never a credential. */
  request: string;
  attempts: number;
  /** What each failed attempt met: "503 SlowDown", "ECONNRESET". */
  failures: string[];
  succeeded: boolean;
}

export interface S3StorageOptions {
  onRetried?: (retried: S3Retried) => void;
}

/** What the S3 service answered, or why it could not be reached; never a credential. */
export class S3Error extends Error {
  constructor(
    message: string,
    /** The service's error code ("NoSuchKey", "AccessDenied") or the network's ("ECONNREFUSED"). */
    readonly code: string,
  ) {
    super(message);
    this.name = "S3Error";
  }
}

/** Parts of a multipart upload: S3 wants at least 5 MiB but the last. */
const PART_BYTES = 8 * 1024 * 1024;
const TIMEOUT_MS = 60_000;
/**
 * A request meeting a 5xx, a 429, S3's RequestTimeout or a network error is
 * tried up to ATTEMPTS times in all, waiting between half and all of
 * 100, 200, 400, 800 ms (at most 1.5 s), all within its TIMEOUT_MS.
 */
const ATTEMPTS = 5;
const BACKOFF_MS = 100;
const BACKOFF_CAP_MS = 2_000;

const backoff = (failed: number) => {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_MS * 2 ** (failed - 1));
  return ceiling / 2 + Math.random() * (ceiling / 2);
};

/** RFC 3986 encoding as S3 wants it: everything but A-Z a-z 0-9 - _ . ~ (and "/" in keys). */
function awsEncode(text: string, keepSlash = false): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%2F/g, keepSlash ? "/" : "%2F");
}

const xmlValues = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, "g"))].map((match) =>
    (match[1] as string)
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
      .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
      .replace(/&amp;/g, "&"),
  );

/** Reads `source` in pieces of at least `size` bytes (the last may be shorter). */
async function* pieces(source: Readable, size: number): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of source) {
    held.push(chunk as Buffer);
    bytes += (chunk as Buffer).length;
    if (bytes >= size) {
      yield Buffer.concat(held);
      held = [];
      bytes = 0;
    }
  }
  if (bytes > 0 || held.length > 0) yield Buffer.concat(held);
}

/** A stream that fails when `ms` pass without a piece of it arriving. */
function idleLimited(source: Readable, ms: number, abort: () => void): Readable {
  let timer: NodeJS.Timeout | undefined;
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(abort, ms);
  };
  const watched = new Transform({
    transform(chunk, _encoding, done) {
      restart();
      done(null, chunk);
    },
    flush(done) {
      clearTimeout(timer);
      done();
    },
  });
  restart();
  pipeline(source, watched).catch(() => clearTimeout(timer));
  return watched;
}

export function s3Storage(
  location: S3Location,
  access: S3Access,
  { onRetried }: S3StorageOptions = {},
): BackupStorage {
  const label = s3Label(location);
  const base = access.endpoint?.replace(/\/+$/, "") ?? `https://s3.${access.region}.amazonaws.com`;
  const keyOf = (name: string) => (location.prefix ? `${location.prefix}/${name}` : name);
  const signer = new AwsClient({
    accessKeyId: access.accessKeyId,
    secretAccessKey: access.secretAccessKey,
    sessionToken: access.sessionToken,
    service: "s3",
    region: access.region,
    // Its own retries (5xx and 429 only, not a network error) are not used: send's are.
    retries: 0,
  });

  /**
   * One request, signed again for each attempt; rejects with an S3Error
   * unless the status is one of `ok`. `signal` bounds all its attempts.
   */
  async function send(
    method: string,
    key: string | undefined,
    {
      query = {},
      body,
      ok = [200],
    }: { query?: Record<string, string>; body?: Buffer; ok?: number[] },
    signal = AbortSignal.timeout(TIMEOUT_MS),
  ): Promise<Response> {
    const url = new URL(
      `${base}/${location.bucket}${key === undefined ? "" : `/${awsEncode(key, true)}`}`,
    );
    url.search = Object.entries(query)
      .map(([name, value]) => `${awsEncode(name)}=${awsEncode(value)}`)
      .join("&");
    // The body's hash is signed (aws4fetch would send UNSIGNED-PAYLOAD for s3): S3 checks the bytes.
    const payloadHash = createHash("sha256")
      .update(body ?? Buffer.alloc(0))
      .digest("hex");
    const what = `${method} ${label}${key === undefined ? "" : ` ${key}`}`;
    const failures: string[] = [];
    /** Told once, when the request succeeded or gave up, if it took more than one attempt. */
    const tell = (succeeded: boolean) => {
      const attempts = failures.length + (succeeded ? 1 : 0);
      if (attempts > 1) onRetried?.({ request: what, attempts, failures, succeeded });
    };
    for (;;) {
      let failure: S3Error;
      let transient: boolean;
      const request = await signer.sign(url, {
        method,
        headers: { "x-amz-content-sha256": payloadHash },
        // A Buffer is a Uint8Array; TypeScript only doubts its memory might be shared.
        body: body as Uint8Array<ArrayBuffer> | undefined,
        signal,
      });
      try {
        const response = await fetch(request);
        if (ok.includes(response.status)) {
          tell(true);
          return response;
        }
        const text = await response.text().catch(() => "");
        // Only the error's code: S3's messages can echo the request it refused.
        const answered = xmlValues(text, "Code")[0] ?? `HTTP${response.status}`;
        // A missing file is ENOENT, as BackupStorage promises, whatever the target.
        const code = response.status === 404 && answered === "NoSuchKey" ? "ENOENT" : answered;
        failure = new S3Error(`${what}: the service answered ${response.status} ${answered}`, code);
        failures.push(`${response.status} ${answered}`);
        transient =
          response.status >= 500 || response.status === 429 || answered === "RequestTimeout";
      } catch (error) {
        const cause = (error as { cause?: { code?: unknown } }).cause?.code;
        const code = typeof cause === "string" ? cause : (error as Error).name;
        failure = new S3Error(`${what}: cannot reach ${url.host} (${code})`, code);
        failures.push(code);
        // Our own time limit is not retried: it bounds every attempt together.
        transient = !signal.aborted;
      }
      if (!transient || failures.length >= ATTEMPTS) {
        tell(false);
        throw failure;
      }
      try {
        await sleep(backoff(failures.length), undefined, { signal });
      } catch {
        tell(false);
        throw failure;
      }
    }
  }

  async function putMultipart(key: string, parts: AsyncIterable<Buffer>) {
    const started = await send("POST", key, { query: { uploads: "" } });
    const uploadId = xmlValues(await started.text(), "UploadId")[0];
    if (!uploadId)
      throw new S3Error(`POST ${label} ${key}: no upload id in the answer`, "NoUploadId");
    const etags: string[] = [];
    try {
      for await (const part of parts) {
        const query = { partNumber: String(etags.length + 1), uploadId };
        const answer = await send("PUT", key, { query, body: part });
        etags.push(answer.headers.get("etag") ?? "");
      }
      const listed = etags.map(
        (etag, index) =>
          `<Part><PartNumber>${index + 1}</PartNumber><ETag>${etag.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</ETag></Part>`,
      );
      const done = Buffer.from(
        `<CompleteMultipartUpload>${listed.join("")}</CompleteMultipartUpload>`,
      );
      const answer = await send("POST", key, { query: { uploadId }, body: done });
      // S3 can answer 200 and still report a failure in the body.
      const text = await answer.text();
      if (text.includes("<Error>"))
        throw new S3Error(
          `POST ${label} ${key}: ${xmlValues(text, "Code")[0] ?? "failed"}`,
          "CompleteFailed",
        );
    } catch (error) {
      await send("DELETE", key, { query: { uploadId }, ok: [204] }).catch(() => {});
      throw error;
    }
  }

  return {
    label,
    put: async (name, body) => {
      const key = keyOf(name);
      if (Buffer.isBuffer(body)) {
        await send("PUT", key, { body });
        return;
      }
      const parts = pieces(body, PART_BYTES);
      const first = await parts.next();
      const second = await parts.next();
      if (second.done) {
        await send("PUT", key, { body: first.value ?? Buffer.alloc(0) });
        return;
      }
      await putMultipart(
        key,
        (async function* () {
          yield first.value as Buffer;
          yield second.value;
          yield* parts;
        })(),
      );
    },
    get: async (name) => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
      try {
        const response = await send("GET", keyOf(name), {}, controller.signal);
        const body = Readable.fromWeb(response.body as never);
        return idleLimited(body, TIMEOUT_MS, () => controller.abort());
      } finally {
        clearTimeout(timer);
      }
    },
    list: async (prefix) => {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const query: Record<string, string> = { "list-type": "2", prefix: keyOf(prefix) };
        if (token) query["continuation-token"] = token;
        const xml = await (await send("GET", undefined, { query })).text();
        const skip = location.prefix ? location.prefix.length + 1 : 0;
        names.push(...xmlValues(xml, "Key").map((key) => key.slice(skip)));
        token = xml.includes("<IsTruncated>true</IsTruncated>")
          ? xmlValues(xml, "NextContinuationToken")[0]
          : undefined;
      } while (token);
      return names.sort();
    },
    delete: async (name) => {
      await send("DELETE", keyOf(name), { ok: [200, 204, 404] });
    },
  };
}
