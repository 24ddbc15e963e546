#!/usr/bin/env node
/**
 * `npm run test:profile`: where the test time goes. Reads the reports the
 * passes write into reports/tests/ (Vitest's and Playwright's JSON reporters,
 * set in vitest.config.ts and playwright.config.ts) and prints each pass's
 * files, slowest first, with their test counts; `--save` keeps the server files' seconds for
 * the order they start in.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const folder = "reports/tests";
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);

/** Vitest: one entry per file, with its own start and end. */
function vitestFiles(report) {
  return report.testResults.map((file) => ({
    file: path.relative(process.cwd(), file.name),
    ms: file.endTime - file.startTime,
    tests: file.assertionResults.length,
  }));
}

/** Playwright: the time of every test (retries included) summed per spec file. */
function playwrightFiles(report) {
  const files = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const entry = files.get(spec.file) ?? { file: `tests/e2e/${spec.file}`, ms: 0, tests: 0 };
      for (const test of spec.tests) {
        entry.tests += 1;
        for (const result of test.results) entry.ms += result.duration;
      }
      files.set(spec.file, entry);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return [...files.values()];
}

/**
 * `--save`: each server test file's seconds in the last server pass, into the file that orders
 * the server files' start (tests/server/support/waiting-first-sequencer.ts). Best saved from a
 * CI run's report, whose machine and fresh clone are what the order is for.
 */
function saveServerSeconds() {
  const report = JSON.parse(readFileSync(path.join(folder, "server.json"), "utf8"));
  const files = report.testResults
    .map((file) => ({
      file: path.relative(process.cwd(), file.name),
      seconds: Math.round((file.endTime - file.startTime) / 1000),
    }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const target = "tests/server/support/file-seconds.json";
  const record = Object.fromEntries(files.map(({ file, seconds }) => [file, seconds]));
  writeFileSync(target, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`Wrote the seconds of ${files.length} server test files into ${target}.`);
}

if (process.argv.includes("--save")) {
  saveServerSeconds();
  process.exit(0);
}
if (!existsSync(folder)) {
  console.error(`No reports in ${folder}: run npm test (or one of its passes) first.`);
  process.exit(1);
}
for (const name of readdirSync(folder)
  .filter((file) => file.endsWith(".json"))
  .sort()) {
  const report = JSON.parse(readFileSync(path.join(folder, name), "utf8"));
  const files = "testResults" in report ? vitestFiles(report) : playwrightFiles(report);
  const total = files.reduce((sum, file) => sum + file.ms, 0);
  const tests = files.reduce((sum, file) => sum + file.tests, 0);
  console.log(`\n${name}: ${files.length} files, ${tests} tests, ${seconds(total)} s summed`);
  for (const file of files.sort((a, b) => b.ms - a.ms)) {
    console.log(`${seconds(file.ms)} s  ${String(file.tests).padStart(4)}  ${file.file}`);
  }
}
