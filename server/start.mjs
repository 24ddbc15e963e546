/** `npm start`'s entry: the server, bundled with the jobs it forks (server/run-bundled.mjs). */
import { runBundled } from "./run-bundled.mjs";

await runBundled("server/main.ts", {
  alongside: [
    "server/publishing/render-job.ts",
    "server/publishing/search-job.ts",
    "server/backup/backup-job.ts",
  ],
});
