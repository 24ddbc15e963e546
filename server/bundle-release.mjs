/** `npm run build`'s last step: the server's and the command line's bundles, so a release is ready to run read-only. */
import { bundleRelease } from "./run-bundled.mjs";

await bundleRelease();
