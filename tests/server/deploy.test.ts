/**
 * The files an operator copies onto a machine (deploy/, docs/deploying.md):
 * the service unit passes systemd's own checks and scores OK or better on its
 * hardening; the Caddyfile is valid for a real name, and the guide's §4 gives Debian's Caddy that
 * name; the alerting rules name only series the server exposes.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { serverArguments, serverEnvironment } from "../../server/start-command";
import { guideCommands, runCommands } from "./support/deploying-guide";
import { promtool } from "./support/prometheus";
import { repositoryRoot } from "./support/site-fixture";

const deploy = (name: string) => path.join(repositoryRoot, "deploy", name);

describe("deploy/brightway.service", () => {
  it("passes systemd-analyze verify", () => {
    const result = spawnSync("systemd-analyze", ["verify", deploy("brightway.service")], {
      encoding: "utf8",
    });
    expect(result.stderr + result.stdout).toBe("");
    expect(result.status).toBe(0);
  });

  it("is rated OK or better by systemd-analyze security", () => {
    const report = execFileSync(
      "systemd-analyze",
      ["security", "--offline=true", "--no-pager", deploy("brightway.service")],
      { encoding: "utf8" },
    );
    const [, exposure, rating] =
      /Overall exposure level for brightway\.service: ([\d.]+) (\w+)/.exec(report) ?? [];
    expect(["SAFE", "OK"]).toContain(rating);
    expect(Number(exposure)).toBeLessThan(2);
  });

  it("starts the server as npm start does, its flags included", () => {
    const unit = readFileSync(deploy("brightway.service"), "utf8");
    expect(unit).toMatch(new RegExp(`^ExecStart=/usr/bin/node ${serverArguments.join(" ")}$`, "m"));
    for (const [name, value] of Object.entries(serverEnvironment))
      expect(unit).toMatch(new RegExp(`^Environment=.*\\b${name}=${value}\\b`, "m"));
  });

  it("stops the server alone with SIGTERM and gives it longer than its own 10 s", () => {
    const unit = readFileSync(deploy("brightway.service"), "utf8");
    expect(unit).toMatch(/^KillMode=mixed$/m);
    expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1])).toBeGreaterThan(10);
    expect(unit).toMatch(/^ReadWritePaths=\/var\/lib\/brightway$/m);
    expect(unit).toMatch(/^Environment=.*\bDATA_DIR=\/var\/lib\/brightway\b/m);
  });
});

describe("deploy/Caddyfile", () => {
  it("is valid for a site's name, with the server's address defaulted or given", () => {
    for (const upstream of [undefined, "127.0.0.1:3100"]) {
      const result = spawnSync(
        "caddy",
        ["validate", "--adapter", "caddyfile", "--config", deploy("Caddyfile")],
        {
          encoding: "utf8",
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            SITE_DOMAIN: "www.example.org",
            ...(upstream && { UPSTREAM: upstream }),
          },
        },
      );
      expect(result.stdout + result.stderr).toContain("Valid configuration");
      expect(result.status).toBe(0);
    }
  });
});

describe("docs/deploying.md §4", () => {
  it("gives Debian's Caddy the site's name, with which the Caddyfile it installs loads", async () => {
    const scratch = await mkdtemp(path.join(tmpdir(), "brightway-caddy-"));
    try {
      await mkdir(path.join(scratch, "caddy")); // Debian's caddy package makes /etc/caddy
      const places = {
        "/etc/systemd/system": path.join(scratch, "systemd"),
        "/etc/caddy": path.join(scratch, "caddy"),
        "/opt/brightway": repositoryRoot,
      };
      runCommands(guideCommands("## 4. HTTPS", places), { PATH: process.env.PATH });
      // What systemd gives the unit: Debian's caddy.service sets no environment of its own.
      const dropIn = await readFile(
        path.join(scratch, "systemd/caddy.service.d/brightway.conf"),
        "utf8",
      );
      const environment = Object.fromEntries(
        [...dropIn.matchAll(/^Environment=(\w+)=(.*)$/gm)].map(([, name, value]) => [name, value]),
      );
      expect(environment).toEqual({ SITE_DOMAIN: "www.example.org" });
      const adapted = spawnSync(
        "caddy",
        ["adapt", "--adapter", "caddyfile", "--config", path.join(scratch, "caddy/Caddyfile")],
        { encoding: "utf8", env: { PATH: process.env.PATH, HOME: scratch, ...environment } },
      );
      expect(adapted.stderr).not.toMatch(/error/i);
      expect(JSON.parse(adapted.stdout).apps.http.servers.srv0.routes[0].match).toEqual([
        { host: ["www.example.org"] },
      ]);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });
});

describe("deploy/alerts.yml", () => {
  it("passes promtool check rules", () => {
    const { status, output } = promtool(["rules", deploy("alerts.yml")]);
    expect(output).toMatch(/SUCCESS: \d+ rules found/);
    expect(status).toBe(0);
  });

  it("alerts only on series the server exposes, or on the scrape itself", () => {
    const rules = readFileSync(deploy("alerts.yml"), "utf8");
    const source = readFileSync(path.join(repositoryRoot, "server/plugins/metrics.ts"), "utf8");
    const used = new Set(rules.match(/brightway_[a-z_]+/g));
    expect(used.size).toBeGreaterThan(3);
    for (const series of used) expect(source, series).toContain(`"${series}"`);
  });
});
