/**
 * BackupStorage on an S3 bucket (AWS, or any S3-compatible service at
 * BACKUP_S3_ENDPOINT), with path-style requests signed by aws-signature.ts
 * over fetch. A file is written whole or not at all: one PutObject when it
 * is small, else a multipart upload of PART_BYTES parts (at most two in
 * memory), which S3 shows only once it is completed. Every request
 * has a time limit; a download, one between two pieces of its body.
 */
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

import { type AwsCredentials, awsEncode, sha256Hex, signedHeaders } from "./aws-signature";
import type { BackupStorage } from "./storage";

export interface S3Location {
  bucket: string;
  /** Key prefix without slashes at either end; "" for the bucket's top. */
  prefix: string;
}

export interface S3Access extends AwsCredentials {
  /** An S3-compatible service's URL; unset for AWS itself. */
  endpoint?: string;
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

export const s3Label = ({ bucket, prefix }: S3Location) =>
  `s3://${bucket}${prefix ? `/${prefix}` : ""}`;

/** `s3://bucket/some/prefix` as a location, or undefined when it is not one. */
export function parseS3Url(text: string): S3Location | undefined {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(text);
  if (!match) return undefined;
  const prefix = (match[2] ?? "").replace(/^\/+|\/+$/g, "");
  if (prefix.split("/").some((part) => part === "." || part === "..")) return undefined;
  return { bucket: match[1] as string, prefix };
}

const xmlValues = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, "g"))].map((match) =>
    (match[1] as string)
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
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

export function s3Storage(location: S3Location, access: S3Access): BackupStorage {
  const label = s3Label(location);
  const base = access.endpoint?.replace(/\/+$/, "") ?? `https://s3.${access.region}.amazonaws.com`;
  const keyOf = (name: string) => (location.prefix ? `${location.prefix}/${name}` : name);

  /** One signed request; rejects with an S3Error unless the status is one of `ok`. */
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
    const payload = body ?? Buffer.alloc(0);
    const what = `${method} ${label}${key === undefined ? "" : ` ${key}`}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: signedHeaders({ method, url, payloadHash: sha256Hex(payload) }, access),
        // A Buffer is a Uint8Array; TypeScript only doubts its memory might be shared.
        body: body as Uint8Array<ArrayBuffer> | undefined,
        signal,
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: unknown } }).cause?.code;
      const code = typeof cause === "string" ? cause : (error as Error).name;
      throw new S3Error(`${what}: cannot reach ${url.host} (${code})`, code);
    }
    if (ok.includes(response.status)) return response;
    const text = await response.text().catch(() => "");
    // Only the error's code: S3's messages can echo the request it refused.
    const answered = xmlValues(text, "Code")[0] ?? `HTTP${response.status}`;
    // A missing file is ENOENT, as BackupStorage promises, whatever the target.
    const code = response.status === 404 && answered === "NoSuchKey" ? "ENOENT" : answered;
    throw new S3Error(`${what}: the service answered ${response.status} ${answered}`, code);
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
