/** `npm run brightway`'s entry: the operators' command line, bundled as the server is (server/run-bundled.mjs). */
import { COMMAND, runBundled } from "./run-bundled.mjs";

await runBundled(COMMAND.entry);
