#!/usr/bin/env node
/**
 * `node scripts/run-all.mjs SCRIPT…`: runs npm scripts side by side and
 * fails when any of them failed: lint, typecheck and format each keep one
 * core busy. (The browser and server test passes do not gain from it on two
 * cores: side by side they took longer and timed out.) Each line of output
 * is printed as it comes, behind its script's name.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const run = (script) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => console.log(`[${script}] ${line}`));
    }
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`── npm run ${script}: ${code === 0 ? "passed" : "FAILED"} in ${seconds} s`);
      resolve(code === 0);
    });
  });

const results = await Promise.all(process.argv.slice(2).map(run));
process.exit(results.every(Boolean) ? 0 : 1);
