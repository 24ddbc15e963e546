/**
 * Which Chromium the browser tests and the bench drive: CHROME_PATH, then
 * Debian's /usr/bin/chromium, else (undefined) Playwright's own download on
 * ordinary machines. The flags keep a headless run off the network.
 */
import { existsSync } from "node:fs";

export const systemChromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumExecutable = existsSync(systemChromium) ? systemChromium : undefined;

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
