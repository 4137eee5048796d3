// What a data table knows of its columns, apart from React: the label a phone shows beside a cell,
// the classes of a header and a cell, and the order rows take when a column sorts them.
import type { ReactNode } from "react";

export type Column<Row> = {
  /** The column header ("Filed (UTC)"); an actions column's header is read by screen readers only. */
  header: string;
  /** What one row shows in this column. */
  cell: (row: Row) => ReactNode;
  /** The name beside the cell when the table stacks into cards on phones; default the header. */
  label?: string;
  /** `num`: right-aligned tabular figures; `actions`: the row's buttons, unlabelled on phones. */
  kind?: "num" | "actions";
  /** Extra classes of the cell (`text-nowrap`, a column's own class). */
  className?: string;
  /** A fixed width of the column ("8rem"). */
  width?: string;
  /** Makes the header a sort button; rows compare by this value. */
  sortValue?: (row: Row) => string | number;
};

export type Sort = { column: number; direction: "ascending" | "descending" };

const KIND_CLASS = { num: "data-table__num", actions: "data-table__actions" } as const;

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(" ") || undefined;

export function headerClass(column: Pick<Column<unknown>, "kind">): string | undefined {
  return column.kind === "num" ? KIND_CLASS.num : undefined;
}

export function cellClass(column: Pick<Column<unknown>, "kind" | "className">): string | undefined {
  return join(column.kind ? KIND_CLASS[column.kind] : undefined, column.className);
}

/** The data-label of a cell: none for the actions, else the label or the header. */
export function cellLabel(column: Pick<Column<unknown>, "kind" | "label" | "header">): string | undefined {
  return column.kind === "actions" ? undefined : (column.label ?? column.header);
}

/** The rows in the order the sort asks for (a stable sort; the given order when none). */
export function sortRows<Row>(rows: readonly Row[], columns: readonly Column<Row>[], sort: Sort | undefined): readonly Row[] {
  const value = sort ? columns[sort.column]?.sortValue : undefined;
  if (!sort || !value) return rows;
  const sign = sort.direction === "ascending" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      const order = typeof a.key === "number" && typeof b.key === "number" ? a.key - b.key : String(a.key).localeCompare(String(b.key));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}

/** A click on a sortable header: ascending first, then the other way. */
export function nextSort(current: Sort | undefined, column: number): Sort {
  if (current?.column === column && current.direction === "ascending") return { column, direction: "descending" };
  return { column, direction: "ascending" };
}

/** The last column: the row's buttons, named "Actions" for screen readers only. */
export const actionsColumn = <Row>(cell: (row: Row) => ReactNode): Column<Row> => ({ header: "Actions", kind: "actions", cell });
