/**
 * A fresh headless Chromium driven over the DevTools protocol through a pipe
 * (no WebSocket, no library), attached to its tab the way DevTools itself
 * attaches. Chromium declines to prerender while a client is attached to a
 * page directly, as Playwright and Puppeteer are; attached to the tab, it
 * prerenders as it would for a visitor.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { chromium } from "@playwright/test";

import { chromiumArgs, chromiumExecutable } from "../chromium.mjs";

export async function launchTab() {
  const userDataDir = mkdtempSync(path.join(tmpdir(), "brightway-bench-chromium-"));
  const child = spawn(
    chromiumExecutable ?? chromium.executablePath(),
    [
      "--headless=new",
      "--remote-debugging-pipe",
      `--user-data-dir=${userDataDir}`,
      ...chromiumArgs,
    ],
    { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] },
  );
  const [, , , toBrowser, fromBrowser] = child.stdio;
  const pending = new Map();
  const listeners = new Set();
  let buffer = "";
  let nextId = 0;
  fromBrowser.setEncoding("utf8");
  fromBrowser.on("data", (chunk) => {
    buffer += chunk;
    for (let end = buffer.indexOf("\0"); end >= 0; end = buffer.indexOf("\0")) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (!waiting) for (const listener of listeners) listener(message);
      else if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result);
    }
  });

  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, { resolve, reject });
      toBrowser.write(`${JSON.stringify({ id: nextId, method, params, sessionId })}\0`);
    });
  const on = (listener) => listeners.add(listener);

  /** Sessions of the tab's pages, the latest first: a prerendered page gets one of its own. */
  const pageSessions = [];
  on((message) => {
    if (message.method === "Target.attachedToTarget" && message.params.targetInfo.type === "page")
      pageSessions.unshift(message.params.sessionId);
  });
  const [tab] = (await send("Target.getTargets", { filter: [{ type: "tab" }] })).targetInfos;
  const { sessionId: tabSession } = await send("Target.attachToTarget", {
    targetId: tab.targetId,
    flatten: true,
  });
  await send(
    "Target.setAutoAttach",
    { autoAttach: true, waitForDebuggerOnStart: false, flatten: true },
    tabSession,
  );
  while (pageSessions.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));

  return {
    send,
    on,
    pageSessions,
    async close() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      await send("Browser.close").catch(() => child.kill());
      await exited;
      // Its helper processes may still be writing their last files.
      await rm(userDataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
    },
  };
}
