/**
 * A `.env` in the project's folder, for development: its settings for `npm start` and
 * `npm run brightway` without exporting them by hand. A variable already in the environment wins over
 * the file's (Node's `process.loadEnvFile` sets only names not yet set). With NODE_ENV=production,
 * as the service and deploy/brightway run, none is read: production's settings are the service's
 * settings file alone, and a stray `.env` in a release changes nothing.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectEnvFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.env");

export function loadDevelopmentEnv() {
  if (process.env.NODE_ENV === "production") return;
  try {
    process.loadEnvFile(projectEnvFile);
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
  }
}
