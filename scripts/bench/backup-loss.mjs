/**
 * The loss window: leads posted steadily to a server backed up to a
 * folder, then the machine lost (kill -9 of the server and its database,
 * DATA_DIR deleted), restored from BACKUP_DIR and started again. Each round
 * reports the oldest acknowledged lead the restore lacks, as seconds before
 * the loss, and any hole (a lead missing while a later one is back). The
 * restored server carries on: the next round posts to it once its own base
 * backup (a new timeline) is finished. At the end, its memory idle.
 */
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { baseBackupDone, exportedIds, leadsCommand, loseMachine, serve } from "./backup-steps.mjs";
import { sendLead } from "./intake.mjs";
import { serverMemoryMb } from "./processes.mjs";

/** Seconds of posting per round (at most MAX_POSTS leads), one lead at a time. */
const POST_S = Number(process.env.BENCH_BACKUP_POST_S ?? 30);
const MAX_POSTS = 2000;
const GAP_MS = 50;

async function postSteadily(origin) {
  const acknowledged = [];
  const until = Date.now() + POST_S * 1000;
  for (let index = 0; index < MAX_POSTS && Date.now() < until; index += 1) {
    const response = await sendLead(origin, index, "Loss");
    if (response.status === 201)
      acknowledged.push({ id: (await response.json()).id, at: Date.now() });
    else await response.arrayBuffer();
    await sleep(GAP_MS);
  }
  return acknowledged;
}

function compare(acknowledged, restoredIds, lostAt) {
  const missing = acknowledged.filter((lead) => !restoredIds.has(lead.id));
  const kept = acknowledged.filter((lead) => restoredIds.has(lead.id));
  const newestKeptAt = Math.max(0, ...kept.map((lead) => lead.at));
  return {
    acknowledged: acknowledged.length,
    missing: missing.length,
    /** 0 when every acknowledged lead is back. */
    windowS: missing.length ? (lostAt - Math.min(...missing.map((lead) => lead.at))) / 1000 : 0,
    holes: missing.filter((lead) => lead.at < newestKeptAt).length,
  };
}

export async function lossRounds({ scratch, buildDir, port, rounds }) {
  const backupDir = path.join(scratch, "loss-backup");
  let dataDir = path.join(scratch, "loss-0");
  let server = await serve({ dataDir, backupDir, buildDir, port });
  const results = [];
  try {
    for (let round = 1; round <= rounds; round += 1) {
      await baseBackupDone(backupDir, round);
      const acknowledged = await postSteadily(server.origin);
      const lostAt = Date.now();
      await loseMachine(server, dataDir);
      server = undefined;
      dataDir = path.join(scratch, `loss-${round}`);
      const restore = leadsCommand({}, "restore", "--from", backupDir, "--data-dir", dataDir);
      server = await serve({ dataDir, backupDir, buildDir, port });
      const restored = await exportedIds(server.origin);
      results.push({ ...compare(acknowledged, restored, lostAt), restoreS: restore.seconds });
    }
    await baseBackupDone(backupDir, rounds + 1);
    await sleep(12_000); // the pool's idle connections close after 10 s
    return { rounds: results, idleAfterRoundsMb: serverMemoryMb(server.pid) };
  } finally {
    await server?.stop();
  }
}
