/**
 * Every setting of the server, read and checked once at start. A wrong value
 * stops the start with the variable's name and what it accepts.
 */
import path from "node:path";

import * as v from "valibot";

export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

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
  /** On SIGTERM/SIGINT, in-flight work gets this long before the process exits anyway. */
  shutdownGraceMs: number;
}

const integerString = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, "a whole number"),
    v.transform(Number),
    v.minValue(min, `at least ${min}`),
    v.maxValue(max, `at most ${max}`),
  );

const envSchema = v.object({
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty("a host name or address")), "0.0.0.0"),
  PORT: v.optional(integerString(0, 65535), "3000"),
  LOG_LEVEL: v.optional(v.picklist(logLevels, `one of ${logLevels.join(", ")}`), "info"),
  BUILD_DIR: v.optional(v.pipe(v.string(), v.nonEmpty("a folder name")), "build"),
});

export class ConfigError extends Error {}

/** Reads the environment; throws ConfigError naming each bad variable. */
export function readConfig(env: NodeJS.ProcessEnv, root: string): ServerConfig {
  const result = v.safeParse(envSchema, env);
  if (!result.success) {
    const problems = result.issues.map(
      (issue) => `${v.getDotPath(issue) ?? "environment"} must be ${issue.message}`,
    );
    throw new ConfigError(`Invalid settings:\n  ${problems.join("\n  ")}`);
  }
  const settings = result.output;
  return {
    host: settings.HOST,
    port: settings.PORT,
    logLevel: settings.LOG_LEVEL,
    buildDir: path.resolve(root, settings.BUILD_DIR),
    maxUrlLength: 2048,
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 30_000,
    shutdownGraceMs: 10_000,
  };
}
