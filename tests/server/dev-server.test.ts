import { spawn } from "node:child_process";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { describe, expect, it } from "vitest";

import { freePort } from "../../scripts/free-port";
import { movedClock } from "../../server/moved-clock";
import { processFixture } from "./support/process-fixture";
import { startServerProcess } from "./support/server-process";
import { repositoryRoot } from "./support/site-fixture";

const fixture = processFixture();

/** `npm run dev` on `port`, passing /api/ to `apiOrigin`; stopped with its process group. */
function startDevServer(port: number, apiOrigin: string) {
  const child = spawn(
    path.join(repositoryRoot, "node_modules/.bin/react-router"),
    ["dev", "--port", String(port), "--strictPort", "--host", "127.0.0.1"],
    {
      cwd: repositoryRoot,
      env: { PATH: process.env.PATH, ...movedClock(), API_ORIGIN: apiOrigin },
      detached: true,
      stdio: "ignore",
    },
  );
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => process.kill(-(child.pid as number), "SIGTERM"),
  };
}

async function firstAnswer(url: string, deadline: number) {
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(250);
    }
  }
}

describe("npm run dev", () => {
  it(
    "passes the API to a running server, so the console signs in from the dev server",
    {
      timeout: 90_000,
    },
    async () => {
      const port = await freePort();
      // The server takes the dev server for its public origin: passkeys and origin checks match it.
      const server = await startServerProcess(
        fixture.env({
          DATA_DIR: await fixture.preparedDataDir(),
          PUBLIC_ORIGIN: `http://localhost:${port}`,
        }),
      );
      const dev = startDevServer(port, server.origin);
      try {
        const health = await firstAnswer(`${dev.origin}/api/health`, Date.now() + 60_000);
        expect(health.status).toBe(200);
        expect(await health.json()).toMatchObject({ status: "ok" });
        const signIn = await fetch(`${dev.origin}/api/admin/sign-in/options`, {
          method: "POST",
          headers: { origin: `http://localhost:${port}`, "content-type": "application/json" },
          body: "{}",
        });
        expect(signIn.status).toBe(200);
        expect(await signIn.json()).toMatchObject({ options: { rpId: "localhost" } });
      } finally {
        dev.stop();
        await server.stop();
      }
    },
  );
});
