/**
 * Debian's Prometheus tools, as an operator's monitoring would use them: `promtool` checks the
 * exposition and the alerting rules, and a real Prometheus (loopback only, its configuration and
 * storage in a test's folder) scrapes a server with its token and answers queries.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
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
  /** The names of the alerting rules it loaded. */
  alertNames: () => Promise<string[]>;
  stop: () => Promise<void>;
}

/**
 * Starts Prometheus on the configuration in `folder` (its prometheus.yml and the files that names),
 * scraping and evaluating every second instead of Prometheus' default minute.
 */
export async function startPrometheus(folder: string): Promise<Prometheus> {
  const config = path.join(folder, "prometheus.yml");
  const asWritten = await readFile(config, "utf8");
  await writeFile(
    config,
    `global:\n  scrape_interval: 1s\n  evaluation_interval: 1s\n${asWritten}`,
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
  const api = async <T>(query: string) => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/v1/${query}`).catch(() => undefined);
    return answer?.ok ? ((await answer.json()) as { data: T }).data : undefined;
  };
  const value = async (query: string) => {
    const data = await api<{ result: { value: [number, string] }[] }>(
      `query?query=${encodeURIComponent(query)}`,
    );
    return data?.result[0]?.value[1];
  };
  const alertNames = async () => {
    const data = await api<{ groups: { rules: { name: string }[] }[] }>("rules?type=alert");
    return (data?.groups ?? []).flatMap((group) => group.rules.map((rule) => rule.name));
  };
  return {
    value,
    alertNames,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
    },
  };
}

/** Waits (polling) until Prometheus reports `query` with `expected`. */
export async function expectQuery(prometheus: Prometheus, query: string, expected: string) {
  await expect
    .poll(() => prometheus.value(query), { timeout: 15_000, interval: 250 })
    .toBe(expected);
}
