/**
 * Failed sign-ins, counted so that they cannot be turned against the people
 * they protect (issue 34). Failures are counted per method: wrong recovery
 * codes never hold up a passkey. They are counted per (account, client):
 * someone guessing from one address waits, while the account's owner, from
 * another, does not. A guess spread over many addresses meets a ceiling per
 * account, for recovery codes only: a passkey cannot be guessed, and a
 * ceiling there would let anyone lock its owner out. Accounts are keyed by
 * what was typed or presented, known or not, so the answers never tell
 * which addresses have accounts.
 *
 * Counts live in this process's memory: a restart forgets them, and two
 * instances count apart (the per-address rate limit still holds on each).
 */
import { clientKey } from "../client-key";

export type SignInMethod = "passkey" | "recovery code";

const WINDOW_MS = 15 * 60_000;
/** Failures of one method, for one account, from one client, before it waits. */
export const CLIENT_FAILURES = 10;
/** Failures of recovery codes for one account from all clients, before all wait. */
export const ACCOUNT_FAILURES = 50;
/** Keys kept at most; the oldest go first (a flood of made-up accounts cannot grow memory). */
const MAX_KEYS = 20_000;

export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Whether this client must wait before trying `method` for `account` again. */
  mustWait(method: SignInMethod, account: string, client: string): boolean {
    if (this.recent(`${method}|${account}|${clientKey(client)}`) >= CLIENT_FAILURES) return true;
    return method === "recovery code" && this.recent(`${method}|${account}`) >= ACCOUNT_FAILURES;
  }

  failed(method: SignInMethod, account: string, client: string): void {
    this.add(`${method}|${account}|${clientKey(client)}`);
    if (method === "recovery code") this.add(`${method}|${account}`);
  }

  private recent(key: string): number {
    const since = this.now() - WINDOW_MS;
    const times = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times.length;
  }

  private add(key: string): void {
    this.recent(key);
    const times = this.failures.get(key) ?? [];
    this.failures.delete(key);
    this.failures.set(key, [...times, this.now()]);
    if (this.failures.size > MAX_KEYS) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
  }
}
