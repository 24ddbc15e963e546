import type { ReactNode } from "react";

import { cn } from "~/lib/cn";

import { CardSorting } from "./card-sorting";
import { Cell, DataTable, RowHeader, type TableSorting } from "./data-table";

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The value that names its row (a lead's name): the row's header, the card's title. */
  namesRow?: boolean;
  /** Classes of its table cells. */
  className?: string;
  /** Left off the card, where a phone's screen has room only for what a person scans. */
  tableOnly?: boolean;
  /** Buttons: on the card, the width of it under the values, their column's name for screen readers. */
  controls?: boolean;
}

/** Below this width each row is a card; from it up, and on paper, a table. */
const layouts = {
  sm: { table: "max-sm:hidden print:!block", cards: "sm:hidden print:!hidden" },
  md: { table: "max-md:hidden print:!block", cards: "md:hidden print:!hidden" },
  lg: { table: "max-lg:hidden print:!block", cards: "lg:hidden print:!hidden" },
};

interface ResponsiveTableProps<Row> {
  id: string;
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  cardsBelow: keyof typeof layouts;
  /** Rows that stand out (an unread lead): bold. */
  emphasised?: (row: Row) => boolean;
  /** The table's sorting controls; the cards follow the order they choose. */
  sorting?: TableSorting;
}

/**
 * One set of rows, two layouts: a table with real headers on a wide screen,
 * and below `cardsBelow` a list of cards, each its row's values under their
 * column's name, so nothing scrolls sideways on a phone. The layout not shown
 * is `display: none`, so assistive technology meets each row once.
 */
export function ResponsiveTable<Row>({
  id,
  caption,
  columns,
  rows,
  rowKey,
  cardsBelow,
  emphasised = () => false,
  sorting,
}: ResponsiveTableProps<Row>) {
  const layout = layouts[cardsBelow];
  const title = columns.find((column) => column.namesRow);
  const details = columns.filter((column) => column !== title && !column.tableOnly);
  return (
    <>
      <DataTable
        id={id}
        caption={caption}
        columns={columns.map((column) => column.header)}
        sorting={sorting}
        className={layout.table}
      >
        {rows.map((row) => (
          <tr key={rowKey(row)} className={emphasised(row) ? "font-bold" : "font-normal"}>
            {columns.map((column) =>
              column.namesRow ? (
                <RowHeader
                  key={column.header}
                  className={cn(emphasised(row) ? "font-bold" : "font-normal", column.className)}
                >
                  {column.cell(row)}
                </RowHeader>
              ) : (
                <Cell key={column.header} className={column.className}>
                  {column.cell(row)}
                </Cell>
              ),
            )}
          </tr>
        ))}
      </DataTable>
      {sorting && (
        <CardSorting
          id={id}
          columns={columns.map((column) => column.header)}
          sorting={sorting}
          className={layout.cards}
        />
      )}
      <ul aria-label={caption} className={cn("flex flex-col gap-3", layout.cards)}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="flex flex-col gap-2 rounded-xl border border-border p-4">
            {title && (
              <div
                className={cn(
                  "min-w-0 text-base break-words",
                  emphasised(row) ? "font-bold" : "font-semibold",
                )}
              >
                {title.cell(row)}
              </div>
            )}
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-4 gap-y-1.5 text-sm">
              {details.map((column) => (
                <div key={column.header} className="contents">
                  {/* A long name ("Why it was flagged") wraps rather than narrowing every value. */}
                  <dt className={column.controls ? "sr-only" : "max-w-28 text-ink-muted"}>
                    {column.header}
                  </dt>
                  <dd className={cn("min-w-0 break-words", column.controls && "col-span-2 mt-1")}>
                    {column.cell(row)}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
