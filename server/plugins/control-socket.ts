/**
 * With the embedded database, only the server may open DATA_DIR while it
 * runs. The leads command then talks to the server instead, over a Unix
 * socket in DATA_DIR that only the server's own user can open; requests that
 * arrive there reach the admin routes without a token. Decorates
 * `app.isControlRequest`.
 */
import { chmod, rm } from "node:fs/promises";
import { type IncomingMessage, createServer } from "node:http";
import path from "node:path";

import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

export const controlSocketPath = (dataDir: string) => path.join(dataDir, "control.sock");

declare module "fastify" {
  interface FastifyInstance {
    isControlRequest: (request: FastifyRequest) => boolean;
  }
}

async function controlSocketPlugin(app: FastifyInstance, { dataDir }: { dataDir?: string }) {
  const controlRequests = new WeakSet<IncomingMessage>();
  app.decorate("isControlRequest", (request: FastifyRequest) => controlRequests.has(request.raw));
  if (!dataDir) return;

  const socketPath = controlSocketPath(dataDir);
  const server = createServer((request, response) => {
    controlRequests.add(request);
    app.routing(request, response);
  });
  // The lock on DATA_DIR is ours, so a socket file left here is from a server that died.
  await rm(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, resolve);
  });
  await chmod(socketPath, 0o600);
  app.addHook("preClose", async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(socketPath, { force: true });
  });
}

export default fp(controlSocketPlugin, { name: "control-socket" });
