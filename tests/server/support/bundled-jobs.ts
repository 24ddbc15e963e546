/**
 * Setup of every server test file: a rendering forks the job bundled by the global setup, as in
 * production (server/publishing/render-process.ts), not its TypeScript through tsx, which took
 * about 0.7 s more per job and ran code production never runs.
 */
import { inject } from "vitest";

(globalThis as { [key: symbol]: unknown })[Symbol.for("brightway.bundles")] = inject("bundledJobs");
