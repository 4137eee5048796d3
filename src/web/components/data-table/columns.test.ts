import { describe, expect, test } from "bun:test";
import { cellClass, cellLabel, headerClass, nextSort, sortRows, type Column } from "./columns";

type Row = { name: string; count: number };
const rows: Row[] = [
  { name: "b", count: 2 },
  { name: "a", count: 10 },
  { name: "c", count: 2 },
];
const columns: Column<Row>[] = [
  { header: "Name", cell: (row) => row.name, sortValue: (row) => row.name },
  { header: "Count", kind: "num", cell: (row) => row.count, sortValue: (row) => row.count },
  { header: "Actions", kind: "actions", cell: () => null },
];

describe("data table columns", () => {
  test("a cell names its column on phones by label, else header; the actions cell names none", () => {
    expect(cellLabel({ header: "Filed (UTC)", label: "Filed" })).toBe("Filed");
    expect(cellLabel({ header: "Member" })).toBe("Member");
    expect(cellLabel({ header: "Actions", kind: "actions" })).toBeUndefined();
  });

  test("number and action columns carry the table's classes, beside the column's own", () => {
    expect(headerClass({ kind: "num" })).toBe("data-table__num");
    expect(headerClass({ kind: "actions" })).toBeUndefined();
    expect(cellClass({ kind: "num", className: "x" })).toBe("data-table__num x");
    expect(cellClass({ kind: "actions" })).toBe("data-table__actions");
    expect(cellClass({ className: "text-nowrap" })).toBe("text-nowrap");
    expect(cellClass({})).toBeUndefined();
  });

  test("no sort keeps the given order; numbers compare as numbers; ties keep their order", () => {
    expect(sortRows(rows, columns, undefined)).toBe(rows);
    expect(sortRows(rows, columns, { column: 0, direction: "ascending" }).map((r) => r.name)).toEqual(["a", "b", "c"]);
    expect(sortRows(rows, columns, { column: 1, direction: "ascending" }).map((r) => r.name)).toEqual(["b", "c", "a"]);
    expect(sortRows(rows, columns, { column: 1, direction: "descending" }).map((r) => r.name)).toEqual(["a", "b", "c"]);
    expect(sortRows(rows, columns, { column: 2, direction: "ascending" })).toBe(rows);
  });

  test("a header click sorts ascending, then descending, and another column starts ascending", () => {
    expect(nextSort(undefined, 1)).toEqual({ column: 1, direction: "ascending" });
    expect(nextSort({ column: 1, direction: "ascending" }, 1)).toEqual({ column: 1, direction: "descending" });
    expect(nextSort({ column: 1, direction: "descending" }, 1)).toEqual({ column: 1, direction: "ascending" });
    expect(nextSort({ column: 1, direction: "descending" }, 0)).toEqual({ column: 0, direction: "ascending" });
  });
});
