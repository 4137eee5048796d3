// A table of records driven by its columns: the header row, one row a record, a cell a column. On
// phones it stacks into one card a row, each cell naming its column. The box around it takes focus
// (tabIndex -1) when its list turns a page, so the new page reads from its top.
import { useState, type HTMLAttributes } from "react";
import { cellClass, cellLabel, headerClass, nextSort, sortRows, type Column, type Sort } from "./columns";
import "./data-table.css";

/** Attributes of one row (`data-*` hooks that tests and styles read). */
export type RowAttributes = HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | undefined>;

const idOf = (row: unknown) => String((row as { id: string | number }).id);

export function DataTable<Row>({
  id,
  caption,
  className,
  columns,
  rows,
  rowKey = idOf,
  rowAttributes,
  stack = true,
}: {
  /** The box's id: paging focuses it (components/pagination). */
  id?: string;
  /** Read by screen readers only ("Claims, newest first"). */
  caption: string;
  /** The table's own class, beside data-table. */
  className: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** Default: the row's id. */
  rowKey?: (row: Row) => string;
  rowAttributes?: (row: Row) => RowAttributes;
  /** Cards on phones (default); false keeps a scrolling table. */
  stack?: boolean;
}) {
  const [sort, setSort] = useState<Sort>();
  const shown = sortRows(rows, columns, sort);
  return (
    <div id={id} className="data-table-box" tabIndex={id ? -1 : undefined}>
      <table className={`data-table${stack ? " data-table--stack" : ""} ${className}`}>
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
    </div>
  );
}
