/**
 * deploy/brightway run by root in a terminal (`script` gives it one): the command runs as the
 * service's user in a session of its own with no controlling terminal, so it cannot reach root's
 * terminal (no /dev/tty, no TIOCSTI); its output still shows in that terminal, which it holds
 * write-only; its exit code is the wrapper's; ending the wrapper ends the command; and it has the
 * settings file's values as the service has them (systemd's reading,
 * tests/unit/settings-file.test.ts), quotes and spaces included. The command here is a stand-in
 * release's `server/brightway.mjs` that reports what it has; the release's reader of the settings
 * file is this checkout's.
 */
import { execFile, execFileSync, spawn, spawnSync } from "node:child_process";
import { chmod, chown, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { parseSettings } from "../../server/settings-file";
import { deployingGuide } from "./support/deploying-guide";
import { repositoryRoot } from "./support/site-fixture";

const run = promisify(execFile);
const wrapper = path.join(repositoryRoot, "deploy/brightway");

/** A settings file with what a shell's `export "$line"` would have read otherwise. */
const SETTINGS = [
  "# as an operator writes it",
  'SETTING_QUOTED="a quoted value"',
  "SETTING_SPACED =  two  words  ",
  "SETTING_SINGLE='it''s $HOME'",
  'SETTING_ESCAPED="say \\"hi\\" \\$5"',
  "",
].join("\n");

/** What the command reports of itself: its session, its terminal, and what it can do with them. */
const reportingCommand = `
import { closeSync, openSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
const stat = readFileSync("/proc/self/stat", "utf8");
// Fields after "(comm)": state, ppid, pgrp, session, tty_nr.
const [, , , session, ttyNr] = stat.slice(stat.lastIndexOf(")") + 2).split(" ").map(Number);
const attempt = (step) => { try { step(); return "ok"; } catch (error) { return error.code; } };
if (process.argv[2] === "wait") {
  writeFileSync(process.argv[3], String(process.pid));
  setInterval(() => {}, 1000);
} else {
  console.log("REPORT " + JSON.stringify({
    pid: process.pid,
    uid: process.getuid(),
    session,
    ttyNr,
    devTty: attempt(() => closeSync(openSync("/dev/tty", "r+"))),
    stdoutIsTerminal: process.stdout.isTTY === true,
    // O_ACCMODE of the open file: 1 write-only, 2 read and write.
    stdoutAccess: parseInt(/^flags:\\s+(\\d+)/m.exec(readFileSync("/proc/self/fdinfo/1", "utf8"))[1], 8) & 3,
    stdin: readlinkSync("/proc/self/fd/0"),
    settings: Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith("SETTING_"))),
  }));
  console.error("on standard error");
  process.exitCode = Number(process.argv[2] ?? 0);
}
`;

let scratch: string;
let env: NodeJS.ProcessEnv;
let service: { uid: number; gid: number };

/** The guide's step 1 makes the service's user; a machine that already has it keeps it. */
function serviceUser() {
  const id = (option: string) => spawnSync("id", [option, "brightway"], { encoding: "utf8" });
  if (id("-u").status !== 0) {
    const useradd = deployingGuide.split("\n").find((line) => line.startsWith("useradd "));
    execFileSync("bash", ["-c", useradd ?? "false"], { stdio: "pipe" });
  }
  return { uid: Number(id("-u").stdout), gid: Number(id("-g").stdout) };
}

beforeAll(async () => {
  service = serviceUser();
  scratch = await mkdtemp(path.join(tmpdir(), "brightway-wrapper-"));
  await chmod(scratch, 0o755);
  const release = path.join(scratch, "release");
  await mkdir(path.join(release, "server"), { recursive: true });
  await writeFile(path.join(release, "server/brightway.mjs"), reportingCommand);
  const reader = "server/settings-exports.mjs";
  await symlink(path.join(repositoryRoot, reader), path.join(release, reader));
  const settings = path.join(scratch, "brightway.env");
  await writeFile(settings, SETTINGS, { mode: 0o600 });
  env = {
    PATH: process.env.PATH,
    BRIGHTWAY_RELEASE: release,
    BRIGHTWAY_SETTINGS: settings,
    BRIGHTWAY_DATA: scratch,
  };
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** The wrapper run by root's shell in a terminal of its own; everything the terminal showed. */
async function inTerminal(...args: string[]) {
  const command = `tty; exec ${wrapper} ${args.join(" ")}`;
  return run("script", ["--quiet", "--return", "--command", command, "/dev/null"], {
    env: { ...env, SHELL: "/bin/sh" },
  }).then(
    ({ stdout }) => ({ code: 0, shown: stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, shown: error.stdout }),
  );
}

function report(shown: string) {
  const line = shown.split(/\r?\n/).find((text) => text.startsWith("REPORT "));
  return JSON.parse(line?.slice("REPORT ".length) ?? "null") as {
    pid: number;
    uid: number;
    session: number;
    ttyNr: number;
    devTty: string;
    stdoutIsTerminal: boolean;
    stdoutAccess: number;
    stdin: string;
    settings: Record<string, string>;
  };
}

describe("brightway in root's terminal", () => {
  it("runs the command as the service's user, in a session of its own with no controlling terminal", async () => {
    const { code, shown } = await inTerminal();
    expect(code).toBe(0);
    // Root's shell had a terminal…
    expect(shown).toMatch(/^\/dev\/pts\/\d+\r?$/m);
    const command = report(shown);
    expect(command.uid).toBe(service.uid);
    // …the command none: no tty, the leader of its own session, /dev/tty refused.
    expect(command.ttyNr).toBe(0);
    expect(command.session).toBe(command.pid);
    expect(command.devTty).toBe("ENXIO");
    // Its output still reaches root's terminal, which it can write and not read.
    expect(command.stdoutIsTerminal).toBe(true);
    expect(shown).toContain("on standard error");
    expect(command.stdoutAccess).toBe(1);
    expect(command.stdin).toBe("/dev/null");
  });

  it("gives the command the settings file's values as the service reads them, quotes and spaces included", async () => {
    const { code, shown } = await inTerminal();
    expect(code).toBe(0);
    const expected = {
      SETTING_QUOTED: "a quoted value",
      SETTING_SPACED: "two  words",
      SETTING_SINGLE: "its $HOME",
      SETTING_ESCAPED: 'say "hi" $5',
    };
    expect(Object.fromEntries(parseSettings(SETTINGS).values)).toEqual(expected);
    expect(report(shown).settings).toEqual(expected);
  });

  it("refuses a settings file it cannot read as the service does, before the command runs", async () => {
    const unreadable = path.join(scratch, "not-text.env");
    await writeFile(unreadable, Buffer.from([0x41, 0x3d, 0xff, 0x0a]), { mode: 0o600 });
    const refused = await run(wrapper, [], {
      env: { ...env, BRIGHTWAY_SETTINGS: unreadable },
    }).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stdout: "" });
    expect(refused.stderr).toBe(
      `brightway: The settings file ${unreadable} cannot be read: it is not UTF-8 text.\n`,
    );
  });

  it("still answers to brightway-leads, saying it is now brightway", async () => {
    const { stdout, stderr } = await run(path.join(repositoryRoot, "deploy/brightway-leads"), [], {
      env,
    });
    expect(stderr).toContain("brightway-leads is now called brightway");
    expect(report(stdout).settings.SETTING_QUOTED).toBe("a quoted value");
  });

  it("answers with the command's exit code", async () => {
    expect((await inTerminal("3")).code).toBe(3);
  });

  it("ends the command when it is ended itself (Ctrl-C, a closed terminal)", async () => {
    const folder = path.join(scratch, "run");
    await mkdir(folder);
    await chown(folder, service.uid, service.gid);
    const pidFile = path.join(folder, "command.pid");
    const wrapped = spawn(wrapper, ["wait", pidFile], { env, stdio: "ignore" });
    const exited = new Promise((resolve) => wrapped.once("exit", resolve));
    await expect
      .poll(() => readFile(pidFile, "utf8").catch(() => ""), { timeout: 10_000 })
      .not.toBe("");
    const commandPid = Number(await readFile(pidFile, "utf8"));
    wrapped.kill("SIGINT");
    await exited;
    // Gone, or a zombie waiting for PID 1 to reap it.
    const state = () =>
      readFile(`/proc/${commandPid}/stat`, "utf8").then(
        (stat) => stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3),
        () => "gone",
      );
    try {
      await expect.poll(state, { timeout: 10_000 }).toMatch(/^(gone|Z)$/);
    } finally {
      if ((await state()) !== "gone") process.kill(commandPid, "SIGKILL");
    }
  });
});
