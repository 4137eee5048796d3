// The operator's overview as lines of text, for `aan stats` and the dashboard's Overview: each
// series a sparkline with its total (or peak), the counts beside them. Amounts are shown as the
// web shows them, from the API's decimal text; a sparkline of amounts reads them as numbers only to draw.
import { CLAIM_STATUS_NAMES, SERVICE_TYPE_NAMES } from "#shared/claim-words";
import type { Result } from "#shared/answer";
import type { OperatorStats, StatsBucket } from "#shared/answers/stats";
import { bucketsPerColumn, sparkline } from "./sparkline";
import { formatDollars, groupDigits } from "#shared/number-text";

export type StatsLine = { text: string; tone: "text" | "bright" | "muted" };

const LABEL_WIDTH = 24;
/** Label, sparkline and the figure beside it: the sparkline gets what the label and figure leave. */
const FIGURE_WIDTH = 22;

const DAY_MS = 24 * 60 * 60 * 1000;
const UNIT: Record<StatsBucket, [string, string]> = { hour: ["hour", "hours"], day: ["day", "days"], week: ["week", "weeks"] };
/**
 * What one bar of a sparkline covers: "per hour", or, when a long series is folded to fit the
 * line (a week of hours in 32 columns), "per 6 hours": the heading names the bars as drawn.
 */
const perBar = (bucket: StatsBucket, length: number, room: number) => {
  const buckets = bucketsPerColumn(length, room);
  return buckets === 1 ? `per ${UNIT[bucket][0]}` : `per ${buckets} ${UNIT[bucket][1]}`;
};
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const count = groupDigits;
/** Decimal text added without a float: amounts are summed in cents. */
const centsOf = (decimal: string) => {
  const [whole = "0", cents = ""] = decimal.split(".");
  return Number(whole) * 100 + Number(cents.padEnd(2, "0"));
};
/** Amounts as the web shows them: "$52,000.50". */
const money = formatDollars;

export function statsLines(stats: Result<OperatorStats>, width = 80): StatsLine[] {
  const room = Math.max(10, width - LABEL_WIDTH - FIGURE_WIDTH - 2);
  const lines: StatsLine[] = [];
  const heading = (text: string) => lines.push({ text, tone: "bright" });
  const plain = (text: string, tone: StatsLine["tone"] = "text") => lines.push({ text, tone });
  const series = (label: string, values: readonly number[], figure: string) =>
    plain(`  ${label.padEnd(LABEL_WIDTH - 2)}${sparkline(values, room).padEnd(room)}  ${figure}`);
  const counted = (label: string, values: readonly number[]) => series(label, values, `total ${count(sum(values))}`);

  const { range, funnel, members, claims, packages, payments, security } = stats;
  const per = (chart: { bucket: StatsBucket; lines: Record<string, readonly unknown[]> }) =>
    perBar(chart.bucket, Object.values(chart.lines)[0]?.length ?? 0, room);
  const lastDay = new Date(Date.parse(range.to) - DAY_MS).toISOString().slice(0, 10);
  heading(`OVERVIEW · last ${range.days} days · ${range.from.slice(0, 10)} to ${lastDay} (UTC, today included)`);
  plain(`made ${range.generatedAt.replace("T", " ").slice(0, 19)} UTC`, "muted");
  plain("");
  heading("INVITATION FUNNEL (codes created in the range)");
  plain(
    `  generated ${count(funnel.generated)} → assigned ${count(funnel.assigned)} → redeemed ${count(funnel.redeemed)} → with a package ${count(funnel.withPackage)}`,
  );
  plain("");
  heading(`MEMBERS (${per(members.activity)}; devices ${per(members.devices)})`);
  counted("sign-ups", members.activity.lines.signUps);
  series("active members", members.activity.lines.active, `peak ${count(Math.max(0, ...members.activity.lines.active))}`);
  counted("devices added", members.devices.lines.added);
  counted("devices refused", members.devices.lines.refused);
  plain("");
  heading(`CLAIMS (filed ${per(claims.filed)}; completed ${per(claims.completed)})`);
  for (const [type, values] of Object.entries(claims.filed.lines))
    counted(SERVICE_TYPE_NAMES[type as keyof typeof SERVICE_TYPE_NAMES], values);
  const statuses = Object.keys(claims.byStatus) as Array<keyof typeof claims.byStatus>;
  plain(`  now: ${statuses.map((status) => `${CLAIM_STATUS_NAMES[status]} ${count(claims.byStatus[status])}`).join(" · ")}`);
  plain(
    `  median days in status: ${
      statuses
        .filter((status) => claims.medianDaysInStatus[status] !== null)
        .map((status) => `${CLAIM_STATUS_NAMES[status]} ${claims.medianDaysInStatus[status]}`)
        .join(" · ") || "no stay ended in the range"
    }`,
  );
  const totals = claims.completedTotals;
  series("completed, original", claims.completed.lines.original.map(centsOf), money(totals.original));
  series("completed, final", claims.completed.lines.final.map(centsOf), money(totals.final));
  plain(`  ${count(totals.count)} claim(s) completed`);
  plain("");
  heading("PACKAGES (each member's latest subscription; quota use of the current periods)");
  for (const entry of packages.subscriptions) {
    const { active, suspended, terminated, cancelled } = entry.states;
    const use = packages.quotaUse.find((quota) => quota.plan === entry.plan);
    const quota = use
      ? Object.entries(use.use)
          .filter(([, pair]) => pair.quota > 0 || pair.used > 0)
          .map(([service, pair]) => `${SERVICE_TYPE_NAMES[service as keyof typeof SERVICE_TYPE_NAMES]} ${pair.used}/${pair.quota}`)
          .join(", ")
      : "";
    plain(
      `  ${entry.displayName.padEnd(LABEL_WIDTH - 2)}active ${count(active)} · suspended ${count(suspended)} · terminated ${count(terminated)} · cancelled ${count(cancelled)}`,
    );
    if (quota) plain(`  ${"".padEnd(LABEL_WIDTH - 2)}used/granted: ${quota}`, "muted");
  }
  plain("");
  heading(`PAYMENTS (provider events ${per(payments.events)}; amount ${per(payments.amountApplied)})`);
  counted("applied", payments.events.lines.applied);
  counted("unmatched", payments.events.lines.unmatched);
  series("amount applied", payments.amountApplied.lines.amount.map(centsOf), money(payments.totals.amountApplied));
  plain("");
  heading(`SECURITY (sign-ins ${per(security.signIns)}; new devices ${per(security.newDevices)})`);
  counted("failed sign-ins", security.signIns.lines.failed);
  counted("throttled sign-ins", security.signIns.lines.throttled);
  counted("new devices", security.newDevices.lines.devices);
  return lines;
}
