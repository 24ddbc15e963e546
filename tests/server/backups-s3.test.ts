/**
 * Continuous backup to S3 (BACKUP_S3_URL), against a local S3-compatible
 * service (s3rver) this file starts: the storage itself, then real server
 * processes, their databases and the leads command, as for BACKUP_DIR.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

import { describe, expect, it } from "vitest";

import { freePort } from "../../scripts/free-port";
import { type S3Error, s3Storage } from "../../server/backup/s3-storage";
import { bothTargets, folderStorage } from "../../server/backup/storage";
import { readConfig } from "../../server/config";
import { clusterLayout } from "../../server/db/cluster-settings";
import {
  BACKUP_KEY,
  backedUpServer,
  baseBackupDone,
  expectVerifyRefusesAnotherKey,
  folderTarget,
  postBatch,
  restoreBetweenBatches,
  theDiskDies,
} from "./support/backups";
import { leadsCommand } from "./support/leads-command";
import { processFixture } from "./support/process-fixture";
import { S3_BUCKET, s3ServiceForThisFile } from "./support/s3-server";
import { startServerProcess } from "./support/server-process";

const fixture = processFixture();
const s3 = s3ServiceForThisFile();
const access = s3.access;
const s3Target = s3.target;

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

  it("as both targets, writes each file to the folder and the bucket, and reads from either", async () => {
    const folderDir = await fixture.folder("brightway-backup-");
    const folder = folderStorage(folderDir);
    const bucket = s3Storage({ bucket: S3_BUCKET, prefix: "both" }, access());
    const both = bothTargets(folder, bucket);
    expect(both.label).toBe(`${folderDir} and s3://${S3_BUCKET}/both`);
    const body = randomBytes(100_000);
    await both.put("wal/1.gz", Readable.from([body]));
    await both.put("base/1/info.json", Buffer.from("{}"));
    for (const target of [folder, bucket]) {
      expect(await target.list("")).toEqual(["base/1/info.json", "wal/1.gz"]);
      expect((await read(await target.get("wal/1.gz"))).equals(body)).toBe(true);
    }
    // The folder lost a file: the bucket answers.
    await rm(path.join(folderDir, "wal", "1.gz"));
    expect((await read(await both.get("wal/1.gz"))).equals(body)).toBe(true);
    await both.delete("base/1/info.json");
    for (const target of [folder, bucket]) expect(await target.list("base/")).toEqual([]);
  });

  it("names what failed (a missing bucket, a target down) without the credentials", async () => {
    const secret = "a-secret-that-must-stay-1234";
    s3.server().acceptSecret(secret);
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

describe("the S3 settings", () => {
  const key = BACKUP_KEY;
  const credentials = { AWS_ACCESS_KEY_ID: "AKIDEXAMPLE", AWS_SECRET_ACCESS_KEY: "secret-1234" };
  const problemsOf = (env: NodeJS.ProcessEnv) => {
    try {
      readConfig(env, process.cwd());
      return "";
    } catch (error) {
      return (error as Error).message;
    }
  };

  it("reads the bucket, prefix, endpoint and region", () => {
    const { backup } = readConfig(
      {
        BACKUP_S3_URL: "s3://brightway-backups/sites/austin/",
        BACKUP_S3_ENDPOINT: "https://objects.example:9000",
        BACKUP_ENCRYPTION_KEY: key,
        ...credentials,
      },
      process.cwd(),
    );
    expect(backup.s3).toEqual({ bucket: "brightway-backups", prefix: "sites/austin" });
    expect(backup.s3Access).toEqual({
      endpoint: "https://objects.example:9000",
      region: "us-east-1",
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "secret-1234",
    });
  });

  it("refuses a start it cannot keep its promises with, naming each setting", () => {
    expect(
      problemsOf({
        BACKUP_S3_URL: "s3://Bucket_Name/x",
        BACKUP_ENCRYPTION_KEY: key,
        ...credentials,
      }),
    ).toContain("BACKUP_S3_URL must be an s3://bucket/prefix URL");
    expect(
      problemsOf({ BACKUP_S3_URL: "s3://bucket/../x", BACKUP_ENCRYPTION_KEY: key, ...credentials }),
    ).toContain("BACKUP_S3_URL must be an s3://bucket/prefix URL");
    const noCredentials = problemsOf({ BACKUP_S3_URL: "s3://bucket", BACKUP_ENCRYPTION_KEY: key });
    expect(noCredentials).toContain("AWS_ACCESS_KEY_ID must be set to back up to S3");
    expect(noCredentials).toContain("AWS_SECRET_ACCESS_KEY must be set to back up to S3");
    expect(problemsOf({ BACKUP_S3_URL: "s3://bucket", ...credentials })).toContain(
      "BACKUP_ENCRYPTION_KEY must be set to back up to S3",
    );
    const inEndpoint = problemsOf({
      BACKUP_S3_URL: "s3://bucket",
      BACKUP_S3_ENDPOINT: "https://user:secret-in-url@objects.example",
      BACKUP_ENCRYPTION_KEY: key,
      ...credentials,
    });
    expect(inEndpoint).toContain("BACKUP_S3_ENDPOINT must be a URL without credentials");
    expect(inEndpoint).not.toContain("secret-in-url");
  });

  it("restore --from s3:// says what it lacks, and touches nothing", async () => {
    const dataDir = path.join(await fixture.folder(), "restored");
    const without = await leadsCommand(
      {},
      "restore",
      "--from",
      "s3://bucket/x",
      "--data-dir",
      dataDir,
    );
    expect(without.code).toBe(1);
    expect(without.stderr).toContain(
      "Restore failed: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set to reach S3.",
    );
    const badUrl = await leadsCommand(
      credentials,
      "restore",
      "--from",
      "s3://Not A Bucket",
      "--data-dir",
      dataDir,
    );
    expect(badUrl.code).toBe(1);
    expect(badUrl.stderr).toContain(
      "Restore failed: s3://Not A Bucket must be an s3://bucket/prefix URL",
    );
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe("continuous backup to S3", () => {
  it(
    "the disk dies, backed up to a folder and S3: restored from s3://, every lead acknowledged before the lag limit is back, and no object holds an address",
    { timeout: 150_000 },
    async () => {
      const bucket = s3Target("disk-dies");
      const backupDir = await fixture.folder("brightway-backup-");
      const folder = folderTarget(backupDir);
      await theDiskDies(fixture, {
        env: { ...bucket.env, ...folder.env },
        place: bucket.place,
        storedFiles: async () => [...(await bucket.storedFiles()), ...(await folder.storedFiles())],
      });
      const inBucket = await s3Storage({ bucket: S3_BUCKET, prefix: "disk-dies" }, access()).list(
        "",
      );
      expect(inBucket.filter((name) => name.startsWith("wal/")).length).toBeGreaterThan(2);
      expect(inBucket.filter((name) => name.includes("/info.json")).length).toBeGreaterThan(1);
      // Both targets hold every file.
      expect(await folderStorage(backupDir).list("")).toEqual(inBucket);
    },
  );

  it(
    "list names the base backup; verify passes, then fails naming the object after one is corrupted or removed, and with a wrong key",
    { timeout: 150_000 },
    async () => {
      const target = s3Target("verified");
      const dataDir = await fixture.preparedDataDir();
      const server = await backedUpServer(fixture, dataDir, target);
      try {
        await baseBackupDone(target);
        expect(await postBatch(server, "Checked", 5)).toHaveLength(5);
        const env = { DATA_DIR: dataDir, BACKUP_ENCRYPTION_KEY: BACKUP_KEY, ...target.env };
        const listed = await leadsCommand(env, "backup", "list");
        expect(listed.stderr).toMatch(
          new RegExp(
            `^1 base backup\\(s\\) and \\d+ archived WAL file\\(s\\) in s3://${S3_BUCKET}/verified\\.$`,
            "m",
          ),
        );
        expect(listed.stdout).toMatch(
          /^\d{8}T\d{9}Z {2}finished .+ {2}0 lead\(s\) {2}from WAL [0-9A-F]{24}$/m,
        );
        const good = await leadsCommand(env, "backup", "verify");
        expect(good.stderr).toMatch(/The backup restores: base backup \w+ and \d+ WAL file\(s\)/);
        expect(good.code).toBe(0);

        const storage = s3Storage({ bucket: S3_BUCKET, prefix: "verified" }, access());
        const segments = (await storage.list("wal/")).filter((name) =>
          /^wal\/[0-9A-F]{24}\.gz/.test(name),
        );
        const newest = segments.at(-1) as string;
        const file = (await target.storedFiles()).find((stored) =>
          stored.includes(path.join(...newest.split("/"))),
        );
        const original = await readFile(file as string);
        const damaged = Buffer.from(original);
        damaged.writeUInt8(damaged.readUInt8(damaged.length >> 1) ^ 0xff, damaged.length >> 1);
        await writeFile(file as string, damaged);
        const onDamage = await leadsCommand(env, "backup", "verify");
        expect(onDamage.code).toBe(1);
        expect(onDamage.stderr).toContain(`${newest} cannot be read: it is damaged`);
        await writeFile(file as string, original);

        await expectVerifyRefusesAnotherKey(env);

        const first = segments[0] as string;
        await storage.delete(first);
        const onGap = await leadsCommand(env, "backup", "verify");
        expect(onGap.code).toBe(1);
        expect(onGap.stderr).toContain(`the WAL segment ${first.slice(4, 28)} is missing`);
      } finally {
        await server.stop();
      }
    },
  );

  it(
    "a restore from s3:// to a moment between two batches holds the first and not the second",
    { timeout: 150_000 },
    async () => {
      await restoreBetweenBatches(fixture, s3Target("between-batches"));
    },
  );

  it("S3 without BACKUP_ENCRYPTION_KEY: the start refuses naming it, and leaves no database running", async () => {
    const dataDir = await fixture.folder();
    const server = await startServerProcess(
      fixture.env({ DATA_DIR: dataDir, ...s3.server().env("no-key") }),
    );
    expect(await server.exited).not.toBe(0);
    expect(server.stdout() + server.stderr()).toContain(
      "BACKUP_ENCRYPTION_KEY must be set to back up to S3: every file that leaves the machine is encrypted",
    );
    // Refused before anything started: no cluster folder, so no database on it.
    expect(existsSync(clusterLayout(dataDir).pgdata)).toBe(false);
  });
});
