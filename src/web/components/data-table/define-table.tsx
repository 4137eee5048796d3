// One kind of list table said once: its caption, class, columns (fixed, or built from what its rows
// act on) and row attributes. The screen then gives only the box's id, the page's rows and the
// actions, so the admin lists do not each write the same DataTable call again.
import type { Column } from "./columns";
import { DataTable, type RowAttributes } from "./data-table";

type Columns<Row, Actions> = readonly Column<Row>[] | ((actions: Actions) => readonly Column<Row>[]);

/** Fixed columns take no actions; columns built from actions need them. */
type ListTableProps<Row, Actions> = { listId: string; rows: readonly Row[] } & ([Actions] extends [undefined]
  ? { actions?: undefined }
  : { actions: Actions });

export function defineTable<Row, Actions = undefined>(table: {
  caption: string;
  className: string;
  columns: Columns<Row, Actions>;
  rowAttributes: (row: Row) => RowAttributes;
}) {
  return function ListTable({ listId, rows, actions }: ListTableProps<Row, Actions>) {
    return (
      <DataTable
        id={listId}
        caption={table.caption}
        className={table.className}
        columns={typeof table.columns === "function" ? table.columns(actions as Actions) : table.columns}
        rows={rows}
        rowAttributes={table.rowAttributes}
      />
    );
  };
}
