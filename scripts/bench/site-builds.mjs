/**
 * The builds a bench section compares side by side, in one run: "before"
 * (another build of the site, from BENCH_BEFORE, e.g. the commit this work
 * started from), "after" (this tree's bench build) and "floor" (the after
 * build with every script taken out of its pages: what the same HTML and
 * CSS cost on their own). Each is served by `npm start`'s server on a port
 * and in a data directory of its own.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { serverArguments } from "../../server/start-command.ts";
import { startServer } from "./processes.mjs";

/** Every <script> but JSON-LD, which is part of the document and never runs. */
const scriptElements = /<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g;

/** A copy of a build whose pages load no script; outside the repository, so it is served as it is. */
function floorOf(buildDir) {
  const floorDir = mkdtempSync(path.join(tmpdir(), "brightway-bench-floor-"));
  cpSync(buildDir, floorDir, { recursive: true });
  const clientDir = path.join(floorDir, "client");
  for (const file of readdirSync(clientDir, { recursive: true })) {
    if (!file.endsWith(".html")) continue;
    const page = path.join(clientDir, file);
    writeFileSync(page, readFileSync(page, "utf8").replace(scriptElements, ""));
    // The compressed twins hold the scripts still; the server compresses the page itself.
    rmSync(`${page}.br`, { force: true });
    rmSync(`${page}.gz`, { force: true });
  }
  return floorDir;
}

/** The builds to compare: before (when BENCH_BEFORE names one), after, and the floor if asked. */
export function comparedBuilds(buildDir, { withFloor, beforeDir = process.env.BENCH_BEFORE }) {
  return [
    ...(beforeDir ? [{ name: "before", dir: path.resolve(beforeDir) }] : []),
    { name: "after", dir: buildDir },
    ...(withFloor ? [{ name: "floor", dir: floorOf(buildDir), temporary: true }] : []),
  ];
}

/** Serves each build on its own port while `measure({ name: origin })` runs, then stops them. */
export async function withBuildServers(builds, firstPort, measure) {
  const dataDirs = [];
  const servers = [];
  try {
    for (const [index, build] of builds.entries()) {
      const dataDir = mkdtempSync(path.join(tmpdir(), `brightway-bench-${build.name}-`));
      dataDirs.push(dataDir);
      servers.push(
        await startServer({
          args: serverArguments,
          env: { BUILD_DIR: build.dir, DATA_DIR: dataDir },
          port: firstPort + index,
        }),
      );
    }
    return await measure(
      Object.fromEntries(builds.map((build, index) => [build.name, servers[index].origin])),
    );
  } finally {
    for (const server of servers) await server.stop();
    for (const dir of [...dataDirs, ...builds.filter((b) => b.temporary).map((b) => b.dir)])
      rmSync(dir, { recursive: true, force: true });
  }
}
