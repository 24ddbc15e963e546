import type { LeadReport, ReportDay } from "~/lib/console-api/report";
import { reportCopy } from "../../copy/report";
import { apartOn, visitsChartDescription, visitsChartTitle } from "../../report-summary";
import { ChartFrame, plotBottom } from "./chart-frame";

/** The lines drawn, with their strokes (the legend's too): bots and speculative loads dashed. */
const lines = [
  { key: "visits", label: reportCopy.visitsPerDay.visits, stroke: "stroke-primary", dash: "" },
  { key: "apart", label: reportCopy.visitsPerDay.apart, stroke: "stroke-ink-muted", dash: "6 4" },
] as const;

const valueOf = (key: (typeof lines)[number]["key"], day: ReportDay) =>
  key === "visits" ? day.visits : apartOn(day);

function LineSwatch({ stroke, dash }: { stroke: string; dash: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 12" className="h-3 w-6 shrink-0">
      <line
        x1="0"
        x2="24"
        y1="6"
        y2="6"
        strokeWidth="3"
        strokeDasharray={dash}
        className={stroke}
      />
    </svg>
  );
}

/** Which line is which. */
export function VisitsChartLegend() {
  return (
    <ul
      aria-label={reportCopy.visitsPerDay.legend}
      className="flex flex-wrap gap-x-5 gap-y-1 text-sm"
    >
      {lines.map((line) => (
        <li key={line.key} className="flex items-center gap-2">
          <LineSwatch stroke={line.stroke} dash={line.dash} />
          {line.label}
        </li>
      ))}
    </ul>
  );
}

/** Visits per day as a line, and bots and speculative loads as a dashed line of their own. */
export function VisitsChart({ report }: { report: LeadReport }) {
  const days = report.perDay;
  return (
    <ChartFrame
      id="visits-chart"
      title={visitsChartTitle(report)}
      description={visitsChartDescription(report)}
      days={days}
      highest={Math.max(0, ...days.map((day) => Math.max(day.visits, apartOn(day))))}
    >
      {({ x, barWidth, scale }) =>
        lines.map((line) => {
          const points = days.map((day, index) => ({
            x: x(index) + barWidth / 2,
            y: plotBottom - valueOf(line.key, day) * scale,
          }));
          return (
            <g key={line.key} className={line.stroke}>
              <polyline
                points={points.map((point) => `${point.x},${point.y}`).join(" ")}
                fill="none"
                strokeWidth="2.5"
                strokeDasharray={line.dash}
                strokeLinejoin="round"
              />
              {barWidth > 6 &&
                points.map((point, index) => (
                  <circle
                    key={index}
                    cx={point.x}
                    cy={point.y}
                    r="3"
                    className="fill-surface"
                    strokeWidth="2"
                  />
                ))}
            </g>
          );
        })
      }
    </ChartFrame>
  );
}
