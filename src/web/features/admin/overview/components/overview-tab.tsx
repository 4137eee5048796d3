// The Overview: the network at a glance for the last 7, 30, 90 or 365 days (GET
// /api/admin/stats): the invitation funnel, members, claims, packages, payments and security,
// each chart with its table and CSV; above them, the count of claims whose carrier is overdue
// (decision 0118). Loaded on its own (overview-tab-loader.tsx), with uPlot.
import { useState } from "react";
import type { Schema } from "#web/lib/api-types";
import { STATS_RANGE_DEFAULT, STATS_RANGES, type StatsRange } from "#shared/schemas/stats";
import { ChoiceButtons } from "#web/components/choice-buttons/choice-buttons";
import { ReloadButton } from "#web/components/resource-tab/reload-button";
import { ListState } from "#web/components/resource-tab/list-state";
import { formatUtc } from "#web/lib/format-time";
import { useCarrierOverdue, useOverview } from "../api/overview-api";
import { countText } from "#web/lib/count-text";
import { lastDayOf, nothingToShow, overviewGroups } from "../lib/overview-charts";
import { ChartCard } from "./chart-card";
import "../overview.css";

export function OverviewTab() {
  const [range, setRange] = useState<StatsRange>(STATS_RANGE_DEFAULT);
  const overview = useOverview(range);
  return (
    <div className="overview" aria-busy={overview.isFetching}>
      <div className="section-head">
        <h2 className="section-head__title">Overview</h2>
        <div className="overview__controls">
          <RangePicker range={range} onChange={setRange} />
          <ReloadButton query={overview} />
        </div>
      </div>
      <CarrierOverdue />
      <ListState
        query={overview}
        failureHidesRows
        value={overview.data}
        loading="Reading the overview…"
        failed="Failed to fetch the overview"
      >
        {(stats) => <OverviewGroups stats={stats} />}
      </ListState>
    </div>
  );
}

/** The claims whose carrier is overdue on a statutory duty: the members' leverage, said first. */
function CarrierOverdue() {
  const overdue = useCarrierOverdue();
  const data = overdue.data;
  return (
    <section className="overview__alert" aria-labelledby="overview-carrier-overdue" data-overdue={data && data.claims > 0 ? "yes" : "no"}>
      <h3 id="overview-carrier-overdue" className="overview__alert-title">
        Carrier-overdue claims
      </h3>
      <p className="overview__alert-figure" data-testid="carrier-overdue-count">
        {data ? `${data.complete ? "" : "at least "}${data.claims}` : overdue.isError ? "—" : "…"}
      </p>
      <p className="overview__alert-note text-muted">
        {data
          ? `${countText(data.duties, "carrier duty", "carrier duties")} past due · Claims tab, Deadlines: Carrier overdue`
          : overdue.isError
            ? "Could not be read"
            : "Reading the deadlines…"}
      </p>
    </section>
  );
}

function RangePicker({ range, onChange }: { range: StatsRange; onChange: (range: StatsRange) => void }) {
  return (
    <ChoiceButtons
      label="Range"
      className="overview__ranges"
      buttonClassName="overview__range"
      compact
      choices={STATS_RANGES}
      chosen={range}
      onChoose={onChange}
    >
      {(days) => `${days} days`}
    </ChoiceButtons>
  );
}

function OverviewGroups({ stats }: { stats: Schema<"OperatorStatsAnswer"> }) {
  const groups = overviewGroups(stats);
  const lastDay = lastDayOf(stats);
  return (
    <>
      <p className="text-muted overview__range-line" data-range={stats.range.days}>
        Last {stats.range.days} days: {stats.range.from.slice(0, 10)} to {lastDay} (UTC, today included) · made{" "}
        {formatUtc(stats.range.generatedAt)}
      </p>
      {nothingToShow(groups) ? (
        <p className="empty-state">Nothing to show for these {stats.range.days} days yet: no codes, members, claims or payments.</p>
      ) : null}
      {groups.map((group) => (
        <section key={group.id} className="overview__group" aria-labelledby={`overview-group-${group.id}`}>
          <h3 id={`overview-group-${group.id}`} className="overview__group-title">
            {group.title}
          </h3>
          <div className="card-grid overview__grid">
            {group.charts.map((chart) => (
              <ChartCard key={chart.id} chart={chart} days={stats.range.days} lastDay={lastDay} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
