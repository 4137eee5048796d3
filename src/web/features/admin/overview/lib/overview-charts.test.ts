import { describe, expect, test } from "bun:test";
import type { Schema } from "#web/lib/api-types";
import { bucketText, lastDayOf, nothingToShow, overviewGroups, type OverviewChart } from "./overview-charts";

const times = (from: string, count: number, step: number) =>
  Array.from({ length: count }, (_, i) => new Date(Date.parse(from) + i * step).toISOString());
const DAY = 24 * 60 * 60 * 1000;
const zeros = (n: number) => Array.from({ length: n }, () => 0);
const nothing = (n: number) => Array.from({ length: n }, () => "0.00");

/** A 7-day answer with nothing in it, as the server sends for a fresh install. */
function emptyWeek(): Schema<"OperatorStatsAnswer"> {
  const days = times("2026-11-19T00:00:00.000Z", 7, DAY);
  const hours = times("2026-11-19T00:00:00.000Z", 7 * 24, DAY / 24);
  const state = { active: 0, suspended: 0, terminated: 0, cancelled: 0 };
  const pair = { used: 0, quota: 0 };
  return {
    success: true,
    range: { days: 7, from: days[0]!, to: "2026-11-26T00:00:00.000Z", generatedAt: "2026-11-25T15:30:00.000Z" },
    funnel: { generated: 0, assigned: 0, redeemed: 0, withPackage: 0 },
    members: {
      activity: { bucket: "day", times: days, lines: { signUps: zeros(7), active: zeros(7) } },
      devices: { bucket: "day", times: days, lines: { added: zeros(7), refused: zeros(7) } },
    },
    claims: {
      filed: {
        bucket: "day",
        times: days,
        lines: { estimate: zeros(7), appraisal: zeros(7), engineer_assignment: zeros(7), attorney_assistance: zeros(7) },
      },
      byStatus: { submitted: 0, in_review: 0, in_progress: 0, completed: 0, cancelled: 0 },
      medianDaysInStatus: { submitted: null, in_review: null, in_progress: null, completed: null, cancelled: null },
      completed: { bucket: "day", times: days, lines: { original: nothing(7), final: nothing(7) } },
      completedTotals: { count: 0, original: "0.00", final: "0.00" },
    },
    packages: {
      subscriptions: [{ plan: "ghost", displayName: "Ghost", states: state }],
      quotaUse: [
        {
          plan: "ghost",
          displayName: "Ghost",
          periods: 0,
          use: { estimate: pair, appraisal: pair, engineer_assignment: pair, attorney_assistance: pair },
        },
      ],
    },
    payments: {
      events: { bucket: "day", times: days, lines: { applied: zeros(7), unmatched: zeros(7) } },
      amountApplied: { bucket: "day", times: days, lines: { amount: nothing(7) } },
      totals: { applied: 0, unmatched: 0, amountApplied: "0.00" },
    },
    security: {
      signIns: { bucket: "hour", times: hours, lines: { failed: zeros(168), throttled: zeros(168) } },
      newDevices: { bucket: "day", times: days, lines: { devices: zeros(7) } },
    },
  };
}

const chartOf = (stats: Schema<"OperatorStatsAnswer">, id: string): OverviewChart => {
  const chart = overviewGroups(stats)
    .flatMap((group) => group.charts)
    .find((c) => c.id === id);
  if (!chart) throw new Error(`no chart ${id}`);
  return chart;
};

describe("overviewGroups", () => {
  test("every group of the issue, in order, each chart named once", () => {
    const groups = overviewGroups(emptyWeek());
    expect(groups.map((g) => g.id)).toEqual(["funnel", "members", "claims", "packages", "payments", "security"]);
    const ids = groups.flatMap((g) => g.charts.map((c) => c.id));
    expect(ids).toEqual([
      "funnel",
      "members-activity",
      "members-devices",
      "claims-filed",
      "claims-status",
      "claims-median-days",
      "claims-completed",
      "packages-subscriptions",
      "packages-quota",
      "payments-events",
      "payments-amount",
      "security-sign-ins",
      "security-new-devices",
    ]);
  });

  test("an empty range says so in words on every chart, and once for the whole overview", () => {
    const groups = overviewGroups(emptyWeek());
    for (const chart of groups.flatMap((g) => g.charts)) expect(chart.empty).toEqual(expect.any(String));
    expect(chartOf(emptyWeek(), "claims-filed").empty).toBe("No claim was filed in these 7 days.");
    expect(nothingToShow(groups)).toBe(true);
  });

  test("a time series: one table row per bucket with the answer's values; the view draws the same numbers", () => {
    const stats = emptyWeek();
    stats.claims.filed.lines.appraisal[2] = 3;
    stats.claims.filed.lines.attorney_assistance[6] = 1;
    const chart = chartOf(stats, "claims-filed");
    expect(chart.empty).toBeNull();
    expect(chart.table.columns).toEqual(["Day (UTC)", "Estimate", "Appraisal", "Engineer visit", "Attorney assistance"]);
    expect(chart.table.rows[2]).toEqual(["2026-11-21", 0, 3, 0, 0]);
    expect(chart.table.rows).toHaveLength(7);
    expect(chart.note).toBe("Claims filed per day");
    if (chart.view.kind !== "time") throw new Error("a time series");
    expect(chart.view.times[0]).toBe(Date.parse("2026-11-19T00:00:00.000Z"));
    expect(chart.view.lines.map((l) => l.values[2])).toEqual([0, 3, 0, 0]);
    expect(chart.totals).toEqual([{ label: "Filed", text: "4" }]);
    expect(nothingToShow(overviewGroups(stats))).toBe(false);
  });

  test("amounts stay the answer's decimal text in the table and become numbers only to draw", () => {
    const stats = emptyWeek();
    stats.payments.amountApplied.lines.amount[0] = "1250.50";
    stats.payments.totals.amountApplied = "1250.50";
    const chart = chartOf(stats, "payments-amount");
    expect(chart.table.columns).toEqual(["Day (UTC)", "Amount ($)"]);
    expect(chart.table.rows[0]).toEqual(["2026-11-19", "1250.50"]);
    expect(chart.view.kind === "time" && chart.view.money && chart.view.lines[0]!.values[0]).toBe(1250.5);
    expect(chart.totals).toEqual([{ label: "Total", text: "$1,250.50" }]);
  });

  test("hourly sign-in failures are labelled by hour; weekly series by the week's first day", () => {
    const stats = emptyWeek();
    stats.security.signIns.lines.failed[27] = 2;
    const chart = chartOf(stats, "security-sign-ins");
    expect(chart.table.columns[0]).toBe("Hour (UTC)");
    expect(chart.table.rows[27]).toEqual(["2026-11-20 03:00", 2, 0]);
    expect(bucketText("2026-11-23T00:00:00.000Z", "week")).toBe("2026-11-23");
  });

  test("the funnel: each stage's count and its share of the codes generated", () => {
    const stats = emptyWeek();
    stats.funnel = { generated: 8, assigned: 6, redeemed: 4, withPackage: 1 };
    const chart = chartOf(stats, "funnel");
    expect(chart.table.rows).toEqual([
      ["Generated", 8, "100%"],
      ["Assigned", 6, "75%"],
      ["Redeemed", 4, "50%"],
      ["With a package", 1, "13%"],
    ]);
    expect(chart.view.kind === "bars" && chart.view.bars.map((b) => b.text)).toEqual(["8", "6 · 75%", "4 · 50%", "1 · 13%"]);
  });

  test("claims now, medians (none as no figure), packages and quota use come as the answer has them", () => {
    const stats = emptyWeek();
    stats.claims.byStatus.in_review = 5;
    stats.claims.medianDaysInStatus.submitted = 1.5;
    stats.packages.subscriptions[0]!.states = { active: 3, suspended: 1, terminated: 0, cancelled: 2 };
    stats.packages.quotaUse[0]!.periods = 3;
    stats.packages.quotaUse[0]!.use.appraisal = { used: 2, quota: 9 };
    expect(chartOf(stats, "claims-status").table.rows[1]).toEqual(["In review", 5]);
    expect(chartOf(stats, "claims-median-days").table.rows.slice(0, 2)).toEqual([
      ["Submitted", 1.5],
      ["In review", null],
    ]);
    expect(chartOf(stats, "packages-subscriptions").table.rows).toEqual([["Ghost", 3, 1, 0, 2]]);
    const quota = chartOf(stats, "packages-quota");
    expect(quota.table.columns).toEqual(["Package", "Service", "Used", "Granted", "Periods"]);
    expect(quota.table.rows).toEqual([
      ["Ghost", "Estimate", 0, 0, 3],
      ["Ghost", "Appraisal", 2, 9, 3],
      ["Ghost", "Engineer visit", 0, 0, 3],
      ["Ghost", "Attorney assistance", 0, 0, 3],
    ]);
    expect(quota.empty).toBeNull();
  });

  test("the package tables fold the rows that say nothing: a service with nothing granted or used, a package nobody holds", () => {
    const stats = emptyWeek();
    stats.packages.quotaUse[0]!.periods = 3;
    stats.packages.quotaUse[0]!.use.appraisal = { used: 2, quota: 9 };
    stats.packages.quotaUse[0]!.use.estimate = { used: 0, quota: 4 };
    const quota = chartOf(stats, "packages-quota").table;
    expect(quota.rows.filter((row) => !quota.folded!.nothing(row)).map((row) => row[1])).toEqual(["Estimate", "Appraisal"]);
    const subscriptions = chartOf(stats, "packages-subscriptions").table;
    expect(subscriptions.folded!.nothing(["Ghost", 0, 0, 0, 0])).toBe(true);
    expect(subscriptions.folded!.nothing(["Ghost", 0, 0, 1, 0])).toBe(false);
  });
});

test("the range's last day is the day before its end", () => {
  expect(lastDayOf(emptyWeek())).toBe("2026-11-25");
});
