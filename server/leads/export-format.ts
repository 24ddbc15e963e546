/**
 * Exports as streams, one lead at a time: a JSON array, or CSV (RFC 4180,
 * UTF-8 with a byte-order mark so spreadsheets read accents right, CRLF line
 * ends, a header row). Cells a spreadsheet would run as a formula (starting
 * with = + - @, tab or carriage return) are prefixed with ' by csv-stringify.
 */
import { Readable } from "node:stream";

import { stringify } from "csv-stringify";

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

function csvRow(lead: ExportedLead): Record<string, string> {
  const { deliveries, spam, ...record } = exportRecord(lead);
  return {
    ...record,
    spam: String(spam),
    emailDelivery: deliveries.email ?? "",
    webhookDelivery: deliveries.webhook ?? "",
  };
}

export function csvExport(leads: AsyncIterable<ExportedLead>): Readable {
  const rows = Readable.from(
    (async function* () {
      for await (const lead of leads) yield csvRow(lead);
    })(),
  );
  return rows.pipe(
    stringify({
      header: true,
      columns: csvColumns,
      bom: true,
      record_delimiter: "windows",
      escape_formulas: true,
    }),
  );
}

export function jsonExport(leads: AsyncIterable<ExportedLead>): Readable {
  return Readable.from(
    (async function* () {
      let first = true;
      yield "[";
      for await (const lead of leads) {
        yield `${first ? "\n" : ",\n"}${JSON.stringify(exportRecord(lead))}`;
        first = false;
      }
      yield first ? "]\n" : "\n]\n";
    })(),
  );
}
