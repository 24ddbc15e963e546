/**
 * A local S3-compatible service (the npm package s3rver) in a process of
 * its own on 127.0.0.1 and a free port, its objects in a folder the test
 * reads directly. Killed and started again, it serves the same objects on
 * the same port. It takes any well-formed V4 signature of its one account
 * (S3RVER): tests/unit/aws-signature.test.ts checks ours against AWS's
 * examples.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll } from "vitest";

import { freePort } from "../../../scripts/free-port";
import type { S3Access } from "../../../server/backup/s3-storage";
import { movedClock } from "../../../server/moved-clock";
import type { BackupTarget } from "./backups";

export const S3_BUCKET = "brightway-backups";

const s3rverCommand = path.join(
  path.dirname(createRequire(import.meta.url).resolve("s3rver/package.json")),
  "bin",
  "s3rver.js",
);

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
}

export async function startS3Server(folder: string): Promise<S3Server> {
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let exited: Promise<unknown> = Promise.resolve();
  const running = (process?: ChildProcess) =>
    process !== undefined && process.exitCode === null && process.signalCode === null;

  const start = async () => {
    if (running(child)) return;
    // s3rver's listing continuation tokens use DES, which Node's OpenSSL 3 keeps in its legacy provider.
    child = spawn(
      process.execPath,
      [
        "--openssl-legacy-provider",
        s3rverCommand,
        ...["--directory", folder, "--address", "127.0.0.1", "--port", String(port)],
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
        await fetch(endpoint);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error("s3rver did not answer within 10 s");
  };
  const kill = async () => {
    if (running(child)) child?.kill("SIGKILL");
    await exited;
  };
  await start();
  return {
    endpoint,
    env: (prefix) => ({
      BACKUP_S3_URL: `s3://${S3_BUCKET}/${prefix}`,
      BACKUP_S3_ENDPOINT: endpoint,
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
      AWS_REGION: "us-east-1",
    }),
    objectFiles: async () => {
      const names = await readdir(path.join(folder, S3_BUCKET), { recursive: true });
      return names
        .filter((name) => name.endsWith("._S3rver_object"))
        .map((name) => path.join(folder, S3_BUCKET, name));
    },
    kill,
    start,
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
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
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
