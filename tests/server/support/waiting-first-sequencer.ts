/**
 * The order the files of a pass start in: the files which spend most of their time waiting
 * first, then the longest first, by the seconds each server file took in a recent CI run
 * (./file-seconds.json; `npm run test:profile -- --save` writes it from the last server pass).
 *
 * Waiting first: their wait then runs beside the other files' work instead of after it, when the
 * rest of the pass is done and the cores would sit idle. Longest first: on a fresh clone Vitest
 * has no times of its own and starts larger files first, which left the longest file of the
 * pass (backups.test.ts, 65–77 s) to start two-thirds of the way in and end the pass alone.
 * A file with no recorded time (a new one) starts before the recorded ones, as if it were long.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The S3 target down for a minute: 90 s, nearly all of it waiting; started last, the pass's tail. */
const mostlyWaiting = new Set(["tests/server/backups-s3-outage.test.ts"]);

export const FILE_SECONDS = "tests/server/support/file-seconds.json";

const fileOf = (spec: TestSpecification) => path.relative(spec.project.config.root, spec.moduleId);

export class WaitingFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = sorted[0]?.project.config.root ?? process.cwd();
    const recorded = JSON.parse(readFileSync(path.join(root, FILE_SECONDS), "utf8")) as Record<
      string,
      number
    >;
    const seconds = (spec: TestSpecification) => recorded[fileOf(spec)] ?? Number.MAX_SAFE_INTEGER;
    const waits = (spec: TestSpecification) => mostlyWaiting.has(fileOf(spec));
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    return projects.flatMap((name) =>
      sorted
        .filter((file) => file.project.name === name)
        // Array.prototype.sort is stable: files of equal standing keep Vitest's order.
        .sort((a, b) => Number(waits(b)) - Number(waits(a)) || seconds(b) - seconds(a)),
    );
  }
}
