/**
 * Publishing from the console: 20 job postings published one
 * after another, each timed from the owner's Publish to the answer (the
 * page, its list, the sitemap and the search index are live before it),
 * then checked; the first answer of each new page; later answers of a
 * published page against the same page built (a second server on the build
 * without its renderer serves the built file; autocannon, alternately,
 * medians of 3);
 * a scheduled publish's time to live; the server's memory idle with the
 * sample entries and with 500 more in two languages.
 */
import { chmodSync, cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import autocannon from "autocannon";

import { serverArguments } from "../../server/start-command.ts";
import { consoleApi, jobContent, jobModel } from "./console-api.mjs";
import { percentile, root, serverMemoryMb, startServer, tool } from "./processes.mjs";

const PUBLISHES = 20;
/** A post imported from content/: live from the database on one server, the built file on the other. */
const COMPARED_PAGE = `/blog/${readdirSync(path.join(root, "content/blog"))[0].replace(/\.en\.md$/, "")}`;
const EXTRA_ENTRIES = 500;

const median = (values) => percentile(values, 0.5);

async function withServer(env, port, work) {
  const server = await startServer({
    args: serverArguments,
    env,
    port,
    readyPath: "/api/health",
    // Every page of every entry is rendered before the server listens.
    startTimeoutS: 900,
  });
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

function load(url) {
  return new Promise((resolve, reject) =>
    autocannon(
      { url, connections: 10, duration: 5, headers: { "accept-encoding": "br, gzip" } },
      (error, result) => (error ? reject(error) : resolve(result.requests.average)),
    ),
  );
}

/** Later answers of `liveUrl`, alternately with the same page from a server on the build alone. */
async function againstBuilt(scratch, buildDir, builtPort, liveUrl) {
  const builtOnly = path.join(scratch, "build-without-renderer");
  cpSync(buildDir, builtOnly, { recursive: true });
  rmSync(path.join(builtOnly, "renderer"), { recursive: true });
  const builtEnv = {
    DATA_DIR: path.join(scratch, "built-data"),
    BUILD_DIR: builtOnly,
    PUBLIC_ORIGIN: `http://localhost:${builtPort}`,
  };
  return withServer(builtEnv, builtPort, async () => {
    const builtUrl = `http://localhost:${builtPort}${COMPARED_PAGE}`;
    const [livePage, builtPage] = await Promise.all(
      [liveUrl, builtUrl].map(async (url) => (await fetch(url)).text()),
    );
    if (livePage !== builtPage) throw new Error(`${COMPARED_PAGE} differs live and built`);
    const live = [];
    const built = [];
    for (let round = 0; round < 3; round += 1) {
      live.push(await load(liveUrl));
      built.push(await load(builtUrl));
    }
    return { live, built };
  });
}

export async function benchPublishing({ buildDir, port }) {
  const scratch = mkdtempSync(path.join(tmpdir(), "brightway-bench-publishing-"));
  chmodSync(scratch, 0o755); // as root, the database's own user must pass through
  const origin = `http://localhost:${port}`;
  const env = (dataDir) => ({ DATA_DIR: dataDir, BUILD_DIR: buildDir, PUBLIC_ORIGIN: origin });
  try {
    const dataDir = path.join(scratch, "data");
    tool("scripts/bench/publishing-seed.ts", dataDir, "0");
    const session = tool("scripts/bench/console-session.ts", dataDir);
    const api = consoleApi(origin, session);
    const model = jobModel();
    const results = await withServer(env(dataDir), port, async (server) => {
      await sleep(3000);
      const idleMb = serverMemoryMb(server.pid);
      const publishMs = [];
      const firstAnswerMs = [];
      for (let index = 0; index < PUBLISHES; index += 1) {
        const slug = `bench-publish-${index}`;
        const { id, revision } = await api("/entries", {
          collection: "careers",
          slug,
          content: jobContent(model, `Bench Publish ${index}`),
        });
        const started = performance.now();
        await api(`/entries/${id}/publish`, { revision });
        publishMs.push(performance.now() - started);
        const first = performance.now();
        const page = await fetch(`${origin}/careers/${slug}`);
        await page.arrayBuffer();
        firstAnswerMs.push(performance.now() - first);
        const list = await (await fetch(`${origin}/careers`)).text();
        const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
        if (page.status !== 200 || !list.includes(slug) || !sitemap.includes(slug))
          throw new Error(`${slug} was not live after its publish answered`);
      }
      const { live, built } = await againstBuilt(
        scratch,
        buildDir,
        port + 2,
        `${origin}${COMPARED_PAGE}`,
      );
      const { id, revision } = await api("/entries", {
        collection: "careers",
        slug: "bench-scheduled",
        content: jobContent(model, "Bench Scheduled"),
      });
      const at = Date.now() + 3000;
      await api(`/entries/${id}/schedule`, { at: new Date(at).toISOString(), revision });
      let scheduledLiveMs;
      while (scheduledLiveMs === undefined && Date.now() < at + 120_000) {
        if ((await fetch(`${origin}/careers/bench-scheduled`)).status === 200)
          scheduledLiveMs = Date.now() - at;
        else await sleep(100);
      }
      return {
        idleMb,
        publishMs: { median: median(publishMs), p95: percentile(publishMs, 0.95) },
        firstAnswerMs: { median: median(firstAnswerMs), p95: percentile(firstAnswerMs, 0.95) },
        laterRatio: median(live) / median(built),
        livePerS: median(live),
        builtPerS: median(built),
        scheduledLiveMs,
      };
    });
    const bigDir = path.join(scratch, "big");
    tool("scripts/bench/publishing-seed.ts", bigDir, String(EXTRA_ENTRIES));
    const started = performance.now();
    const big = await withServer(env(bigDir), port, async (server) => {
      const startS = (performance.now() - started) / 1000;
      await sleep(3000);
      return { idleMb: serverMemoryMb(server.pid), startS };
    });
    return { ...results, bigIdleMb: big.idleMb, bigStartS: big.startS };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function publishingTable(result) {
  const ms = (value) => `${Math.round(value)} ms`;
  return [
    `Publishing from the console: ${PUBLISHES} job postings published one after another; memory is the server with its database`,
    "",
    "| what | measured | target |",
    "|---|---|---|",
    `| publish → the entry, its list, sitemap and search answer with it | median ${ms(result.publishMs.median)}, p95 ${ms(result.publishMs.p95)} | p95 ≤ 5 s |`,
    `| a published entry page, first answer after publishing (loopback) | median ${ms(result.firstAnswerMs.median)}, p95 ${ms(result.firstAnswerMs.p95)} | ≤ 50 ms |`,
    `| ${COMPARED_PAGE}, published and live against built, later answers | ${result.livePerS.toFixed(0)} / ${result.builtPerS.toFixed(0)} per s, ratio ${result.laterRatio.toFixed(2)} | ≥ 0.9 |`,
    `| scheduled publish: from the time set to the page answering | ${ms(result.scheduledLiveMs ?? Number.NaN)} | ≤ 60 s |`,
    `| memory idle: sample entries / ${EXTRA_ENTRIES} more in two languages | ${result.idleMb.toFixed(0)} / ${result.bigIdleMb.toFixed(0)} MB (+${(result.bigIdleMb - result.idleMb).toFixed(0)} MB) | ≤ 30 MB above |`,
    `| start with ${EXTRA_ENTRIES} more entries (every page rendered) | ${result.bigStartS.toFixed(1)} s | — |`,
  ].join("\n");
}
