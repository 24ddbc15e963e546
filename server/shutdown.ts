/**
 * Graceful shutdown: on SIGTERM or SIGINT stop accepting connections, let
 * in-flight requests (and, through onClose hooks, deliveries and the
 * database) finish, then exit 0. After the grace period the process exits
 * anyway.
 */
import type { FastifyInstance } from "fastify";

export function shutDownOnSignals(app: FastifyInstance, graceMs: number) {
  let closing = false;
  const shutDown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const deadline = setTimeout(() => {
      app.log.warn({ graceMs }, "shutdown grace period over; exiting with work unfinished");
      process.exit(0);
    }, graceMs);
    deadline.unref();
    await app.close();
    process.exit(0);
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, shutDown);
}
