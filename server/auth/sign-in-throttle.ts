/**
 * Failed sign-ins, counted so that they cannot be turned against the people
 * they protect. Failures are counted per method (wrong recovery codes never
 * hold up a passkey) and per (account, client) only: someone guessing from
 * one address waits, while the account's owner, from any other, never does,
 * however many others fail. Accounts are keyed by what was typed or
 * presented, known or not, so the answers never tell which addresses have
 * accounts.
 *
 * What is kept is bounded in bytes whatever a client sends: each key is the
 * SHA-256 of (method, account, client), so a credential id or address of any
 * length costs the same 44 characters; at most CLIENT_FAILURES times are kept
 * a key, and at most MAX_KEYS keys, the least recently failed going first.
 *
 * Counts live in this process's memory: a restart forgets them, and two
 * instances count apart (the per-address rate limit still holds on each).
 */
import { createHash } from "node:crypto";

import { clientKey } from "../client-key";

export type SignInMethod = "passkey" | "recovery code";

const WINDOW_MS = 15 * 60_000;
/** Failures of one method, for one account, from one client, before that client waits. */
export const CLIENT_FAILURES = 10;
/** Keys kept at most: a flood of made-up accounts pushes out the oldest, never grows memory. */
export const MAX_KEYS = 20_000;
/**
 * What the throttle holds at most, measured: a key (a 44-character string), its place in the
 * map and up to CLIENT_FAILURES times come to under 400 bytes; 20,000 of them under 8 MB.
 */
export const MAX_HELD_BYTES = MAX_KEYS * 400;

const keyOf = (method: SignInMethod, account: string, client: string) =>
  createHash("sha256")
    .update(`${method}\0${clientKey(client)}\0${account}`)
    .digest("base64");

export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Whether this client must wait before trying `method` for `account` again. */
  mustWait(method: SignInMethod, account: string, client: string): boolean {
    return this.recent(keyOf(method, account, client)).length >= CLIENT_FAILURES;
  }

  failed(method: SignInMethod, account: string, client: string): void {
    const key = keyOf(method, account, client);
    const times = [...this.recent(key), this.now()].slice(-CLIENT_FAILURES);
    // Deleted and set again: the map's order is the order of last failure, oldest first.
    this.failures.delete(key);
    this.failures.set(key, times);
    if (this.failures.size > MAX_KEYS) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
  }

  /** Keys held (for tests of the bound). */
  get size(): number {
    return this.failures.size;
  }

  private recent(key: string): number[] {
    const since = this.now() - WINDOW_MS;
    const times = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }
}
