/** `npm run leads`' entry: the operators' command line, bundled as the server is (server/run-bundled.mjs). */
import { runBundled } from "./run-bundled.mjs";

await runBundled("server/cli/leads.ts");
