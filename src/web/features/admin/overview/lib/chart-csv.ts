// A chart's data as CSV text, exactly the rows of its table: a header row, then one record a line.
// Cells are quoted as RFC 4180 says when they hold a comma, a quote or a line break; a text cell
// that a spreadsheet would run as a formula keeps a leading apostrophe (the rule every CSV export
// of the project follows). Numbers are written as they are, so a negative figure stays a number.
import { formulaSafe } from "#shared/spreadsheet-formula";
import type { ChartTable } from "./overview-charts";

/** One cell: numbers as digits, text made formula-safe and quoted when it needs to be. */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = formulaSafe(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function chartCsv(table: ChartTable): string {
  const lines = [table.columns, ...table.rows].map((row) => row.map(csvCell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** "aan-overview-claims-filed-30d-2026-11-25.csv": what, which range, and the day it ends on. */
export function csvFileName(chartId: string, days: number, lastDay: string): string {
  return `aan-overview-${chartId}-${days}d-${lastDay}.csv`;
}
