/**
 * Debian's Prometheus tools, as an operator's monitoring would use them: `promtool` checks the
 * exposition and the alerting rules, and a real Prometheus (loopback only, storage in a scratch
 * folder) scrapes a server with its token and answers queries.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect } from "vitest";

import { freePort } from "../../../scripts/free-port";

/** What `promtool check …` says of `input` (a file's path, or text on standard input). */
export function promtool(args: string[], input?: string) {
  const result = spawnSync("promtool", ["check", ...args], { encoding: "utf8", input });
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

export interface Prometheus {
  /** The value of the query's first series, or undefined while it has none. */
  value: (query: string) => Promise<string | undefined>;
  stop: () => Promise<void>;
}

/** Starts Prometheus scraping `target` (host:port) every second with `token`. */
export async function startPrometheus(target: string, token: string): Promise<Prometheus> {
  const folder = await mkdtemp(path.join(tmpdir(), "brightway-prometheus-"));
  const config = path.join(folder, "prometheus.yml");
  await writeFile(
    config,
    [
      "scrape_configs:",
      "  - job_name: brightway",
      "    scrape_interval: 1s",
      "    authorization:",
      `      credentials: ${token}`,
      "    static_configs:",
      `      - targets: ["${target}"]`,
      "",
    ].join("\n"),
  );
  const port = await freePort();
  const child: ChildProcess = spawn(
    "prometheus",
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(folder, "data")}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: "ignore" },
  );
  const value = async (query: string) => {
    const url = `http://127.0.0.1:${port}/api/v1/query?query=${encodeURIComponent(query)}`;
    const answer = await fetch(url).catch(() => undefined);
    if (!answer?.ok) return undefined;
    const { data } = (await answer.json()) as { data: { result: { value: [number, string] }[] } };
    return data.result[0]?.value[1];
  };
  return {
    value,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** Waits (polling) until Prometheus reports `query` with `expected`. */
export async function expectQuery(prometheus: Prometheus, query: string, expected: string) {
  await expect
    .poll(() => prometheus.value(query), { timeout: 15_000, interval: 250 })
    .toBe(expected);
}
