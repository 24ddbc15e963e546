/**
 * GET /api/admin/report?days=7|30|90: leads per day by type, by page and by
 * campaign, and the share of spam; with format=csv&table=days|pages|campaigns,
 * one of its tables as CSV (same formula guard as the exports).
 */
import type { FastifyInstance } from "fastify";
import { stringify } from "csv-stringify/sync";
import * as v from "valibot";

import { type LeadReport, leadReport, reportPeriods } from "../../leads/report";
import { requireRole } from "../../plugins/authorization";
import { input } from "./request-input";

const reportQuery = v.object({
  days: v.optional(v.pipe(v.picklist(reportPeriods.map(String)), v.transform(Number)), "30"),
  format: v.optional(v.picklist(["json", "csv"]), "json"),
  table: v.optional(v.picklist(["days", "pages", "campaigns"]), "days"),
});

const tables = {
  days: (report: LeadReport) => [
    ["date", "demo", "contact", "spam"],
    ...report.perDay.map((day) => [day.date, day.demo, day.contact, day.spam]),
  ],
  pages: (report: LeadReport) => [
    ["page", "leads"],
    ...report.byPage.map((row) => [row.page, row.leads]),
  ],
  campaigns: (report: LeadReport) => [
    ["campaign", "source", "medium", "leads"],
    ...report.byCampaign.map((row) => [
      row.campaign,
      row.source ?? "",
      row.medium ?? "",
      row.leads,
    ]),
  ],
};

export default async function reportRoutes(app: FastifyInstance) {
  app.get("/report", { preHandler: requireRole("owner") }, async (request, reply) => {
    const { days, format, table } = input(reportQuery, request.query);
    const report = await leadReport(app.intake.db, days as 7 | 30 | 90);
    if (format === "json") return report;
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header(
        "content-disposition",
        `attachment; filename="leads-${table}-${days}-days-from-${report.from}.csv"`,
      )
      .send(
        stringify(tables[table](report), {
          bom: true,
          record_delimiter: "windows",
          escape_formulas: true,
        }),
      );
  });
}
