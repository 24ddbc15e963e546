/**
 * The deploy guide's front door, tried: Caddy with the project's own Caddyfile (deploy/Caddyfile)
 * and its internal CA before two `npm start` instances on one PostgreSQL server (DATABASE_URL),
 * each trusting one proxy (TRUST_PROXY=1). A browser that trusts that CA signs an owner in with a
 * passkey over HTTPS and reads a lead; the session holds on both instances; plain HTTP is
 * redirected; the form's rate limit and the visit counter see the visitor's address, not the
 * proxy's, and an X-Forwarded-For the visitor forges changes nothing.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { X509Certificate, createHash, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

import { type Browser, chromium, expect, test } from "@playwright/test";
import pg from "pg";

import { chromiumArgs, testChromiumExecutable } from "../../../scripts/chromium.mjs";
import { freePort } from "../../../scripts/free-port";
import { ownServer } from "../intake";
import { invite, uniqueAddress } from "./console-server";
import { joinThrough } from "./fixtures";

const repositoryRoot = path.resolve(import.meta.dirname, "../../..");
/** The form's limit on this server: a few leads from one address, then 429. */
const FORM_LIMIT = 3;

let databaseServers: ChildProcess;
/** The database both instances share. */
let sharedDatabase: string;
const instances: Awaited<ReturnType<typeof ownServer>>[] = [];
let caddy: ChildProcess;
let caddyHome: string;
let rootCertificate: string;
let httpPort: number;
let httpsPort: number;
let browser: Browser;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

/** A request to Caddy from `from` (any 127.x address is this machine), trusting only its CA. */
function throughCaddy(
  pathname: string,
  { from = "127.0.0.1", method = "GET", body, headers = {}, plain = false } = {} as {
    from?: string;
    method?: string;
    body?: object;
    headers?: Record<string, string>;
    plain?: boolean;
  },
): Promise<Answer> {
  const port = plain ? httpPort : httpsPort;
  const options = {
    host: "127.0.0.1",
    port,
    path: pathname,
    method,
    localAddress: from,
    headers: {
      host: `localhost:${port}`,
      ...(body && { "content-type": "application/json" }),
      ...headers,
    },
  };
  return new Promise((resolve, reject) => {
    const request = plain
      ? http.request(options)
      : https.request({ ...options, servername: "localhost", ca: rootCertificate });
    request.once("error", reject);
    request.once("response", (response) => {
      response.resume();
      response.once("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers }),
      );
    });
    request.end(body && JSON.stringify(body));
  });
}

const sendLead = (from: string, email: string, headers: Record<string, string> = {}) =>
  throughCaddy("/api/contact-messages", {
    from,
    method: "POST",
    headers,
    body: { locale: "en-US", email, message: "Our district would like to hear more." },
  });

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  [httpPort, httpsPort] = [await freePort(), await freePort()];
  // A PostgreSQL server of the test's own (the server tests' helper), with one database for both.
  databaseServers = spawn(
    process.execPath,
    ["--import", "tsx", "tests/server/support/database-servers.ts", "postgres"],
    { cwd: repositoryRoot, stdio: ["pipe", "pipe", "inherit"] },
  );
  const [line] = (await once(
    createInterface({ input: databaseServers.stdout as NodeJS.ReadableStream }),
    "line",
  )) as [string];
  const postgresUrl = new URL((JSON.parse(line) as { postgresUrl: string }).postgresUrl);
  const admin = new pg.Client({ connectionString: postgresUrl.href });
  await admin.connect();
  await admin.query("create database behind_caddy");
  await admin.end();
  postgresUrl.pathname = "/behind_caddy";
  sharedDatabase = postgresUrl.href;
  for (let instance = 0; instance < 2; instance += 1) {
    instances.push(
      await ownServer({
        DATABASE_URL: postgresUrl.href,
        PUBLIC_ORIGIN: `https://localhost:${httpsPort}`,
        TRUST_PROXY: "1",
        FORM_RATE_LIMIT_MAX: String(FORM_LIMIT),
      }),
    );
  }
  caddyHome = mkdtempSync(path.join(tmpdir(), "brightway-caddy-"));
  const config = path.join(caddyHome, "Caddyfile");
  // The project's file as an operator installs it, under test-only options: unprivileged ports,
  // and the CA kept out of this machine's trust store.
  writeFileSync(
    config,
    [
      "{",
      "\tadmin off",
      `\thttp_port ${httpPort}`,
      `\thttps_port ${httpsPort}`,
      "\tskip_install_trust",
      "\tdefault_bind 127.0.0.1",
      "}",
      `import ${path.join(repositoryRoot, "deploy/Caddyfile")}`,
      "",
    ].join("\n"),
  );
  caddy = spawn("caddy", ["run", "--adapter", "caddyfile", "--config", config], {
    env: {
      PATH: process.env.PATH,
      HOME: caddyHome,
      XDG_DATA_HOME: path.join(caddyHome, "data"),
      XDG_CONFIG_HOME: path.join(caddyHome, "config"),
      SITE_DOMAIN: "localhost",
      UPSTREAM: instances.map((instance) => new URL(instance.origin).host).join(" "),
    },
    stdio: "ignore",
  });
  const authority = path.join(caddyHome, "data/caddy/pki/authorities/local");
  const rootFile = path.join(authority, "root.crt");
  await expect
    .poll(async () => {
      if (!existsSync(rootFile)) return 0;
      rootCertificate = readFileSync(rootFile, "utf8");
      return (await throughCaddy("/api/health").catch(() => ({ status: 0 }))).status;
    })
    .toBe(200);
  // Chromium trusts the CA by its keys (its root and the intermediate that signs the site's
  // certificate), as a machine with the CA installed would.
  const caKeys = ["root.crt", "intermediate.crt"].map((name) => {
    const certificate = new X509Certificate(readFileSync(path.join(authority, name)));
    const key = certificate.publicKey.export({ type: "spki", format: "der" });
    return createHash("sha256").update(key).digest("base64");
  });
  browser = await chromium.launch({
    executablePath: testChromiumExecutable,
    args: [...chromiumArgs, `--ignore-certificate-errors-spki-list=${caKeys.join(",")}`],
  });
});

test.afterAll(async () => {
  await browser?.close();
  if (caddy && caddy.exitCode === null) {
    const exited = new Promise((resolve) => caddy.once("exit", resolve));
    caddy.kill("SIGTERM");
    await exited;
  }
  for (const instance of instances) await instance.remove();
  if (databaseServers && databaseServers.exitCode === null) {
    const exited = once(databaseServers, "exit");
    databaseServers.stdin?.end();
    await exited;
  }
  if (caddyHome) rmSync(caddyHome, { recursive: true, force: true });
});

test("redirects plain HTTP to HTTPS and answers with HSTS", async () => {
  const plain = await throughCaddy("/pricing", { plain: true });
  expect(plain.status).toBe(308);
  // To the same name and path over HTTPS (on port 443: Caddy names no port in the redirect).
  const location = new URL(plain.headers.location ?? "");
  expect([location.protocol, location.hostname, location.pathname]).toEqual([
    "https:",
    "localhost",
    "/pricing",
  ]);
  const secure = await throughCaddy("/pricing");
  expect(secure.status).toBe(200);
  expect(secure.headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
});

// Caddy sends each visitor's requests to one instance (lb_policy ip_hash), so the limit each
// instance keeps in memory holds for that visitor.
test("limits each visitor by their own address, whatever X-Forwarded-For they send", async () => {
  const visitor = "127.0.0.2";
  for (let lead = 0; lead < FORM_LIMIT; lead += 1)
    expect((await sendLead(visitor, uniqueAddress("limited"))).status).toBe(201);
  expect((await sendLead(visitor, uniqueAddress("limited"))).status).toBe(429);
  // Another visitor behind the same proxy is not held by the first one's limit…
  expect((await sendLead("127.0.0.3", uniqueAddress("other"))).status).toBe(201);
  // …and the first cannot pass for someone else.
  const forged = await sendLead(visitor, uniqueAddress("forged"), {
    "x-forwarded-for": "203.0.113.9",
  });
  expect(forged.status).toBe(429);
});

/** A campaign's visits and visitors today, as both instances have added them up in the database. */
async function campaignCounts(campaign: string) {
  const client = new pg.Client({ connectionString: sharedDatabase });
  await client.connect();
  try {
    const { rows } = await client.query<{ visits: number | null; visitors: number | null }>(
      "select sum(visits)::int as visits, sum(visitors)::int as visitors from campaign_visits where campaign = $1",
      [campaign],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

test("counts each visitor by their own address, whatever X-Forwarded-For they send", async () => {
  const campaign = `behind-caddy-${randomUUID().slice(0, 8)}`;
  const page = `/pricing?utm_campaign=${campaign}`;
  const reader = {
    "user-agent":
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  };
  const views: [string, Record<string, string>][] = [
    ["127.0.0.5", reader],
    ["127.0.0.5", reader],
    ["127.0.0.6", reader],
    // The first visitor again, passing for someone else: still the first visitor.
    ["127.0.0.5", { ...reader, "x-forwarded-for": "203.0.113.7" }],
  ];
  for (const [from, headers] of views)
    expect((await throughCaddy(page, { from, headers })).status).toBe(200);
  // Each instance adds what it counted to the database in a batch every few seconds.
  await expect
    .poll(() => campaignCounts(campaign), { timeout: 20_000 })
    .toEqual({ visits: 4, visitors: 2 });
});

test("signs an owner in with a passkey over HTTPS to read a lead; the session holds on both instances", async () => {
  const email = uniqueAddress("over-https");
  expect((await sendLead("127.0.0.4", email)).status).toBe(201);
  const context = await browser.newContext();
  const page = await context.newPage();
  const [first] = instances;
  if (!first) throw new Error("no instance started");
  const link = invite(first, uniqueAddress("owner"), "owner");
  expect(link.startsWith(`https://localhost:${httpsPort}/`)).toBe(true);
  await joinThrough(page, link);
  const [session] = await context.cookies();
  expect(session).toMatchObject({ name: expect.stringMatching(/^__Host-/), secure: true });
  await expect(page.getByRole("table").getByText(email)).toBeVisible();
  for (const instance of instances) {
    const me = await fetch(`${instance.origin}/api/admin/me`, {
      headers: { cookie: `${session?.name}=${session?.value}` },
    });
    expect(me.status, instance.origin).toBe(200);
  }
  await context.close();
});
