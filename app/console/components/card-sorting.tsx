import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/field";
import { controlClassName } from "~/components/ui/field-styles";

import { reportCopy } from "../copy/report";
import type { TableSorting } from "./data-table";

/**
 * The table's sorting for its cards on a phone, where the column headers
 * (and their buttons) are not shown: the column to order by, and a button
 * that turns the order round.
 */
export function CardSorting({
  id,
  columns,
  sorting,
  className,
}: {
  id: string;
  columns: string[];
  sorting: TableSorting;
  className: string;
}) {
  const copy = reportCopy.sort;
  const selectId = `${id}-order`;
  return (
    <div className={`flex flex-wrap items-end gap-2 ${className}`}>
      <div className="flex flex-col gap-1">
        <Label htmlFor={selectId}>{copy.orderBy}</Label>
        <select
          id={selectId}
          value={sorting.column}
          onChange={(event) => sorting.onSort(Number(event.target.value))}
          className={controlClassName}
        >
          {sorting.column === -1 && <option value={-1}>{copy.asListed}</option>}
          {columns.map((column, index) =>
            sorting.sortable(index) ? (
              <option key={column} value={index}>
                {column}
              </option>
            ) : null,
          )}
        </select>
      </div>
      {sorting.column !== -1 && (
        <Button
          type="button"
          variant="outline"
          className="min-h-11"
          onClick={() => sorting.onSort(sorting.column)}
        >
          {copy.reverse}
        </Button>
      )}
    </div>
  );
}
