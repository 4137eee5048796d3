// Reading a CSV file for an import: a header row of field names, then one record a line. Rows
// keep their line numbers so a refusal can name the line to fix.
import { parse } from "csv-parse/sync";
import { readFileSync } from "node:fs";
import { UsageError } from "./output";

export function readCsvRows(file: string, knownColumns: readonly string[]): Array<{ line: number; values: Record<string, string> }> {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new UsageError(`cannot read ${file}`);
  }
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    records = parse(text, { columns: true, skip_empty_lines: true, trim: true, bom: true, info: true });
  } catch (error) {
    throw new UsageError(`${file} is not valid CSV: ${error instanceof Error ? error.message : String(error)}`);
  }
  const header = Object.keys(records[0]?.record ?? {});
  const unknown = header.filter((column) => !knownColumns.includes(column));
  if (unknown.length) throw new UsageError(`unknown column(s) ${unknown.join(", ")}; expected ${knownColumns.join(", ")}`);
  return records.map(({ record, info }) => ({ line: info.lines, values: record }));
}
