/**
 * The service as docs/deploying.md sets it up and deploy/brightway.service runs it, on a machine
 * without systemd: the guide's own `useradd` line makes the service's user, and the server starts
 * as that user, not root, with the unit's environment, from this release's folder (which that
 * user may read but not write), with its data in a folder of its own made as `StateDirectory=`
 * makes it. Its database runs as the same user; everything it writes is theirs; operators'
 * commands run as that user through deploy/brightway, and as root are refused before they
 * touch anything; SIGTERM to the server alone stops it within the unit's `TimeoutStopSec`, and it
 * starts again with the lead. The guide's §2 (settings, backup folder) and §6 (the way back) run
 * as written, on the tests' own folders.
 */
import { execFile, execFileSync, spawnSync } from "node:child_process";
import {
  chown,
  mkdir,
  readFile,
  readdir,
  readlink,
  stat,
  symlink,
  writeFile,
} from "node:fs/promises";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { bundleRelease } from "../../server/run-bundled.mjs";
import { readSettingsFile } from "../../server/settings-file";
import { ADMIN_TOKEN } from "./support/intake-app";
import { deployingGuide, guideCommands, runCommands } from "./support/deploying-guide";
import { leadsCommand } from "./support/leads-command";
import { descendants } from "./support/process-table";
import { startWebhookReceiver } from "./support/receivers";
import { exportedLeads, postLead, processFixture } from "./support/process-fixture";
import { type ServerProcess, startServerProcess } from "./support/server-process";
import { repositoryRoot } from "./support/site-fixture";

const fixture = processFixture();
const unit = await readFile(path.join(repositoryRoot, "deploy/brightway.service"), "utf8");

/** A `Name=value` setting of the unit's [Service] section (the last, where it repeats). */
const unitSetting = (name: string) =>
  [...unit.matchAll(new RegExp(`^${name}=(.*)$`, "gm"))].at(-1)?.[1] ?? "";

/** Every `Environment=` assignment of the unit. */
const unitEnvironment = () =>
  Object.fromEntries(
    [...unit.matchAll(/^Environment=(.*)$/gm)]
      .flatMap(([, assignments = ""]) => assignments.split(/\s+/))
      .map((assignment) => assignment.split("=", 2)),
  );

function userIds(name: string) {
  const found = spawnSync("getent", ["passwd", name], { encoding: "utf8" });
  if (found.status !== 0) return undefined;
  const [, , uid, gid] = found.stdout.trim().split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

/** A settings file as systemd's `EnvironmentFile=` (and deploy/brightway) reads it. */
const readSettings = (file: string) => Object.fromEntries(readSettingsFile(file).values);

/** The guide's step 1 makes the user; a machine that already has it (an earlier run) keeps it. */
function serviceUser() {
  const name = unitSetting("User");
  const useradd = deployingGuide.split("\n").find((line) => line.startsWith("useradd "));
  expect(useradd).toMatch(new RegExp(`\\s${name}(\\s|$)`));
  if (!userIds(name)) execFileSync("bash", ["-c", useradd as string], { stdio: "pipe" });
  return { name, ...(userIds(name) as { uid: number; gid: number }) };
}

/** deploy/brightway, run as root is told to, for this release. */
function brightway(env: NodeJS.ProcessEnv, ...args: string[]) {
  return new Promise<{ stdout: string; stderr: string }>((resolve, reject) =>
    execFile(
      path.join(repositoryRoot, "deploy/brightway"),
      args,
      { env: { ...process.env, BRIGHTWAY_RELEASE: repositoryRoot, ...env } },
      (error, stdout, stderr) => (error ? reject(error) : resolve({ stdout, stderr })),
    ),
  );
}

/** The owner of a process, from /proc. */
async function processUid(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
}

/** Every file and folder under `folder`, with their owners. */
async function owners(folder: string) {
  const entries = await readdir(folder, { recursive: true });
  return Promise.all(entries.map(async (entry) => (await stat(path.join(folder, entry))).uid));
}

/** SIGTERM to the server alone (KillMode=mixed), and its exit code within TimeoutStopSec. */
async function stopAsSystemd(server: ServerProcess) {
  const limitMs = Number(unitSetting("TimeoutStopSec")) * 1000;
  server.child.kill("SIGTERM");
  const late = new Promise<string>((resolve) =>
    setTimeout(() => resolve("still running"), limitMs),
  );
  const code = await Promise.race([server.exited, late]);
  if (code === "still running") server.kill();
  return code;
}

/** The service's DATA_DIR, as `StateDirectory=` makes it: the user's own, 0700. */
async function serviceDataDir(user: { uid: number; gid: number }) {
  const folder = path.join(await fixture.folder(), "brightway");
  await mkdir(folder, { mode: Number.parseInt(unitSetting("StateDirectoryMode"), 8) });
  await chown(folder, user.uid, user.gid);
  return folder;
}

/**
 * The service's environment: the settings file's over the unit's; the port is the test's own,
 * and no BUILD_DIR: the unit serves the release's own build, as `npm run build` left it.
 */
function serviceEnvironment(dataDir: string, settings: NodeJS.ProcessEnv = {}) {
  const env = { ...unitEnvironment(), ...fixture.env(settings), DATA_DIR: dataDir, HOME: dataDir };
  delete env.PORT;
  delete env.BUILD_DIR;
  return env;
}

/** /etc/brightway/brightway.env as docs/deploying.md §2 writes it, with `lines`. */
async function settingsFile(lines: string[]) {
  const file = path.join(await fixture.folder(), "brightway.env");
  await writeFile(file, ["# as in docs/deploying.md", ...lines, ""].join("\n"), { mode: 0o600 });
  return file;
}

const leadNames = (leads: { name?: string }[]) => leads.map((lead) => lead.name);

describe("the service's user", () => {
  it(
    "runs the server, its database and the operators' commands as that user, who owns all they write, and stops on SIGTERM with the lead kept",
    { timeout: 120_000 },
    async () => {
      const user = serviceUser();
      expect(user.uid).not.toBe(0);
      // This checkout stands in for a release (release.test.ts unpacks a real one): its bundles as
      // `npm run build` makes them, which the service may only read.
      await bundleRelease();
      const dataDir = await serviceDataDir(user);
      const env = serviceEnvironment(dataDir);
      const server = await startServerProcess(env, { user });
      try {
        expect(await processUid(server.child.pid as number)).toBe(user.uid);
        const database = descendants(server.child.pid as number);
        expect(database.length).toBeGreaterThan(0);
        for (const { pid } of database) expect(await processUid(pid)).toBe(user.uid);
        expect((await postLead(server, "Ada Service")).status).toBe(201);
        expect((await fetch(`${server.origin}/pricing`)).status).toBe(200);
        // The first start's rendering and search index, made by its jobs as this user, are served.
        const renderings = await readdir(path.join(dataDir, "live-pages"));
        expect(renderings).toHaveLength(1);
        const searchEntry = "pagefind/pagefind-entry.json";
        const served = await fetch(`${server.origin}/${searchEntry}`);
        expect(await served.text()).toBe(
          await readFile(
            path.join(dataDir, "live-pages", String(renderings[0]), searchEntry),
            "utf8",
          ),
        );

        // The operator's commands: as root, refused before anything is touched; as the service.
        const asRoot = await leadsCommand({ DATA_DIR: dataDir }, "export", "--format", "json");
        expect(asRoot.code).not.toBe(0);
        expect(asRoot.stderr).toContain(`belongs to the user ${user.name}`);
        expect(asRoot.stderr).toContain("`brightway …`");
        // Written as systemd reads them (tests/unit/settings-file.test.ts): quoted, spaced.
        const settings = await settingsFile([
          `ADMIN_TOKEN = '${ADMIN_TOKEN}'`,
          'PUBLIC_ORIGIN="https://www.example.org"',
        ]);
        const exported = await brightway(
          { BRIGHTWAY_SETTINGS: settings, BRIGHTWAY_DATA: dataDir },
          "export",
          "--format",
          "json",
        );
        expect(exported.stderr).toContain("Exported.");
        expect(leadNames(JSON.parse(exported.stdout))).toEqual(["Ada Service"]);
      } finally {
        expect(await stopAsSystemd(server), server.stderr()).toBe(0);
      }
      // With the service stopped, root's command would have made the folders over to postgres.
      const stopped = await leadsCommand({ DATA_DIR: dataDir }, "export", "--format", "json");
      expect(stopped.stderr).toContain(`belongs to the user ${user.name}`);
      expect(new Set(await owners(dataDir))).toEqual(new Set([user.uid]));

      const again = await startServerProcess(env, { user });
      try {
        expect(leadNames(await exportedLeads(again))).toEqual(["Ada Service"]);
      } finally {
        expect(await stopAsSystemd(again), again.stderr()).toBe(0);
      }
    },
  );

  it(
    "runs on the settings §2's commands write, and goes back as §6 says: a base backup by brightway, then the previous release on the data restored in place as it was at the switch",
    { timeout: 180_000 },
    async () => {
      const user = serviceUser();
      await bundleRelease();
      const dataDir = await serviceDataDir(user);
      const scratch = await fixture.folder();
      const backupDir = path.join(scratch, "backups");
      const etc = path.join(scratch, "etc");
      await mkdir(path.join(etc, "brightway"), { recursive: true }); // §1 makes it
      // §1's link to the running release's folder (this checkout, standing in), through which it all runs.
      const releaseLink = path.join(scratch, "brightway");
      await symlink(repositoryRoot, releaseLink);
      const receiver = await startWebhookReceiver();
      // The guide's places, and what stands for each here (the longer names first).
      const places = {
        '"/opt/brightway-releases/$RELEASE"': repositoryRoot,
        "/opt/brightway": releaseLink,
        "/etc/brightway": path.join(etc, "brightway"),
        "/etc/systemd/system": path.join(etc, "systemd/system"),
        "/var/lib/brightway": dataDir,
        "/mnt/backups/brightway": backupDir,
        "https://crm.example.org/hooks/brightway": receiver.url,
      };
      // §2's commands as written: the settings file, the backup folder and the unit's drop-in.
      runCommands(guideCommands("## 2. The settings", places), { PATH: process.env.PATH });
      const settingsPath = path.join(etc, "brightway/brightway.env");
      expect((await stat(settingsPath)).mode & 0o777).toBe(0o600);
      expect((await stat(backupDir)).uid).toBe(user.uid);
      const dropIn = path.join(etc, "systemd/system/brightway.service.d/backups.conf");
      expect(await readFile(dropIn, "utf8")).toBe(`[Service]\nReadWritePaths=${backupDir}\n`);
      const settings = readSettings(settingsPath);
      expect(Object.keys(settings)).toContain("BACKUP_ENCRYPTION_KEY");

      const wrapperEnv = {
        BRIGHTWAY_SETTINGS: settingsPath,
        BRIGHTWAY_DATA: dataDir,
        BRIGHTWAY_RELEASE: releaseLink,
      };
      const env = serviceEnvironment(dataDir, settings);
      const server = await startServerProcess(env, { user, cwd: releaseLink });
      let switchedAt = "";
      try {
        expect((await postLead(server, "Grace Before")).status).toBe(201);
        // Step 1, with the service running.
        const backedUp = await brightway(wrapperEnv, "backup", "now");
        expect(backedUp.stdout + backedUp.stderr).toMatch(/base backup/i);
        // The drill's restore and checks, in DATA_DIR, as this user.
        const verified = await brightway(wrapperEnv, "backup", "verify");
        expect(verified.stdout + verified.stderr).toMatch(
          /The backup restores: .* 1 lead\(s\) as live/,
        );
        await expect.poll(() => receiver.acknowledged().length).toBe(1);
        // Step 3's moment: the data is restored as it was then.
        switchedAt = new Date().toISOString();
        expect((await postLead(server, "Grace After")).status).toBe(201);
        // What the next release writes after the switch reaches the backups within the lag limit.
        const shippedAt = async () => {
          const health = await fetch(`${server.origin}/api/admin/health`, {
            headers: { authorization: `Bearer ${settings.ADMIN_TOKEN}` },
          });
          return ((await health.json()) as { backup: { lastShippedAt?: string } }).backup
            .lastShippedAt;
        };
        const posted = new Date().toISOString();
        await expect
          .poll(shippedAt, { timeout: 30_000, interval: 500 })
          .toSatisfy((at?: string) => at !== undefined && at > posted);
      } finally {
        expect(await stopAsSystemd(server), server.stderr()).toBe(0);
        await receiver.close();
      }
      const key = await readFile(path.join(dataDir, "recovery-codes.key"));

      // Step 4's commands as written, on this test's folders; systemctl is the test's.
      const commands = guideCommands("4. To go back", places);
      expect(commands).toHaveLength(5);
      runCommands(commands, {
        ...process.env,
        ...wrapperEnv,
        SWITCHED_AT: switchedAt,
        PATH: `${path.join(repositoryRoot, "deploy")}:${process.env.PATH}`,
      });
      expect(await readlink(releaseLink)).toBe(repositoryRoot);
      expect(await readFile(path.join(dataDir, "recovery-codes.key"))).toEqual(key);
      expect(new Set(await owners(dataDir))).toEqual(new Set([user.uid]));

      const restored = await startServerProcess(env, { user, cwd: releaseLink });
      try {
        const exported = await brightway(wrapperEnv, "export", "--format", "json");
        expect(leadNames(JSON.parse(exported.stdout))).toEqual(["Grace Before"]);
      } finally {
        expect(await stopAsSystemd(restored), restored.stderr()).toBe(0);
      }
    },
  );
});
