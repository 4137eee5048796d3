// One chart of the Overview in its card: title, what a value covers, the totals, the view (or,
// when there is nothing to draw, a sentence saying so), a button that shows the figures as a
// table (always there for screen readers) and one that downloads exactly those figures as CSV.
import { useState } from "react";
import { chartCsv, csvFileName } from "../lib/chart-csv";
import { downloadText } from "../lib/download-file";
import type { OverviewChart } from "../lib/overview-charts";
import { BarRows } from "./bar-rows";
import { ChartTable } from "./chart-table";
import { TimeSeriesChart } from "./time-series-chart";

export function ChartCard({ chart, days, lastDay }: { chart: OverviewChart; days: number; lastDay: string }) {
  const [tableShown, setTableShown] = useState(false);
  const titleId = `overview-${chart.id}-title`;
  const tableId = `overview-${chart.id}-table`;
  const tableIsView = chart.view.kind === "table" && chart.empty === null;
  return (
    <section className="card overview-chart" aria-labelledby={titleId} data-chart={chart.id}>
      <div className="overview-chart__head">
        <h4 id={titleId} className="card__title overview-chart__title">
          {chart.title}
        </h4>
        <div className="overview-chart__actions">
          {tableIsView ? null : (
            <button
              type="button"
              className="term-button term-button--compact"
              aria-expanded={tableShown}
              aria-controls={tableId}
              onClick={() => setTableShown((shown) => !shown)}
            >
              {tableShown ? "Hide table" : "Table"}
            </button>
          )}
          <button
            type="button"
            className="term-button term-button--compact"
            aria-label={`Download CSV: ${chart.title}`}
            onClick={() => downloadText(chartCsv(chart.table), csvFileName(chart.id, days, lastDay))}
          >
            Download CSV
          </button>
        </div>
      </div>
      <p className="text-muted overview-chart__note">{chart.note}</p>
      {chart.totals && chart.empty === null ? (
        <dl className="overview-chart__totals">
          {chart.totals.map((total) => (
            <div key={total.label} className="overview-chart__total">
              <dt>{total.label}</dt>
              <dd>{total.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {chart.empty !== null ? (
        <p className="empty-state overview-chart__empty">{chart.empty}</p>
      ) : chart.view.kind === "time" ? (
        <TimeSeriesChart view={chart.view} />
      ) : chart.view.kind === "bars" ? (
        <BarRows view={chart.view} />
      ) : null}
      <ChartTable
        id={tableId}
        caption={`${chart.title}: ${chart.note}`}
        table={chart.table}
        role={tableIsView ? "view" : "fallback"}
        hidden={!tableIsView && !tableShown}
      />
    </section>
  );
}
