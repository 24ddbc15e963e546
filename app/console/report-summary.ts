/**
 * The report in words and numbers: totals, the busiest day, the chart's
 * description and scale, and dates as owners read them (UTC days, as the
 * report counts them).
 */
import { fillCounted, fillTemplate } from "~/lib/template";

import {
  type LeadReport,
  type ReportDay,
  type ReportPeriod,
  reportPeriods,
} from "~/lib/console-api/report";
import { reportCopy } from "./copy/report";

const { counts } = reportCopy;

/** The period an address asks for (?days=7|30|90), 30 days otherwise. */
export function reportPeriod(search: URLSearchParams): ReportPeriod {
  const days = Number(search.get("days"));
  return reportPeriods.find((period) => period === days) ?? 30;
}

const leadsOn = (day: ReportDay) => day.demo + day.contact;

/** Bots and speculative loads: requests counted apart from visits. */
export const apartOn = (day: ReportDay) => day.bots + day.speculative;

export function reportTotals({ perDay }: Pick<LeadReport, "perDay">) {
  const sum = (pick: (day: ReportDay) => number) =>
    perDay.reduce((total, day) => total + pick(day), 0);
  return {
    demo: sum((day) => day.demo),
    contact: sum((day) => day.contact),
    spam: sum((day) => day.spam),
    visits: sum((day) => day.visits),
    visitors: sum((day) => day.visitors),
    apart: sum(apartOn),
  };
}

/** The day with the most leads (spam apart), the first of equals; none when there were none. */
export function busiestDay(perDay: ReportDay[]): ReportDay | undefined {
  return perDay.reduce<ReportDay | undefined>(
    (best, day) => (leadsOn(day) > (best ? leadsOn(best) : 0) ? day : best),
    undefined,
  );
}

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** A UTC day as owners read it, in one of the console's date styles. */
const dayIn =
  (options: Intl.DateTimeFormatOptions) =>
  (date: string): string =>
    new Intl.DateTimeFormat(reportCopy.dateLocale, { ...options, timeZone: "UTC" }).format(
      utcDate(date),
    );

/** "November 24, 2026". */
export const longDay = dayIn({ dateStyle: "long" });
/** "Nov 24, 2026", for the table's rows. */
const mediumDay = dayIn({ dateStyle: "medium" });
/** "Nov 24", for the chart's axis. */
export const shortDay = dayIn({ month: "short", day: "numeric" });

/** "Nov 24, 2026" as "Nov 24" and ", 2026": the year is what a narrow table leaves off. */
export function mediumDayParts(date: string): [string, string] {
  const day = shortDay(date);
  const medium = mediumDay(date);
  return medium.startsWith(day) ? [day, medium.slice(day.length)] : [medium, ""];
}

/** "12.5%". */
export function percent(share: number): string {
  return new Intl.NumberFormat(reportCopy.dateLocale, {
    style: "percent",
    maximumFractionDigits: 1,
  }).format(share);
}

/** The period's last day: the report runs from `from` to today. */
export const lastDay = (report: LeadReport) => report.perDay.at(-1)?.date ?? report.from;

export function chartTitle(report: LeadReport): string {
  return fillTemplate(reportCopy.perDay.chartTitle, {
    from: longDay(report.from),
    to: longDay(lastDay(report)),
  });
}

/** What the chart shows, in a sentence or two: totals and the busiest day. */
export function chartDescription(report: LeadReport): string {
  const totals = reportTotals(report);
  const spam = fillCounted(counts.spam, totals.spam);
  const peak = busiestDay(report.perDay);
  if (!peak) return fillTemplate(reportCopy.perDay.quiet, { days: report.days, spam });
  return fillTemplate(reportCopy.perDay.summary, {
    demo: fillCounted(counts.demo, totals.demo),
    contact: fillCounted(counts.contact, totals.contact),
    days: report.days,
    spam,
    peak: longDay(peak.date),
    peakLeads: fillCounted(counts.leads, leadsOn(peak)),
  });
}

/**
 * The chart's vertical scale: a top at or above the highest bar, in steps
 * of 1, 2 or 5 times a power of ten, about four of them.
 */
export function chartScale(highest: number): { top: number; step: number } {
  if (highest <= 4) return { top: Math.max(highest, 1), step: 1 };
  const rough = highest / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((size) => size >= rough) ?? rough;
  return { top: Math.ceil(highest / step) * step, step };
}

export function visitsChartTitle(report: LeadReport): string {
  return fillTemplate(reportCopy.visitsPerDay.chartTitle, {
    from: longDay(report.from),
    to: longDay(lastDay(report)),
  });
}

/** What the visits chart shows: totals, what was counted apart, and the busiest day. */
export function visitsChartDescription(report: LeadReport): string {
  const totals = reportTotals(report);
  const apart = fillCounted(counts.apart, totals.apart);
  const copy = reportCopy.visitsPerDay;
  const peak = report.perDay.reduce<ReportDay | undefined>(
    (best, day) => (day.visits > (best?.visits ?? 0) ? day : best),
    undefined,
  );
  if (!peak) return fillTemplate(copy.quiet, { days: report.days, apart });
  return fillTemplate(copy.summary, {
    visits: fillCounted(counts.visits, totals.visits),
    visitors: fillCounted(counts.visitors, totals.visitors),
    days: report.days,
    apart,
    peak: longDay(peak.date),
    peakVisits: fillCounted(counts.visits, peak.visits),
  });
}
