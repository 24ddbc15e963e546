/**
 * A load at a fixed rate, as wrk2 makes it: requests are due on a timetable (`rate` a second,
 * evenly spaced) and each one's latency is counted from when it was due, not from when a free
 * connection sent it, so a stall shows in the figures of every request it held up (no
 * coordinated omission). Keep-alive connections over HTTP/1.1 or HTTPS, as a browser's.
 */
import http from "node:http";
import https from "node:https";

import { percentile } from "./processes.mjs";

/** One GET of `url` on `agent`, whole body read; the status. */
function get(url, agent, headers) {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { agent, headers, servername: "localhost" }, (response) => {
      response.resume();
      response.once("end", () => resolve(response.statusCode));
      response.once("error", reject);
    });
    request.once("error", reject);
  });
}

/**
 * `rate` requests a second to `url` for `seconds` over `connections` keep-alive connections;
 * latencies in ms from each request's due time (median, p99, max) and the count of answers that
 * were not 200.
 */
export async function fixedRateLatency(url, { rate, seconds, connections = 16, ca, headers = {} }) {
  const target = new URL(url);
  const Agent = target.protocol === "https:" ? https.Agent : http.Agent;
  const agent = new Agent({ keepAlive: true, maxSockets: connections, ca });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies = [];
  let failed = 0;
  const start = performance.now() + 50;
  const pending = [];
  for (let index = 0; index < total; index += 1) {
    const due = start + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      get(target, agent, headers).then(
        (status) => {
          latencies.push(performance.now() - due);
          if (status !== 200) failed += 1;
        },
        () => {
          failed += 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  return {
    median: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: Math.max(...latencies),
    failed,
  };
}
