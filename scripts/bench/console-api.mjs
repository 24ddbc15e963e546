/**
 * The console's API as the bench drives it: an owner's requests on a
 * session made by console-session.ts, and the job posting it publishes.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import { root, tool } from "./processes.mjs";

/** Longer than any one request of the console takes, a drill included. */
const REQUEST_TIMEOUT_MS = 180_000;

/**
 * POSTs to /api/admin as the owner of `session`, from the site's own
 * `origin` (http://localhost:PORT, the server's default PUBLIC_ORIGIN):
 * the answer's JSON; any status from 300 up throws.
 */
export function consoleApi(origin, session) {
  const headers = {
    cookie: `__Host-brightway-session=${session}`,
    origin,
    "content-type": "application/json",
  };
  return async (pathname, body) => {
    const response = await fetch(`${origin}/api/admin${pathname}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.status >= 300) throw new Error(`${pathname} answered ${response.status}`);
    return response.status === 204 ? undefined : response.json();
  };
}

/** The first sample job posting in both languages, as the console sends it. */
export function jobModel() {
  const model = {};
  for (const [locale, code] of [
    ["en-US", "en"],
    ["es-US", "es"],
  ]) {
    const file = readFileSync(
      path.join(root, `content/careers/implementation-manager.${code}.md`),
      "utf8",
    );
    const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(file);
    model[locale] = { fields: JSON.parse(tool("scripts/bench/yaml-fields.ts", front)), body };
  }
  return model;
}

/** The model, retitled. */
export const jobContent = (model, title) =>
  Object.fromEntries(
    Object.entries(model).map(([locale, version]) => [
      locale,
      { ...version, fields: { ...version.fields, title } },
    ]),
  );
