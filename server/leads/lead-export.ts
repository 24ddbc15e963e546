/**
 * Exports, streamed from a server-side cursor: a JSON array, or CSV (RFC
 * 4180, UTF-8 with a byte-order mark so spreadsheets read accents right, CRLF
 * line ends, a header row). Cells a spreadsheet would run as a formula
 * (starting with = + - @, tab or carriage return) are prefixed with ' by
 * csv-stringify. PostgreSQL shapes each row as text (CSV cells, or a JSON
 * record), so the server only joins strings: exporting 100,000 leads keeps
 * memory flat (measured in `npm run bench -- intake`).
 */
import { Readable } from "node:stream";

import { stringify } from "csv-stringify/sync";
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import QueryStream from "pg-query-stream";

import type { Db } from "../db/database";
import { deliveries, leads } from "../db/schema";

export type ExportFormat = "csv" | "json";

/** The submitted fields, each a column of its own. */
const fieldColumns = [
  "name",
  "firstName",
  "lastName",
  "email",
  "phone",
  "demoDate",
  "inquiryType",
  "message",
] as const;

const iso = (column: SQL | typeof leads.receivedAt) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const deliveryState = (channel: string) =>
  sql`(select ${deliveries.status} from ${deliveries}
       where ${deliveries.leadId} = ${leads.id} and ${deliveries.channel} = ${channel})`;

/** Column name → its text, in export order. */
const csvCells: [string, SQL][] = [
  ["id", sql`${leads.id}::text`],
  ["type", sql`${leads.type}`],
  ["receivedAt", iso(leads.receivedAt)],
  ["locale", sql`${leads.locale}`],
  ["spam", sql`${leads.spam}::text`],
  ...fieldColumns.map((name): [string, SQL] => [name, sql`${leads.fields}->>${name}`]),
  ["sourcePage", sql`${leads.sourcePath}`],
  ["utmSource", sql`${leads.utmSource}`],
  ["utmMedium", sql`${leads.utmMedium}`],
  ["utmCampaign", sql`${leads.utmCampaign}`],
  ["emailDelivery", deliveryState("email")],
  ["webhookDelivery", deliveryState("webhook")],
  ["confirmationDelivery", deliveryState("confirmation")],
];

export const csvColumns = csvCells.map(([name]) => name);

const csvRow = sql.join(
  csvCells.map(([, cell]) => sql`coalesce(${cell}, '')`),
  sql`, `,
);

/**
 * One JSON record per lead, shaped as the webhook's: fields the lead does
 * not have are left out; `source` is null when the page is unknown.
 */
const jsonRecord = sql`json_build_object(
  'id', ${leads.id}, 'type', ${leads.type}, 'receivedAt', ${iso(leads.receivedAt)},
  'locale', ${leads.locale}, 'spam', ${leads.spam})::jsonb
  || jsonb_strip_nulls(jsonb_build_object(${sql.join(
    fieldColumns.map((name) => sql`${name}::text, ${leads.fields}->>${name}`),
    sql`, `,
  )}))
  || jsonb_build_object(
    'source', case when ${leads.sourcePath} is null then null else jsonb_build_object(
      'page', ${leads.sourcePath}, 'utmSource', ${leads.utmSource},
      'utmMedium', ${leads.utmMedium}, 'utmCampaign', ${leads.utmCampaign}) end,
    'deliveries', coalesce((select jsonb_object_agg(${deliveries.channel}, ${deliveries.status})
      from ${deliveries} where ${deliveries.leadId} = ${leads.id}), '{}'::jsonb))`;

const BATCH = 100;
const dialect = new PgDialect();

/** The matching rows as arrays of text, oldest first, BATCH at a time through a cursor. */
async function* rowBatches(db: Db, columns: SQL, where: SQL): AsyncGenerator<string[][]> {
  const query = dialect.sqlToQuery(
    sql`select ${columns} from ${leads} where ${where} order by ${leads.receivedAt}, ${leads.id}`,
  );
  const client = await db.$client.connect();
  try {
    const rows = client.query(
      new QueryStream(query.sql, query.params, {
        batchSize: BATCH,
        rowMode: "array",
        // Every column is text already.
        types: { getTypeParser: () => (value: string) => value },
      }),
    );
    let batch: string[][] = [];
    for await (const row of rows) {
      batch.push(row as string[]);
      if (batch.length === BATCH) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  } finally {
    client.release();
  }
}

const csvOptions = { record_delimiter: "windows", escape_formulas: true } as const;

async function* csvChunks(db: Db, where: SQL) {
  yield stringify([csvColumns], { ...csvOptions, bom: true });
  for await (const batch of rowBatches(db, csvRow, where)) yield stringify(batch, csvOptions);
}

async function* jsonChunks(db: Db, where: SQL) {
  let first = true;
  yield "[";
  for await (const batch of rowBatches(db, jsonRecord, where)) {
    yield `${first ? "\n" : ",\n"}${batch.map(([record]) => record).join(",\n")}`;
    first = false;
  }
  yield first ? "]\n" : "\n]\n";
}

/** The leads matching `where` (a condition on the leads table), as a stream of text. */
export function leadExport(db: Db, where: SQL, format: ExportFormat): Readable {
  return Readable.from(format === "csv" ? csvChunks(db, where) : jsonChunks(db, where));
}
