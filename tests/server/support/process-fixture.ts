/**
 * What tests of real server processes share: a fixture build, scratch
 * DATA_DIRs (removed after the file), the settings every such server gets,
 * and sending and reading leads over HTTP.
 */
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, expect, inject } from "vitest";

import { ADMIN_TOKEN, adminHeaders, demoRequest } from "./intake-app";
import { whenMade } from "./made-in-background";
import { copyFolderContents } from "./prepared-data-dir";
import type { ServerProcess } from "./server-process";
import { makeSiteBuild } from "./site-fixture";

/** Call at the top of a test file: sets up its build and scratch folders. */
export function processFixture() {
  let site: Awaited<ReturnType<typeof makeSiteBuild>>;
  const scratch: string[] = [];
  beforeAll(async () => {
    site = await makeSiteBuild();
  });
  afterAll(async () => {
    await site.remove();
    await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })));
  });
  /** A new, empty folder; as root, one the embedded database's own user can pass through. */
  async function folder(prefix = "brightway-data-") {
    const dir = await mkdtemp(path.join(tmpdir(), prefix));
    await chmod(dir, 0o755);
    scratch.push(dir);
    return dir;
  }
  return {
    folder,
    /**
     * A DATA_DIR as a first start leaves it (the global setup's, copied with its owners and
     * modes), for a test whose subject is not the first start itself.
     */
    async preparedDataDir() {
      const dir = await folder();
      await copyFolderContents(await whenMade(inject("preparedDataDir")), dir);
      return dir;
    },
    env: (settings: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
      BUILD_DIR: site.buildDir,
      LOG_LEVEL: "warn",
      ADMIN_TOKEN,
      FORM_RATE_LIMIT_MAX: "100000",
      ...settings,
    }),
  };
}

export function postLead(server: ServerProcess, name: string, details: object = {}) {
  return fetch(`${server.origin}/api/demo-requests`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(demoRequest({ name, ...details })),
  });
}

/** The leads the server exports, spam included. */
export async function exportedLeads(server: ServerProcess) {
  const response = await fetch(`${server.origin}/api/admin/leads?format=json&include=spam`, {
    headers: adminHeaders,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    id: string;
    name?: string;
    receivedAt: string;
    spam: boolean;
    deliveries: object;
  }[];
}

/** The figures behind /api/health's states, as operators read them with the API token. */
export async function operatorHealth(server: ServerProcess) {
  const response = await fetch(`${server.origin}/api/admin/health`, { headers: adminHeaders });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    deliveries: { pending: number; failed: number };
    backup: { lagS: number; unreachableSince?: string; lastShippedAt?: string };
  };
}

export async function exportedIds(server: ServerProcess): Promise<Set<string>> {
  return new Set((await exportedLeads(server)).map((lead) => lead.id));
}
