/**
 * Files of personal data that `brightway` writes (an export with
 * --output, a dump) are readable by their owner only: 0600 under the usual
 * umask 022, whether the file is new or one already there with 0644.
 */
import { execFile } from "node:child_process";
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "../../server/db/database";
import { storeLead } from "../../server/leads/lead-repository";
import { createDatabase, quietLog } from "./support/databases";
import { MIGRATED_TEMPLATE } from "./support/migrated-template";
import { repositoryRoot } from "./support/site-fixture";

const run = promisify(execFile);
let scratch: string;
let databaseUrl: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "brightway-modes-"));
  databaseUrl = await createDatabase("postgres", { template: MIGRATED_TEMPLATE });
  const database = await openDatabase({
    dataDir: "",
    databaseUrl,
    holder: "server",
    log: quietLog,
  });
  try {
    await storeLead(
      database.db,
      {
        type: "contact",
        locale: "en-US",
        fields: { firstName: "Mode", lastName: "Person", email: "mode@example.org", message: "Hi" },
        email: "mode@example.org",
        requestHash: "file-modes",
      },
      { channels: ["webhook"], fallbackRecipients: [] },
    );
  } finally {
    await database.close();
  }
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** `brightway …` as an operator's shell runs it, with umask 022. */
async function leadsUnderUmask022(...args: string[]) {
  const { stderr } = await run(
    "sh",
    ["-c", 'umask 022 && exec "$@"', "sh", process.execPath, "server/brightway.mjs", ...args],
    { cwd: repositoryRoot, env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl } },
  );
  return stderr;
}

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe("files that brightway writes", () => {
  it("an export to a new file is 0600, and holds the leads", async () => {
    const file = path.join(scratch, "new-export.csv");
    expect(await leadsUnderUmask022("export", "--format", "csv", "--output", file)).toContain(
      `Exported to ${file}.`,
    );
    expect(await modeOf(file)).toBe(0o600);
    expect(await readFile(file, "utf8")).toContain("mode@example.org");
  });

  it("an export over a file already there with 0644 leaves it 0600", async () => {
    const file = path.join(scratch, "old-export.json");
    await writeFile(file, "older export");
    await chmod(file, 0o644);
    await leadsUnderUmask022("export", "--format", "json", "--output", file);
    expect(await modeOf(file)).toBe(0o600);
    expect(JSON.parse(await readFile(file, "utf8"))).toHaveLength(1);
  });

  it("a dump is 0600, even where an earlier run left its partial file with 0644", async () => {
    const file = path.join(scratch, "site.dump");
    await writeFile(`${file}.partial`, "left by an interrupted dump");
    await chmod(`${file}.partial`, 0o644);
    expect(await leadsUnderUmask022("dump", "--output", file)).toContain("Dumped 1 lead(s)");
    expect(await modeOf(file)).toBe(0o600);
  });
});
