import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { collectWhenQuiet } from "../../server/idle-collection";

describe("the server's collection when it turns quiet", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A server whose CPU time the test sets, tick by tick (10 s each). */
  function server() {
    let cpu = 0;
    const gc = vi.fn(() => {
      cpu += 30; // a collection takes CPU time of its own
    });
    collectWhenQuiet({ gc, cpuMs: () => cpu });
    const tick = (cpuMs: number) => {
      cpu += cpuMs;
      vi.advanceTimersByTime(10_000);
    };
    return { gc, tick };
  }

  it("collects once after work, when a tick is quiet, and not again until more work", () => {
    const { gc, tick } = server();
    tick(800); // a first start, a publish, a burst of requests
    expect(gc).not.toHaveBeenCalled();
    tick(10);
    expect(gc).toHaveBeenCalledTimes(1);
    for (let index = 0; index < 60; index += 1) tick(80); // idle: its own timers alone
    expect(gc).toHaveBeenCalledTimes(1);
    tick(500);
    tick(500);
    expect(gc).toHaveBeenCalledTimes(1);
    tick(5);
    expect(gc).toHaveBeenCalledTimes(2);
  });

  it("waits while the work goes on", () => {
    const { gc, tick } = server();
    for (let index = 0; index < 10; index += 1) tick(400);
    expect(gc).not.toHaveBeenCalled();
  });

  it("does nothing without Node's --expose-gc", () => {
    collectWhenQuiet({ gc: undefined, cpuMs: () => 0 });
    expect(vi.getTimerCount()).toBe(0);
  });
});
