#!/usr/bin/env node
/**
 * Our machines' npm registry mirror serves only some platforms' builds of
 * native packages (Rollup, Tailwind's oxide). `npm install` then leaves the
 * other platforms' optional packages out of package-lock.json, and `npm ci`
 * refuses the lock as out of sync. This adds the entries npm writes on a
 * machine with the full registry: name, version and platform, marked
 * optional, so `npm ci` skips them on platforms they are not for.
 *
 * Run after any `npm install` that changes the lock: node scripts/complete-lockfile.mjs
 */
import { readFileSync, writeFileSync } from "node:fs";

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, "utf8"));

const osNames = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "openbsd",
  "openharmony",
  "win32",
  "sunos",
  "aix",
  "netbsd",
];
const cpuNames = ["arm64", "arm", "x64", "ia32", "loong64", "ppc64", "riscv64", "s390x", "wasm32"];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((part) => osNames.includes(part));
  const cpu = parts.find((part) => cpuNames.includes(part));
  const libc = parts.some((part) => part.startsWith("musl"))
    ? "musl"
    : parts.some((part) => part === "gnu" || part.startsWith("gnueabi"))
      ? "glibc"
      : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const parent = location === "" ? "" : `${location}/`;
    const candidates = [`${parent}node_modules/${name}`, `node_modules/${name}`];
    if (candidates.some((candidate) => lock.packages[candidate])) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!cpu) continue; // not a per-platform build: leave it to npm
    lock.packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
      cpu: [cpu],
      ...(libc ? { libc: [libc] } : {}),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === "" ? -1 : b === "" ? 1 : a.localeCompare(b),
  ),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
