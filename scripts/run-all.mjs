#!/usr/bin/env node
/**
 * `node scripts/run-all.mjs SCRIPT…`: runs npm scripts side by side (lint,
 * typecheck and format each keep one core busy), prints each one's output
 * whole when it ends, and fails when any of them failed.
 */
import { spawn } from "node:child_process";

const run = (script) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`── npm run ${script}: ${code === 0 ? "passed" : "FAILED"} in ${seconds} s`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });

const results = await Promise.all(process.argv.slice(2).map(run));
process.exit(results.every(Boolean) ? 0 : 1);
