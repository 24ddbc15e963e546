/**
 * The database's own ceiling for the intake transaction (a lead and its
 * outbox row), without HTTP: 50 concurrent loops (as 50 HTTP connections
 * would be) for a fixed time, on a DATA_DIR's embedded cluster (a folder) or
 * a PostgreSQL server (a URL). Also seeds leads for the export run.
 * Run by scripts/bench.mjs: node --import tsx scripts/bench/engine-ceiling.ts <command> …
 */
import { sql } from "drizzle-orm";

import { type Database, openDatabase } from "../../server/db/database";
import { storeLead } from "../../server/leads/lead-repository";

const [command = "", target = "", argument = ""] = process.argv.slice(2);

const LOOPS = 50;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

function open(): Promise<Database> {
  const storage = target.startsWith("postgres")
    ? { dataDir: "", databaseUrl: target }
    : { dataDir: target };
  // The server's own pool size for that engine: the loops queue for its connections as requests would.
  return openDatabase({ ...storage, holder: "cli", log: quiet });
}

const lead = (index: number) => ({
  type: "demo" as const,
  locale: "en-US",
  fields: {
    name: `Bench ${index}`,
    email: `bench${index}@example.org`,
    phone: "(512) 555-0100",
    demoDate: "2026-12-15",
  },
  email: `bench${index}@example.org`,
  requestHash: String(index),
});

async function ceiling(database: Database, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  let stored = 0;
  await Promise.all(
    Array.from({ length: LOOPS }, async () => {
      while (Date.now() < deadline) {
        await storeLead(database.db, lead(stored), {
          channels: ["webhook"],
          fallbackRecipients: [],
        });
        stored += 1;
      }
    }),
  );
  return { loops: LOOPS, storedPerSecond: Math.round(stored / seconds) };
}

/**
 * Many leads in one statement per 10,000, for measuring exports and the
 * console, not the intake: one in a hundred in Spanish, asking for "información".
 */
async function seed(database: Database, count: number) {
  for (let offset = 0; offset < count; offset += 10_000) {
    await database.db.execute(sql`
      insert into leads (id, type, received_at, locale, fields, email, spam, request_hash)
      select gen_random_uuid(), 'contact', now() - make_interval(secs => n),
             case when n % 100 = 0 then 'es-US' else 'en-US' end,
             jsonb_build_object('firstName', 'Seed', 'lastName', 'Lead ' || n,
               'email', 'seed' || n || '@example.org', 'inquiryType', 'general',
               'message', case when n % 100 = 0
                 then 'Necesito información sobre la tutoría, solicitud ' || n
                 else repeat('A question about the program. ', 8) end),
             'seed' || n || '@example.org', false, md5(n::text)
      from generate_series(${offset + 1}::int, ${Math.min(offset + 10_000, count)}::int) as n`);
  }
  return { seeded: count };
}

const database = await open();
try {
  const result =
    command === "ceiling"
      ? await ceiling(database, Number(argument || 10))
      : await seed(database, Number(argument));
  console.log(JSON.stringify(result));
} finally {
  await database.close();
}
