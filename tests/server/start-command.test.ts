import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { serverCommand } from "../../server/start-command";
import { processFixture } from "./support/process-fixture";
import { descendants, processTable } from "./support/process-table";
import { startServerProcess } from "./support/server-process";
import { repositoryRoot } from "./support/site-fixture";

const fixture = processFixture();

describe("npm start", () => {
  it("runs the server as the tests and the bench start it, heap limits and malloc's included", () => {
    const manifest = JSON.parse(readFileSync(path.join(repositoryRoot, "package.json"), "utf8"));
    expect(manifest.scripts.start).toBe(serverCommand);
  });

  it.runIf(process.platform === "linux")(
    "leaves nothing of its bundling running: the database is the server's only child",
    { timeout: 60_000 },
    async () => {
      const server = await startServerProcess(
        fixture.env({ DATA_DIR: await fixture.preparedDataDir() }),
      );
      try {
        expect((await fetch(`${server.origin}/api/health`)).status).toBe(200);
        const serverPid = server.child.pid as number;
        const commands = processTable()
          .filter((entry) => entry.parent === serverPid)
          .map((child) => child.command);
        expect(commands.filter((command) => !command.includes("/bin/postgres"))).toEqual([]);
        expect(commands).toHaveLength(1);
      } finally {
        await server.stop();
      }
    },
  );

  it.runIf(process.platform === "linux")(
    "gives the server glibc's setting for large blocks when npm starts it",
    { timeout: 60_000 },
    async () => {
      const server = await startServerProcess(
        fixture.env({ DATA_DIR: await fixture.preparedDataDir() }),
        { npm: true },
      );
      try {
        expect((await fetch(`${server.origin}/api/health`)).status).toBe(200);
        // npm, then the shell its script runs in, then node.
        const node = descendants(server.child.pid as number).find(({ command }) =>
          /^\S*node .*server\/start\.mjs/.test(command),
        );
        const environment = readFileSync(`/proc/${node?.pid}/environ`, "utf8").split("\0");
        expect(environment).toContain("MALLOC_MMAP_THRESHOLD_=131072");
      } finally {
        await server.stop();
      }
    },
  );
});
