import type { LeadReport, ReportDay } from "~/lib/console-api/report";
import { reportCopy } from "../../copy/report";
import { chartDescription, chartTitle } from "../../report-summary";
import { ChartFrame, plotBottom, Swatch } from "./chart-frame";

/** The kinds stacked in each day's bar, bottom up, with their colours (the legend's too). */
const chartSeries = [
  { key: "demo", label: reportCopy.perDay.columns.demo, fill: "fill-primary" },
  { key: "contact", label: reportCopy.perDay.columns.contact, fill: "fill-families" },
  { key: "spam", label: reportCopy.perDay.columns.spam, fill: "fill-ink-muted" },
] as const satisfies readonly { key: keyof ReportDay; label: string; fill: string }[];

/** Which kind each colour is. */
export function ChartLegend() {
  return (
    <ul aria-label={reportCopy.perDay.legend} className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
      {chartSeries.map((series) => (
        <li key={series.key} className="flex items-center gap-2">
          <Swatch fill={series.fill} />
          {series.label}
        </li>
      ))}
    </ul>
  );
}

/** Where each kind's part of a day's bar starts and how tall it is, bottom up; empty parts left out. */
function stack(day: ReportDay, scale: number) {
  const parts = chartSeries.map((series) => ({ series, height: day[series.key] * scale }));
  return parts
    .map((part, index) => ({
      ...part,
      top: plotBottom - parts.slice(0, index + 1).reduce((sum, below) => sum + below.height, 0),
    }))
    .filter((part) => part.height > 0);
}

/** Leads per day as stacked bars: each kind on the one before, a thin gap between them. */
export function LeadsChart({ report }: { report: LeadReport }) {
  const days = report.perDay;
  return (
    <ChartFrame
      id="leads-chart"
      title={chartTitle(report)}
      description={chartDescription(report)}
      days={days}
      highest={Math.max(0, ...days.map((day) => day.demo + day.contact + day.spam))}
    >
      {({ x, barWidth, scale }) =>
        days.map((day, index) => (
          <g key={day.date}>
            {stack(day, scale).map(({ series, top, height }) => (
              <rect
                key={series.key}
                x={x(index)}
                y={top}
                width={barWidth}
                height={height}
                className={`${series.fill} stroke-surface`}
                strokeWidth={barWidth > 4 ? 1 : 0}
              />
            ))}
          </g>
        ))
      }
    </ChartFrame>
  );
}
