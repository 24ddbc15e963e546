/**
 * GET /api/admin/report?days=7|30|90: visits and leads per day, by page, by
 * campaign and by referring site, and the share of spam; with
 * format=csv&table=days|pages|campaigns|referrers, one of its tables as CSV
 * (same formula guard as the exports), the pages each language apart or, with
 * languages=together, both together.
 */
import type { FastifyInstance } from "fastify";

import * as contract from "~/lib/console-api/report";

import { type LeadReport, leadReport } from "../../leads/report";
import { requireRole } from "../../plugins/authorization";
import { sendCsv } from "./csv-download";
import { serve } from "./request-input";

/** Leads per visitor as a plain number a spreadsheet reads; empty when nobody visited. */
const ratio = (conversion: number | null) => (conversion === null ? "" : conversion.toFixed(4));

type Languages = "apart" | "together";

const tables = {
  days: (report: LeadReport) => [
    ["date", "visits", "visitors", "demo", "contact", "spam", "bots", "speculative"],
    ...report.perDay.map((day) => [
      day.date,
      day.visits,
      day.visitors,
      day.demo,
      day.contact,
      day.spam,
      day.bots,
      day.speculative,
    ]),
  ],
  pages: (report: LeadReport, languages: Languages) => [
    ["page", "visits", "visitors", "leads", "conversion"],
    ...(languages === "together" ? report.byPageTogether : report.byPage).map((row) => [
      row.page,
      row.visits,
      row.visitors,
      row.leads,
      ratio(row.conversion),
    ]),
  ],
  campaigns: (report: LeadReport) => [
    ["campaign", "source", "medium", "visits", "visitors", "leads", "conversion"],
    ...report.byCampaign.map((row) => [
      row.campaign,
      row.source ?? "",
      row.medium ?? "",
      row.visits,
      row.visitors,
      row.leads,
      ratio(row.conversion),
    ]),
  ],
  referrers: (report: LeadReport) => [
    ["site", "visits", "visitors"],
    ...report.byReferrer.map((row) => [row.host, row.visits, row.visitors]),
  ],
};

export default async function reportRoutes(app: FastifyInstance) {
  const owner = { onRequest: requireRole("owner") };
  serve(app, contract.report, owner, async ({ query }, _, reply) => {
    const { days, format, table, languages } = query;
    const report = await leadReport(app.db, days);
    if (format === "json") {
      const { counting, retentionDays } = app.visits;
      return { ...report, visitCounting: { on: counting, retentionDays } };
    }
    const name = table === "pages" ? `pages-${languages}` : table;
    return sendCsv(
      reply,
      `report-${name}-${days}-days-from-${report.from}.csv`,
      tables[table](report, languages),
    );
  });
}
