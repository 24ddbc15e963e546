import path from "node:path";
import { comparedBuilds, withBuildServers } from "../scripts/bench/site-builds.mjs";
import { benchNavigation } from "../scripts/bench/navigation.mjs";
const builds = comparedBuilds("/tmp/bench-after", { withFloor: false });
await withBuildServers(builds, 4610, async (origins) => {
  const timer = setTimeout(() => { console.log("STUCK"); process.exit(1); }, 60000);
  console.log(await benchNavigation(origins, 1));
  clearTimeout(timer);
});
