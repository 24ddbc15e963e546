import { describe, expect, it } from "vitest";

import type { LeadReport } from "~/lib/console-api/report";
import {
  busiestDay,
  chartDescription,
  chartScale,
  chartTitle,
  mediumDayParts,
  percent,
  reportPeriod,
  reportTotals,
  visitsChartDescription,
  visitsChartTitle,
} from "~/console/report-summary";

const report = (perDay: LeadReport["perDay"]): LeadReport => ({
  days: 7,
  from: perDay[0]?.date ?? "2026-11-18",
  perDay,
  byPage: [],
  byPageTogether: [],
  byCampaign: [],
  byReferrer: [],
  spam: { spam: 0, total: 0, share: 0 },
  visitCounting: { on: true, retentionDays: 790 },
});

const day = (
  date: string,
  demo: number,
  contact: number,
  spam: number,
  [visits, visitors, bots, speculative] = [0, 0, 0, 0],
) => ({ date, demo, contact, spam, visits, visitors, bots, speculative });

const week = report([
  day("2026-11-18", 0, 0, 0),
  day("2026-11-19", 1, 2, 0, [40, 31, 5, 2]),
  day("2026-11-20", 0, 0, 4, [12, 10, 0, 1]),
  day("2026-11-21", 2, 1, 0, [55, 40, 3, 0]),
  day("2026-11-22", 0, 0, 0),
  day("2026-11-23", 0, 1, 1, [7, 7, 0, 0]),
  day("2026-11-24", 1, 0, 0, [9, 8, 1, 1]),
]);

describe("the report in words", () => {
  it("reads the period from the address: 7, 30 or 90 days, else 30", () => {
    expect(reportPeriod(new URLSearchParams("days=90"))).toBe(90);
    expect(reportPeriod(new URLSearchParams("days=7"))).toBe(7);
    expect(reportPeriod(new URLSearchParams("days=12"))).toBe(30);
    expect(reportPeriod(new URLSearchParams(""))).toBe(30);
  });

  it("totals each kind, spam apart", () => {
    expect(reportTotals(week)).toEqual({
      demo: 4,
      contact: 4,
      spam: 5,
      visits: 123,
      visitors: 96,
      apart: 13,
    });
  });

  it("names the busiest day by leads, spam not counted, the first of equals", () => {
    expect(busiestDay(week.perDay)?.date).toBe("2026-11-19");
    expect(busiestDay([day("2026-11-24", 0, 0, 9)])).toBeUndefined();
  });

  it("titles and describes the chart: its days, totals and busiest day", () => {
    expect(chartTitle(week)).toBe("Leads per day by type, November 18, 2026 to November 24, 2026");
    expect(chartDescription(week)).toBe(
      "4 demo requests and 4 contact messages in 7 days, and 5 spam caught. The busiest day was November 19, 2026, with 3 leads.",
    );
    expect(chartDescription(report([day("2026-11-24", 0, 0, 1)]))).toBe(
      "No leads in these 7 days, and 1 spam caught.",
    );
  });

  it("splits a table's day from its year, which a phone's row leaves off", () => {
    expect(mediumDayParts("2026-11-24")).toEqual(["Nov 24", ", 2026"]);
    expect(mediumDayParts("2027-01-01").join("")).toBe("Jan 1, 2027");
  });

  it("titles and describes the visits chart: totals, what was counted apart, the busiest day", () => {
    expect(visitsChartTitle(week)).toBe("Visits per day, November 18, 2026 to November 24, 2026");
    expect(visitsChartDescription(week)).toBe(
      "123 visits from 96 visitors in 7 days, and 13 requests from bots and loads ahead of a click, counted apart. The busiest day was November 21, 2026, with 55 visits.",
    );
    expect(visitsChartDescription(report([day("2026-11-24", 0, 0, 0, [0, 0, 1, 0])]))).toBe(
      "No visits in these 7 days, and 1 request from bots and loads ahead of a click.",
    );
  });

  it("writes a share as a percentage", () => {
    expect(percent(0)).toBe("0%");
    expect(percent(1 / 8)).toBe("12.5%");
    expect(percent(1 / 3)).toBe("33.3%");
  });

  it("scales the chart to a round top at or above the highest bar", () => {
    expect(chartScale(0)).toEqual({ top: 1, step: 1 });
    expect(chartScale(3)).toEqual({ top: 3, step: 1 });
    expect(chartScale(7)).toEqual({ top: 8, step: 2 });
    expect(chartScale(17)).toEqual({ top: 20, step: 5 });
    expect(chartScale(130)).toEqual({ top: 150, step: 50 });
  });
});
