/**
 * Continuous backup to S3 (BACKUP_S3_URL), against a local S3-compatible
 * service (s3rver) this file starts: the storage itself, then real server
 * processes, their databases and the leads command, as for BACKUP_DIR.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { freePort } from "../../scripts/free-port";
import { type S3Error, s3Storage } from "../../server/backup/s3-storage";
import { type S3Server, S3_BUCKET, startS3Server } from "./support/s3-server";

let s3: S3Server;
let s3Folder: string;
beforeAll(async () => {
  s3Folder = await mkdtemp(path.join(tmpdir(), "brightway-s3-"));
  s3 = await startS3Server(s3Folder);
});
afterAll(async () => {
  await s3?.kill();
  await rm(s3Folder, { recursive: true, force: true });
});

const access = () => ({
  endpoint: s3.endpoint,
  region: "us-east-1",
  accessKeyId: "S3RVER",
  secretAccessKey: "S3RVER",
});

async function read(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("the S3 storage", () => {
  it("puts (whole or in parts), gets, lists past a page of 1,000 and deletes files", async () => {
    const storage = s3Storage({ bucket: S3_BUCKET, prefix: "site one/backups" }, access());
    expect(storage.label).toBe(`s3://${S3_BUCKET}/site one/backups`);
    await storage.put("base/1/info.json", Buffer.from('{"id":"1"}'));
    // Larger than one part: a multipart upload, seen whole once completed.
    const large = randomBytes(20 * 1024 * 1024);
    await storage.put(
      "base/1/data.tar.gz",
      Readable.from([large.subarray(0, 1e6), large.subarray(1e6)]),
    );
    expect((await read(await storage.get("base/1/data.tar.gz"))).equals(large)).toBe(true);
    expect((await read(await storage.get("base/1/info.json"))).toString()).toBe('{"id":"1"}');

    // More names than S3 lists at once (1,000): the listing follows its continuation.
    const names = Array.from(
      { length: 1005 },
      (_, index) => `wal/${String(index).padStart(24, "0")}.gz`,
    );
    for (let start = 0; start < names.length; start += 50)
      await Promise.all(
        names.slice(start, start + 50).map((name) => storage.put(name, Buffer.from(name))),
      );
    expect(await storage.list("wal/")).toEqual(names);
    expect(await storage.list("base/")).toEqual(["base/1/data.tar.gz", "base/1/info.json"]);

    await storage.delete("base/1/info.json");
    await storage.delete("base/1/info.json");
    await expect(storage.get("base/1/info.json")).rejects.toMatchObject({ code: "ENOENT" });
    expect(await storage.list("base/")).toEqual(["base/1/data.tar.gz"]);
  });

  it("names what failed (a missing bucket, a target down) without the credentials", async () => {
    const secret = "a-secret-that-must-stay-1234";
    const missing = s3Storage(
      { bucket: "no-such-bucket", prefix: "" },
      { ...access(), secretAccessKey: secret },
    );
    const refused = (await missing
      .put("wal/1.gz", Buffer.from("1"))
      .catch((error) => error)) as S3Error;
    expect(refused.message).toBe(
      "PUT s3://no-such-bucket wal/1.gz: the service answered 404 NoSuchBucket",
    );
    expect(refused.code).toBe("NoSuchBucket");

    const down = s3Storage(
      { bucket: S3_BUCKET, prefix: "" },
      { ...access(), endpoint: `http://127.0.0.1:${await freePort()}`, secretAccessKey: secret },
    );
    const unreachable = (await down.list("wal/").catch((error) => error)) as S3Error;
    expect(unreachable.message).toMatch(
      /^GET s3:\/\/brightway-backups: cannot reach 127\.0\.0\.1:\d+ \(ECONNREFUSED\)$/,
    );
    for (const error of [refused, unreachable])
      expect(`${error.message}${error.stack}`).not.toContain(secret);
  });
});
