import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { CLAIMS, freePort } from "../../scripts/free-port";

describe("ports for the servers tests start", () => {
  it("come from below the OS's own range, each claimed for every other test process", async () => {
    const ephemeralStart = Number(
      readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").split(/\s+/)[0],
    );
    const ports = [];
    for (let index = 0; index < 20; index += 1) ports.push(await freePort());
    expect(new Set(ports).size).toBe(20);
    for (const port of ports) {
      expect(port).toBeLessThan(ephemeralStart);
      expect(existsSync(path.join(CLAIMS, String(port)))).toBe(true);
    }
  });
});
