// The Overview: the network at a glance for the last 7, 30, 90 or 365 days (GET
// /api/admin/stats): the invitation funnel, members, claims, packages, payments and security,
// each chart with its table and CSV. Loaded on its own (overview-tab-loader.tsx), with uPlot.
import { useState } from "react";
import type { OperatorStats } from "#shared/answers/stats";
import { STATS_RANGE_DEFAULT, STATS_RANGES, type StatsRange } from "#shared/schemas/stats";
import { ReloadButton } from "#web/components/resource-tab/reload-button";
import { QueryStates } from "#web/components/table/query-states";
import { formatUtc } from "#web/lib/format-time";
import { useOverview } from "../api/overview-api";
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
      <QueryStates query={overview} value={overview.data} loading="Reading the overview…" failed="Failed to fetch the overview">
        {(stats) => <OverviewGroups stats={stats} />}
      </QueryStates>
    </div>
  );
}

function RangePicker({ range, onChange }: { range: StatsRange; onChange: (range: StatsRange) => void }) {
  return (
    <div role="group" aria-label="Range" className="overview__ranges">
      {STATS_RANGES.map((days) => (
        <button
          key={days}
          type="button"
          className="term-button term-button--compact overview__range"
          aria-pressed={days === range}
          onClick={() => onChange(days)}
        >
          {days} days
        </button>
      ))}
    </div>
  );
}

function OverviewGroups({ stats }: { stats: OperatorStats }) {
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
          <div className="overview__grid">
            {group.charts.map((chart) => (
              <ChartCard key={chart.id} chart={chart} days={stats.range.days} lastDay={lastDay} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
