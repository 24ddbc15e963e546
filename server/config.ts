/**
 * Every setting of the server, read and checked once at start
 * (docs/running.md documents each). A wrong value stops the start with
 * the variable's name and what it accepts.
 */
import path from "node:path";

import * as v from "valibot";

import { OFFICE_TIME_ZONE } from "~/lib/office-time";
import { siteConfig } from "~/lib/site-config";

import { type S3Location, parseS3Url } from "./s3-location";
import { StartupError } from "./startup-error";

export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

export interface EmailChannelConfig {
  smtpUrl: string;
  to: string;
  from: string;
}

export interface WebhookChannelConfig {
  url: string;
  /** Standard Webhooks secret, "whsec_" + base64. */
  secret: string;
}

export interface ServerConfig {
  host: string;
  port: number;
  logLevel: LogLevel;
  /** The build to serve: <buildDir>/client and its manifest. */
  buildDir: string;
  /** Longest request target accepted; longer ones answer 414. */
  maxUrlLength: number;
  /** A client must finish sending its headers within this time (408 otherwise). */
  headersTimeoutMs: number;
  /** …and its whole request within this time. */
  requestTimeoutMs: number;
  /**
   * Connections held at once; past it, a new one is closed as it comes. One holds 6–7 KB idle
   * and, while its request arrives, up to its route's body limit (a public form's 24 KB), so this
   * bounds what strangers' connections can hold (under 100 MB), and keeps file descriptors for
   * the database, the files and the jobs within deploy/brightway.service's LimitNOFILE=8192.
   */
  maxConnections: number;
  /** On SIGTERM/SIGINT, in-flight work gets this long before the process exits anyway. */
  shutdownGraceMs: number;
  storage: {
    /** The embedded PostgreSQL cluster's folder, used when no databaseUrl is set. */
    dataDir: string;
    databaseUrl?: string;
    retentionDays: number;
  };
  intake: {
    rateLimitMax: number;
    rateLimitWindowS: number;
    /** Fastify's trustProxy: false, a hop count, or trusted proxy addresses. */
    trustProxy: false | number | string[];
    /** Other origins whose pages may POST to the API (CORS). */
    allowedOrigins: string[];
  };
  delivery: {
    email?: EmailChannelConfig;
    webhook?: WebhookChannelConfig;
    retryBaseS: number;
    /** Whether this instance delivers; off for instances that only take leads in. */
    worker: boolean;
  };
  /** Bearer token for GET /api/admin/leads; unset = that route answers 404. */
  adminToken?: string;
  /** Bearer token for GET /metrics; unset = metrics are off (404). */
  metricsToken?: string;
  backup: {
    /** BACKUP_ENCRYPTION_KEY: 32 bytes that seal every backup file (dumps included). */
    encryptionKey?: Buffer;
    /** BACKUP_DIR: continuous backup of the embedded database into this folder. */
    dir?: string;
    /** BACKUP_S3_URL: …and/or into this bucket and prefix. */
    s3?: S3Location;
    /** How to reach S3, for BACKUP_S3_URL and for a restore from an s3:// URL. */
    s3Access: {
      /** BACKUP_S3_ENDPOINT: an S3-compatible service instead of AWS. */
      endpoint?: string;
      region: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      /** AWS_SESSION_TOKEN: with temporary credentials. */
      sessionToken?: string;
    };
    maxLagS: number;
    fullEveryH: number;
    retentionDays: number;
  };
  console: {
    /** The site's public origin: invitation links and the passkeys' relying party. */
    publicOrigin: string;
    auditRetentionDays: number;
    /** The daily digest goes out once the clock in `timeZone` reads `hour` or later. */
    digest: DigestSchedule;
  };
  visits: {
    /** Whether the server counts the pages it serves (VISIT_COUNTING). */
    counting: boolean;
    /** Daily counts older than this are deleted. */
    retentionDays: number;
    /** How often the counts kept in memory are written: at most this much is lost on kill -9. */
    flushIntervalMs: number;
  };
}

/**
 * An hour on the office's clock (DIGEST_HOUR), or, from the deprecated
 * DIGEST_HOUR_UTC, on UTC's: that one moves by an hour for the people who
 * read the digest each time Austin changes its clocks.
 */
export interface DigestSchedule {
  hour: number;
  timeZone: typeof OFFICE_TIME_ZONE | "UTC";
}

export class ConfigError extends StartupError {}

const integer = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, "a whole number"),
    v.transform(Number),
    v.minValue(min, `at least ${min}`),
    v.maxValue(max, `at most ${max}`),
  );

const positiveNumber = v.pipe(
  v.string(),
  v.regex(/^\d+(\.\d+)?$/, "a number of seconds"),
  v.transform(Number),
  v.minValue(0.01, "at least 0.01"),
);

const text = (what: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(what));

const url = (protocols: string[], what: string) =>
  v.pipe(
    v.string(),
    v.url(what),
    v.check((value) => protocols.includes(new URL(value).protocol), what),
  );

const origins = v.pipe(
  v.string(),
  v.transform((value) =>
    value
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
  ),
  v.check(
    (list) => list.every((origin) => /^https?:\/\/[^/?#\s]+$/.test(origin)),
    "a comma-separated list of origins like https://partner.example",
  ),
);

const trustProxy = v.pipe(
  v.string(),
  v.transform((value): false | number | string[] => {
    const trimmed = value.trim();
    if (trimmed === "") return false;
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    return trimmed.split(",").map((address) => address.trim());
  }),
);

const envSchema = v.object({
  HOST: v.optional(text("a host name or address"), "0.0.0.0"),
  PORT: v.optional(integer(0, 65535), "3000"),
  LOG_LEVEL: v.optional(v.picklist(logLevels, `one of ${logLevels.join(", ")}`), "info"),
  BUILD_DIR: v.optional(text("a folder name"), "build"),
  DATA_DIR: v.optional(
    v.pipe(
      text("a folder name"),
      v.check((value) => !value.includes("://"), "a folder name"),
    ),
    "data",
  ),
  DATABASE_URL: v.optional(url(["postgres:", "postgresql:"], "a postgres:// URL")),
  LEAD_RETENTION_DAYS: v.optional(integer(1, 36500), String(siteConfig.leadRetentionDays)),
  FORM_RATE_LIMIT_MAX: v.optional(integer(1, 1_000_000), "10"),
  FORM_RATE_LIMIT_WINDOW_S: v.optional(integer(1, 86_400), "600"),
  TRUST_PROXY: v.optional(trustProxy, ""),
  ALLOWED_ORIGINS: v.optional(origins, ""),
  SMTP_URL: v.optional(url(["smtp:", "smtps:"], "an smtp:// or smtps:// URL")),
  LEADS_EMAIL_TO: v.optional(v.pipe(v.string(), v.email("an email address"))),
  LEADS_EMAIL_FROM: v.optional(v.pipe(v.string(), v.email("an email address"))),
  LEAD_WEBHOOK_URL: v.optional(url(["http:", "https:"], "an http:// or https:// URL")),
  LEAD_WEBHOOK_SECRET: v.optional(
    v.pipe(v.string(), v.regex(/^whsec_[A-Za-z0-9+/]{16,}={0,2}$/, "whsec_ followed by base64")),
  ),
  DELIVERY_RETRY_BASE_S: v.optional(positiveNumber, "30"),
  DELIVERY_WORKER: v.optional(v.picklist(["on", "off"], "on or off"), "on"),
  DIGEST_HOUR: v.optional(integer(0, 23)),
  DIGEST_HOUR_UTC: v.optional(integer(0, 23)),
  ADMIN_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, "at least 16 characters"))),
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, "at least 16 characters"))),
  PUBLIC_ORIGIN: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^(https:\/\/[^/?#\s]+|http:\/\/localhost(:\d+)?)$/,
        "an origin like https://brightway.example (http only for localhost: passkeys need https)",
      ),
    ),
  ),
  AUDIT_RETENTION_DAYS: v.optional(integer(1, 36500), "2555"),
  BACKUP_DIR: v.optional(text("a folder name")),
  BACKUP_S3_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (value) => parseS3Url(value) !== undefined,
        "an s3://bucket/prefix URL (a bucket name in lower case, then an optional prefix)",
      ),
      v.transform((value) => parseS3Url(value) as S3Location),
    ),
  ),
  BACKUP_S3_ENDPOINT: v.optional(
    v.pipe(
      url(["http:", "https:"], "an http:// or https:// URL"),
      v.check(
        (value) => !new URL(value).username && !new URL(value).password,
        "a URL without credentials (they go in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)",
      ),
    ),
  ),
  AWS_ACCESS_KEY_ID: v.optional(text("an access key id")),
  AWS_SECRET_ACCESS_KEY: v.optional(text("a secret access key")),
  AWS_SESSION_TOKEN: v.optional(text("a session token")),
  AWS_REGION: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, "a region like eu-west-1")),
    "us-east-1",
  ),
  BACKUP_MAX_LAG_S: v.optional(integer(2, 3600), "10"),
  BACKUP_FULL_EVERY_H: v.optional(integer(1, 24 * 31), "24"),
  BACKUP_RETENTION_DAYS: v.optional(integer(1, 3650), "30"),
  BACKUP_ENCRYPTION_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (value) => /^[A-Za-z0-9+/]{43}=$/.test(value),
        "32 random bytes in base64 (openssl rand -base64 32)",
      ),
      v.transform((value) => Buffer.from(value, "base64")),
    ),
  ),
  VISIT_COUNTING: v.optional(v.picklist(["on", "off"], "on or off"), "on"),
  VISIT_RETENTION_DAYS: v.optional(integer(1, 36500), String(siteConfig.visitRetentionDays)),
});

type Settings = v.InferOutput<typeof envSchema>;

/** Settings that only make sense together: naming the one that is missing. */
function missingCompanions(settings: Settings): string[] {
  const problems: string[] = [];
  const emailSettings = ["SMTP_URL", "LEADS_EMAIL_TO", "LEADS_EMAIL_FROM"] as const;
  if (emailSettings.some((name) => settings[name])) {
    for (const name of emailSettings) {
      if (!settings[name]) problems.push(`${name} must be set to send leads by email`);
    }
  }
  const webhookSettings = ["LEAD_WEBHOOK_URL", "LEAD_WEBHOOK_SECRET"] as const;
  if (webhookSettings.some((name) => settings[name])) {
    for (const name of webhookSettings) {
      if (!settings[name]) problems.push(`${name} must be set to send leads to a webhook`);
    }
  }
  if (settings.BACKUP_S3_URL) {
    for (const name of ["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"] as const) {
      if (!settings[name]) problems.push(`${name} must be set to back up to S3`);
    }
    if (!settings.BACKUP_ENCRYPTION_KEY)
      problems.push(
        "BACKUP_ENCRYPTION_KEY must be set to back up to S3: every file that leaves the machine is encrypted (openssl rand -base64 32; keep a copy off the machine)",
      );
  }
  return problems;
}

/** Settings that contradict each other. */
function conflicts(settings: Settings): string[] {
  return settings.DIGEST_HOUR !== undefined && settings.DIGEST_HOUR_UTC !== undefined
    ? [
        "DIGEST_HOUR_UTC must be unset when DIGEST_HOUR is set (DIGEST_HOUR, on Austin's clock, replaces it)",
      ]
    : [];
}

/** DIGEST_HOUR on the office's clock (8 AM unless set), or the deprecated DIGEST_HOUR_UTC. */
function digestSchedule({ DIGEST_HOUR, DIGEST_HOUR_UTC }: Settings): DigestSchedule {
  if (DIGEST_HOUR_UTC !== undefined && DIGEST_HOUR === undefined)
    return { hour: DIGEST_HOUR_UTC, timeZone: "UTC" };
  return { hour: DIGEST_HOUR ?? 8, timeZone: OFFICE_TIME_ZONE };
}

/** Reads the environment; throws ConfigError naming each bad variable. */
export function readConfig(env: NodeJS.ProcessEnv, root: string): ServerConfig {
  // An empty variable counts as unset.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = v.safeParse(envSchema, present);
  const problems = result.success
    ? [...missingCompanions(result.output), ...conflicts(result.output)]
    : result.issues.map(
        (issue) => `${v.getDotPath(issue) ?? "environment"} must be ${issue.message}`,
      );
  if (!result.success || problems.length > 0) {
    throw new ConfigError(`Invalid settings:\n  ${problems.join("\n  ")}`);
  }
  const settings = result.output;
  const { SMTP_URL, LEADS_EMAIL_TO, LEADS_EMAIL_FROM, LEAD_WEBHOOK_URL, LEAD_WEBHOOK_SECRET } =
    settings;
  return {
    host: settings.HOST,
    port: settings.PORT,
    logLevel: settings.LOG_LEVEL,
    buildDir: path.resolve(root, settings.BUILD_DIR),
    maxUrlLength: 2048,
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 30_000,
    maxConnections: 2000,
    shutdownGraceMs: 10_000,
    storage: {
      dataDir: path.resolve(root, settings.DATA_DIR),
      databaseUrl: settings.DATABASE_URL,
      retentionDays: settings.LEAD_RETENTION_DAYS,
    },
    intake: {
      rateLimitMax: settings.FORM_RATE_LIMIT_MAX,
      rateLimitWindowS: settings.FORM_RATE_LIMIT_WINDOW_S,
      trustProxy: settings.TRUST_PROXY,
      allowedOrigins: settings.ALLOWED_ORIGINS,
    },
    delivery: {
      email:
        SMTP_URL && LEADS_EMAIL_TO && LEADS_EMAIL_FROM
          ? { smtpUrl: SMTP_URL, to: LEADS_EMAIL_TO, from: LEADS_EMAIL_FROM }
          : undefined,
      webhook:
        LEAD_WEBHOOK_URL && LEAD_WEBHOOK_SECRET
          ? { url: LEAD_WEBHOOK_URL, secret: LEAD_WEBHOOK_SECRET }
          : undefined,
      retryBaseS: settings.DELIVERY_RETRY_BASE_S,
      worker: settings.DELIVERY_WORKER === "on",
    },
    adminToken: settings.ADMIN_TOKEN,
    metricsToken: settings.METRICS_TOKEN,
    backup: {
      encryptionKey: settings.BACKUP_ENCRYPTION_KEY,
      dir: settings.BACKUP_DIR && path.resolve(root, settings.BACKUP_DIR),
      s3: settings.BACKUP_S3_URL,
      s3Access: {
        endpoint: settings.BACKUP_S3_ENDPOINT,
        region: settings.AWS_REGION,
        accessKeyId: settings.AWS_ACCESS_KEY_ID,
        secretAccessKey: settings.AWS_SECRET_ACCESS_KEY,
        sessionToken: settings.AWS_SESSION_TOKEN,
      },
      maxLagS: settings.BACKUP_MAX_LAG_S,
      fullEveryH: settings.BACKUP_FULL_EVERY_H,
      retentionDays: settings.BACKUP_RETENTION_DAYS,
    },
    console: {
      publicOrigin: settings.PUBLIC_ORIGIN ?? `http://localhost:${settings.PORT}`,
      auditRetentionDays: settings.AUDIT_RETENTION_DAYS,
      digest: digestSchedule(settings),
    },
    visits: {
      counting: settings.VISIT_COUNTING === "on",
      retentionDays: settings.VISIT_RETENTION_DAYS,
      flushIntervalMs: 5000,
    },
  };
}
