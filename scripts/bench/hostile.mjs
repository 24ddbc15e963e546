/**
 * The hostile load for a minute (hostile-load.ts, hostile-requests.ts):
 * `npm start` on a DATA_DIR with the bench's build, its forms' limits as a
 * site runs them, delivering leads to a local SMTP server. From 64 loopback
 * addresses, strangers and a signed-in editor send every route its largest
 * body and one byte more, bodies that do not parse, framing that contradicts
 * itself, headers at and past Node's limit, and hold 4 slow requests an
 * address open (headers or a body a byte a second); the editor also asks for
 * 10 previews at a time, each of an entry as large as the console takes.
 * Meanwhile a visitor sends a lead every half second from a process of its
 * own, each address below the forms' limit: first alone, then during the load. Reported: whether the server lived, the answers by status,
 * any 5xx or unexpected end, memory each second (the server's RSS, its jobs'
 * and its database's PSS, as processes.mjs sums them), and the visitor's
 * leads: answered 201, their p95 and how many were delivered.
 */
import { execFile, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { readConfig } from "../../server/config.ts";
import { serverArguments } from "../../server/start-command.ts";
import { startSmtpServer } from "../../tests/server/support/receivers.ts";
import { jobModel } from "./console-api.mjs";
import {
  acceptInvitation,
  endedAsExpected,
  loopbackAddresses,
  misanswered,
  outcomeTotals,
  holdConnections,
  runHostileLoad,
  sendAttempt,
  sendLead,
} from "./hostile-load.ts";
import { hostileAttempts, unfinishedBody } from "./hostile-requests.ts";
import { cpuSeconds, percentile, root, sampleMemory, startServer } from "./processes.mjs";

const LOAD_S = Number(process.env.BENCH_HOSTILE_S ?? 60);
const ADDRESSES = 64;
const SLOW_PER_ADDRESS = 4;
const PREVIEWS_AT_ONCE = 10;
const FLOOD_PAST_BOUND = 200;
const LEAD_EVERY_MS = 500;
/** The visitor alone first, at the same pace: the floor the machine allows. */
const ALONE_S = 15;
const PUBLIC_ORIGIN = "http://localhost:3000";
/** An entry's body as long as the console takes (routes/body-limits.ts). */
const ENTRY_BODY_CHARACTERS = 100_000;

/** The server alone; the server, its database and its jobs together; a lead's p95. */
export const TARGETS = { serverMb: 256, togetherMb: 384, leadP95Ms: 2000 };

function runTool(script, env) {
  const result = spawnSync(process.execPath, ["--import", "tsx", script], {
    cwd: root,
    encoding: "utf8",
    timeout: 600_000,
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${script} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** The visitor's leads for `seconds`, from a process of its own and addresses 127.0.`third`.x. */
async function visitor(port, third, seconds, label) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/bench/hostile-visitor.ts",
      String(port),
      String(third),
      String(seconds),
      String(LEAD_EVERY_MS),
      label,
    ],
    { cwd: root, timeout: (seconds + 120) * 1000 },
  );
  return JSON.parse(stdout);
}

/** `brightway invite` for an editor: the link it prints. */
function inviteEditor(env) {
  const result = spawnSync(
    process.execPath,
    ["server/brightway.mjs", "invite", "--email", "editor@example.org", "--role", "editor"],
    { cwd: root, encoding: "utf8", timeout: 300_000, env: { ...process.env, ...env } },
  );
  if (result.status !== 0) throw new Error(`leads invite failed: ${result.stderr}`);
  return result.stdout;
}

/** A preview of the sample job posting with its English body as long as the console takes. */
function largestPreview(cookie) {
  const content = jobModel();
  const english = content["en-US"];
  english.body = `${english.body}\n\n${"Tutoring, meals and savings. ".repeat(4000)}`.slice(
    0,
    ENTRY_BODY_CHARACTERS,
  );
  const body = Buffer.from(
    JSON.stringify({ collection: "careers", slug: "hostile-preview", locale: "en-US", content }),
  );
  return () => ({
    head: [
      "POST /api/admin/entries/preview HTTP/1.1",
      "Host: localhost",
      `Origin: ${PUBLIC_ORIGIN}`,
      `Cookie: ${cookie}`,
      "Content-Type: application/json",
      `Content-Length: ${body.length}`,
      "",
      "",
    ].join("\r\n"),
    body,
  });
}

/** The editor's previews, `PREVIEWS_AT_ONCE` at a time while `busy()`: the count of each outcome. */
async function previewFlood(port, cookie, busy) {
  const make = largestPreview(cookie);
  const outcomes = {};
  const lane = async (address) => {
    while (busy()) {
      const outcome = await sendAttempt(port, address, make(), "at once", {
        slowForMs: 0,
        answerWithinMs: 60_000,
      });
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
  };
  await Promise.all(loopbackAddresses(PREVIEWS_AT_ONCE).map(lane));
  return outcomes;
}

/** How many leads were sent and taken (201), and the taken ones' p50 and p95. */
function timings(leads) {
  const taken = leads.filter((lead) => lead.status === 201).map((lead) => lead.ms);
  return {
    sent: leads.length,
    taken: taken.length,
    p50Ms: percentile(taken, 0.5),
    p95Ms: percentile(taken, 0.95),
  };
}

/**
 * `FLOOD_PAST_BOUND` connections more than the server holds, each with a contact form's body
 * all but sent, held 5 s: how many it held and refused, and a lead's answer once they go.
 */
async function connectionFlood(port, routes, maxConnections) {
  const contactForm = routes.find((route) => route.url === "/api/contact-messages");
  const flood = await holdConnections({
    port,
    addresses: loopbackAddresses(ADDRESSES),
    count: maxConnections + FLOOD_PAST_BOUND,
    make: () => unfinishedBody(contactForm, { who: "stranger", publicOrigin: PUBLIC_ORIGIN }),
    settleMs: 5000,
  });
  flood.release();
  await sleep(500);
  const after = await sendLead(port, "127.0.3.1", 0, "after-flood");
  return {
    opened: maxConnections + FLOOD_PAST_BOUND,
    maxConnections,
    held: flood.held,
    refused: flood.refused,
    leadAfter: after.status,
  };
}

const max = (samples, part) => Math.max(0, ...samples.map((sample) => sample[part]));

export async function benchHostile({ buildDir, port }) {
  const scratch = mkdtempSync(path.join(tmpdir(), "brightway-bench-hostile-"));
  chmodSync(scratch, 0o755); // as root, the database's own user must pass through
  const smtp = await startSmtpServer();
  const env = {
    BUILD_DIR: buildDir,
    DATA_DIR: path.join(scratch, "data"),
    PUBLIC_ORIGIN,
    SMTP_URL: smtp.url,
    LEADS_EMAIL_TO: "leads@brightway.example",
    LEADS_EMAIL_FROM: "site@brightway.example",
  };
  let server;
  try {
    // The first start (the database made, content/ imported, pages drawn) lists the routes.
    const routes = JSON.parse(runTool("scripts/bench/hostile-routes.ts", env));
    let sampler;
    server = await startServer({
      args: serverArguments,
      env,
      port,
      readyPath: "/api/health",
      onSpawned: (pid) => (sampler = sampleMemory(pid, 1000)),
    });
    let exited = false;
    const watch = setInterval(() => {
      try {
        process.kill(server.pid, 0);
      } catch {
        exited = true;
      }
    }, 200);
    const cookie = await acceptInvitation(server.origin, PUBLIC_ORIGIN, inviteEditor(env));
    const alone = await visitor(port, 2, ALONE_S, "alone");
    const attempts = hostileAttempts(routes, [
      { who: "stranger", publicOrigin: PUBLIC_ORIGIN },
      { who: "editor", publicOrigin: PUBLIC_ORIGIN, cookie },
    ]);
    const loadStarted = Date.now();
    const serverCpuBefore = cpuSeconds(server.pid);
    const loaderCpuBefore = process.cpuUsage();
    let loading = true;
    const [counts, leads, previews] = await Promise.all([
      runHostileLoad({
        port,
        attempts,
        addresses: loopbackAddresses(ADDRESSES),
        slowPerAddress: SLOW_PER_ADDRESS,
        minimumMs: LOAD_S * 1000,
        maximumMs: LOAD_S * 1500,
        // Past the server's request timeout (30 s), so that it is the server that ends them.
        slowForMs: 40_000,
        answerWithinMs: 35_000,
      }).finally(() => (loading = false)),
      visitor(port, 1, LOAD_S, "during"),
      previewFlood(port, cookie, () => loading),
    ]);
    const loadS = (Date.now() - loadStarted) / 1000;
    const loaderCpu = process.cpuUsage(loaderCpuBefore);
    const cpu = {
      serverS: cpuSeconds(server.pid) - serverCpuBefore,
      loaderS: (loaderCpu.user + loaderCpu.system) / 1e6,
    };
    const flood = await connectionFlood(port, routes, readConfig(env, root).maxConnections);
    const delivered = () =>
      leads.filter((lead) => smtp.emails.some((email) => email.text.includes(lead.email))).length;
    for (let waited = 0; waited < 60 && delivered() < leads.length; waited += 1) {
      await sleep(1000);
    }
    clearInterval(watch);
    sampler.stop();
    const samples = sampler.samples;
    return {
      loadS,
      routes: routes.length,
      attempts: attempts.length,
      serverExited: exited,
      cpu,
      flood,
      totals: outcomeTotals(counts),
      misanswered: misanswered(counts, endedAsExpected),
      notTried: counts.filter((count) => Object.keys(count.outcomes).length === 0).length,
      slowBodies: outcomeTotals(counts.filter((count) => count.kind.includes("a byte a second"))),
      previews,
      memory: {
        seconds: samples.length,
        serverMb: max(samples, "serverMb"),
        jobsMb: max(samples, "jobsMb"),
        databaseMb: max(samples, "databaseMb"),
        totalMb: max(samples, "totalMb"),
        maxJobs: Math.max(0, ...samples.map((sample) => sample.jobs.length)),
      },
      leads: { ...timings(leads), delivered: delivered() },
      alone: timings(alone),
    };
  } finally {
    await server?.stop();
    await smtp.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

const mb = (value) => `${value.toFixed(0)} MB`;
const byStatus = (totals) =>
  Object.entries(totals)
    .map(([outcome, count]) => `${outcome}: ${count.toLocaleString("en-US")}`)
    .join(", ");

export function hostileTable(result) {
  const cores = cpus().length;
  const { memory, leads } = result;
  const answers = Object.values(result.totals).reduce((sum, count) => sum + count, 0);
  const fivexx = Object.entries(result.totals)
    .filter(([outcome]) => /^5/.test(outcome))
    .reduce((sum, [, count]) => sum + count, 0);
  const rows = [
    ["the server exits during the load", result.serverExited ? "yes" : "no", "no"],
    ["hostile requests answered 5xx", `${fivexx} of ${answers.toLocaleString("en-US")}`, "0"],
    [
      "hostile requests ended otherwise than their kind allows",
      String(result.misanswered.length),
      "0",
    ],
    ["server RSS, highest second", mb(memory.serverMb), `≤ ${TARGETS.serverMb} MB`],
    [
      "the server, its database and its jobs together, highest second",
      mb(memory.totalMb),
      `≤ ${TARGETS.togetherMb} MB`,
    ],
    ["its jobs alone (rendering, search index, backups), highest second", mb(memory.jobsMb), ""],
    [
      `connections opened at once, each with a form's body all but sent`,
      `${result.flood.opened}: ${result.flood.held} held, ${result.flood.refused} refused; a lead then: ${result.flood.leadAfter}`,
      `≤ ${result.flood.maxConnections} held; 201`,
    ],
    ["visitor's leads answered 201", `${leads.taken} of ${leads.sent}`, "all"],
    [
      "visitor's leads, p95 (p50)",
      `${leads.p95Ms.toFixed(0)} ms (${leads.p50Ms.toFixed(0)})`,
      `≤ ${TARGETS.leadP95Ms} ms`,
    ],
    [
      `the same visitor alone just before, ${ALONE_S} s: p95 (p50)`,
      `${result.alone.p95Ms.toFixed(0)} ms (${result.alone.p50Ms.toFixed(0)}), ${result.alone.taken} of ${result.alone.sent} taken`,
      "the machine's floor",
    ],
    ["visitor's leads delivered", `${leads.delivered} of ${leads.sent}`, "all"],
  ];
  return [
    `Hostile load: ${result.loadS.toFixed(0)} s from ${ADDRESSES} loopback addresses, ${result.attempts.toLocaleString("en-US")} kinds of attempt on ${result.routes} routes (strangers and a signed-in editor), ${SLOW_PER_ADDRESS} slow requests held per address, the editor's previews ${PREVIEWS_AT_ONCE} at a time; memory sampled each second (${memory.seconds} samples, jobs at once: at most ${memory.maxJobs})`,
    "",
    "| what | figure | target |",
    "|---|---|---|",
    ...rows.map((cells) => `| ${cells.join(" | ")} |`),
    "",
    `Answers: ${byStatus(result.totals)}. Bodies a byte a second: ${byStatus(result.slowBodies)}. Previews: ${byStatus(result.previews)}.`,
    `CPU during the load: the server with its database and jobs ${result.cpu.serverS.toFixed(0)} s, the load's own process ${result.cpu.loaderS.toFixed(0)} s, of ${(cores * result.loadS).toFixed(0)} core-seconds (${cores} cores, ${result.loadS.toFixed(0)} s).`,
    ...(result.notTried > 0
      ? [`${result.notTried} kinds of attempt were not tried in the time.`]
      : []),
    ...result.misanswered.slice(0, 20).map((line) => `- ${line}`),
  ].join("\n");
}
