import { launchTab } from "../scripts/bench/cdp-pipe.mjs";
const t = Date.now();
const browser = await launchTab();
console.log("launched", Date.now() - t, browser.pageSessions);
await browser.close();
console.log("closed");
