/**
 * The embedded database under the faults a small virtual machine meets: its
 * process killed, the server stopped, a second server on the same DATA_DIR,
 * a stale lock file naming someone else's process, a full disk. Each with a
 * real `npm start` process and its PostgreSQL cluster.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync, readlinkSync, statSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import path from "node:path";

import pg from "pg";
import { describe, expect, it } from "vitest";

import { clusterLayout, socketConnection } from "../../server/db/cluster-settings";
import { databaseUser } from "../../server/db/database-user";
import { processesIn, recordedPostmaster } from "../../server/db/leftover-processes";
import { exportedIds, postLead, processFixture } from "./support/process-fixture";
import { waitUntil } from "./support/receivers";
import { type ServerProcess, logLines, startServerProcess } from "./support/server-process";

const fixture = processFixture();

async function withServer(dataDir: string, test: (server: ServerProcess) => Promise<void>) {
  const server = await startServerProcess(fixture.env({ DATA_DIR: dataDir }));
  if (server.child.exitCode !== null) {
    throw new Error(`the server exited as it started:\n${server.stderr()}${server.stdout()}`);
  }
  try {
    await test(server);
  } finally {
    await server.stop();
  }
}

async function query(dataDir: string, text: string) {
  const client = new pg.Client(socketConnection(clusterLayout(dataDir)));
  await client.connect();
  try {
    return (await client.query(text)).rows as Record<string, string>[];
  } finally {
    await client.end();
  }
}

/** The TCP ports these processes listen on, from /proc (Linux). */
function listeningTcpSockets(pids: number[]): string[] {
  const listening = new Set(
    ["/proc/net/tcp", "/proc/net/tcp6"].flatMap((table) =>
      readFileSync(table, "utf8")
        .split("\n")
        .slice(1)
        .map((line) => line.trim().split(/\s+/))
        .filter((columns) => columns[3] === "0A") // LISTEN
        .map((columns) => columns[9]),
    ),
  );
  return pids.flatMap((pid) =>
    readdirSync(`/proc/${pid}/fd`)
      .map((fd) => /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1])
      .filter((inode): inode is string => inode !== undefined && listening.has(inode)),
  );
}

/** Sends one lead after another until stopped; remembers every answer. */
function steadyTraffic(server: ServerProcess) {
  const answers: { status: number; id?: string; retryAfter: string | null }[] = [];
  let running = true;
  const done = (async () => {
    for (let index = 0; running; index += 1) {
      const response = await postLead(server, `Steady ${index}`);
      const body = (await response.json()) as { id?: string };
      answers.push({
        status: response.status,
        id: body.id,
        retryAfter: response.headers.get("retry-after"),
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    answers,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

describe("the embedded database", () => {
  it("commits durably, listens on no TCP port, and keeps DATA_DIR to its owner", async () => {
    const dataDir = await fixture.folder();
    await withServer(dataDir, async () => {
      const [settings] = await query(
        dataDir,
        `select current_setting('fsync') as fsync, current_setting('synchronous_commit') as commit,
           current_setting('full_page_writes') as "fullPages", current_setting('listen_addresses') as tcp`,
      );
      expect(settings).toEqual({ fsync: "on", commit: "on", fullPages: "on", tcp: "" });
      const pids = processesIn(clusterLayout(dataDir).pgdata);
      expect(pids.length).toBeGreaterThan(0);
      expect(listeningTcpSockets(pids)).toEqual([]);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(clusterLayout(dataDir).pgdata).mode & 0o777).toBe(0o700);
    });
  });

  it("restarts its database when it is killed, answering 503 meanwhile, never a 201 it did not keep", async () => {
    const dataDir = await fixture.preparedDataDir();
    await withServer(dataDir, async (server) => {
      const traffic = steadyTraffic(server);
      await waitUntil(() => traffic.answers.some((answer) => answer.status === 201));
      const postmaster = recordedPostmaster(clusterLayout(dataDir).pgdata);
      process.kill(postmaster as number, "SIGKILL");

      await waitUntil(async () => (await fetch(`${server.origin}/api/health`)).status === 503);
      // A lead committed just before the kill can still be answered after this point, so
      // recovery is read from health, then from a lead sent once it is back.
      await waitUntil(
        async () => (await fetch(`${server.origin}/api/health`)).status === 200,
        30_000,
      );
      const recoveredAt = traffic.answers.length;
      await waitUntil(() =>
        traffic.answers.slice(recoveredAt).some((answer) => answer.status === 201),
      );
      await traffic.stop();

      const refused = traffic.answers.filter((answer) => answer.status !== 201);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.every((answer) => answer.status === 503 && answer.retryAfter)).toBe(true);
      const stored = await exportedIds(server);
      const acknowledged = traffic.answers.flatMap((answer) => (answer.id ? [answer.id] : []));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect(server.child.exitCode).toBeNull();
      expect(recordedPostmaster(clusterLayout(dataDir).pgdata)).not.toBe(postmaster);
    });
  });

  it("stops with the server on SIGTERM and leaves no process behind", async () => {
    const dataDir = await fixture.preparedDataDir();
    const server = await startServerProcess(fixture.env({ DATA_DIR: dataDir }));
    expect((await postLead(server, "Before stopping")).status).toBe(201);
    expect(await server.stop()).toBe(0);
    expect(processesIn(clusterLayout(dataDir).pgdata)).toEqual([]);
    expect(recordedPostmaster(clusterLayout(dataDir).pgdata)).toBeUndefined();
  });

  it("belongs to one server: a second refuses to start, saying why", async () => {
    const dataDir = await fixture.preparedDataDir();
    await withServer(dataDir, async (first) => {
      const second = await startServerProcess(fixture.env({ DATA_DIR: dataDir }));
      expect(await second.exited).toBe(1);
      expect(second.stderr()).toContain(`is in use by another server (process ${first.child.pid})`);
      expect((await postLead(first, "Still fine")).status).toBe(201);
    });
  });

  it("stops its database when the start fails after it: a taken port is one line naming PORT", async () => {
    const dataDir = await fixture.folder();
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const port = (taken.address() as AddressInfo).port;
    try {
      const server = await startServerProcess(
        fixture.env({ DATA_DIR: dataDir, PORT: String(port) }),
      );
      expect(await server.exited).toBe(1);
      expect(server.stderr().trim().split("\n")).toEqual([
        `Port ${port} is already in use: stop what uses it, or set PORT to a free port.`,
      ]);
      // The database had started (its cluster exists) and was stopped before the exit.
      const { pgdata } = clusterLayout(dataDir);
      expect(existsSync(path.join(pgdata, "PG_VERSION"))).toBe(true);
      expect(processesIn(pgdata)).toEqual([]);
      expect(recordedPostmaster(pgdata)).toBeUndefined();
    } finally {
      taken.close();
    }
  });

  it("starts when lock files left by a crash name a live process that is not the database", async () => {
    const dataDir = await fixture.preparedDataDir();
    await withServer(dataDir, async (server) => {
      expect((await postLead(server, "First run")).status).toBe(201);
    });
    // A process of the database's own user, so that PostgreSQL would take it for a postmaster.
    // Its environment is bare: it needs no moved clock, and with libfaketime loaded a process of
    // another user exits at once where root left a semaphore under its PID (scripts/at-date.mjs).
    const unrelated = spawn("sleep", ["60"], {
      ...databaseUser().ids,
      env: { PATH: process.env.PATH },
      stdio: "ignore",
    });
    try {
      const { pgdata, socketDir } = clusterLayout(dataDir);
      const lockLines = `${unrelated.pid}\n${pgdata}\n1700000000\n5432\n${socketDir}\n\n  5432001    32768\nready\n`;
      await writeFile(path.join(pgdata, "postmaster.pid"), lockLines);
      await writeFile(
        path.join(dataDir, "lock.json"),
        JSON.stringify({ pid: process.pid, holder: "server" }),
      );
      await withServer(dataDir, async (server) => {
        expect((await postLead(server, "After the crash")).status).toBe(201);
        expect(await exportedIds(server)).toHaveProperty("size", 2);
      });
      expect(unrelated.exitCode).toBeNull();
    } finally {
      unrelated.kill();
    }
  });
});

// A file system of a fixed size needs a tmpfs mount: root on Linux, as CI runs.
describe.runIf(process.platform === "linux" && process.getuid?.() === 0)("a full disk", () => {
  it("answers 503 with Retry-After, says why once, and acknowledges only what it kept", async () => {
    const mountPoint = await fixture.folder("brightway-small-fs-");
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=128m,mode=0755", "tmpfs", mountPoint]);
    const filler = path.join(mountPoint, "filler");
    try {
      const server = await startServerProcess(
        fixture.env({ DATA_DIR: path.join(mountPoint, "data"), LOG_LEVEL: "info" }),
      );
      try {
        expect((await postLead(server, "Before the disk fills")).status).toBe(201);
        execFileSync("sh", ["-c", `dd if=/dev/zero of=${filler} bs=64k 2>/dev/null; true`]);
        const traffic = steadyTraffic(server);
        await waitUntil(() => traffic.answers.some((answer) => answer.status === 503), 60_000);
        await rm(filler);
        const freedAt = traffic.answers.length;
        await waitUntil(
          () => traffic.answers.slice(freedAt).some((answer) => answer.status === 201),
          60_000,
        );
        await traffic.stop();

        const refused = traffic.answers.filter((answer) => answer.status !== 201);
        expect(refused.every((answer) => answer.status === 503 && answer.retryAfter)).toBe(true);
        const stored = await exportedIds(server);
        const acknowledged = traffic.answers.flatMap((answer) => (answer.id ? [answer.id] : []));
        expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
        const reasons = logLines(server.stdout()).filter((line) =>
          String(line.msg).startsWith("the database cannot take leads"),
        );
        expect(reasons.map((line) => line.reason)).toContain("the disk is full");
        expect(new Set(reasons.map((line) => line.reason)).size).toBe(reasons.length);
      } finally {
        await server.stop();
      }
    } finally {
      await rm(filler, { force: true });
      execFileSync("umount", [mountPoint]);
    }
  });
});
