/**
 * For the hostile bench: every route of the app this environment's settings
 * build (DATA_DIR's database started and stopped again), with its body limit,
 * as JSON. Run by scripts/bench/hostile.mjs before the server starts:
 * node --import tsx scripts/bench/hostile-routes.ts
 */
import { readConfig } from "../../server/config.ts";
import { listRoutes } from "./hostile-requests.ts";

const root = new URL("../..", import.meta.url).pathname;
console.log(
  JSON.stringify(await listRoutes(readConfig({ ...process.env, LOG_LEVEL: "silent" }, root))),
);
