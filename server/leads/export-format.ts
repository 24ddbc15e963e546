/**
 * Exports as streams, one chunk per batch of leads: a JSON array, or CSV (RFC 4180,
 * UTF-8 with a byte-order mark so spreadsheets read accents right, CRLF line
 * ends, a header row). Cells a spreadsheet would run as a formula (starting
 * with = + - @, tab or carriage return) are prefixed with ' by csv-stringify.
 */
import { Readable } from "node:stream";

import { stringify } from "csv-stringify/sync";

import type { ExportedLead } from "./lead-repository";

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

export const csvColumns = [
  "id",
  "type",
  "receivedAt",
  "locale",
  "spam",
  ...fieldColumns,
  "emailDelivery",
  "webhookDelivery",
];

/** A lead as the export shows it: the submitted fields under their own names, each channel's state. */
export function exportRecord({
  id,
  type,
  receivedAt,
  locale,
  spam,
  fields,
  deliveries,
}: ExportedLead) {
  return { id, type, receivedAt: receivedAt.toISOString(), locale, spam, ...fields, deliveries };
}

const csvOptions = {
  columns: csvColumns,
  record_delimiter: "windows",
  escape_formulas: true,
} as const;

function csvRow(lead: ExportedLead): Record<string, string> {
  const { deliveries, spam, ...record } = exportRecord(lead);
  return {
    ...record,
    spam: String(spam),
    emailDelivery: deliveries.email ?? "",
    webhookDelivery: deliveries.webhook ?? "",
  };
}

/** One chunk per batch: a compressor downstream then works on a few large writes, not many small ones. */
export function csvExport(batches: AsyncIterable<ExportedLead[]>): Readable {
  return Readable.from(
    (async function* () {
      let first = true;
      for await (const batch of batches) {
        yield stringify(batch.map(csvRow), { ...csvOptions, header: first, bom: first });
        first = false;
      }
      if (first) yield stringify([], { ...csvOptions, header: true, bom: true });
    })(),
  );
}

export function jsonExport(batches: AsyncIterable<ExportedLead[]>): Readable {
  return Readable.from(
    (async function* () {
      let first = true;
      yield "[";
      for await (const batch of batches) {
        const records = batch.map((lead) => JSON.stringify(exportRecord(lead)));
        yield `${first ? "\n" : ",\n"}${records.join(",\n")}`;
        first = false;
      }
      yield first ? "]\n" : "\n]\n";
    })(),
  );
}
