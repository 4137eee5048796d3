// A read-only table of records from a list of columns: each column names its header, the cell's
// data-label (a phone stacks each row into a card that names its cells, data-table.css) and how a
// row fills the cell. With a ref the box takes focus, so paging can move the reader to the top.
import type { HTMLAttributes, ReactNode, Ref } from "react";
import "#web/components/data-table/data-table.css";

export type SimpleColumn<Row> = {
  header: string;
  /** The phone's label for the cell, where it is shorter than the header ("Time" for "Time (UTC)"). */
  label?: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned tabular figures, the header too. */
  numeric?: boolean;
  className?: string;
};

/** A row's own attributes: the data-* a test or a style finds the row by. */
type RowAttributes = HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | undefined>;

export function SimpleTable<Row>({
  ref,
  caption,
  columns,
  rows,
  rowKey,
  rowAttributes,
  className,
  empty,
  children,
}: {
  ref?: Ref<HTMLDivElement>;
  /** Read by screen readers only. */
  caption: string;
  columns: ReadonlyArray<SimpleColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowAttributes?: (row: Row) => RowAttributes;
  className?: string;
  /** Shown instead of the table when there are no rows. */
  empty?: string;
  /** Below the table, inside its box (a "Show all" button). */
  children?: ReactNode;
}) {
  if (empty !== undefined && rows.length === 0) return <p className="empty-state">{empty}</p>;
  const numeric = (column: SimpleColumn<Row>, own?: string) =>
    [column.numeric ? "data-table__num" : undefined, own].filter(Boolean).join(" ") || undefined;
  return (
    <div ref={ref} className="data-table-box" tabIndex={ref ? -1 : undefined}>
      <table className={["data-table data-table--stack", className].filter(Boolean).join(" ")}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={numeric(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowAttributes?.(row)}>
              {columns.map((column) => (
                <td key={column.header} data-label={column.label ?? column.header} className={numeric(column, column.className)}>
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
