/**
 * Where the browser tests find Chromium: CHROME_PATH, then Debian's
 * /usr/bin/chromium, else Playwright's own download on ordinary machines.
 */
import { existsSync } from "node:fs";

const systemChromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumExecutable = existsSync(systemChromium) ? systemChromium : undefined;

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
