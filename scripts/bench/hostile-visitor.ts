/**
 * For the hostile bench: a visitor's leads sent from a process of their own,
 * so that their times are the server's and not the load generator's (whose
 * event loop is busy writing megabytes). Prints the leads as JSON. Run by
 * scripts/bench/hostile.mjs:
 * node --import tsx scripts/bench/hostile-visitor.ts <port> <third octet> <seconds> <every ms> <label>
 */
import { loopbackAddresses, visitorLeads } from "./hostile-load.ts";

const [port, third, seconds, everyMs, label] = process.argv.slice(2);
const until = Date.now() + Number(seconds) * 1000;
const leads = await visitorLeads({
  port: Number(port),
  // 32 addresses, each well below the forms' limit per address at a lead every half second.
  addresses: loopbackAddresses(32, Number(third), 1),
  everyMs: Number(everyMs),
  busy: () => Date.now() < until,
  label: label ?? "visitor",
});
console.log(JSON.stringify(leads));
