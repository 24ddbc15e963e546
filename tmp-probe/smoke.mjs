import path from "node:path";
import { benchDemoDialog, demoDialogTable } from "../scripts/bench/demo-dialog.mjs";
import { benchNavigation, navigationTable } from "../scripts/bench/navigation.mjs";
import { comparedBuilds, withBuildServers } from "../scripts/bench/site-builds.mjs";
const builds = comparedBuilds("/tmp/bench-after", { withFloor: false, beforeDir: "/work/islands-before/build" });
await withBuildServers(builds, 4610, async (origins) => {
  console.log(origins);
  console.log(navigationTable(await benchNavigation(origins, 1)));
  console.log(demoDialogTable(await benchDemoDialog(origins, 1)));
});
