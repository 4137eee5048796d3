// A table of records driven by its columns: the header row, one row a record, a cell a column. On
// phones it stacks into one card a row, each cell naming its column. The box around it takes focus
// (tabIndex -1) when its list turns a page, so the new page reads from its top. Admin tabs, member
// cards and public pages all draw their tables with it.
import { useState, type HTMLAttributes, type ReactNode, type Ref } from "react";
import { cellClass, cellLabel, headerClass, nextSort, sortRows, type Column, type Sort } from "./columns";
import "./data-table.css";

/** Attributes of one row (`data-*` hooks that tests and styles read). */
export type RowAttributes = HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | undefined>;

const idOf = (row: unknown) => String((row as { id: string | number }).id);

export function DataTable<Row>({
  id,
  ref,
  caption,
  className,
  columns,
  rows,
  rowKey = idOf,
  rowAttributes,
  stack = true,
  empty,
  children,
}: {
  /** The box's id: paging focuses it (components/pagination). */
  id?: string;
  /** The box, for a list that moves focus to it itself when its page turns. */
  ref?: Ref<HTMLDivElement>;
  /** Read by screen readers only ("Claims, newest first"). */
  caption: string;
  /** The table's own class, beside data-table. */
  className?: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** Default: the row's id. */
  rowKey?: (row: Row) => string;
  rowAttributes?: (row: Row) => RowAttributes;
  /** Cards on phones (default); false keeps a scrolling table. */
  stack?: boolean;
  /** Shown instead of the table when there are no rows. */
  empty?: string;
  /** Below the table, inside its box (a "Show all" button). */
  children?: ReactNode;
}) {
  const [sort, setSort] = useState<Sort>();
  if (empty !== undefined && rows.length === 0) return <p className="empty-state">{empty}</p>;
  const shown = sortRows(rows, columns, sort);
  const tableClass = ["data-table", stack ? "data-table--stack" : undefined, className].filter(Boolean).join(" ");
  return (
    <div id={id} ref={ref} className="data-table-box" tabIndex={id || ref ? -1 : undefined}>
      <table className={tableClass}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.header}
                scope="col"
                className={headerClass(column)}
                style={column.width ? { width: column.width } : undefined}
                aria-sort={sort?.column === index ? sort.direction : undefined}
              >
                {column.kind === "actions" ? (
                  <span className="visually-hidden">{column.header}</span>
                ) : column.sortValue ? (
                  <button type="button" className="data-table__sort" onClick={() => setSort(nextSort(sort, index))}>
                    {column.header}
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={rowKey(row)} {...rowAttributes?.(row)}>
              {columns.map((column) => (
                <td key={column.header} data-label={cellLabel(column)} className={cellClass(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {children}
    </div>
  );
}
