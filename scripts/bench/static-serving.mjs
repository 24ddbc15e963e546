/**
 * The Fastify server against the serve-handler baseline on the same build,
 * one after the other: throughput on a page, a hashed asset and a 404 (50
 * connections, 10 s each), memory idle and under load, and revalidation.
 */
import http from "node:http";

import autocannon from "autocannon";

import { serverArguments } from "../../server/start-command.ts";
import { rssMb, startServer, withPeakRss } from "./processes.mjs";

const CONNECTIONS = 50;
const DURATION_S = 10;

function load(url) {
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { "accept-encoding": "br, gzip" },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

/** The first script the home page loads: a fingerprinted asset. */
async function assetPath(origin) {
  const html = await (await fetch(`${origin}/`)).text();
  const asset = /\/assets\/[^"']+\.js/.exec(html)?.[0];
  if (!asset) throw new Error("no asset found on /");
  return asset;
}

/** GET with node:http (fetch adds Cache-Control: no-cache to conditional requests). */
function get(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on("data", (chunk) => (bytes += chunk.length));
        response.on("end", () =>
          resolve({ status: response.statusCode, headers: response.headers, bytes }),
        );
      })
      .on("error", reject);
  });
}

/** A browser's revalidation: the same request again with the ETag of the first answer. */
async function revalidate(origin, path) {
  const headers = { "accept-encoding": "br, gzip" };
  const first = await get(`${origin}${path}`, headers);
  const second = await get(`${origin}${path}`, {
    ...headers,
    "if-none-match": first.headers.etag ?? "",
  });
  return { path, status: second.status, bodyBytes: second.bytes };
}

async function measure(name, server) {
  const asset = await assetPath(server.origin);
  const idleRssMb = rssMb(server.pid);
  const targets = [
    ["page /pricing", "/pricing"],
    ["asset", asset],
    ["404", "/no-such-page"],
  ];
  const runs = [];
  let peakRssMb = idleRssMb;
  for (const [label, path] of targets) {
    const { result, peakRssMb: peak } = await withPeakRss(server.pid, () =>
      load(`${server.origin}${path}`),
    );
    peakRssMb = Math.max(peakRssMb, peak);
    runs.push({
      label,
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
    });
  }
  const revalidation = [
    await revalidate(server.origin, "/"),
    await revalidate(server.origin, "/icons.svg"),
  ];
  return { name, idleRssMb, peakRssMb, runs, revalidation };
}

export async function benchStaticServing({ buildDir, port }) {
  const results = [];
  for (const [name, args] of [
    ["serve-handler (before)", ["scripts/bench/legacy-server.mjs"]],
    ["Fastify (npm start)", serverArguments],
  ]) {
    const server = await startServer({ args, env: { BUILD_DIR: buildDir }, port });
    try {
      results.push(await measure(name, server));
    } finally {
      await server.stop();
    }
  }
  return results;
}

export function staticServingTable(results) {
  const [before, after] = results;
  const rows = before.runs.map((run, index) => {
    const now = after.runs[index];
    return `| ${run.label} | ${run.requestsPerSecond} | ${run.p99Ms} | ${run.errors} | ${now.requestsPerSecond} | ${now.p99Ms} | ${now.errors} | ${(now.requestsPerSecond / run.requestsPerSecond).toFixed(2)} |`;
  });
  const memory = (result) =>
    `${result.name}: RSS ${result.idleRssMb.toFixed(0)} MB idle, ${result.peakRssMb.toFixed(0)} MB peak under load`;
  const revalidation = after.revalidation
    .map((check) => `${check.path} → ${check.status}, ${check.bodyBytes} body bytes`)
    .join("; ");
  return [
    `Static serving (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per target, Accept-Encoding: br, gzip)`,
    "",
    "| target | before req/s | before p99 ms | before errors | now req/s | now p99 ms | now errors | ratio |",
    "|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
    `Memory: ${memory(before)}; ${memory(after)}.`,
    `Revalidation with the ETag (now): ${revalidation}.`,
  ].join("\n");
}
