#!/usr/bin/env node
/**
 * Our machines' npm registry mirror serves only some platforms' builds of
 * native packages (Rollup, Tailwind's oxide, Pagefind). `npm install` then
 * leaves the other platforms' optional packages out of package-lock.json, and
 * `npm ci` refuses the lock as out of sync. This adds the entries npm writes
 * on a machine with the full registry, from the registry's own record of each
 * version (`npm view`): where to get it, its integrity, its license and the
 * platforms it is for, so that `npm ci` verifies every package it installs
 * and skips the ones that are for other platforms. An entry written earlier
 * without an integrity gets one.
 *
 * Run after any `npm install` that changes the lock: node scripts/complete-lockfile.mjs
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, "utf8"));

/** Package-name parts that name a platform, as `process.platform` and `process.arch` spell it. */
const osOfNamePart = {
  android: "android",
  darwin: "darwin",
  freebsd: "freebsd",
  linux: "linux",
  openbsd: "openbsd",
  openharmony: "openharmony",
  win32: "win32",
  windows: "win32",
  sunos: "sunos",
  aix: "aix",
  netbsd: "netbsd",
};
const cpuNames = ["arm64", "arm", "x64", "ia32", "loong64", "ppc64", "riscv64", "s390x", "wasm32"];

/** The platform a package's name says it is for: used only where the registry's record names none. */
function platformOfName(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.map((part) => osOfNamePart[part]).find(Boolean);
  const cpu = parts.find((part) => cpuNames.includes(part));
  const libc = parts.some((part) => part.startsWith("musl"))
    ? "musl"
    : parts.some((part) => part === "gnu" || part.startsWith("gnueabi"))
      ? "glibc"
      : undefined;
  return { os, cpu, libc };
}

/** The registry's record of one version: `npm view name@version` (an error if it has none). */
function registryRecord(name, version) {
  const output = execFileSync("npm", ["view", `${name}@${version}`, "--json"], {
    encoding: "utf8",
  });
  const record = JSON.parse(output);
  return Array.isArray(record) ? record.at(-1) : record;
}

/** The lock's entry for one per-platform build, as npm writes it with the full registry. */
function lockEntry(name, version, { dev }) {
  const record = registryRecord(name, version);
  const fromName = platformOfName(name);
  const os = record.os ?? (fromName.os ? [fromName.os] : undefined);
  const cpu = record.cpu ?? (fromName.cpu ? [fromName.cpu] : undefined);
  const libc = record.libc ?? (fromName.libc ? [fromName.libc] : undefined);
  if (!record.dist?.integrity || !record.dist?.tarball)
    throw new Error(`the registry's record of ${name}@${version} has no integrity or tarball`);
  return {
    version,
    resolved: record.dist.tarball,
    integrity: record.dist.integrity,
    ...(cpu ? { cpu } : {}),
    ...(dev ? { dev: true } : {}),
    ...(record.license ? { license: record.license } : {}),
    optional: true,
    ...(os ? { os } : {}),
    ...(libc ? { libc } : {}),
  };
}

let added = 0;
let verified = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const parent = location === "" ? "" : `${location}/`;
    const candidates = [`${parent}node_modules/${name}`, `node_modules/${name}`];
    const existing = candidates.find((candidate) => lock.packages[candidate]);
    if (existing && lock.packages[existing].integrity) continue;
    const dev = Boolean(entry.dev);
    if (!existing && !platformOfName(name).cpu) continue; // not a per-platform build: npm's to add
    lock.packages[existing ?? `node_modules/${name}`] = lockEntry(name, version, { dev });
    if (existing) verified += 1;
    else added += 1;
  }
}

const unverified = Object.entries(lock.packages)
  .filter(([location, entry]) => location !== "" && !entry.link && !entry.integrity)
  .map(([location]) => location);
if (unverified.length > 0) {
  console.error(`complete-lockfile: entries with no integrity left: ${unverified.join(", ")}`);
  process.exitCode = 1;
}

lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === "" ? -1 : b === "" ? 1 : a.localeCompare(b),
  ),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  `complete-lockfile: added ${added} platform entries, gave ${verified} earlier ones their integrity`,
);
