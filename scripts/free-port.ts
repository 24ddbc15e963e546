/**
 * Ports for the servers tests and benches start. A port the OS picks with
 * listen(0) is free when it is picked, but it is released before the server
 * binds it, and two test processes (or any process's outgoing connection)
 * can be handed the same one meanwhile: the server started second then fails
 * to listen, and the readiness probe of it reaches the first. So ports are
 * taken below the OS's own range, and each one is claimed with a file that
 * every test process of the same user respects for ten minutes.
 */
import { mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const LOWEST = 20_000;
/** Per user: a folder another user made would refuse this one's claims. */
export const CLAIMS = path.join(tmpdir(), `brightway-test-ports-${process.getuid?.() ?? "user"}`);
const CLAIM_HELD_MS = 10 * 60_000;

/** The first port the OS hands out for listen(0) and outgoing connections. */
function ephemeralStart(): number {
  try {
    const [low] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").split(/\s+/);
    return Number(low) > LOWEST + 1000 ? Number(low) : 32_768;
  } catch {
    return 32_768;
  }
}

/** True when no other test process claimed `port` in the last ten minutes; claims it. */
function claim(port: number): boolean {
  const file = path.join(CLAIMS, String(port));
  try {
    writeFileSync(file, "", { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    if (Date.now() - statSync(file).mtimeMs < CLAIM_HELD_MS) return false;
    const now = new Date();
    utimesSync(file, now, now);
    return true;
  }
}

function listensNowhere(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** A TCP port on loopback that nothing listens on, and no other test process was given. */
export async function freePort(): Promise<number> {
  mkdirSync(CLAIMS, { recursive: true });
  const span = ephemeralStart() - LOWEST;
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const port = LOWEST + Math.floor(Math.random() * span);
    if (claim(port) && (await listensNowhere(port))) return port;
  }
  throw new Error(`no free port between ${LOWEST} and ${LOWEST + span}`);
}
