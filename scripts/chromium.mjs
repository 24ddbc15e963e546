/**
 * Which Chromium the browser tests and the benches drive. The flags keep a
 * headless run off the network.
 *
 * - The benches: CHROME_PATH, then Debian's /usr/bin/chromium (the whole
 *   browser, as a visitor runs it), else (undefined) Playwright's own download.
 * - The browser tests: CHROME_PATH, then Debian's headless build of the same
 *   Chromium (package chromium-headless-shell: the same Blink and V8 without
 *   the browser's windowing layers, what Playwright itself runs headless),
 *   then the benches' choice. All of all-routes.spec.ts took 1.5 min on it
 *   against 2.8–2.9 min on the whole browser (docs/testing.md).
 */
import { existsSync } from "node:fs";

export const systemChromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumExecutable = existsSync(systemChromium) ? systemChromium : undefined;

export const headlessShell = "/usr/bin/chromium-headless-shell";

export const testChromiumExecutable =
  process.env.CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumExecutable);

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
