import { expect, test } from "bun:test";
import { chartCsv, csvCell, csvFileName } from "./chart-csv";

test("the CSV is the table: a header row, then one record a line, CRLF", () => {
  const csv = chartCsv({
    columns: ["Day (UTC)", "Applied", "Unmatched"],
    rows: [
      ["2026-11-24", 3, 0],
      ["2026-11-25", 1, 2],
    ],
  });
  expect(csv).toBe("Day (UTC),Applied,Unmatched\r\n2026-11-24,3,0\r\n2026-11-25,1,2\r\n");
});

test("cells with a comma, a quote or a line break are quoted; quotes doubled; nothing is empty", () => {
  expect(csvCell('Gold, "Plus"')).toBe('"Gold, ""Plus"""');
  expect(csvCell("two\nlines")).toBe('"two\nlines"');
  expect(csvCell(null)).toBe("");
  expect(csvCell("1250.50")).toBe("1250.50");
  expect(csvCell(1.5)).toBe("1.5");
});

test.each([
  ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
  ["+1", "'+1"],
  ["-2+3", "'-2+3"],
  ["@SUM(A1)", "'@SUM(A1)"],
  ["\t=1", "'\t=1"],
  ["\r=1", '"\'\r=1"'],
])("a text cell starting a formula (%p) is kept as text", (value, cell) => {
  expect(csvCell(value)).toBe(cell);
});

test("numbers are numbers, even negative ones; a text that only contains = is kept", () => {
  expect(csvCell(-3)).toBe("-3");
  expect(csvCell("a=b")).toBe("a=b");
});

test("the file is named by the chart, the range and its last day", () => {
  expect(csvFileName("claims-filed", 30, "2026-11-25")).toBe("aan-overview-claims-filed-30d-2026-11-25.csv");
});
