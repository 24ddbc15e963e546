/**
 * Sessions' statements in an order a seed chooses, as PostgreSQL's own
 * isolation tests run them (src/test/isolation): each session has one
 * connection, and each statement it sends waits for its turn. A statement
 * that waits on a lock another session holds (pg_stat_activity says so)
 * lets the others go on, as isolationtester does. After every step the
 * caller looks at what is committed.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";

import type { Db } from "../../../server/db/database";
import { schema } from "../../../server/db/schema";

/** What one session does in one run, on its own connection. */
export type SessionRun<T> = (db: Db) => Promise<T>;

/** A small seeded generator (mulberry32): the same order on every run, and a new one per seed. */
export function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a statement may run before pg_stat_activity is asked whether it waits on a lock. */
const LOCK_CHECK_AFTER_MS = 3;

/** A statement's text, short, for the order a failure prints. */
function statementText(query: unknown): string {
  const text = typeof query === "string" ? query : (query as { text?: string }).text;
  return (text ?? "?").replace(/\s+/g, " ").slice(0, 70);
}

interface Session {
  name: string;
  db: Db;
  /** The backend of its connection, once connected. */
  pid?: number;
  /** Set while a statement waits for its turn: lets it go. */
  go?: () => void;
  waiting?: string;
  ended: boolean;
}

export interface Interleaving<T> {
  /** What each session's run resolved to (or threw), by name. */
  outcomes: Record<string, PromiseSettledResult<T>>;
  /** The statements in the order they ran, each named by its session. */
  order: string[];
}

/**
 * Sessions named `names` on the database at `url`, each a connection of its own kept from run
 * to run, and one more connection that watches them.
 */
export async function interleaver(url: string, names: string[]) {
  const monitor = new pg.Client({ connectionString: url });
  await monitor.connect();
  let wake: () => void = () => {};
  const arrived = () => wake();

  function session(name: string): Session & { pool: pg.Pool } {
    const state = { name, ended: true } as Session & { pool: pg.Pool };
    class GatedClient extends pg.Client {
      // pg's overloads take a callback or answer a promise; both wait for the turn here.
      override query(...args: unknown[]): never {
        const callback = typeof args.at(-1) === "function" ? args.pop() : undefined;
        state.pid = (this as unknown as { processID: number }).processID;
        const turn = new Promise<void>((go) => {
          state.go = go;
          state.waiting = statementText(args[0]);
          arrived();
        });
        const answer = turn.then(() =>
          (pg.Client.prototype.query as (...query: unknown[]) => Promise<unknown>).apply(
            this,
            args,
          ),
        );
        if (!callback) return answer as never;
        answer.then(
          (result) => (callback as (error: unknown, result?: unknown) => void)(null, result),
          (error: unknown) => (callback as (error: unknown) => void)(error),
        );
        return undefined as never;
      }
    }
    state.pool = new pg.Pool({ connectionString: url, max: 1, Client: GatedClient });
    state.db = drizzle({ client: state.pool, schema }) as Db;
    return state;
  }
  const sessions = names.map(session);

  /** Sessions whose statement waits on a lock another session holds. */
  async function lockWaits(pids: number[]): Promise<Set<number>> {
    const { rows } = await monitor.query<{ pid: number }>(
      "select pid from pg_stat_activity where pid = any($1) and wait_event_type = 'Lock'",
      [pids],
    );
    return new Set(rows.map((row) => row.pid));
  }

  /**
   * Runs each session's `runs[name]` side by side, one statement at a time in the order `seed`
   * draws; `observe` runs after every statement.
   */
  async function run<T>(
    seed: number,
    runs: Record<string, SessionRun<T>>,
    observe: () => Promise<void>,
    { deadlineMs = 20_000 } = {},
  ): Promise<Interleaving<T>> {
    const next = seeded(seed);
    const order: string[] = [];
    const deadline = Date.now() + deadlineMs;
    const taking = sessions.filter((s) => runs[s.name]);

    /** Until every session waits for its turn, waits on a lock, or has ended. */
    async function settled(): Promise<Session[]> {
      for (let since = Date.now(); ;) {
        if (Date.now() > deadline) {
          throw new Error(
            `seed ${seed}: the sessions did not settle; so far:\n${order.join("\n")}`,
          );
        }
        const moving = taking.filter((s) => !s.ended && !s.go);
        if (moving.length === 0) break;
        const pids = moving.map((s) => s.pid).filter((pid) => pid !== undefined);
        if (pids.length === moving.length && Date.now() - since >= LOCK_CHECK_AFTER_MS) {
          const blocked = await lockWaits(pids);
          if (pids.every((pid) => blocked.has(pid))) break;
          since = Date.now();
        }
        await Promise.race([new Promise<void>((resolve) => (wake = resolve)), pause(1)]);
      }
      return taking.filter((s) => s.go);
    }

    const outcomes: Record<string, PromiseSettledResult<T>> = {};
    const running = taking.map(async (s) => {
      s.ended = false;
      const [outcome] = await Promise.allSettled([(runs[s.name] as SessionRun<T>)(s.db)]);
      outcomes[s.name] = outcome as PromiseSettledResult<T>;
      s.ended = true;
      arrived();
    });
    while (taking.some((s) => !s.ended)) {
      const ready = await settled();
      const chosen = ready[Math.floor(next() * ready.length)];
      // Every session left waits on a lock: PostgreSQL's deadlock detection ends one.
      if (!chosen) await pause(5);
      else {
        const go = chosen.go as () => void;
        order.push(`${chosen.name}: ${chosen.waiting}`);
        chosen.go = undefined;
        go();
        await settled();
      }
      await observe();
    }
    await Promise.all(running);
    return { outcomes, order };
  }

  async function close() {
    await monitor.end();
    await Promise.all(sessions.map((s) => s.pool.end()));
  }

  return { run, close };
}
