/** `npm start`'s entry: the server, bundled (server/run-bundled.mjs). */
import { runBundled } from "./run-bundled.mjs";

await runBundled("server/main.ts");
