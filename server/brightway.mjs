/** `npm run brightway`'s entry: the operators' command line, bundled as the server is (server/run-bundled.mjs). */
import { loadDevelopmentEnv } from "./development-env.mjs";
import { COMMAND, runBundled } from "./run-bundled.mjs";

loadDevelopmentEnv();
await runBundled(COMMAND.entry);
