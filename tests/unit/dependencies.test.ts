import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import semver from "semver";
import { describe, expect, it } from "vitest";

/** The oldest Node of package.json "engines" (every build and CI machine runs 20), and the current LTS. */
const supportedNodes = ["20.19.0", "24.0.0"];
const supports = (range: string) =>
  supportedNodes.every((version) => semver.satisfies(version, range));

/**
 * Direct dependencies that declare no Node engines, each with where this
 * suite runs it (on Node 20, and the server tests on 24 too), which is then
 * the only evidence that it works.
 */
const verifiedWithoutEngines: Record<string, string> = {
  "@fastify/compress": "server: tests/server",
  "@fastify/static": "server: tests/server",
  fastify: "server: tests/server",
  "fastify-plugin": "server: tests/server",
  "@fastify/cors": "server: tests/server",
  "@fastify/formbody": "server: tests/server",
  "@fastify/rate-limit": "server: tests/server",
  "@electric-sql/pglite": "upgrade from the PGlite release: tests/server/previous-release.test.ts",
  "pg-query-stream": "exports from a cursor: tests/server",
  "@fastify/cookie": "console session cookie: tests/server",
  "drizzle-orm": "queries on both engines: tests/server",
  "drizzle-kit": "migrations: npm run db:generate, checked by tests/server",
  "csv-stringify": "exports: tests/server",
  standardwebhooks: "webhook signatures: tests/server",
  aws4fetch: "S3 backups' signatures: tests/server/s3-storage.test.ts, backups-s3.test.ts",
  valibot: "form schemas and settings: tests/unit, tests/server",
  "markdown-it": "articles rendered at build time: every build, tests/unit",
  pagefind: "site search index: every build, tests/e2e",
  "class-variance-authority": "button variants: build and tests/unit",
  "lucide-react": "icon sprite: every build",
  "radix-ui": "dialog and popover: build and tests/e2e",
  "@simplewebauthn/browser": "passkeys in the console, in the browser only: tests/e2e/console",
  "react-dom": "pre-rendering: every build",
  "@axe-core/playwright": "accessibility checks: tests/e2e",
  "@tailwindcss/vite": "styles: every build",
  tailwindcss: "styles: every build",
  "@types/node": "types only: typecheck",
  "@types/react": "types only: typecheck",
  "@types/react-dom": "types only: typecheck",
  "@types/semver": "types only: typecheck",
  "@types/pg": "types only: typecheck",
  "@types/nodemailer": "types only: typecheck",
  "@types/smtp-server": "types only: typecheck",
  "@types/markdown-it": "types only: typecheck",
  autocannon: "load runs: npm run bench",
  "serve-handler": "baseline server: npm run bench",
  "jpeg-js": "JPEG samples and a second decoder in the images' tests: tests/server",
};

interface Manifest {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

const manifest = JSON.parse(readFileSync("package.json", "utf8")) as Manifest;
const direct = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)];

function engineRange(packageDir: string): string | undefined {
  const { engines } = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")) as {
    engines?: { node?: string };
  };
  return engines?.node;
}

describe("dependencies", () => {
  it.each(direct)("%s supports Node 20 and 24, or is listed with where it runs", (name) => {
    const range = engineRange(path.join("node_modules", name));
    if (range) {
      expect(supports(range), `${name}: ${range}`).toBe(true);
    } else {
      expect(
        verifiedWithoutEngines,
        `${name} declares no engines: run it on Node 20 and add it to verifiedWithoutEngines`,
      ).toHaveProperty(name);
    }
  });

  it("lists only current dependencies that declare no engines", () => {
    const stale = Object.keys(verifiedWithoutEngines).filter(
      (name) => !direct.includes(name) || engineRange(path.join("node_modules", name)),
    );
    expect(stale).toEqual([]);
  });

  it("installs no package, direct or transitive, that rules out Node 20 or 24", () => {
    const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
      packages: Record<string, unknown>;
    };
    const installed = Object.keys(lock.packages).filter(
      (location) => location && existsSync(path.join(location, "package.json")),
    );
    expect(installed.length).toBeGreaterThan(500);
    const tooNew = installed.flatMap((location) => {
      const range = engineRange(location);
      return range && !supports(range) ? [`${location}: ${range}`] : [];
    });
    expect(tooNew).toEqual([]);
  });
});

describe("package-lock.json", () => {
  const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
    packages: Record<string, { link?: boolean; integrity?: string; os?: string[]; cpu?: string[] }>;
  };
  const entries = Object.entries(lock.packages).filter(
    ([location, entry]) => location && !entry.link,
  );

  it("gives npm an integrity to verify for every package", () => {
    const unverified = entries
      .filter(([, entry]) => !entry.integrity)
      .map(([location]) => location);
    expect(unverified).toEqual([]);
  });

  it("marks each platform's build of Pagefind for its platform only", () => {
    const builds = entries.filter(([location]) => location.startsWith("node_modules/@pagefind/"));
    expect(builds.length).toBeGreaterThan(1);
    const platforms = Object.fromEntries(
      builds.map(([location, entry]) => [location.split("/").pop(), `${entry.os}-${entry.cpu}`]),
    );
    expect(platforms).toMatchObject({
      "linux-x64": "linux-x64",
      "windows-x64": "win32-x64",
      "windows-arm64": "win32-arm64",
    });
  });
});
