/**
 * `brightway …` (`npm run brightway -- …`): reads the command line (./families.ts), prints help
 * or the usage a mistake needs, and only then reads the settings and runs the task, with the
 * server's database: with DATABASE_URL that server; with the embedded database, the cluster of
 * the server that runs on DATA_DIR, or, when none runs, the cluster started for the command alone.
 */
import { RestoreError } from "../backup/backup-names";
import { archiveSettings } from "../backup/backup-settings";
import { BackupReadError } from "../backup/encryption";
import { readConfig } from "../config";
import { openDatabase } from "../db/database";
import { projectRoot as root } from "../project-root";
import { EXIT, readCommandLine } from "./families";
import { printAboveProgress } from "./progress";
import type { Context } from "./verbs";

/** Notes from the embedded cluster go to standard error, never into an export on standard output. */
const log = {
  info: () => {},
  warn: (_details: object, message: string) => printAboveProgress(message),
  error: (_details: object, message: string) => printAboveProgress(message),
};

function context(): Context {
  const config = readConfig(process.env, root);
  return {
    config,
    log,
    async withDatabase(task) {
      const database = await openDatabase({
        ...config.storage,
        holder: "cli",
        log,
        poolSize: 2,
        archive: archiveSettings(config),
      });
      try {
        return await task(database);
      } finally {
        await database.close();
      }
    },
  };
}

async function run(): Promise<number> {
  const reading = readCommandLine(process.argv.slice(2));
  if ("help" in reading) {
    process.stdout.write(`${reading.help}\n`);
    return EXIT.done;
  }
  if ("problem" in reading) {
    console.error(`${reading.problem}\n\n${reading.usage}`);
    return EXIT.usage;
  }
  try {
    const { ok, note } = await reading.task(context());
    console.error(note);
    return ok ? EXIT.done : EXIT.failed;
  } catch (error) {
    if (error instanceof RestoreError) console.error(`Restore failed: ${error.message}`);
    else if (error instanceof BackupReadError)
      console.error(`Cannot read the file: ${error.message}.`);
    else if (error instanceof Error) console.error(error.message);
    return EXIT.failed;
  }
}

// A restore's cluster and an S3 client's connections may outlive the task: the command ends with it.
process.exit(await run());
