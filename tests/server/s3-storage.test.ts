/**
 * The S3 storage's requests against a service that checks them: every
 * signature (with AWS's own signer, tests/server/support/s3-server.ts), the
 * retries of a busy or flaky service, and temporary credentials. The
 * storage is used directly: no database, no server process.
 */
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";

import { describe, expect, it } from "vitest";

import { freePort } from "../../scripts/free-port";
import { backupStorage } from "../../server/backup/backup-settings";
import { S3Error, type S3Retried, s3Storage } from "../../server/backup/s3-storage";
import type { BackupStorage } from "../../server/backup/storage";
import { readConfig } from "../../server/config";
import { S3_BUCKET, s3ServiceForThisFile } from "./support/s3-server";

const s3 = s3ServiceForThisFile();

/** `bytes` as a stream of 1 MiB pieces, as a tar or gzip stream gives them (smaller, in fact). */
const inPieces = (bytes: Buffer) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / 2 ** 20) }, (_, index) =>
      bytes.subarray(index * 2 ** 20, (index + 1) * 2 ** 20),
    ),
  );

async function read(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A storage under `prefix` of the test bucket, and what it reports of its retries. */
function storageAt(prefix: string, access = s3.access()) {
  const retried: S3Retried[] = [];
  const storage = s3Storage({ bucket: S3_BUCKET, prefix }, access, {
    onRetried: (report) => retried.push(report),
  });
  return { storage, retried };
}

/** The requests the service receives while `work` runs. */
async function requestsDuring(work: () => Promise<unknown>) {
  const before = s3.server().requests().length;
  await work();
  return s3.server().requests().slice(before);
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("it succeeded");
    },
    (error: unknown) => error as S3Error,
  );

describe("the S3 storage's signatures", () => {
  it("are accepted for every request: a round trip with spaces, unicode and + in keys, and a multipart upload", async () => {
    const { storage, retried } = storageAt("signed/ça + là");
    const small = "wal/a file + ünïcode (1) ~*'!.gz";
    // Over one part (PART_BYTES, 8 MiB): a multipart upload of two parts.
    const large = randomBytes(9 * 1024 * 1024);
    const seen = await requestsDuring(async () => {
      await storage.put(small, Buffer.from("small"));
      await storage.put("base/1/data.tar", inPieces(large));
      expect(await storage.list("")).toEqual(["base/1/data.tar", small]);
      expect((await read(await storage.get(small))).toString()).toBe("small");
      expect((await read(await storage.get("base/1/data.tar"))).equals(large)).toBe(true);
      await storage.delete(small);
      await expect(storage.get(small)).rejects.toMatchObject({ code: "ENOENT" });
      expect(await storage.list("wal/")).toEqual([]);
    });
    // Each request passed the check (the GET of the deleted file found nothing, as it should).
    expect(seen.map(({ method, status }) => `${method} ${status}`)).toEqual([
      "PUT 200",
      "POST 200", // the upload begins
      "PUT 200",
      "PUT 200",
      "POST 200", // …and is completed
      "GET 200",
      "GET 200",
      "GET 200",
      "DELETE 204",
      "GET 404",
      "GET 200",
    ]);
    expect(seen[0]?.url).toBe(
      `/${S3_BUCKET}/signed/%C3%A7a%20%2B%20l%C3%A0/wal/a%20file%20%2B%20%C3%BCn%C3%AFcode%20%281%29%20~%2A%27%21.gz`,
    );
    for (const request of seen)
      expect(request.signedHeaders).toEqual(["host", "x-amz-content-sha256", "x-amz-date"]);
    expect(retried).toEqual([]);
  });

  it("made with a wrong secret are refused: SignatureDoesNotMatch, not retried, the secret in no message", async () => {
    const secret = "not-the-secret-8d1e";
    const { storage, retried } = storageAt("wrong", { ...s3.access(), secretAccessKey: secret });
    let refused: S3Error | undefined;
    const seen = await requestsDuring(async () => {
      refused = await failure(storage.put("wal/1.gz", Buffer.from("1")));
    });
    expect(refused).toBeInstanceOf(S3Error);
    expect(refused?.code).toBe("SignatureDoesNotMatch");
    expect(refused?.message).toBe(
      `PUT s3://${S3_BUCKET}/wrong wrong/wal/1.gz: the service answered 403 SignatureDoesNotMatch`,
    );
    expect(`${refused?.message}${refused?.stack}`).not.toContain(secret);
    expect(seen.map(({ method, status }) => `${method} ${status}`)).toEqual(["PUT 403"]);
    expect(retried).toEqual([]);
  });
});

describe("the S3 storage's retries", () => {
  it("a PUT answered 503 SlowDown twice goes through on the third attempt, reported once", async () => {
    const { storage, retried } = storageAt("slow-down");
    s3.server().interrupt("PUT", 2, { status: 503, code: "SlowDown" });
    const seen = await requestsDuring(() => storage.put("wal/1.gz", Buffer.from("one")));
    expect(seen.map(({ method, status }) => `${method} ${status}`)).toEqual([
      "PUT 503",
      "PUT 503",
      "PUT 200",
    ]);
    expect(retried).toEqual([
      {
        request: `PUT s3://${S3_BUCKET}/slow-down slow-down/wal/1.gz`,
        attempts: 3,
        failures: ["503 SlowDown", "503 SlowDown"],
        succeeded: true,
      },
    ]);
    expect((await read(await storage.get("wal/1.gz"))).toString()).toBe("one");
  });

  it("a multipart upload whose part's connection drops goes through, the part sent again", async () => {
    const { storage, retried } = storageAt("dropped");
    const large = randomBytes(9 * 1024 * 1024);
    s3.server().interrupt("PUT", 1, "drop");
    const seen = await requestsDuring(() => storage.put("base/1/data.tar", inPieces(large)));
    expect(seen.map(({ method, status }) => `${method} ${status}`)).toEqual([
      "POST 200",
      "PUT 0",
      "PUT 200",
      "PUT 200",
      "POST 200",
    ]);
    expect(retried).toHaveLength(1);
    expect(retried[0]).toMatchObject({
      request: `PUT s3://${S3_BUCKET}/dropped dropped/base/1/data.tar`,
      attempts: 2,
      succeeded: true,
    });
    expect(retried[0]?.failures).toHaveLength(1);
    expect(retried[0]?.failures[0]).toMatch(/^(ECONNRESET|UND_ERR_SOCKET)$/);
    expect((await read(await storage.get("base/1/data.tar"))).equals(large)).toBe(true);
  });

  it("a service that keeps answering 500, or cannot be reached, is given up on after 5 attempts", async () => {
    const { storage, retried } = storageAt("failing");
    s3.server().interrupt("GET", Infinity, { status: 500, code: "InternalError" });
    let given: S3Error | undefined;
    const started = Date.now();
    try {
      const seen = await requestsDuring(async () => {
        given = await failure(storage.list("wal/"));
      });
      expect(seen.map(({ method, status }) => `${method} ${status}`)).toEqual(
        Array(5).fill("GET 500"),
      );
    } finally {
      s3.server().interrupt("GET", 0, "drop");
    }
    // Waits of 50–100, 100–200, 200–400 and 400–800 ms between the attempts.
    expect(Date.now() - started).toBeGreaterThanOrEqual(750);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(given).toBeInstanceOf(S3Error);
    expect(given?.code).toBe("InternalError");
    expect(given?.message).toBe(
      `GET s3://${S3_BUCKET}/failing: the service answered 500 InternalError`,
    );
    expect(retried).toEqual([
      {
        request: `GET s3://${S3_BUCKET}/failing`,
        attempts: 5,
        failures: Array(5).fill("500 InternalError"),
        succeeded: false,
      },
    ]);

    const down = storageAt("", {
      ...s3.access(),
      endpoint: `http://127.0.0.1:${await freePort()}`,
    });
    const unreachable = await failure(down.storage.put("wal/1.gz", Buffer.from("1")));
    expect(unreachable.code).toBe("ECONNREFUSED");
    expect(down.retried).toEqual([
      {
        request: `PUT s3://${S3_BUCKET} wal/1.gz`,
        attempts: 5,
        failures: Array(5).fill("ECONNREFUSED"),
        succeeded: false,
      },
    ]);
  });
});

describe("temporary credentials", () => {
  it("AWS_SESSION_TOKEN is sent as x-amz-security-token and signed; without it the service refuses", async () => {
    const token = "FwoGZXIvYXdzEXAMPLE+session/token==";
    const config = readConfig(
      {
        ...s3.server().env("temporary"),
        AWS_SESSION_TOKEN: token,
        BACKUP_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
      },
      process.cwd(),
    );
    expect(config.backup.s3Access.sessionToken).toBe(token);
    const storage = backupStorage(config) as BackupStorage;
    s3.server().requireSessionToken(token);
    try {
      const seen = await requestsDuring(async () => {
        await storage.put("wal/1.gz", Buffer.from("one"));
        expect(await storage.list("")).toEqual(["wal/1.gz"]);
      });
      expect(seen.map(({ method, status }) => `${method} ${status}`)).toEqual([
        "PUT 200",
        "GET 200",
      ]);
      for (const request of seen)
        expect(request.signedHeaders).toEqual([
          "host",
          "x-amz-content-sha256",
          "x-amz-date",
          "x-amz-security-token",
        ]);
      const without = storageAt("temporary").storage;
      expect((await failure(without.list(""))).code).toBe("InvalidToken");
      const another = storageAt("temporary", { ...s3.access(), sessionToken: `${token}x` }).storage;
      expect((await failure(another.list(""))).code).toBe("InvalidToken");
    } finally {
      s3.server().requireSessionToken(undefined);
    }
  });
});
