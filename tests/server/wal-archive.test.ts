/**
 * The embedded cluster's archive command, watched from outside: strace on
 * PostgreSQL's archiver shows each segment's copy flushed, renamed and its
 * folder flushed before PostgreSQL counts it archived; a different file
 * already in the spool is never overwritten (PostgreSQL keeps its segment
 * and the server's log says why) and an identical one counts as archived;
 * a segment PostgreSQL cannot archive counts in the lag that Prometheus'
 * alert for an archive behind reads.
 */
import { execFileSync, spawn } from "node:child_process";
import { chmod, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { startArchiver } from "../../server/backup/archiver";
import { folderStorage } from "../../server/backup/storage";
import {
  archiveStatus,
  clusterLayout,
  socketConnection,
  walSpool,
} from "../../server/db/cluster-settings";
import { type EmbeddedCluster, startEmbeddedCluster } from "../../server/db/embedded-cluster";
import { archiveCommand } from "../../server/db/wal-archive-command";
import { whenMade } from "./support/made-in-background";
import { copyFolderContents, newDataDir } from "./support/prepared-data-dir";
import { waitUntil } from "./support/receivers";

let dataDir: string;
let scratch: string;
let cluster: EmbeddedCluster;
const warnings: string[] = [];
const log = {
  info: () => {},
  warn: (details: object, message: string) =>
    warnings.push(`${message}: ${(details as { database?: string }).database}`),
  error: (details: object, message: string) => warnings.push(message),
};

beforeAll(async () => {
  dataDir = await newDataDir("brightway-wal-archive-");
  scratch = await mkdtemp(path.join(tmpdir(), "brightway-wal-archive-scratch-"));
  await copyFolderContents(await whenMade(inject("preparedDataDir")), dataDir);
  // Segments switched by the tests only.
  cluster = await startEmbeddedCluster({ dataDir, log, archive: { timeoutS: 3600 } });
});

afterAll(async () => {
  await cluster?.stop();
  await Promise.all([dataDir, scratch].map((dir) => rm(dir, { recursive: true, force: true })));
});

async function query<Row>(text: string): Promise<Row[]> {
  const client = new pg.Client(socketConnection(clusterLayout(dataDir), "postgres"));
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

const write = () =>
  query("create table if not exists filler (x int); insert into filler values (1)");

/** Writes something, then closes the segment it went into; its name. */
async function switchSegment(): Promise<string> {
  await write();
  const [row] = await query<{ segment: string }>(
    "select pg_walfile_name(pg_switch_wal()) as segment",
  );
  return (row as { segment: string }).segment;
}

interface ArchiverStats {
  archived: number;
  last_archived_wal: string | null;
  failed: number;
  last_failed_wal: string | null;
}

const archiverStats = async () =>
  (
    await query<ArchiverStats>(
      "select archived_count::int as archived, last_archived_wal, failed_count::int as failed, last_failed_wal from pg_stat_archiver",
    )
  )[0] as ArchiverStats;

const archived = (segment: string) =>
  waitUntil(async () => (await archiverStats()).last_archived_wal === segment, 30_000);

const failedOn = (segment: string, failedBefore: number) =>
  waitUntil(async () => {
    const stats = await archiverStats();
    return stats.failed > failedBefore && stats.last_failed_wal === segment;
  }, 30_000);

/** The system calls PostgreSQL's archiver and the programs it runs make while `work` runs. */
async function straced(work: () => Promise<void>): Promise<string[]> {
  const [archiver] = await query<{ pid: number }>(
    "select pid from pg_stat_activity where backend_type = 'archiver'",
  );
  const output = path.join(scratch, `strace-${Date.now()}.txt`);
  const strace = spawn(
    "strace",
    [
      ...["-f", "-y", "-o", output],
      ...["-e", "trace=fsync,fdatasync,rename,renameat,renameat2,openat"],
      ...["-p", String(archiver?.pid)],
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let said = "";
  strace.stderr.on("data", (chunk: Buffer) => (said += chunk.toString()));
  const ended = new Promise((resolve) => strace.once("exit", resolve));
  await waitUntil(() => said.includes("attached") || strace.exitCode !== null, 10_000);
  expect(said).toContain("attached");
  try {
    await work();
  } finally {
    strace.kill("SIGINT");
    await ended;
  }
  return (await readFile(output, "utf8")).split("\n");
}

/** Where in the trace each of these happened first: -1 where it did not. */
function positions(trace: string[], wanted: Record<string, RegExp>) {
  return Object.fromEntries(
    Object.entries(wanted).map(([what, pattern]) => [
      what,
      trace.findIndex((line) => pattern.test(line)),
    ]),
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const flushOf = (file: string) => new RegExp(`\\bf(?:data)?sync\\(\\d+<${escaped(file)}>\\) += 0`);
const renameOf = (from: string, to: string) =>
  new RegExp(`\\brename(?:at2?)?\\(.*"${escaped(from)}".*"${escaped(to)}".* = 0`);
/** PostgreSQL counts a segment archived by renaming its ".ready" mark to ".done". */
const markedDone = (segment: string) =>
  new RegExp(`\\brename(?:at2?)?\\(.*archive_status/${segment}\\.ready".*${segment}\\.done".* = 0`);

describe("the archive command", () => {
  it("flushes the copy, renames it, then flushes the spool, before PostgreSQL counts the segment archived", async () => {
    const spool = walSpool(dataDir);
    let segment = "";
    const trace = await straced(async () => {
      segment = await switchSegment();
      await archived(segment);
    });
    const copy = path.join(spool, segment);
    const at = positions(trace, {
      fileFlushed: flushOf(`${copy}.part`),
      renamed: renameOf(`${copy}.part`, copy),
      folderFlushed: flushOf(spool),
      done: markedDone(segment),
    });
    expect(at.fileFlushed, trace.join("\n")).toBeGreaterThanOrEqual(0);
    expect(at.renamed).toBeGreaterThan(at.fileFlushed as number);
    expect(at.folderFlushed).toBeGreaterThan(at.renamed as number);
    expect(at.done).toBeGreaterThan(at.folderFlushed as number);
    expect((await stat(copy)).size).toBe(16 * 1024 * 1024);
  });

  it("refuses to overwrite a different file in the spool, and counts an identical one archived, flushed", async () => {
    const spool = walSpool(dataDir);
    await write();
    const [next] = await query<{ segment: string }>(
      "select pg_walfile_name(pg_current_wal_insert_lsn()) as segment",
    );
    const segment = (next as { segment: string }).segment;
    const planted = Buffer.from("not this segment\n");
    // Readable by the database's own user, as the spool's files are.
    await writeFile(path.join(spool, segment), planted, { mode: 0o644 });
    const { failed } = await archiverStats();
    expect(await switchSegment()).toBe(segment);
    await failedOn(segment, failed);
    expect((await readFile(path.join(spool, segment))).equals(planted)).toBe(true);
    await waitUntil(() => warnings.length > 0);
    expect(warnings).toEqual([
      `the database could not archive a WAL segment: archive_command refused: ${segment} is already in the spool with other contents; not overwritten`,
    ]);

    // The same bytes as PostgreSQL's segment: archived, and flushed again before it says so.
    const same = await readFile(path.join(clusterLayout(dataDir).pgdata, "pg_wal", segment));
    const trace = await straced(async () => {
      await writeFile(path.join(spool, segment), same, { mode: 0o644 });
      // PostgreSQL retries it by itself; the next segment archived means it was.
      await archived(await switchSegment());
    });
    const at = positions(trace, {
      fileFlushed: flushOf(path.join(spool, segment)),
      folderFlushed: flushOf(spool),
      done: markedDone(segment),
    });
    expect(at.fileFlushed, trace.join("\n")).toBeGreaterThanOrEqual(0);
    expect(at.folderFlushed).toBeGreaterThan(at.fileFlushed as number);
    expect(at.done).toBeGreaterThan(at.folderFlushed as number);
    expect((await readFile(path.join(spool, segment))).equals(same)).toBe(true);
  });

  it("holds any folder name as one word, for sh and for PostgreSQL's %-substitution", async () => {
    const spool = path.join(scratch, `it's a "spool" with $HOME, \`x\`, %f and %%`);
    const source = path.join(scratch, "segment");
    await writeFile(source, "a segment\n");
    await mkdir(spool);
    // PostgreSQL's substitution, as its documentation gives it: %p, %f, and %% for a "%".
    const command = archiveCommand(spool).replace(/%[pf%]/g, (found) =>
      found === "%p" ? source : found === "%f" ? "000000010000000000000001" : "%",
    );
    execFileSync("sh", ["-c", command]);
    expect(await readdir(spool)).toEqual(["000000010000000000000001"]);
    expect(await readFile(path.join(spool, "000000010000000000000001"), "utf8")).toBe(
      "a segment\n",
    );
  });
});

describe("a segment PostgreSQL cannot archive", () => {
  it("counts in the archive's lag, though the spool is empty, until it is archived", async () => {
    const spool = walSpool(dataDir);
    const target = path.join(scratch, "target");
    const archiver = startArchiver({
      spool,
      archiveStatus: archiveStatus(dataDir),
      storage: folderStorage(target),
      key: undefined,
      log,
      intervalMs: 200,
    });
    try {
      await archiver.shipNow();
      expect(await readdir(spool)).toEqual([]);
      // The database's user may no longer write to the spool.
      const { mode } = await stat(spool);
      await chmod(spool, 0o500);
      let stuck = "";
      try {
        const { failed } = await archiverStats();
        stuck = await switchSegment();
        await failedOn(stuck, failed);
        await sleep(2500);
        expect(await readdir(spool)).toEqual([]);
        expect((await archiver.state()).lagS).toBeGreaterThanOrEqual(2);
      } finally {
        await chmod(spool, mode);
      }
      const after = await switchSegment();
      await archived(after);
      const shipped = async () => await readdir(path.join(target, "wal"));
      await waitUntil(async () => (await shipped()).includes(`${after}.gz`), 10_000);
      expect(await shipped()).toContain(`${stuck}.gz`);
      expect(await archiver.state()).toMatchObject({ lagS: 0 });
    } finally {
      await archiver.stop();
    }
  });

  it("fires Prometheus' alert for an archive behind once the lag has stayed past ten minutes for five", async () => {
    const rules = path.resolve("deploy/alerts.yml");
    const tests = path.join(scratch, "archive-behind.test.yml");
    const alerts = (await readFile(rules, "utf8")).match(
      /- alert: BrightwayBackupArchiveBehind[\s\S]*?summary: (.*)\n\s+description: (.*)\n/,
    );
    await writeFile(
      tests,
      [
        `rule_files: [${JSON.stringify(rules)}]`,
        "evaluation_interval: 1m",
        "tests:",
        "  - interval: 1m",
        "    input_series:",
        // The lag as the stuck segment makes it: a minute more every minute.
        `      - series: 'brightway_backup_archive_lag_seconds{job="brightway"}'`,
        "        values: '0+60x30'",
        "    alert_rule_test:",
        "      - alertname: BrightwayBackupArchiveBehind",
        "        eval_time: 15m",
        "        exp_alerts: []",
        "      - alertname: BrightwayBackupArchiveBehind",
        "        eval_time: 16m",
        "        exp_alerts:",
        "          - exp_labels: { job: brightway, severity: critical }",
        "            exp_annotations:",
        `              summary: ${JSON.stringify(alerts?.[1])}`,
        `              description: ${JSON.stringify(alerts?.[2])}`,
        "",
      ].join("\n"),
    );
    const result = (() => {
      try {
        return {
          code: 0,
          output: execFileSync("promtool", ["test", "rules", tests], { encoding: "utf8" }),
        };
      } catch (error) {
        const failed = error as { status: number; stdout: string; stderr: string };
        return { code: failed.status, output: `${failed.stdout}${failed.stderr}` };
      }
    })();
    expect(result.output).toContain("SUCCESS");
    expect(result.code).toBe(0);
  });
});
