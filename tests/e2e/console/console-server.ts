/**
 * A server of the console tests' own: the site's build with its owners'
 * console at http://localhost:<port> (passkeys need a domain), a fresh
 * database, and a local webhook receiver that leads are delivered to and
 * that can be told to refuse the next deliveries. With `email`, it also
 * sends email, to a local SMTP server that keeps what it receives; with
 * `backups`, it backs its database up continuously into a folder of its own.
 */
import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { Role } from "../../../server/db/schema";
import { type Database, openDatabase } from "../../../server/db/database";
import { startSmtpServer, startWebhookReceiver } from "../../server/support/receivers";
import { ownServer } from "../intake";

export async function startConsoleServer({ email = false, backups = false } = {}) {
  let refusals = 0;
  const backupDir = backups
    ? mkdtempSync(path.join(tmpdir(), "brightway-e2e-backups-"))
    : undefined;
  const webhook = await startWebhookReceiver(() => (refusals-- > 0 ? 503 : 204));
  const smtp = email ? await startSmtpServer() : undefined;
  const server = await ownServer({
    LEAD_WEBHOOK_URL: webhook.url,
    LEAD_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString("base64")}`,
    // A refused delivery waits for "Retry delivery now", not for the clock.
    DELIVERY_RETRY_BASE_S: "3600",
    ...(smtp && {
      SMTP_URL: smtp.url,
      LEADS_EMAIL_TO: "team@example.com",
      LEADS_EMAIL_FROM: "website@example.com",
    }),
    ...(backupDir && { BACKUP_DIR: backupDir }),
  });
  return {
    ...server,
    webhook,
    smtp,
    backupDir,
    /** The receiver answers 503 to the next `count` deliveries. */
    refuseNextDeliveries(count: number) {
      refusals = count;
    },
    /** Whether a delivery holding `text` has been acknowledged (answered 2xx). */
    delivered: (text: string) =>
      webhook.received.some((hook) => hook.status < 300 && hook.body.includes(text)),
    remove: async () => {
      await server.remove();
      await webhook.close();
      await smtp?.close();
      if (backupDir) rmSync(backupDir, { recursive: true, force: true });
    },
  };
}

export type ConsoleServer = Awaited<ReturnType<typeof startConsoleServer>>;

/**
 * An invitation link, made as an owner would make the first one: `npm run brightway -- invite`
 * (its entry run directly: npm itself would add a second or more to every person who joins).
 */
export function invite(server: Pick<ConsoleServer, "env">, email: string, role: Role): string {
  const result = spawnSync(
    process.execPath,
    ["server/brightway.mjs", "invite", "--email", email, "--role", role],
    { env: server.env, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`invite failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** An address no other test uses, so each test finds its own leads. */
export function uniqueAddress(name: string): string {
  return `${name}-${randomUUID().slice(0, 8)}@example.com`;
}

async function post(server: ConsoleServer, path: string, body: object): Promise<string> {
  const response = await fetch(`${server.origin}/api/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

interface ContactFields {
  email: string;
  message: string;
  firstName?: string;
  lastName?: string;
  inquiryType?: "general" | "sales" | "support" | "partnership";
  locale?: "en-US" | "es-US";
  /** The hidden field only bots fill in: the lead is kept as spam. */
  website?: string;
  /** The page the form was on, as the site's script sends it: path and query. */
  source?: string;
}

/** A contact message as the site's form sends it; its lead's id. */
export function sendContactMessage(server: ConsoleServer, fields: ContactFields) {
  return post(server, "contact-messages", { locale: "en-US", ...fields });
}

/** A demo request for ten days from now (from the page `source`, if given); its lead's id. */
export function sendDemoRequest(
  server: ConsoleServer,
  fields: { name: string; email: string; source?: string },
) {
  const demoDate = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  return post(server, "demo-requests", { phone: "512 555 0199", demoDate, ...fields });
}

/** The server's own database, for what the browser cannot bring about (24 hours of failures). */
export async function withDatabase<T>(
  server: ConsoleServer,
  work: (db: Database["db"]) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({
    dataDir: server.dataDir,
    holder: "cli",
    log: { info: () => {}, warn: () => {}, error: () => {} },
    poolSize: 1,
  });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}
