/**
 * Vitest's order (on a fresh clone: larger files first), except that the files which spend most of
 * their time waiting start first in their project: their wait then runs beside the other files'
 * work instead of after it, when the rest of the pass is done and the cores would sit idle.
 */
import path from "node:path";

import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The S3 target down for a minute: 90 s, nearly all of it waiting; started last, the pass's tail. */
const mostlyWaiting = new Set(["backups-s3-outage.test.ts"]);

const waits = (file: TestSpecification) => mostlyWaiting.has(path.basename(file.moduleId));

export class WaitingFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    return projects.flatMap((name) => {
      const own = sorted.filter((file) => file.project.name === name);
      return [...own.filter(waits), ...own.filter((file) => !waits(file))];
    });
  }
}
