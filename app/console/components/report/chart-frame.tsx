import { type ReactNode, useEffect, useRef, useState } from "react";

import type { ReportDay } from "~/lib/console-api/report";
import { chartScale, shortDay } from "../../report-summary";

/** The drawing's size in CSS pixels: as wide as its box (measured), so its text is true to size. */
const HEIGHT = 260;
const DEFAULT_WIDTH = 720;
const margin = { top: 12, right: 28, bottom: 32, left: 40 };
const plotHeight = HEIGHT - margin.top - margin.bottom;
export const plotBottom = margin.top + plotHeight;
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

export function Swatch({ fill }: { fill: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3 shrink-0">
      <rect width="12" height="12" rx="2" className={fill} />
    </svg>
  );
}

/** Where each day sits along the bottom, and how tall a count is. */
export interface DayLayout {
  /** The left edge of a day's slot's bar (or its line point's bar-wide span). */
  x: (index: number) => number;
  barWidth: number;
  /** Pixels per count. */
  scale: number;
}

interface ChartFrameProps {
  id: string;
  title: string;
  description: string;
  days: ReportDay[];
  /** The highest count drawn, for the scale. */
  highest: number;
  children: (layout: DayLayout) => ReactNode;
}

/**
 * A chart of the report's days, drawn by hand: one image to assistive
 * technology, named by its title and described in words; the table below it
 * holds every number. It is drawn at the width of its box, so a phone gets
 * fewer dates along the bottom, not smaller text.
 */
export function ChartFrame({ id, title, description, days, highest, children }: ChartFrameProps) {
  const { box, width } = useBoxWidth<HTMLDivElement>();
  const { top, step } = chartScale(highest);
  const scale = plotHeight / top;
  const plotWidth = width - margin.left - margin.right;
  const slot = plotWidth / Math.max(days.length, 1);
  const barWidth = Math.max(slot * 0.7, 1);
  const x = (index: number) => margin.left + index * slot + (slot - barWidth) / 2;
  const labelEvery = Math.max(
    1,
    Math.ceil(days.length / Math.max(1, Math.floor(plotWidth / DATE_LABEL_WIDTH))),
  );
  const ticks = Array.from({ length: Math.floor(top / step) + 1 }, (_, index) => index * step);
  return (
    <div ref={box} className="w-full">
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="block h-auto w-full text-ink-muted"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-description`}>{description}</desc>
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
        {days.map((day, index) =>
          // Dates from the newest back, so the last day is always named.
          (days.length - 1 - index) % labelEvery === 0 ? (
            <text
              key={day.date}
              x={x(index) + barWidth / 2}
              y={plotBottom + 22}
              textAnchor="middle"
              className="fill-current text-sm"
            >
              {shortDay(day.date)}
            </text>
          ) : null,
        )}
        {children({ x, barWidth, scale })}
      </svg>
    </div>
  );
}
