import { useEffect, useRef, useState } from "react";

import type { LeadReport, ReportDay } from "../../api/types";
import { reportCopy } from "../../copy/report";
import { chartDescription, chartScale, chartTitle, shortDay } from "../../report-summary";

/** The kinds stacked in each day's bar, bottom up, with their colours (the legend's too). */
const chartSeries = [
  { key: "demo", label: reportCopy.perDay.columns.demo, fill: "fill-primary" },
  { key: "contact", label: reportCopy.perDay.columns.contact, fill: "fill-families" },
  { key: "spam", label: reportCopy.perDay.columns.spam, fill: "fill-ink-muted" },
] as const satisfies readonly { key: keyof ReportDay; label: string; fill: string }[];

/** The drawing's size in CSS pixels: as wide as its box (measured), so its text is true to size. */
const HEIGHT = 260;
const DEFAULT_WIDTH = 720;
const margin = { top: 12, right: 28, bottom: 32, left: 40 };
const plotHeight = HEIGHT - margin.top - margin.bottom;
const plotBottom = margin.top + plotHeight;
/** Room for one date along the bottom ("Nov 24"). */
const DATE_LABEL_WIDTH = 72;

/** The width of an element's box, followed as it changes (a rotated phone, a resized window). */
function useBoxWidth<T extends Element>() {
  const box = useRef<T>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

function Swatch({ fill }: { fill: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3 shrink-0">
      <rect width="12" height="12" rx="2" className={fill} />
    </svg>
  );
}

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

/** One day's bar: each kind stacked on the one before, a thin gap between them. */
function DayBar({
  day,
  x,
  width,
  scale,
}: {
  day: ReportDay;
  x: number;
  width: number;
  scale: number;
}) {
  return (
    <g>
      {stack(day, scale).map(({ series, top, height }) => (
        <rect
          key={series.key}
          x={x}
          y={top}
          width={width}
          height={height}
          className={`${series.fill} stroke-surface`}
          strokeWidth={width > 4 ? 1 : 0}
        />
      ))}
    </g>
  );
}

/**
 * Leads per day as stacked bars, drawn by hand: one image to assistive
 * technology, named by its title and described by its totals and busiest
 * day; the table below it holds every number. It is drawn at the width of
 * its box, so a phone gets fewer dates along the bottom, not smaller text.
 */
export function LeadsChart({ report }: { report: LeadReport }) {
  const { box, width } = useBoxWidth<HTMLDivElement>();
  const days = report.perDay;
  const highest = Math.max(0, ...days.map((day) => day.demo + day.contact + day.spam));
  const { top, step } = chartScale(highest);
  const scale = plotHeight / top;
  const plotWidth = width - margin.left - margin.right;
  const slot = plotWidth / Math.max(days.length, 1);
  const barWidth = Math.max(slot * 0.7, 1);
  const labelEvery = Math.max(
    1,
    Math.ceil(days.length / Math.max(1, Math.floor(plotWidth / DATE_LABEL_WIDTH))),
  );
  const ticks = Array.from({ length: Math.floor(top / step) + 1 }, (_, index) => index * step);
  return (
    <div ref={box} className="w-full">
      <svg
        role="img"
        aria-labelledby="leads-chart-title"
        aria-describedby="leads-chart-description"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="block h-auto w-full text-ink-muted"
      >
        <title id="leads-chart-title">{chartTitle(report)}</title>
        <desc id="leads-chart-description">{chartDescription(report)}</desc>
        {ticks.map((tick) => {
          const y = plotBottom - tick * scale;
          return (
            <g key={tick}>
              <line
                x1={margin.left}
                x2={width - margin.right}
                y1={y}
                y2={y}
                className={tick === 0 ? "stroke-border-strong" : "stroke-border"}
              />
              <text
                x={margin.left - 8}
                y={y}
                dy="0.32em"
                textAnchor="end"
                className="fill-current text-sm"
              >
                {tick}
              </text>
            </g>
          );
        })}
        {days.map((day, index) => {
          const x = margin.left + index * slot + (slot - barWidth) / 2;
          // Dates from the newest back, so the last day is always named.
          const labelled = (days.length - 1 - index) % labelEvery === 0;
          return (
            <g key={day.date}>
              <DayBar day={day} x={x} width={barWidth} scale={scale} />
              {labelled && (
                <text
                  x={x + barWidth / 2}
                  y={plotBottom + 22}
                  textAnchor="middle"
                  className="fill-current text-sm"
                >
                  {shortDay(day.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
