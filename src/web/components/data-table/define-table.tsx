// One kind of list table said once: its caption, class, columns (built from what its rows act on)
// and row attributes. The screen then gives only the box's id, the page's rows and the actions, so
// the admin lists do not each write the same DataTable call again.
import type { Column } from "./columns";
import { DataTable, type RowAttributes } from "./data-table";

export function defineTable<Row, Actions>(table: {
  caption: string;
  className: string;
  columns: (actions: Actions) => readonly Column<Row>[];
  rowAttributes: (row: Row) => RowAttributes;
}) {
  return function ListTable({ listId, rows, actions }: { listId: string; rows: readonly Row[]; actions: Actions }) {
    return (
      <DataTable
        id={listId}
        caption={table.caption}
        className={table.className}
        columns={table.columns(actions)}
        rows={rows}
        rowAttributes={table.rowAttributes}
      />
    );
  };
}
