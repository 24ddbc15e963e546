import { execFileSync } from "node:child_process";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { htmlFiles } from "../../scripts/static-files";

// The webServer has built the site before any test runs.
const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");
const vnuJar = "node_modules/vnu-jar/build/dist/vnu.jar";

interface VnuMessage {
  url: string;
  message: string;
  lastLine?: number;
}

test("every pre-rendered page is valid HTML (W3C Nu checker)", async () => {
  const files = await htmlFiles(clientDir);
  expect(files.length).toBeGreaterThanOrEqual(24);
  // vnu exits non-zero when it finds errors; the JSON report is on stderr either way.
  let report = "";
  try {
    execFileSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], {
      stdio: ["ignore", "ignore", "pipe"],
    });
  } catch (error) {
    const { status, stderr } = error as { status?: number | null; stderr?: Buffer };
    if (status !== 1) throw error; // Java missing or the checker crashed: not a pass.
    report = String(stderr);
  }
  const messages = report ? (JSON.parse(report) as { messages: VnuMessage[] }).messages : [];
  const errors = messages.map(
    ({ url, lastLine, message }) => `${url.replace(/^.*\/client\//, "")}:${lastLine}: ${message}`,
  );
  expect(errors).toEqual([]);
});
