/**
 * A lean server: the memory of `npm start` with BACKUP_DIR set
 * and the sample entries, on one DATA_DIR, as its server's RSS, its
 * database's PSS and the PSS of its jobs (a rendering, a base backup or the drill, and Pagefind,
 * processes that live only while they work), summed as serverMemoryMb sums
 * them. In this order:
 * - idle after the first start (content/ imported, a base backup taken);
 * - idle after KILL_ROUNDS rounds of kill -9 of the process group under a
 *   trickle of leads, each started again 0.1 s later;
 * - idle after 20 entries published and a backup drill run, both through
 *   the console's API;
 * - idle after a restart (SIGTERM, started again), then after another with
 *   500 more entries in two languages (publishing-seed.ts, the server
 *   stopped): the restart's figure, and the difference;
 * - peaks, sampled every 100 ms: while publishing, during the drill, and
 *   during a base backup: the first start's, and one a later start takes
 *   because BACKUP_DIR names a new, empty folder.
 * Each idle figure is the median of the samples taken every 0.5 s from 50 s
 * to 60 s after its event (the start, or the drill's answer).
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { baseBackupDone, serve } from "./backup-steps.mjs";
import { consoleApi, jobContent, jobModel } from "./console-api.mjs";
import { sendLead } from "./intake.mjs";
import { sampleMemory, tool } from "./processes.mjs";

const KILL_ROUNDS = 5;
/** Leads posted one at a time, this far apart, through every kill round. */
const LEAD_GAP_MS = 50;
const LOAD_PER_ROUND_MS = 2000;
const PUBLISHES = 20;
const EXTRA_ENTRIES = 500;
const IDLE_FROM_S = 50;
const IDLE_UNTIL_S = 60;
const IDLE_EVERY_MS = 500;
const PEAK_EVERY_MS = 100;
/** A start with 500 more entries draws their pages before it listens (as publishing.mjs allows). */
const ENTRIES_START_TIMEOUT_S = 900;

const TARGETS = { idleMb: 120, publishedIdleMb: 130, entriesMb: 8, peakMb: 256 };

/** The bench's one server on its DATA_DIR, started, stopped and killed in turn. */
function siteOn(storage) {
  let server;
  const site = {
    dataDir: storage.dataDir,
    pid: () => server.pid,
    origin: () => server.origin,
    start: async (options = {}) => {
      server = await serve({ ...storage, ...options });
    },
    stop: async () => {
      await server?.stop();
      server = undefined;
    },
    kill: async () => {
      await server.kill();
      server = undefined;
    },
    restart: async () => {
      await site.stop();
      await site.start();
    },
  };
  return site;
}

const byTotal = (a, b) => a.totalMb - b.totalMb;

/**
 * The median sample of those taken from IDLE_FROM_S to IDLE_UNTIL_S from
 * now, and in how many of them a job (a rendering, a backup job, Pagefind) was alive.
 */
async function idleFromNow(pid) {
  await sleep(IDLE_FROM_S * 1000);
  const sampler = sampleMemory(pid, IDLE_EVERY_MS);
  await sleep((IDLE_UNTIL_S - IDLE_FROM_S) * 1000);
  sampler.stop();
  const { samples } = sampler;
  return {
    ...samples.toSorted(byTotal)[Math.floor(samples.length / 2)],
    samples: samples.length,
    jobsSeen: samples.filter((sample) => sample.jobs.length > 0).length,
  };
}

/** The sample with the most memory, of those taken from `from` to `to` (ms since the epoch). */
const peakOf = (samples, from = 0, to = Infinity) =>
  samples
    .filter((sample) => sample.at >= from && sample.at <= to)
    .toSorted(byTotal)
    .at(-1);

/** The peak sample while `work` runs. */
async function peakWhile(pid, work) {
  const sampler = sampleMemory(pid, PEAK_EVERY_MS);
  try {
    await work();
    return peakOf(sampler.samples);
  } finally {
    sampler.stop();
  }
}

/**
 * Starts the site backed up to `backupDir`, which has no base backup yet,
 * so the start takes one: the peak sample while it was being taken.
 */
async function startWithBaseBackup(site, backupDir) {
  let sampler;
  try {
    await site.start({
      backupDir,
      onSpawned: (pid) => (sampler = sampleMemory(pid, PEAK_EVERY_MS)),
    });
    const base = await baseBackupDone(backupDir);
    // A sample's margin either side: a short backup may fall between two samples.
    const from = Date.parse(base.startedAt) - PEAK_EVERY_MS;
    return peakOf(sampler.samples, from, Date.parse(base.finishedAt) + PEAK_EVERY_MS);
  } finally {
    sampler?.stop();
  }
}

/** One lead every LEAD_GAP_MS until `stop()`, whether the server is up or not; `stop` answers how many were stored. */
function trickleLeads(origin) {
  let posting = true;
  let stored = 0;
  const done = (async () => {
    for (let index = 0; posting; index += 1) {
      const status = await sendLead(origin, index)
        .then(async (response) => (await response.arrayBuffer(), response.status))
        .catch(() => 0); // killed, or not listening yet
      if (status === 201) stored += 1;
      await sleep(LEAD_GAP_MS);
    }
  })();
  return {
    stop: async () => {
      posting = false;
      await done;
      return stored;
    },
  };
}

/** KILL_ROUNDS times: leads trickling in, kill -9 of the process group, a new start 0.1 s later. */
async function killRounds(site) {
  const trickle = trickleLeads(site.origin());
  let stored;
  try {
    for (let round = 0; round < KILL_ROUNDS; round += 1) {
      await sleep(LOAD_PER_ROUND_MS);
      await site.kill();
      await sleep(100);
      await site.start();
    }
  } finally {
    stored = await trickle.stop();
  }
  return stored;
}

/** PUBLISHES job postings, each created and published; the last one must then answer. */
async function publishJobs(api, model, origin) {
  let slug;
  for (let index = 0; index < PUBLISHES; index += 1) {
    slug = `bench-lean-${index}`;
    const { id, revision } = await api("/entries", {
      collection: "careers",
      slug,
      content: jobContent(model, `Bench Lean ${index}`),
    });
    await api(`/entries/${id}/publish`, { revision });
  }
  const last = await fetch(`${origin}/careers/${slug}`);
  if (last.status !== 200) throw new Error(`/careers/${slug} answered ${last.status}`);
}

/** The owners' "run the drill now": restore the newest backup into a scratch folder and check it. */
async function runDrill(api) {
  const { lastDrill } = await api("/backups/drill");
  if (!lastDrill?.ok) throw new Error(`the drill failed: ${lastDrill?.problem}`);
}

/** The peaks while publishing and during the drill, both through the console's API. */
async function publishAndDrill(site, origin) {
  const api = consoleApi(origin, tool("scripts/bench/console-session.ts", site.dataDir));
  const model = jobModel();
  const publishing = await peakWhile(site.pid(), () => publishJobs(api, model, origin));
  const drill = await peakWhile(site.pid(), () => runDrill(api));
  return { publishing, drill };
}

/** Idle after a restart, then after another with EXTRA_ENTRIES more entries seeded meanwhile. */
async function idleBeforeAndAfterEntries(site) {
  await site.restart();
  const before = await idleFromNow(site.pid());
  await site.stop();
  tool("scripts/bench/publishing-seed.ts", site.dataDir, String(EXTRA_ENTRIES));
  await site.start({ startTimeoutS: ENTRIES_START_TIMEOUT_S });
  const after = await idleFromNow(site.pid());
  return { before, after };
}

export async function benchLean({ buildDir, port }) {
  const started = performance.now();
  const scratch = mkdtempSync(path.join(tmpdir(), "brightway-bench-lean-"));
  chmodSync(scratch, 0o755); // as root, the database's own user must pass through
  const at = (name) => path.join(scratch, name);
  const site = siteOn({ dataDir: at("data"), backupDir: at("backup"), buildDir, port });
  try {
    const firstBaseBackup = await startWithBaseBackup(site, at("backup"));
    const firstStart = await idleFromNow(site.pid());
    const leadsStored = await killRounds(site);
    const killed = await idleFromNow(site.pid());
    const peaks = await publishAndDrill(site, `http://localhost:${port}`);
    const published = await idleFromNow(site.pid());
    // The restart's figure is also the one before the entries: a minute's wait less.
    const entries = await idleBeforeAndAfterEntries(site);
    await site.stop();
    const laterBaseBackup = await startWithBaseBackup(site, at("new-backup"));
    return {
      idle: { firstStart, restart: entries.before, killed, published },
      leadsStored,
      entries,
      peaks: { ...peaks, firstBaseBackup, laterBaseBackup },
      minutes: (performance.now() - started) / 60_000,
    };
  } finally {
    await site.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

const mb = (value) => `${value.toFixed(0)} MB`;
const met = (ok) => (ok ? "met" : "**not met**");

/** By the job's entry, or its command name in /proc (cut to 15 characters). */
const JOB_NAMES = {
  "render-job": "rendering job",
  "search-job": "search index job",
  "backup-job": "backup job",
  pagefind_extend: "Pagefind",
};

const jobsAt = (sample) =>
  sample.jobs.map((job) => `${JOB_NAMES[job.command] ?? job.command} ${mb(job.mb)}`).join(", ");

/** The jobs of a peak sample; for an idle figure, how many of its samples saw one. */
function jobsCell(sample) {
  if (sample.samples === undefined) return jobsAt(sample) || "none";
  if (sample.jobsSeen === 0) return `none in ${sample.samples} samples`;
  return `in ${sample.jobsSeen} of ${sample.samples} samples; at the median: ${jobsAt(sample) || "none"}`;
}

const row = (what, sample, target) =>
  `| ${what} | ${mb(sample.serverMb)} | ${mb(sample.databaseMb)} | ${jobsCell(sample)} | **${mb(sample.totalMb)}** | ${target} |`;

const atMost = (limit, value) => `≤ ${limit} MB: ${met(value <= limit)}`;

export function leanTable({ idle, leadsStored, entries, peaks, minutes }) {
  const { before, after } = entries;
  const added = after.totalMb - before.totalMb;
  const signed = (value) => `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(0)} MB`;
  const change = (part) => `${mb(before[part])} → ${mb(after[part])}`;
  const peakRow = (what, sample) =>
    sample
      ? row(what, sample, atMost(TARGETS.peakMb, sample.totalMb))
      : `| ${what} | — | — | — | no sample | — |`;
  return [
    `A lean server: \`npm start\` with BACKUP_DIR set and the sample entries, one DATA_DIR; idle = median of the samples from ${IDLE_FROM_S} to ${IDLE_UNTIL_S} s after the event, peaks sampled every ${PEAK_EVERY_MS} ms; total = server RSS + the PSS of every process under it (${minutes.toFixed(1)} min)`,
    "",
    "| what | server RSS | database PSS | jobs alive, PSS | total | target |",
    "|---|---|---|---|---|---|",
    row(
      "idle after the first start (content/ imported, a base backup taken)",
      idle.firstStart,
      atMost(TARGETS.idleMb, idle.firstStart.totalMb),
    ),
    row(
      "idle after a restart (SIGTERM, started again), taken after the kill -9 rounds, the publishing and the drill",
      idle.restart,
      atMost(TARGETS.idleMb, idle.restart.totalMb),
    ),
    row(
      `idle after ${KILL_ROUNDS} rounds of kill -9 of the process group, each started again 0.1 s later, a lead every ${LEAD_GAP_MS} ms throughout (${leadsStored} stored)`,
      idle.killed,
      atMost(TARGETS.idleMb, idle.killed.totalMb),
    ),
    row(
      `idle after publishing ${PUBLISHES} entries and a backup drill (console API)`,
      idle.published,
      atMost(TARGETS.publishedIdleMb, idle.published.totalMb),
    ),
    `| idle after that restart → after another with ${EXTRA_ENTRIES} more entries in two languages | ${change("serverMb")} | ${change("databaseMb")} | ${jobsCell(before)}; ${jobsCell(after)} | **${mb(before.totalMb)} → ${mb(after.totalMb)} (${signed(added)})** | ≤ +${TARGETS.entriesMb} MB: ${met(added <= TARGETS.entriesMb)} |`,
    peakRow(`peak while publishing ${PUBLISHES} entries`, peaks.publishing),
    peakRow("peak during the drill", peaks.drill),
    peakRow("peak during the first start's base backup", peaks.firstBaseBackup),
    peakRow(
      `peak during a base backup at a later start (a new BACKUP_DIR; ${EXTRA_ENTRIES} more entries)`,
      peaks.laterBaseBackup,
    ),
  ].join("\n");
}
