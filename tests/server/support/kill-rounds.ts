/**
 * kill -9 right after leads are acknowledged, round after round, on one engine: what
 * tests/server/kill-9-embedded.test.ts and kill-9-postgres.test.ts prove, each in a file of its
 * own so that the two engines' rounds run side by side.
 */
import { expect } from "vitest";

import { exportedIds, postLead } from "./process-fixture";
import { type ServerProcess, startServerProcess } from "./server-process";

/** Sends leads in parallel until `count` are acknowledged, then kills the server at once. */
async function acknowledgeThenKill(server: ServerProcess, count: number, round: number) {
  const acknowledged: string[] = [];
  await new Promise<void>((resolve) => {
    for (let index = 0; index < count + 5; index += 1) {
      postLead(server, `Round ${round} lead ${index}`)
        .then(async (response) => {
          if (response.status !== 201) return;
          acknowledged.push(((await response.json()) as { id: string }).id);
          if (acknowledged.length === count) {
            server.kill();
            resolve();
          }
        })
        .catch(() => {}); // in flight when the process died: never acknowledged
    }
  });
  return acknowledged;
}

/** 20 rounds of start, acknowledge, kill -9 on the storage `env` names; then every lead is there. */
export async function loseNoAcknowledgedLead(env: NodeJS.ProcessEnv) {
  const acknowledged: string[] = [];
  // Every other round kills the whole `npm start` process group, as a supervisor would.
  const npm = (round: number) => round % 2 === 1;
  for (let round = 0; round < 20; round += 1) {
    const server = await startServerProcess(env, { npm: npm(round) });
    expect(server.child.exitCode).toBeNull();
    acknowledged.push(...(await acknowledgeThenKill(server, 5, round)));
    // Started again 0.1 s later, as a supervisor would, while the killed one may still be dying.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const server = await startServerProcess(env);
  try {
    const stored = await exportedIds(server);
    // At least 5 per round; a few more can be answered while the kill lands.
    expect(acknowledged.length).toBeGreaterThanOrEqual(100);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  } finally {
    await server.stop();
  }
}
