/**
 * `node --import tsx scripts/bench/status-render.ts <buildDir> <incidents>`: draws every status
 * page with the build's renderer from a made-up record of `incidents` incidents over 90 days
 * (6 components, 3 updates each), five times after one warm-up, and /status alone (what a
 * visitor waits on after a change, before its compressed twins); prints the times in ms as JSON.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import type { Impact, StatusIncident, StatusSnapshot } from "../../app/lib/status/status-model";
import { loadPageRenderer } from "../../server/publishing/page-renderer";
import { renderStatusFiles } from "../../server/publishing/status-pages";

const [buildDir = "build", count = "1000"] = process.argv.slice(2);
const DAY_MS = 86_400_000;
const now = Date.now();
const impacts: Impact[] = ["minor", "major", "critical"];

const snapshot: StatusSnapshot = {
  components: Array.from({ length: 6 }, (_, index) => ({
    id: index + 1,
    position: index,
    name: { "en-US": `Service ${index + 1}`, "es-US": `Servicio ${index + 1}` },
  })),
  incidents: Array.from({ length: Number(count) }, (_, index): StatusIncident => {
    const startsAt = now - ((index * 90 * DAY_MS) / Number(count) + 3_600_000);
    return {
      id: index + 1,
      kind: "incident",
      title: { "en-US": `Incident ${index + 1}`, "es-US": `Incidente ${index + 1}` },
      startsAt: new Date(startsAt).toISOString(),
      endsAt: null,
      resolvedAt: new Date(startsAt + 1_800_000).toISOString(),
      components: [{ componentId: (index % 6) + 1, impact: impacts[index % 3] ?? "minor" }],
      updates: ["resolved", "monitoring", "investigating"].map((state, step) => ({
        id: index * 3 + step + 1,
        at: new Date(startsAt + 1_800_000 - step * 600_000).toISOString(),
        state: state as "resolved",
        message: { "en-US": `Update ${step} of incident ${index + 1}, in a sentence or two.` },
      })),
    };
  }),
};

const renderer = await loadPageRenderer(path.resolve(buildDir));
const scratch = await mkdtemp(path.join(tmpdir(), "brightway-bench-status-"));
const allPages: number[] = [];
const statusPage: number[] = [];
try {
  for (let round = 0; round < 6; round += 1) {
    let started = performance.now();
    await renderStatusFiles(renderer, {
      snapshot,
      at: new Date(),
      folder: path.join(scratch, String(round)),
    });
    if (round > 0) allPages.push(performance.now() - started);
    started = performance.now();
    await renderer.render("/status");
    if (round > 0) statusPage.push(performance.now() - started);
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}
console.log(JSON.stringify({ allPages, statusPage }));
