/**
 * What the website brought in over a period: visits and leads per day, by page, campaign and
 * referring site (server/routes/admin/report.ts); as JSON, or one table as CSV.
 */
import * as v from "valibot";

import { type AnswerOf, endpoint } from "./endpoint";

export const reportPeriods = [7, 30, 90] as const;
export type ReportPeriod = (typeof reportPeriods)[number];
/** A report's query: its period in days (30 unless asked) and its format; shared by the reports. */
export const reportPeriodQuery = {
  days: v.optional(
    v.pipe(
      v.picklist(reportPeriods.map((days) => `${days}` as `${ReportPeriod}`)),
      v.transform((days) => Number(days) as ReportPeriod),
    ),
    "30",
  ),
  format: v.optional(v.picklist(["json", "csv"]), "json"),
};

export const reportTables = ["days", "pages", "campaigns", "referrers"] as const;

/** Visits, visitors (summed day by day), leads and leads ÷ visitors (none when no one visited). */
const conversionCounts = {
  visits: v.number(),
  visitors: v.number(),
  leads: v.number(),
  conversion: v.nullable(v.number()),
};

export const report = endpoint({
  method: "GET",
  path: "/report",
  query: v.object({
    ...reportPeriodQuery,
    table: v.optional(v.picklist(reportTables), "days"),
    languages: v.optional(v.picklist(["apart", "together"]), "apart"),
  }),
  answer: v.object({
    days: v.picklist(reportPeriods),
    from: v.string(),
    perDay: v.array(
      v.object({
        /** A UTC day, YYYY-MM-DD. */
        date: v.string(),
        demo: v.number(),
        contact: v.number(),
        spam: v.number(),
        visits: v.number(),
        /** Distinct visitors that day (by a keyed hash whose key lasts one day). */
        visitors: v.number(),
        /** Known bots and crawlers, counted apart from visits. */
        bots: v.number(),
        /** Prefetch and prerender requests, counted apart (a prerendered page shown later is a visit). */
        speculative: v.number(),
      }),
    ),
    /** Each language apart ("/es/pricing"); "unknown" for leads whose page is not known. */
    byPage: v.array(v.object({ page: v.string(), ...conversionCounts })),
    /** Both languages together ("/pricing" for "/pricing" and "/es/pricing"). */
    byPageTogether: v.array(v.object({ page: v.string(), ...conversionCounts })),
    byCampaign: v.array(
      v.object({
        campaign: v.string(),
        source: v.nullable(v.string()),
        medium: v.nullable(v.string()),
        ...conversionCounts,
      }),
    ),
    /** Other sites visitors came from (host names); leads cannot be tied to them. */
    byReferrer: v.array(v.object({ host: v.string(), visits: v.number(), visitors: v.number() })),
    /** VISIT_COUNTING and VISIT_RETENTION_DAYS on the server. */
    visitCounting: v.object({ on: v.boolean(), retentionDays: v.number() }),
    spam: v.object({ spam: v.number(), total: v.number(), share: v.number() }),
  }),
});

export type LeadReport = AnswerOf<typeof report>;
export type ReportDay = LeadReport["perDay"][number];
export type ConversionCounts = Omit<LeadReport["byPage"][number], "page">;
