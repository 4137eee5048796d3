// A chart's figures as a table: the view itself for tables of counts, else the fallback that
// screen readers read in place of the canvas (visually hidden until the admin shows it). A view
// folds its rows that say nothing (all zeros) behind "Show all", so a phone is not a screen of
// noughts; the CSV keeps every row.
import { useState } from "react";
import "#web/components/data-table/data-table.css";
import { ShowAllButton } from "#web/components/data-table/first-rows";
import type { ChartTable as ChartTableData } from "../lib/overview-charts";

export function ChartTable({
  id,
  caption,
  table,
  role,
  hidden,
}: {
  id: string;
  caption: string;
  table: ChartTableData;
  /** "view": the chart is this table; "fallback": it stands in for a drawing (long, so it scrolls in its box). */
  role: "view" | "fallback";
  hidden: boolean;
}) {
  const [first, ...others] = table.columns;
  const [all, setAll] = useState(false);
  const folds = role === "view" && table.folded ? table.folded : undefined;
  const said = folds ? table.rows.filter((row) => !folds.nothing(row)) : table.rows;
  const folded = table.rows.length - said.length;
  const rows = all ? table.rows : said;
  return (
    <div id={id} className={hidden ? "visually-hidden" : `data-table-box overview-chart__table overview-chart__table--${role}`}>
      {/* A phone stacks a wide table's rows into cards; two or three columns fit as they are. */}
      <table className={table.columns.length > 3 ? "data-table data-table--stack" : "data-table"}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            {others.map((column) => (
              <th key={column} scope="col" className="data-table__num">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            // The first cell names a row, or the first two do (package and service).
            <tr key={`${row[0]}|${row[1]}`}>
              <th scope="row" data-label={first}>
                {row[0]}
              </th>
              {row.slice(1).map((cell, i) => (
                <td key={others[i]} data-label={others[i]} className="data-table__num">
                  {cellText(cell)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {folds && folded > 0 ? (
        <p className="text-muted overview-chart__folded">
          {all ? "" : `${folded} ${folded === 1 ? "row" : "rows"} ${folds.what} not shown. `}
          <ShowAllButton rows={table.rows.length} all={all} onToggle={() => setAll((value) => !value)} />
        </p>
      ) : null}
    </div>
  );
}

/** Counts with thousands separators; amounts and texts as the answer wrote them; nothing as a dash. */
const cellText = (cell: string | number | null) => (cell === null ? "—" : typeof cell === "number" ? cell.toLocaleString("en-US") : cell);
