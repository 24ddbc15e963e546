import { benchDemoDialog, demoDialogTable } from "../scripts/bench/demo-dialog.mjs";
import { comparedBuilds, withBuildServers } from "../scripts/bench/site-builds.mjs";
const builds = comparedBuilds("/tmp/bench-after", { withFloor: false, beforeDir: "/work/islands-before/build" });
await withBuildServers(builds, 4610, async (origins) => {
  console.log(demoDialogTable(await benchDemoDialog(origins, Number(process.env.RUNS ?? 1))));
});
