/**
 * A console download as CSV: a byte-order mark and Windows line ends for
 * spreadsheets, and formulas escaped (the cells hold visitors' words).
 */
import type { FastifyReply } from "fastify";
import { stringify } from "csv-stringify/sync";

export function sendCsv(reply: FastifyReply, fileName: string, rows: unknown[][]) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .send(stringify(rows, { bom: true, record_delimiter: "windows", escape_formulas: true }));
}
