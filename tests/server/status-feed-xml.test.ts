/**
 * The status feed as the server draws it with the build's renderer, after
 * `brightway incident open` from the shell with a title and a message that try to close
 * their element (two `]]>`, markup of their own): it parses with a strict XML parser, the title
 * reads back as typed, and none of their elements is there.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { SaxesParser } from "saxes";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { buildApp } from "../../server/app";
import { type Database, openDatabase } from "../../server/db/database";
import { createDatabase, quietLog } from "./support/databases";
import { leadsCommand } from "./support/leads-command";
import { whenMade } from "./support/made-in-background";
import { PUBLISHED_TEMPLATE } from "./support/migrated-template";
import { copyFolderContents } from "./support/prepared-data-dir";
import { repositoryRoot, testConfig } from "./support/site-fixture";

const title =
  'Slow]]>]]><link href="https://attacker.example/"/><entry><title>planted</title></entry>&amp;<';

let databaseUrl: string;
let database: Database;
let dataDir: string;
let app: Awaited<ReturnType<typeof buildApp>>;

// A database and DATA_DIR as a first start on the repository's build leaves them.
beforeAll(async () => {
  const made = await whenMade(inject("publishedDataDir"));
  databaseUrl = await createDatabase("embedded", { template: PUBLISHED_TEMPLATE });
  database = await openDatabase({ dataDir: "", databaseUrl, holder: "server", log: quietLog });
  dataDir = await mkdtemp(path.join(tmpdir(), "brightway-status-feed-"));
  await copyFolderContents(made, dataDir);
  app = await buildApp(
    testConfig(path.join(repositoryRoot, "build"), { storage: { dataDir, retentionDays: 730 } }),
    { database },
  );
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface FeedEntry {
  id: string;
  title: string;
}

/** The feed's entries and every link's target, read by a strict parser (any error throws). */
function readFeed(xml: string) {
  const parser = new SaxesParser({ xmlns: true });
  const entries: FeedEntry[] = [];
  const links: string[] = [];
  const open: string[] = [];
  let text = "";
  parser.on("error", (error) => {
    throw error;
  });
  parser.on("opentag", (tag) => {
    open.push(tag.local);
    text = "";
    if (tag.local === "entry") entries.push({ id: "", title: "" });
    if (tag.local === "link") links.push(tag.attributes.href?.value ?? "");
  });
  parser.on("text", (chunk) => (text += chunk));
  parser.on("cdata", (chunk) => (text += chunk));
  parser.on("closetag", (tag) => {
    open.pop();
    const entry = entries.at(-1);
    if (entry && open.at(-1) === "entry" && tag.local === "title") entry.title = text;
    if (entry && open.at(-1) === "entry" && tag.local === "id") entry.id = text;
  });
  parser.write(xml).close();
  return { entries, links };
}

const feed = async () => (await app.inject({ method: "GET", url: "/status/feed.xml" })).body;

describe("the status feed", () => {
  it("parses after an incident opened from the shell with a hostile title, which reads back as typed", async () => {
    const before = readFeed(await feed());
    const opened = await leadsCommand(
      { DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
      "incident",
      "open",
      "--title",
      title,
      "--component",
      "Payment Processing",
      "--impact",
      "major",
      "--message",
      "]]>]]><entry><id>planted</id></entry>",
    );
    expect(opened.stderr).toContain("Opened incident");
    const id = `#incident-${Number(opened.stdout)}`;
    // The pages follow the records by themselves (looked for every second): polled, bounded.
    await expect
      .poll(async () => (await feed()).includes(id), { timeout: 30_000, interval: 200 })
      .toBe(true);
    const after = readFeed(await feed());
    expect(after.entries).toHaveLength(before.entries.length + 1);
    expect(after.links).toHaveLength(before.links.length + 1);
    expect(after.links.filter((link) => link.includes("attacker.example"))).toEqual([]);
    expect(after.entries.find((entry) => entry.id.endsWith(id))?.title).toBe(
      `${title} (Investigating)`,
    );
    expect(after.entries.filter((entry) => entry.title === "planted")).toEqual([]);
  });
});
