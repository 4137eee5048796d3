// The stats answer shaped into the Overview's charts: each chart has one table (what the table
// fallback shows and the CSV holds, cell for cell) and a view drawn from the same figures: a time
// series, bar rows or the table itself. Only figures the answer carries are shown; a chart with
// nothing in it says so in words instead of drawing a flat line.
import type { Schema } from "#web/lib/api-types";
import { CLAIM_STATUS_NAMES, SERVICE_TYPE_NAMES } from "#shared/claim-words";
import { CLAIM_STATUSES, SERVICE_REQUEST_TYPES } from "#shared/schemas/claims";
import { formatDollars, groupDigits } from "#shared/number-text";

export type Cell = string | number | null;
/** A chart's figures as rows: the table fallback and the CSV both are exactly this. */
export type ChartTable = {
  columns: string[];
  rows: Cell[][];
  /**
   * Rows that say nothing (a package nobody holds, a service with nothing granted or used): folded
   * away on screen behind "Show all", kept in the CSV. `what` says what the folded rows have in common.
   */
  folded?: { nothing: (row: Cell[]) => boolean; what: string };
};
/** The colours of the terminal theme a line or bar may take (theme.css variables). */
export type Tone = "green" | "amber" | "yellow" | "red" | "soft";
export type SeriesLine = { label: string; values: number[]; tone: Tone };
export type TimeView = { kind: "time"; bucket: Schema<"StatsBucket">; times: number[]; lines: SeriesLine[]; money: boolean };
export type BarsView = { kind: "bars"; bars: Array<{ label: string; value: number; text: string; tone: Tone }> };
export type ChartView = TimeView | BarsView | { kind: "table" };

export type OverviewChart = {
  /** Names the chart in the DOM and its CSV file ("claims-filed"). */
  id: string;
  title: string;
  /** What one value covers, said under the title. */
  note: string;
  table: ChartTable;
  view: ChartView;
  /** Said instead of the view when the chart has nothing to show. */
  empty: string | null;
  /** Totals said beside the chart ("Applied $1,250.00"), all from the answer. */
  totals?: Array<{ label: string; text: string }>;
};
export type OverviewGroup = { id: string; title: string; charts: OverviewChart[] };

const TONES: readonly Tone[] = ["green", "amber", "yellow", "red", "soft"];
const PER: Record<Schema<"StatsBucket">, string> = { hour: "per hour", day: "per day", week: "per week" };
const TIME_HEADER: Record<Schema<"StatsBucket">, string> = { hour: "Hour (UTC)", day: "Day (UTC)", week: "Week from (UTC)" };

/** A bucket's start as the table shows it: the day, with the hour for hourly buckets. */
export function bucketText(iso: string, bucket: Schema<"StatsBucket">): string {
  return bucket === "hour" ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : iso.slice(0, 10);
}

export const countText = (value: number): string => groupDigits(value);

/** The day the range ends on (the answer's `to` is the midnight after it). */
export function lastDayOf(stats: Pick<Schema<"OperatorStatsAnswer">, "range">): string {
  return new Date(Date.parse(stats.range.to) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

type Series<V> = { bucket: Schema<"StatsBucket">; times: string[]; lines: Record<string, V[]> };

/** One time-series chart from one series of the answer; `lines` names and orders what is drawn. */
function timeChart<K extends string, V extends number | string>(
  base: { id: string; title: string; what: string; empty: string; totals?: OverviewChart["totals"] },
  series: Series<V>,
  lines: ReadonlyArray<{ key: K; label: string }>,
  money = false,
): OverviewChart {
  const values = (key: K) => (series.lines[key] ?? []) as V[];
  const drawn: SeriesLine[] = lines.map((line, i) => ({
    label: line.label,
    values: values(line.key).map((value) => Number(value)),
    tone: TONES[i % TONES.length]!,
  }));
  return {
    id: base.id,
    title: base.title,
    note: `${base.what} ${PER[series.bucket]}`,
    table: {
      columns: [TIME_HEADER[series.bucket], ...lines.map((line) => (money ? `${line.label} ($)` : line.label))],
      rows: series.times.map((time, i) => [bucketText(time, series.bucket), ...lines.map((line) => values(line.key)[i] ?? null)]),
    },
    view: { kind: "time", bucket: series.bucket, times: series.times.map((time) => Date.parse(time)), lines: drawn, money },
    empty: drawn.every((line) => line.values.every((value) => value === 0)) ? base.empty : null,
    totals: base.totals,
  };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function overviewGroups(stats: Schema<"OperatorStatsAnswer">): OverviewGroup[] {
  const days = `these ${stats.range.days} days`;
  const { funnel, members, claims, packages, payments, security } = stats;

  const stages = [
    { label: "Generated", value: funnel.generated },
    { label: "Assigned", value: funnel.assigned },
    { label: "Redeemed", value: funnel.redeemed },
    { label: "With a package", value: funnel.withPackage },
  ];
  const shareOf = (value: number) => (funnel.generated ? `${Math.round((value / funnel.generated) * 100)}%` : null);
  const funnelChart: OverviewChart = {
    id: "funnel",
    title: "Invitation funnel",
    note: `Codes created in ${days}, and how far each got`,
    table: {
      columns: ["Stage", "Codes", "Share of generated"],
      rows: stages.map((stage) => [stage.label, stage.value, shareOf(stage.value)]),
    },
    view: {
      kind: "bars",
      bars: stages.map((stage, i) => ({
        label: stage.label,
        value: stage.value,
        text: [countText(stage.value), i > 0 ? shareOf(stage.value) : null].filter(Boolean).join(" · "),
        tone: "green",
      })),
    },
    empty: funnel.generated === 0 ? `No invitation code was created in ${days}.` : null,
  };

  const statusRows = CLAIM_STATUSES.map((status) => ({ label: CLAIM_STATUS_NAMES[status], value: claims.byStatus[status] }));
  const completedTotals = claims.completedTotals;

  return [
    { id: "funnel", title: "Invitations", charts: [funnelChart] },
    {
      id: "members",
      title: "Members",
      charts: [
        timeChart(
          {
            id: "members-activity",
            title: "Sign-ups and active members",
            what: "Members who signed up, and members who signed in,",
            empty: `No member signed up or signed in during ${days}.`,
            totals: [{ label: "Sign-ups", text: countText(sum(members.activity.lines.signUps)) }],
          },
          members.activity,
          [
            { key: "signUps", label: "Sign-ups" },
            { key: "active", label: "Active members" },
          ],
        ),
        timeChart(
          {
            id: "members-devices",
            title: "Devices added and refused",
            what: "Members' devices",
            empty: `No device was added or refused in ${days}.`,
            totals: [
              { label: "Added", text: countText(sum(members.devices.lines.added)) },
              { label: "Refused", text: countText(sum(members.devices.lines.refused)) },
            ],
          },
          members.devices,
          [
            { key: "added", label: "Added" },
            { key: "refused", label: "Refused" },
          ],
        ),
      ],
    },
    {
      id: "claims",
      title: "Claims",
      charts: [
        timeChart(
          {
            id: "claims-filed",
            title: "Claims filed by service type",
            what: "Claims filed",
            empty: `No claim was filed in ${days}.`,
            totals: [{ label: "Filed", text: countText(sum(Object.values(claims.filed.lines).flat())) }],
          },
          claims.filed,
          SERVICE_REQUEST_TYPES.map((type) => ({ key: type, label: SERVICE_TYPE_NAMES[type] })),
        ),
        {
          id: "claims-status",
          title: "Claims in each status",
          note: "Every claim, by the status it is in now",
          table: { columns: ["Status", "Claims"], rows: statusRows.map((row) => [row.label, row.value]) },
          view: {
            kind: "bars",
            bars: statusRows.map((row) => ({ ...row, text: countText(row.value), tone: row.label === "Cancelled" ? "red" : "green" })),
          },
          empty: statusRows.every((row) => row.value === 0) ? "No claim has been filed yet." : null,
        },
        {
          id: "claims-median-days",
          title: "Median days in each status",
          note: `Stays that ended in ${days}`,
          table: {
            columns: ["Status", "Median days"],
            rows: CLAIM_STATUSES.map((status) => [CLAIM_STATUS_NAMES[status], claims.medianDaysInStatus[status]]),
          },
          view: { kind: "table" },
          empty: CLAIM_STATUSES.every((status) => claims.medianDaysInStatus[status] === null) ? `No claim left a status in ${days}.` : null,
        },
        timeChart(
          {
            id: "claims-completed",
            title: "Completed claims: original vs final amount",
            what: "Amounts of the claims completed",
            empty: `No claim was completed in ${days}.`,
            totals: [
              { label: "Completed", text: countText(completedTotals.count) },
              { label: "Original", text: formatDollars(completedTotals.original) },
              { label: "Final", text: formatDollars(completedTotals.final) },
            ],
          },
          claims.completed,
          [
            { key: "original", label: "Original" },
            { key: "final", label: "Final" },
          ],
          true,
        ),
      ],
    },
    {
      id: "packages",
      title: "Packages",
      charts: [
        {
          id: "packages-subscriptions",
          title: "Subscriptions by package and state",
          note: "Each member's latest subscription, now",
          table: {
            columns: ["Package", "Active", "Suspended", "Terminated", "Cancelled"],
            rows: packages.subscriptions.map(({ displayName, states }) => [
              displayName,
              states.active,
              states.suspended,
              states.terminated,
              states.cancelled,
            ]),
            folded: { nothing: (row) => row.slice(1).every((cell) => cell === 0), what: "with no subscription" },
          },
          view: { kind: "table" },
          empty: packages.subscriptions.every(({ states }) => sum(Object.values(states)) === 0) ? "No member has a package yet." : null,
        },
        {
          id: "packages-quota",
          title: "Quota use this period",
          note: "Used of granted, over the current periods of each package",
          // One row per package and service: a narrow table that reads on a phone and sorts in a spreadsheet.
          table: {
            columns: ["Package", "Service", "Used", "Granted", "Periods"],
            rows: packages.quotaUse.flatMap(({ displayName, periods, use }) =>
              SERVICE_REQUEST_TYPES.map((type) => [displayName, SERVICE_TYPE_NAMES[type], use[type].used, use[type].quota, periods]),
            ),
            folded: { nothing: (row) => row[2] === 0 && row[3] === 0, what: "with nothing granted or used" },
          },
          view: { kind: "table" },
          empty: packages.quotaUse.every(({ periods }) => periods === 0) ? "No package period is running now." : null,
        },
      ],
    },
    {
      id: "payments",
      title: "Payments",
      charts: [
        timeChart(
          {
            id: "payments-events",
            title: "Provider events: applied vs unmatched",
            what: "Payment provider events",
            empty: `No payment event arrived in ${days}.`,
            totals: [
              { label: "Applied", text: countText(payments.totals.applied) },
              { label: "Unmatched", text: countText(payments.totals.unmatched) },
            ],
          },
          payments.events,
          [
            { key: "applied", label: "Applied" },
            { key: "unmatched", label: "Unmatched" },
          ],
        ),
        timeChart(
          {
            id: "payments-amount",
            title: "Amount applied",
            what: "Payments applied",
            empty: `No payment was applied in ${days}.`,
            totals: [{ label: "Total", text: formatDollars(payments.totals.amountApplied) }],
          },
          payments.amountApplied,
          [{ key: "amount", label: "Amount" }],
          true,
        ),
      ],
    },
    {
      id: "security",
      title: "Security",
      charts: [
        timeChart(
          {
            id: "security-sign-ins",
            title: "Failed and throttled sign-ins",
            what: "Refused sign-ins (admins and members)",
            empty: `No sign-in failed or was throttled in ${days}.`,
            totals: [
              { label: "Failed", text: countText(sum(security.signIns.lines.failed)) },
              { label: "Throttled", text: countText(sum(security.signIns.lines.throttled)) },
            ],
          },
          security.signIns,
          [
            { key: "failed", label: "Failed" },
            { key: "throttled", label: "Throttled" },
          ],
        ),
        timeChart(
          {
            id: "security-new-devices",
            title: "New devices",
            what: "Devices members added",
            empty: `No new device in ${days}.`,
            totals: [{ label: "New devices", text: countText(sum(security.newDevices.lines.devices)) }],
          },
          security.newDevices,
          [{ key: "devices", label: "New devices" }],
        ),
      ],
    },
  ];
}

/** True when nothing at all happened in the range and nothing stands now: the Overview says so once. */
export function nothingToShow(groups: readonly OverviewGroup[]): boolean {
  return groups.every((group) => group.charts.every((chart) => chart.empty !== null));
}
