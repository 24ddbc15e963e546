/**
 * Ordering a report table by one of its columns: numbers most first and
 * names A to Z when first chosen, the other way when chosen again; rows with
 * no value (a conversion with no visitors) always last.
 */
import { useState } from "react";

import type { TableSorting } from "../data-table";

export type SortValue = string | number | null;
export type Direction = TableSorting["direction"];

export function sortRows<Row>(
  rows: readonly Row[],
  valueOf: (row: Row) => SortValue,
  direction: Direction,
): Row[] {
  const sign = direction === "ascending" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const first = valueOf(a);
    const second = valueOf(b);
    if (first === null || second === null) return first === second ? 0 : first === null ? 1 : -1;
    if (typeof first === "number" && typeof second === "number") return sign * (first - second);
    return sign * String(first).localeCompare(String(second));
  });
}

/**
 * The rows of a table in the order the reader chose (none chosen: as the
 * server ordered them), and the table's sorting controls.
 */
export function useSortedRows<Row>(
  rows: readonly Row[],
  columns: readonly ((row: Row) => SortValue)[],
  actionLabel: string,
): { sorted: readonly Row[]; sorting: TableSorting } {
  const [choice, setChoice] = useState<{ column: number; direction: Direction }>();
  const valueOf = choice && columns[choice.column];
  const firstDirection = (column: number): Direction => {
    const sample = rows.map((row) => columns[column]?.(row)).find((value) => value !== null);
    return typeof sample === "string" ? "ascending" : "descending";
  };
  return {
    sorted: choice && valueOf ? sortRows(rows, valueOf, choice.direction) : rows,
    sorting: {
      column: choice?.column ?? -1,
      direction: choice?.direction ?? "descending",
      sortable: (column) => columns[column] !== undefined,
      onSort: (column) =>
        setChoice((current) =>
          current?.column === column
            ? {
                column,
                direction: current.direction === "ascending" ? "descending" : "ascending",
              }
            : { column, direction: firstDirection(column) },
        ),
      actionLabel,
    },
  };
}
