/** deploy/brightway's reader of the settings file, bundled as the server is (server/run-bundled.mjs). */
import { SETTINGS_EXPORTS, runBundled } from "./run-bundled.mjs";

await runBundled(SETTINGS_EXPORTS.entry);
