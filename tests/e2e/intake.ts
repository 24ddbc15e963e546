/**
 * The intake service seen from the browser tests: what the forms stored
 * (through the admin export), and servers of a test's own that it can
 * stop, restart or hold to a low rate limit.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { APIRequestContext } from "@playwright/test";

import { freePort } from "../../scripts/free-port";
import { serverArguments, serverEnvironment } from "../../server/start-command";
import { ADMIN_TOKEN, e2eServers } from "../e2e-servers";

export interface StoredLead {
  id: string;
  type: "demo" | "contact";
  locale: string;
  [field: string]: unknown;
}

export async function storedLeads(request: APIRequestContext, origin = ""): Promise<StoredLead[]> {
  const response = await request.get(`${origin}/api/admin/leads?format=json`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  if (!response.ok()) throw new Error(`export answered ${response.status()}`);
  return (await response.json()) as StoredLead[];
}

const OWN_SERVER_START_ATTEMPTS = 600;

/** Long enough for a test that starts (and restarts) a server of its own. */
export const OWN_SERVER_TEST_TIMEOUT_MS = 150_000;

/**
 * Another `npm start` server on the site's build, with its own database.
 * `stop` and `start` keep the port and the data, as a restart would. Its
 * owners' console answers at `publicOrigin` (localhost, which passkeys need);
 * `env` is its settings, for the leads command.
 */
export async function ownServer(settings: NodeJS.ProcessEnv = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "brightway-e2e-own-"));
  const origin = `http://127.0.0.1:${port}`;
  const publicOrigin = `http://localhost:${port}`;
  const env = {
    ...process.env,
    ...serverEnvironment,
    ...e2eServers.site.env,
    PUBLIC_ORIGIN: publicOrigin,
    ...settings,
    BUILD_DIR: e2eServers.site.buildDir,
    DATA_DIR: dataDir,
    PORT: String(port),
  };
  let child: ChildProcess | undefined;

  async function start() {
    child = spawn(process.execPath, serverArguments, {
      env,
      stdio: "ignore",
    });
    // A fresh embedded database takes seconds to create, more while browsers share the CPU.
    for (let attempt = 0; attempt < OWN_SERVER_START_ATTEMPTS; attempt += 1) {
      try {
        if ((await fetch(`${origin}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("own server did not start");
  }

  async function stop() {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child?.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }

  await start();
  return {
    origin,
    publicOrigin,
    dataDir,
    env,
    start,
    stop,
    remove: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
