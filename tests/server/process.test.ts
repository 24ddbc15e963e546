import { mkdtemp, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createPostgresDatabase } from "./support/databases";
import { get } from "./support/raw-http";
import { logLines, startServerProcess } from "./support/server-process";
import { LARGE_FILE, LARGE_FILE_BYTES, makeSiteBuild } from "./support/site-fixture";

let site: Awaited<ReturnType<typeof makeSiteBuild>>;
let dataDir: string;

beforeAll(async () => {
  site = await makeSiteBuild();
  dataDir = await mkdtemp(path.join(tmpdir(), "brightway-data-"));
});
afterAll(async () => {
  await site.remove();
  await rm(dataDir, { recursive: true, force: true });
});

/** The processes of this file run one after another on the same DATA_DIR. */
const env = (settings: NodeJS.ProcessEnv) => ({
  BUILD_DIR: site.buildDir,
  DATA_DIR: dataDir,
  ...settings,
});

describe("the request log", () => {
  it("writes one JSON line per request to stdout, without query strings or bodies", async () => {
    const server = await startServerProcess(env({ LOG_LEVEL: "info" }));
    try {
      await fetch(`${server.origin}/pricing?email=ada%40example.org&name=Ada`);
      await fetch(`${server.origin}/no-such-page`);
      await fetch(`${server.origin}/`, { method: "POST", body: "phone=5125550100" });
    } finally {
      expect(await server.stop()).toBe(0);
    }
    // The first line is the start-up probe of support/server-process.ts.
    const requests = logLines(server.stdout())
      .filter((line) => line.msg === "request")
      .slice(1);
    const pricing = requests.find((line) => line.path === "/pricing");
    expect(pricing).toMatchObject({ method: "GET", path: "/pricing", status: 200 });
    expect(new Date(String(pricing?.time)).toISOString()).toBe(pricing?.time);
    expect(pricing?.durationMs).toEqual(expect.any(Number));
    expect(pricing?.bytes).toBeGreaterThan(1000);
    expect(requests.find((line) => line.path === "/no-such-page")).toMatchObject({ status: 404 });
    expect(requests.find((line) => line.method === "POST")).toMatchObject({ status: 405 });
    expect(requests).toHaveLength(3);
    expect(server.stdout()).not.toMatch(/ada|example\.org|5125550100|email=/i);
  });

  it("is silent with LOG_LEVEL=silent", async () => {
    const server = await startServerProcess(env({ LOG_LEVEL: "silent" }));
    await fetch(`${server.origin}/`);
    expect(await server.stop()).toBe(0);
    expect(server.stdout()).toBe("");
  });
});

describe("the first owner", () => {
  it("the start-up log says how to invite one while there is none, and not after", async () => {
    const databaseUrl = await createPostgresDatabase();
    const firstOwnerHint = (output: string) =>
      logLines(output).filter((line) => String(line.msg).includes("invite the first owner"));
    const before = await startServerProcess(env({ DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" }));
    expect(await before.stop()).toBe(0);
    expect(firstOwnerHint(before.stdout())).toEqual([
      expect.objectContaining({
        level: 40,
        msg: expect.stringContaining("brightway invite --email <address> --role owner"),
      }),
    ]);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query("insert into users (email, role) values ('owner@example.org', 'owner')");
    await client.end();
    const after = await startServerProcess(env({ DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" }));
    expect(await after.stop()).toBe(0);
    expect(firstOwnerHint(after.stdout())).toEqual([]);
  });
});

describe("settings", () => {
  it("a wrong value stops the start with the variable's name", async () => {
    const server = await startServerProcess(env({ PORT: "eighty" }));
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain("PORT must be a whole number");
  });
});

describe("shutdown", () => {
  it("on SIGTERM stops accepting, finishes the response in flight, and exits 0", async () => {
    const server = await startServerProcess(env({ LOG_LEVEL: "silent" }));
    const socket = connect(server.port, "127.0.0.1");
    let received = 0;
    const firstChunk = new Promise<void>((resolve) =>
      socket.once("data", (chunk: Buffer) => {
        received += chunk.length;
        socket.pause();
        resolve();
      }),
    );
    socket.write(get(LARGE_FILE));
    await firstChunk;

    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const refused = await new Promise<string>((resolve) => {
      const late = connect(server.port, "127.0.0.1");
      late.on("connect", () => resolve("accepted"));
      late.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    });
    expect(refused).toBe("ECONNREFUSED");

    const finished = new Promise<void>((resolve) => socket.on("end", resolve));
    socket.on("data", (chunk: Buffer) => (received += chunk.length));
    socket.resume();
    await finished;
    expect(received).toBeGreaterThan(LARGE_FILE_BYTES);
    expect(await server.exited).toBe(0);
  });
});
