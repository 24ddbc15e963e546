/** `npm start`'s entry: the server, bundled with the jobs it forks (server/run-bundled.mjs). */
import { loadDevelopmentEnv } from "./development-env.mjs";
import { SERVER, runBundled } from "./run-bundled.mjs";

loadDevelopmentEnv();
await runBundled(SERVER.entry, { alongside: SERVER.alongside });
