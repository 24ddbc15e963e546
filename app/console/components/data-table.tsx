import type { ComponentProps, ReactNode } from "react";

import { cn } from "~/lib/cn";

/** A table whose rows the reader can order: which column, which way, and how to change it. */
export interface TableSorting {
  column: number;
  direction: "ascending" | "descending";
  /** Columns that cannot order the rows have no button. */
  sortable: (column: number) => boolean;
  onSort: (column: number) => void;
  /** Read after a column's name on its button ("Visits, sort"). */
  actionLabel: string;
}

interface DataTableProps {
  id: string;
  caption: string;
  columns: string[];
  sorting?: TableSorting;
  className?: string;
  children: ReactNode;
}

function ColumnHeader({
  column,
  index,
  sorting,
}: {
  column: string;
  index: number;
  sorting?: TableSorting;
}) {
  const sorted = sorting?.column === index ? sorting.direction : undefined;
  return (
    <th scope="col" aria-sort={sorted} className="px-2 py-2 font-semibold sm:px-3 print:px-1.5">
      {sorting?.sortable(index) ? (
        <button
          type="button"
          onClick={() => sorting.onSort(index)}
          // Spelled out: a visually hidden part would be read apart ("Visits , sort").
          aria-label={`${column}, ${sorting.actionLabel}`}
          className="-mx-1 inline-flex min-h-11 items-center gap-1 rounded px-1 font-semibold underline-offset-4 hover:underline print:min-h-0"
        >
          {column}
          <span aria-hidden="true" className="w-3 text-ink-muted">
            {sorted === "ascending" ? "▲" : sorted === "descending" ? "▼" : ""}
          </span>
        </button>
      ) : (
        column
      )}
    </th>
  );
}

/**
 * A table with real headers and a caption that names it. Tables too wide for
 * a phone become cards there (responsive-table.tsx); should one still not
 * fit, it scrolls sideways inside its own region, which a keyboard can reach
 * and scroll, rather than widening the page; the region is positioned, so
 * text kept for screen readers inside it stays inside it too.
 */
export function DataTable({ id, caption, columns, sorting, className, children }: DataTableProps) {
  const captionId = `${id}-caption`;
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // A region that scrolls must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn(
        "relative overflow-x-auto rounded-xl border border-border print:overflow-visible",
        className,
      )}
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-surface-sunken">
          <tr>
            {columns.map((column, index) => (
              <ColumnHeader key={column} column={column} index={index} sorting={sorting} />
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

export function Cell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-2 py-2 align-top sm:px-3 print:px-1.5", className)} {...props} />;
}

/** The cell that names its row (a person, a lead), read before each of the row's cells. */
export function RowHeader({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      scope="row"
      className={cn("px-2 py-2 text-left align-top sm:px-3 print:px-1.5", className)}
      {...props}
    />
  );
}
