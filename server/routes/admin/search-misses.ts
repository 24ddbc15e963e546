/**
 * GET /api/admin/search-misses?days=7|30|90: what visitors searched for on
 * the site and did not find, for owners and editors (who write what the help
 * center answers); with format=csv, the same lists as a spreadsheet's file
 * (the report's formula guard: the queries are visitors' words).
 */
import type { FastifyInstance } from "fastify";

import * as contract from "~/lib/console-api/search-misses";

import { requireRole } from "../../plugins/authorization";
import { searchMissReport } from "../../search-misses/search-miss-report";
import { sendCsv } from "./csv-download";
import { serve } from "./request-input";

type Report = Awaited<ReturnType<typeof searchMissReport>>;

/** Each list's queries, then its others and its total, each row naming its language and outcome. */
const csvRows = (report: Report) => [
  ["language", "outcome", "row", "query", "searches"],
  ...report.lists.flatMap(({ locale, outcome, queries, others, searches }) => [
    ...queries.map(({ query, searches }) => [locale, outcome, "query", query, searches]),
    [locale, outcome, "others", "", others],
    [locale, outcome, "total", "", searches],
  ]),
];

export default async function searchMissRoutes(app: FastifyInstance) {
  const writers = { onRequest: requireRole("editor") };
  serve(app, contract.searchMissReport, writers, async ({ query }, _, reply) => {
    const report = await searchMissReport(app.db, query.days);
    if (query.format === "json") return report;
    return sendCsv(
      reply,
      `search-misses-${report.days}-days-from-${report.from}.csv`,
      csvRows(report),
    );
  });
}
