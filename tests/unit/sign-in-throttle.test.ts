// @vitest-environment node
/**
 * The sign-in throttle on its own: who waits, for how long, and how much
 * memory it holds whatever accounts it is given (measured on V8's heap, not
 * taken from the class's own word).
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

import { describe, expect, it } from "vitest";

import {
  CLIENT_FAILURES,
  MAX_HELD_BYTES,
  MAX_KEYS,
  SignInThrottle,
} from "../../server/auth/sign-in-throttle";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

/** The heap in use once everything unreachable is gone. */
function heapInUse(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

const clock = () => {
  let now = Date.parse("2026-12-01T12:00:00Z");
  return { now: () => now, pass: (ms: number) => (now += ms) };
};

describe("the sign-in throttle", () => {
  it("makes one client wait after ten failures, for that account and method only", () => {
    const time = clock();
    const throttle = new SignInThrottle(time.now);
    for (let attempt = 0; attempt < CLIENT_FAILURES; attempt += 1) {
      expect(throttle.mustWait("recovery code", "owner@example.org", "203.0.113.7")).toBe(false);
      throttle.failed("recovery code", "owner@example.org", "203.0.113.7");
    }
    expect(throttle.mustWait("recovery code", "owner@example.org", "203.0.113.7")).toBe(true);
    expect(throttle.mustWait("recovery code", "owner@example.org", "203.0.113.8")).toBe(false);
    expect(throttle.mustWait("passkey", "owner@example.org", "203.0.113.7")).toBe(false);
    expect(throttle.mustWait("recovery code", "other@example.org", "203.0.113.7")).toBe(false);
    time.pass(15 * 60_000 + 1);
    expect(throttle.mustWait("recovery code", "owner@example.org", "203.0.113.7")).toBe(false);
  });

  it("never makes a new client wait, however many others failed for the account", () => {
    const throttle = new SignInThrottle(clock().now);
    for (let client = 1; client <= 200; client += 1) {
      for (let attempt = 0; attempt < CLIENT_FAILURES; attempt += 1) {
        throttle.failed("recovery code", "owner@example.org", `198.51.100.${client}`);
      }
    }
    expect(throttle.mustWait("recovery code", "owner@example.org", "198.51.100.1")).toBe(true);
    expect(throttle.mustWait("recovery code", "owner@example.org", "192.0.2.44")).toBe(false);
  });

  it(`holds at most ${MAX_KEYS} keys and ${MAX_HELD_BYTES / 1e6} MB, however long the accounts`, () => {
    const throttle = new SignInThrottle(clock().now);
    const long = "A".repeat(10_000);
    const before = heapInUse();
    for (let index = 0; index < MAX_KEYS + 5_000; index += 1) {
      const client = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
      throttle.failed("passkey", `${long}${index}`, client);
      throttle.failed("passkey", `${long}${index}`, client);
    }
    const held = heapInUse() - before;
    expect(throttle.size).toBe(MAX_KEYS);
    expect(held).toBeLessThan(MAX_HELD_BYTES);
    // Still counting: the newest keys are the ones kept.
    const newest = MAX_KEYS + 4_999;
    const newestClient = `10.${(newest >> 16) & 255}.${(newest >> 8) & 255}.${newest & 255}`;
    for (let attempt = 2; attempt < CLIENT_FAILURES; attempt += 1) {
      throttle.failed("passkey", `${long}${newest}`, newestClient);
    }
    expect(throttle.mustWait("passkey", `${long}${newest}`, newestClient)).toBe(true);
    // 50,000 failures of 10 kB accounts: about a second alone, several on a loaded machine.
  }, 60_000);
});
