/**
 * The daily digest for owners who subscribe: new leads by type, spam
 * caught and deliveries that failed since the last digest, each with a link
 * into the console, and, first, backups that need attention (a failed drill,
 * an archive behind). Sent once a day, once the office's clock reads
 * DIGEST_HOUR, by whichever instance records that day first; nothing is sent
 * on a day with nothing to say. In English, as the console is.
 */
import type { FastifyBaseLogger } from "fastify";
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";

import { wallClock } from "~/lib/office-time";
import { siteConfig } from "~/lib/site-config";

import type { BackupState } from "../backup/backup-state";
import type { DigestSchedule, EmailChannelConfig } from "../config";
import type { Db } from "../db/database";
import { deliveries, deliveryAttempts, digests, leads, users } from "../db/schema";
import { smtpTransport } from "./email-channel";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface DigestCounts {
  demo: number;
  contact: number;
  spam: number;
  failedDeliveries: number;
}

export async function digestCounts(db: Db, since: Date, until: Date): Promise<DigestCounts> {
  const window = and(gte(leads.receivedAt, since), lt(leads.receivedAt, until));
  const [received] = await db
    .select({
      demo: sql<number>`count(*) filter (where ${leads.type} = 'demo' and not ${leads.spam})::int`,
      contact: sql<number>`count(*) filter (where ${leads.type} = 'contact' and not ${leads.spam})::int`,
      spam: sql<number>`count(*) filter (where ${leads.spam})::int`,
    })
    .from(leads)
    .where(window);
  const [failed] = await db
    .select({ total: sql<number>`count(distinct ${deliveries.id})::int` })
    .from(deliveries)
    .innerJoin(deliveryAttempts, eq(deliveryAttempts.deliveryId, deliveries.id))
    .where(
      and(
        eq(deliveries.status, "failed"),
        gte(deliveryAttempts.attemptedAt, since),
        lt(deliveryAttempts.attemptedAt, until),
      ),
    );
  return {
    demo: received?.demo ?? 0,
    contact: received?.contact ?? 0,
    spam: received?.spam ?? 0,
    failedDeliveries: failed?.total ?? 0,
  };
}

/** The digest's first lines when the backups need attention; none when they hold. */
function backupLines(backup: BackupState | undefined, settings: string): string[] {
  if (!backup?.alert) return [];
  const drill = backup.lastDrill;
  const why =
    backup.alert === "drill failed" && drill
      ? `The backup drill of ${drill.at.slice(0, 16).replace("T", " ")} UTC failed: ${drill.problem ?? "the backup did not restore"}.`
      : `The backup archive is ${backup.lagS} s behind (its limit is ${backup.maxLagS} s).`;
  return [`${why} Backups: ${settings}#backups`, ""];
}

/** The email, or undefined when there is nothing to say. */
export function digestEmail(
  counts: DigestCounts,
  since: Date,
  publicOrigin: string,
  backup?: BackupState,
) {
  const { demo, contact, spam, failedDeliveries } = counts;
  const console = `${publicOrigin}/admin`;
  const warning = backupLines(backup, `${console}/settings`);
  if (demo + contact + spam + failedDeliveries === 0 && warning.length === 0) return undefined;
  const day = since.toISOString().slice(0, 10);
  const plural = (count: number, one: string, many: string) =>
    `${count} ${count === 1 ? one : many}`;
  const lines = [
    ...warning,
    `Since ${since.toISOString().replace("T", " ").slice(0, 16)} UTC:`,
    "",
    `- ${plural(demo, "demo request", "demo requests")}: ${console}/leads?type=demo&from=${day}`,
    `- ${plural(contact, "contact message", "contact messages")}: ${console}/leads?type=contact&from=${day}`,
    `- ${plural(spam, "lead", "leads")} caught as spam: ${console}/spam`,
    `- ${plural(failedDeliveries, "delivery", "deliveries")} failed: ${console}/leads?delivery=failed`,
    "",
    `You receive this because you subscribed to the daily digest in the ${siteConfig.name} console (${console}/account).`,
  ];
  const subject = `${siteConfig.name} leads: ${demo + contact} new, ${spam} spam, ${failedDeliveries} failed deliveries`;
  return {
    subject: backup?.alert ? `${subject}; backups need attention` : subject,
    text: `${lines.join("\n")}\n`,
  };
}

export interface DigestOptions {
  db: Db;
  email: EmailChannelConfig;
  publicOrigin: string;
  schedule: DigestSchedule;
  /** The backups' state when this server keeps backups. */
  backupState?: () => Promise<BackupState | undefined>;
  log: FastifyBaseLogger;
}

/**
 * Sends today's digest if it is due and no instance has: "sent", "nothing"
 * (a quiet day, or no subscriber), or "not due". Today and the hour are the
 * schedule's clock's: on the day the clock skips the hour, the digest goes
 * at the first hour after it; on the day it repeats one, once.
 */
export async function sendDueDigest(
  { db, email, publicOrigin, schedule, backupState }: Omit<DigestOptions, "log">,
  now = new Date(),
) {
  const clock = wallClock(now, schedule.timeZone);
  if (clock.hour < schedule.hour) return "not due";
  const day = clock.date;
  const [previous] = await db
    .select({ sentAt: digests.sentAt })
    .from(digests)
    .orderBy(desc(digests.day))
    .limit(1);
  const claimed = await db
    .insert(digests)
    .values({ day, sentAt: now })
    .onConflictDoNothing()
    .returning();
  if (claimed.length === 0) return "not due";
  const since = new Date(Math.max(previous?.sentAt.getTime() ?? 0, now.getTime() - DAY_MS));
  const message = digestEmail(
    await digestCounts(db, since, now),
    since,
    publicOrigin,
    await backupState?.(),
  );
  const subscribers = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, "owner"), eq(users.digest, true)));
  if (!message || subscribers.length === 0) return "nothing";
  const transport = smtpTransport(email.smtpUrl);
  try {
    await transport.sendMail({
      from: email.from,
      to: subscribers.map((subscriber) => subscriber.email),
      ...message,
      headers: { "Auto-Submitted": "auto-generated" },
    });
    return "sent";
  } catch (error) {
    // Not sent: the next hourly check tries again.
    await db.delete(digests).where(eq(digests.day, day));
    throw error;
  } finally {
    transport.close();
  }
}

/** Checks every hour whether today's digest is due. */
export function startDigestJob(options: DigestOptions) {
  // Only the deprecated DIGEST_HOUR_UTC gives an hour in UTC.
  if (options.schedule.timeZone === "UTC")
    options.log.warn(
      "DIGEST_HOUR_UTC is deprecated and will be removed: set DIGEST_HOUR, the hour on Austin's clock (it follows daylight saving time)",
    );
  const check = () =>
    sendDueDigest(options).catch((error: unknown) =>
      options.log.warn(
        { err: error },
        "the daily digest could not be sent; trying again in an hour",
      ),
    );
  void check();
  const timer = setInterval(check, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
