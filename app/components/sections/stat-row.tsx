import type { Stat } from "~/content/types";
import { cn } from "~/lib/cn";

interface StatRowProps {
  stats: readonly Stat[];
  inverse?: boolean;
  className?: string;
}

/** Figures as a description list: the label is the term, the figure its value (shown first). */
export function StatRow({ stats, inverse = false, className }: StatRowProps) {
  return (
    <dl
      className={cn(
        "grid grid-cols-2 gap-6 sm:grid-cols-3 lg:flex lg:flex-wrap lg:gap-12",
        className,
      )}
    >
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse gap-1">
          <dt
            className={cn("text-sm font-medium", inverse ? "text-night-muted" : "text-ink-muted")}
          >
            {stat.label}
          </dt>
          <dd
            className={cn("text-3xl font-bold tracking-tight", inverse ? "text-white" : "text-ink")}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
