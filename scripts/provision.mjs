#!/usr/bin/env node
/**
 * npm test's first step: make sure the browser tests have a Chromium (on
 * Debian, its headless build too: scripts/chromium.mjs), the
 * HTML checker (vnu.jar) a Java, the deploy files' tests Caddy and
 * systemd-analyze, the metrics' tests Prometheus (promtool and the server), the images' tests
 * exiftool, the archive's tests strace and the tar's test Debian's Python. On Debian or Ubuntu as
 * root, missing ones are installed with apt-get; elsewhere Chromium comes from
 * `npx playwright install chromium`. When neither works, it stops at once
 * with the command that would.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

import { chromium } from "@playwright/test";

import { headlessShell, systemChromium } from "./chromium.mjs";

const hasChromium = () => existsSync(systemChromium) || existsSync(chromium.executablePath());
const answers = (command, args) => spawnSync(command, args, { stdio: "ignore" }).status === 0;
const hasJava = () => answers("java", ["-version"]);
const hasCaddy = () => answers("caddy", ["version"]);
const hasSystemdAnalyze = () => answers("systemd-analyze", ["--version"]);
const hasExiftool = () => answers("exiftool", ["-ver"]);
const hasStrace = () => answers("strace", ["-V"]);
const hasPython = () => answers("/usr/bin/python3", ["--version"]);
const hasPrometheus = () =>
  answers("promtool", ["--version"]) && answers("prometheus", ["--version"]);
const canUseApt = process.getuid?.() === 0 && existsSync("/etc/debian_version");
/** Debian's headless Chromium halves the browser tests' time; elsewhere they run on Chromium. */
const hasHeadlessShell = () =>
  Boolean(process.env.CHROME_PATH) || !canUseApt || existsSync(headlessShell);

function run(command, args, env = {}) {
  console.log(`provision: ${command} ${args.join(" ")}`);
  return (
    spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).status === 0
  );
}

function stop(message) {
  console.error(`provision: ${message}`);
  process.exit(1);
}

const missing = [
  ...(hasChromium() ? [] : [{ what: "Chromium (browser tests)", debian: "chromium" }]),
  ...(hasHeadlessShell()
    ? []
    : [{ what: "headless Chromium (browser tests)", debian: "chromium-headless-shell" }]),
  ...(hasJava() ? [] : [{ what: "Java (HTML validity test)", debian: "default-jre-headless" }]),
  ...(hasCaddy() ? [] : [{ what: "Caddy (the deploy files' test)", debian: "caddy" }]),
  ...(hasSystemdAnalyze() ? [] : [{ what: "systemd-analyze (the same)", debian: "systemd" }]),
  ...(hasPrometheus() ? [] : [{ what: "Prometheus (the metrics' tests)", debian: "prometheus" }]),
  ...(hasExiftool()
    ? []
    : [{ what: "exiftool (the images' metadata tests)", debian: "libimage-exiftool-perl" }]),
  ...(hasStrace() ? [] : [{ what: "strace (the WAL archive's flush test)", debian: "strace" }]),
  ...(hasPython() ? [] : [{ what: "Python (the tar test's second reader)", debian: "python3" }]),
];

if (missing.length > 0 && canUseApt) {
  console.log(`provision: installing ${missing.map((item) => item.what).join(" and ")}`);
  const aptEnv = { DEBIAN_FRONTEND: "noninteractive" };
  const installed =
    run("apt-get", ["update"], aptEnv) &&
    run("apt-get", ["install", "-y", ...missing.map((item) => item.debian)], aptEnv);
  if (!installed)
    stop("apt-get could not install the packages above; install them and run npm test again.");
} else if (!hasChromium()) {
  if (!run("npx", ["playwright", "install", "chromium"]) || !hasChromium()) {
    stop(
      "no Chromium found. Install one (Debian/Ubuntu: apt-get install -y chromium; elsewhere: npx playwright install chromium) or set CHROME_PATH, then run npm test again.",
    );
  }
}
if (!hasJava()) {
  stop(
    "no Java found for the HTML checker. Install Java 11 or newer (Debian/Ubuntu: apt-get install -y default-jre-headless), then run npm test again.",
  );
}
if (!hasChromium())
  stop("Chromium is still missing after installing it; set CHROME_PATH to its executable.");
if (
  !hasCaddy() ||
  !hasSystemdAnalyze() ||
  !hasPrometheus() ||
  !hasExiftool() ||
  !hasStrace() ||
  !hasPython()
) {
  stop(
    "the deploy, metrics, images, archive and tar tests need caddy, systemd-analyze, promtool, prometheus, exiftool, strace and /usr/bin/python3 (Debian/Ubuntu: apt-get install -y caddy systemd prometheus libimage-exiftool-perl strace python3), then run npm test again.",
  );
}
