#!/usr/bin/env node
/**
 * `npm run bench [-- section …]`: builds the site into build-bench/, then
 * measures, each section on its own:
 *   lighthouse  Lighthouse mobile on every route of the sitemap, or on the
 *               paths in BENCH_ROUTES (medians of BENCH_RUNS runs, default 3;
 *               about 15 s a run on 2 cores), on this build, on the same
 *               pages with their scripts taken out (the floor) and, when
 *               BENCH_BEFORE names another build directory, on that one, in turn;
 *   dialog      tap (or click) on Request Demo to the open dialog, a first
 *               keystroke shown and the calendar, on / and /es/pricing, under
 *               Lighthouse's mobile throttling, cold cache, timed in the page
 *               and from Playwright's tap, against BENCH_BEFORE and a floor
 *               page (only a button and a native dialog) too;
 *   navigation  click on a link to the next page shown, with and without a
 *               pointer resting on the link first, against BENCH_BEFORE too;
 *   static      the Fastify server against the serve-handler baseline:
 *               throughput, memory and revalidation;
 *   intake      POST load on the embedded engine and on PostgreSQL, each
 *               engine's own ceiling, and an export of 100,000 leads;
 *   database    the embedded database: memory, first start, flushes per
 *               acknowledged lead (strace), recovery from kill -9;
 *   console     the console's API with 100,000 leads: inbox, search, a lead;
 *   search      a first query on /search and /es/search: time to results
 *               and the bytes the search downloads;
 *   visits      pages/s and p99 with visit counting on and off, the
 *               counter's memory after 1,000,000 visits, the islands entry's size;
 *   misses      10,000 search-miss beacons a minute from 64 addresses: the
 *               server's peak RSS and the rows a day holds;
 *   publishing  entries published from the console: time to live, the pages' answers,
 *               a scheduled publish, memory with 500 more entries;
 *   backups     continuous backup to BACKUP_DIR: intake and memory with archiving
 *               on and off, a base backup, restore, dump and load of 100,000
 *               leads, and the leads lost with the machine (kill -9, DATA_DIR gone);
 *   progress    the operator's progress on a terminal: backup now and restore of 100,000
 *               leads under `script`, the longest gap between two redraws;
 *   deploy      /metrics scraped with 100,000 leads, and pages through Caddy
 *               (deploy/Caddyfile, HTTPS) against the same server direct: the
 *               latency Caddy adds at 300 req/s, then throughput at saturation,
 *               CPU per request of each, and Caddy answering the built page itself;
 *   status      an incident from a shell until the status page, JSON and feed
 *               show it, and the status pages drawn from 1,000 incidents;
 *   lean        a lean server: memory idle after the first start,
 *               kill -9 rounds, publishing and a drill, a restart and 500 more
 *               entries, and its peaks while publishing, drilling and backing up;
 *   release     the release (scripts/release.mjs): its archive's and unpacked sizes, and
 *               install to serving from the archive, against a clone, npm ci and a build;
 *   hostile     a minute of hostile requests to every route from 64 loopback
 *               addresses, strangers and a signed-in editor: the server's life,
 *               its answers, memory each second, and a visitor's leads meanwhile.
 * With no section named, all of them. Results are printed and written to
 * reports/bench-<section>.md and reports/bench.json. Timings belong here,
 * never in the test suite; every load run is bounded in time and requests.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { benchDemoDialog, demoDialogTable, dialogFloorOf } from "./bench/demo-dialog.mjs";
import { lighthouseRoutes, lighthouseTable } from "./bench/lighthouse.mjs";
import { backupsTable, benchBackups } from "./bench/backups.mjs";
import { benchConsole, consoleTable } from "./bench/console.mjs";
import { benchProgress, progressTable } from "./bench/operator-progress.mjs";
import { benchDatabase, databaseTable } from "./bench/database.mjs";
import { benchDeploy, deployTable } from "./bench/deploy.mjs";
import { benchStatus, statusTable } from "./bench/status.mjs";
import { benchNavigation, navigationTable } from "./bench/navigation.mjs";
import { benchPublishing, publishingTable } from "./bench/publishing.mjs";
import { benchIntake, intakeTable } from "./bench/intake.mjs";
import { benchHostile, hostileTable } from "./bench/hostile.mjs";
import { benchLean, leanTable } from "./bench/lean.mjs";
import { benchRelease, releaseTable } from "./bench/release.mjs";
import { serverArguments } from "../server/start-command.ts";
import { root, startServer } from "./bench/processes.mjs";
import { benchSearch, searchTable } from "./bench/search.mjs";
import { benchSearchMisses, searchMissesTable } from "./bench/search-misses.mjs";
import { comparedBuilds, withBuildServers } from "./bench/site-builds.mjs";
import { benchStaticServing, staticServingTable } from "./bench/static-serving.mjs";
import { benchVisits, visitsTable } from "./bench/visits.mjs";

const BUILD_DIR = "build-bench";
const port = Number(process.env.BENCH_PORT ?? 4600);
const runsPerRoute = Number(process.env.BENCH_RUNS ?? 3);
const reportsDir = path.join(root, "reports");

function build() {
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "ignore",
    env: { ...process.env, BUILD_DIR },
  });
  if (result.status !== 0) throw new Error("build failed");
}

/** Every page of the sitemap, or only those named in BENCH_ROUTES (comma-separated paths). */
function lighthouseTargets() {
  if (process.env.BENCH_ROUTES)
    return process.env.BENCH_ROUTES.split(",").map((route) => route.trim());
  const sitemap = readFileSync(path.join(root, BUILD_DIR, "client/sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
}

/** Runs `measure` against `npm start` serving the bench build, then stops the server. */
async function withSiteServer(measure) {
  const server = await startServer({
    args: serverArguments,
    env: { BUILD_DIR },
    port,
  });
  try {
    return await measure(server.origin);
  } finally {
    await server.stop();
  }
}

const sections = {
  async lighthouse() {
    const builds = comparedBuilds(path.join(root, BUILD_DIR), { withFloor: true });
    const rows = await withBuildServers(builds, port, (origins) =>
      lighthouseRoutes(origins, lighthouseTargets(), runsPerRoute),
    );
    const heading = `Lighthouse, ${runsPerRoute} runs per route and build, medians, mobile preset; builds compared: ${builds.map((build) => build.name).join(", ")}`;
    return { data: rows, markdown: `${heading}\n\n${lighthouseTable(rows)}` };
  },
  async dialog() {
    const buildDir = path.join(root, BUILD_DIR);
    const builds = [...comparedBuilds(buildDir, { withFloor: false }), dialogFloorOf(buildDir)];
    const rows = await withBuildServers(builds, port, (origins) => benchDemoDialog(origins));
    const heading =
      "Request Demo, from the tap: the dialog with focus in it, a first keystroke shown, the calendar; timed in the page and from Playwright's tap, each against its own floor (a page that is only a button and a native dialog); Lighthouse mobile screen, touch, CPU 4× and Slow 4G in the browser, cold cache, medians";
    return { data: rows, markdown: `${heading}\n\n${demoDialogTable(rows)}` };
  },
  async navigation() {
    const builds = comparedBuilds(path.join(root, BUILD_DIR), { withFloor: false });
    const rows = await withBuildServers(builds, port, (origins) => benchNavigation(origins));
    const heading = "A click on a footer link to the next page shown, cold cache, medians of 5";
    return { data: rows, markdown: `${heading}\n\n${navigationTable(rows)}` };
  },
  async static() {
    const results = await benchStaticServing({ buildDir: BUILD_DIR, port });
    return { data: results, markdown: staticServingTable(results) };
  },
  async search() {
    const rows = await withSiteServer(benchSearch);
    return {
      data: rows,
      markdown: `Site search, first query, medians of 5 cold runs\n\n${searchTable(rows)}`,
    };
  },
  async intake() {
    const results = await benchIntake({ buildDir: BUILD_DIR, port });
    return { data: results, markdown: intakeTable(results) };
  },
  async console() {
    const results = await benchConsole({ buildDir: BUILD_DIR, port });
    return { data: results, markdown: consoleTable(results) };
  },
  async database() {
    const results = await benchDatabase({ buildDir: BUILD_DIR, port });
    return { data: results, markdown: databaseTable(results) };
  },
  async visits() {
    const results = await benchVisits({ buildDir: BUILD_DIR, port });
    return { data: results, markdown: visitsTable(results) };
  },
  async misses() {
    const results = await benchSearchMisses({ buildDir: BUILD_DIR, port });
    return { data: results, markdown: searchMissesTable(results) };
  },
  async publishing() {
    const results = await benchPublishing({ buildDir: BUILD_DIR, port });
    return { data: results, markdown: publishingTable(results) };
  },
  async backups() {
    const results = await benchBackups({ buildDir: BUILD_DIR, port });
    return { data: results, markdown: backupsTable(results) };
  },
  async progress() {
    const results = await benchProgress({ buildDir: BUILD_DIR });
    return { data: results, markdown: progressTable(results) };
  },
  async deploy() {
    const results = await benchDeploy({ buildDir: BUILD_DIR, port });
    return { data: results, markdown: deployTable(results) };
  },
  async status() {
    const results = await benchStatus({ buildDir: BUILD_DIR, port });
    return { data: results, markdown: statusTable(results) };
  },
  async lean() {
    const results = await benchLean({ buildDir: BUILD_DIR, port });
    return { data: results, markdown: leanTable(results) };
  },
  async release() {
    const results = await benchRelease({ buildDir: BUILD_DIR, port });
    return { data: results, markdown: releaseTable(results) };
  },
  async hostile() {
    const results = await benchHostile({ buildDir: BUILD_DIR, port });
    return { data: results, markdown: hostileTable(results) };
  },
};

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in sections));
if (unknown.length > 0) {
  console.error(
    `Unknown section(s): ${unknown.join(", ")}. Sections: ${Object.keys(sections).join(", ")}`,
  );
  process.exit(1);
}

build();
const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const date = new Date().toISOString().slice(0, 10);
mkdirSync(reportsDir, { recursive: true });
const report = { date, machine, sections: {} };
for (const name of requested.length > 0 ? requested : Object.keys(sections)) {
  const { data, markdown } = await sections[name]();
  report.sections[name] = data;
  const text = `${markdown}\n\n(${date}, ${machine})\n`;
  writeFileSync(path.join(reportsDir, `bench-${name}.md`), text);
  console.log(`\n${text}`);
}
writeFileSync(path.join(reportsDir, "bench.json"), `${JSON.stringify(report, null, 2)}\n`);
