/**
 * A `.env` in the project's folder, read by `npm start`'s entry in development: it sets a
 * setting, a variable already in the environment wins over it, and with NODE_ENV=production (the
 * service's, the operator's command's) it is not read. The project here is a copy of this one, so
 * the checkout's own folder never holds a test's `.env`.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { ADMIN_TOKEN } from "./support/intake-app";
import { processFixture } from "./support/process-fixture";
import { copyOfThisRelease } from "./support/release-folder";
import { startServerProcess } from "./support/server-process";

const fixture = processFixture();

const DOTENV_METRICS_TOKEN = "metrics-token-from-dotenv-0123";
const DOTENV_ADMIN_TOKEN = "admin-token-from-dotenv-0123";

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe("a .env in development", () => {
  it(
    "sets what the environment does not, yields to what it does, and is not read in production",
    { timeout: 120_000 },
    async () => {
      const project = await fixture.folder("brightway-project-");
      await copyOfThisRelease(project);
      await writeFile(
        path.join(project, ".env"),
        `METRICS_TOKEN=${DOTENV_METRICS_TOKEN}\nADMIN_TOKEN=${DOTENV_ADMIN_TOKEN}\n`,
      );
      // fixture.env sets ADMIN_TOKEN in the environment; METRICS_TOKEN only the file sets.
      const env = fixture.env({ DATA_DIR: await fixture.preparedDataDir() });
      expect(env.ADMIN_TOKEN).toBe(ADMIN_TOKEN);
      expect(env.METRICS_TOKEN).toBeUndefined();

      const development = await startServerProcess(env, { cwd: project });
      try {
        const metrics = await fetch(`${development.origin}/metrics`, bearer(DOTENV_METRICS_TOKEN));
        expect(metrics.status).toBe(200);
        const health = `${development.origin}/api/admin/health`;
        expect((await fetch(health, bearer(ADMIN_TOKEN))).status).toBe(200);
        expect((await fetch(health, bearer(DOTENV_ADMIN_TOKEN))).status).toBe(401);
      } finally {
        expect(await development.stop(), development.stderr()).toBe(0);
      }

      const production = await startServerProcess(
        { ...env, NODE_ENV: "production" },
        {
          cwd: project,
        },
      );
      try {
        const metrics = await fetch(`${production.origin}/metrics`, bearer(DOTENV_METRICS_TOKEN));
        expect(metrics.status).toBe(404); // no METRICS_TOKEN: metrics are off
      } finally {
        expect(await production.stop(), production.stderr()).toBe(0);
      }
    },
  );
});
