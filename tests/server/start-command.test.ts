import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { serverArguments } from "../../server/start-command";
import { processFixture } from "./support/process-fixture";
import { startServerProcess } from "./support/server-process";
import { repositoryRoot } from "./support/site-fixture";

const fixture = processFixture();

/** The command lines of a process's children, from /proc (Linux). */
function childCommands(pid: number): string[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        return parent === pid
          ? [readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ")]
          : [];
      } catch {
        return []; // gone meanwhile
      }
    });
}

describe("npm start", () => {
  it("runs the server as the tests and the bench start it, heap limits included", () => {
    const manifest = JSON.parse(readFileSync(path.join(repositoryRoot, "package.json"), "utf8"));
    expect(manifest.scripts.start).toBe(`node ${serverArguments.join(" ")}`);
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
        const children = childCommands(server.child.pid as number);
        expect(children.filter((command) => !command.includes("/bin/postgres"))).toEqual([]);
        expect(children).toHaveLength(1);
      } finally {
        await server.stop();
      }
    },
  );
});
