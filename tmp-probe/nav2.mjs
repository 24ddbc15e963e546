import path from "node:path";
import { comparedBuilds, withBuildServers } from "../scripts/bench/site-builds.mjs";
import { launchTab } from "../scripts/bench/cdp-pipe.mjs";
const builds = comparedBuilds(path.resolve("build-bench"), { withFloor: false, beforeDir: "/work/islands-before/build" });
await withBuildServers(builds, 4610, async (origins) => {
  const browser = await launchTab();
  browser.on((m) => { if (m.method?.startsWith("Target.") || m.method?.startsWith("Inspector")) console.log(m.method, JSON.stringify(m.params).slice(0, 160)); });
  const [page] = browser.pageSessions;
  console.log("enable", await browser.send("Page.enable", {}, page));
  console.log("nav", await browser.send("Page.navigate", { url: `${origins.after}/pricing` }, page));
  await new Promise((r) => setTimeout(r, 2000));
  console.log("eval", await browser.send("Runtime.evaluate", { expression: "location.href + ' ' + document.readyState", returnByValue: true }, page));
  console.log(browser.pageSessions);
  await browser.close();
});
