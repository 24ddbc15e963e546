/**
 * The W3C Nu HTML checker (vnu-jar, run with Java) over HTML files: its
 * errors as "file:line: message", none when the files are valid.
 */
import { execFileSync } from "node:child_process";

const vnuJar = "node_modules/vnu-jar/build/dist/vnu.jar";

interface VnuMessage {
  url: string;
  message: string;
  lastLine?: number;
}

export function htmlErrors(files: string[]): string[] {
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
  return messages.map(
    ({ url, lastLine, message }) => `${url.replace(/^.*\/client\//, "")}:${lastLine}: ${message}`,
  );
}
