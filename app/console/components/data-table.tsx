import type { ComponentProps, ReactNode } from "react";

import { cn } from "~/lib/cn";

/** A column's name, and the word a phone's narrow column shows for it (screen readers get the name). */
type ColumnName = string | { name: string; onPhones: string };

interface DataTableProps {
  id: string;
  caption: string;
  columns: ColumnName[];
  className?: string;
  children: ReactNode;
}

/**
 * A table with real headers and a caption that names it. Tables too wide for
 * a phone become cards there (responsive-table.tsx); should one still not
 * fit, it scrolls sideways inside its own region, which a keyboard can reach
 * and scroll, rather than widening the page; the region is positioned, so
 * text kept for screen readers inside it stays inside it too.
 */
export function DataTable({ id, caption, columns, className, children }: DataTableProps) {
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
            {columns.map((column) => (
              <th
                key={typeof column === "string" ? column : column.name}
                scope="col"
                className="px-2 py-2 font-semibold sm:px-3"
              >
                {typeof column === "string" ? (
                  column
                ) : (
                  <>
                    <span aria-hidden="true" className="sm:hidden">
                      {column.onPhones}
                    </span>
                    <span className="max-sm:sr-only">{column.name}</span>
                  </>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

export function Cell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-2 py-2 align-top sm:px-3", className)} {...props} />;
}

/** The cell that names its row (a person, a lead), read before each of the row's cells. */
export function RowHeader({ className, ...props }: ComponentProps<"th">) {
  return (
    <th scope="row" className={cn("px-2 py-2 text-left align-top sm:px-3", className)} {...props} />
  );
}
