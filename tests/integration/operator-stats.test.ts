// GET /api/admin/stats: every figure of every range checked against counts made directly in SQL
// (bucket by bucket, with the bucket's own bounds), the billing rule applied in TypeScript to the
// packages, medians computed from the history rows; the charts of a year unchanged after
// maintenance prunes the rows they were read from; the range rule and who may ask.
import { beforeAll, describe, expect, test } from "bun:test";
import { runMaintenance } from "#core/db/maintenance";
import { operatorStats } from "#core/stats/operator-stats";
import { centsToDecimal } from "#core/money";
import { STATS_RANGE_MESSAGE, STATS_RANGES } from "#shared/schemas/stats";
import type { OperatorStats, StatsSeries } from "#shared/answers/stats";
import { createSignedInAdmin, createOtherAdmin, loginAdmin, type SignedInAdmin } from "../helpers/admin-session";
import { makeTestContext, type TestContext } from "../helpers/context";
import { registerMember } from "../helpers/member-session";
import { expectPackagesCountedFromTable } from "../helpers/stats-packages";
import { seedStatsWorld } from "../helpers/stats-world";

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
// A Wednesday afternoon: weeks of the range start on other days than Monday.
const NOW = Date.parse("2026-11-25T15:30:00Z");

let admin: SignedInAdmin;
let ctx: TestContext;
const answers = new Map<number, OperatorStats>();

const sqlCount = (text: string, ...params: Array<string | number>) =>
  Number((ctx.db.$client.query(text).get(...params) as { n: number | null }).n ?? 0);

async function stats(range: number | string): Promise<OperatorStats> {
  const reply = await admin.as("GET", `/api/admin/stats?range=${range}`);
  expect(reply.status).toBe(200);
  return reply.json as OperatorStats;
}

beforeAll(async () => {
  ctx = makeTestContext({ config: { auditRetentionDays: 60, activityRetentionDays: 45 } });
  ctx.clock.set(new Date(NOW - 2 * HOUR));
  admin = await createSignedInAdmin({ ctx });
  seedStatsWorld(ctx.db.$client, NOW - HOUR, {
    members: 300,
    claims: 500,
    activity: 4000,
    audit: 800,
    paymentEvents: 200,
    extraCodes: 120,
  });
  // And through the API, as people do: a member registers (a sign-up, a sign-in, a device), a wrong admin password.
  ctx.clock.set(new Date(NOW - HOUR / 2));
  await registerMember(ctx, admin.request);
  await expect(loginAdmin(admin.request, admin.username, "wrong-password")).rejects.toThrow();
  ctx.clock.set(new Date(NOW));
  const cookie = await loginAdmin(admin.request, admin.username, admin.password);
  admin = { ...admin, cookie, as: (method, path, options = {}) => admin.request(method, path, { cookie, ...options }) };
  for (const range of STATS_RANGES) answers.set(range, await stats(range));
});

/** [start, end) of each bucket: the next bucket's start, the range's end for the last. */
const boundsOf = (series: StatsSeries<string, unknown>, to: string) =>
  series.times.map((start, i) => [Date.parse(start), Date.parse(series.times[i + 1] ?? to)] as const);

function expectBuckets(answer: OperatorStats, series: StatsSeries<string, unknown>, bucket: "hour" | "day" | "week") {
  expect(series.bucket).toBe(bucket);
  const from = Date.parse(answer.range.from);
  const to = Date.parse(answer.range.to);
  expect(Date.parse(series.times[0]!)).toBe(from);
  const step = bucket === "hour" ? HOUR : bucket === "day" ? DAY : 7 * DAY;
  for (const [i, [start, end]] of boundsOf(series, answer.range.to).entries()) {
    if (bucket === "week" && i > 0) expect(new Date(start).getUTCDay()).toBe(1);
    if (i > 0 && i < series.times.length - 1) expect(end - start).toBe(step);
    expect(end - start).toBeGreaterThan(0);
    expect(end - start).toBeLessThanOrEqual(step);
  }
  expect(Date.parse(series.times.at(-1)!)).toBeLessThan(to);
  for (const values of Object.values(series.lines)) expect(values).toHaveLength(series.times.length);
}

describe.each([...STATS_RANGES])("the %i-day overview", (range) => {
  const answer = () => answers.get(range)!;

  test("its range is the UTC days ending today", () => {
    const a = answer();
    expect(a.range).toEqual({
      days: range,
      from: new Date((Math.floor(NOW / DAY) + 1 - range) * DAY).toISOString(),
      to: new Date((Math.floor(NOW / DAY) + 1) * DAY).toISOString(),
      generatedAt: new Date(NOW).toISOString(),
    });
  });

  test("the funnel counts the codes created in the range and how far each got", () => {
    const a = answer();
    const where = "created_at >= ? AND created_at < ?";
    const [from, to] = [Date.parse(a.range.from), Date.parse(a.range.to)];
    expect(a.funnel).toEqual({
      generated: sqlCount(`SELECT count(*) AS n FROM invitation_codes WHERE ${where}`, from, to),
      assigned: sqlCount(
        `SELECT count(*) AS n FROM invitation_codes WHERE ${where} AND (assigned_at IS NOT NULL OR is_used = 1)`,
        from,
        to,
      ),
      redeemed: sqlCount(`SELECT count(*) AS n FROM invitation_codes WHERE ${where} AND is_used = 1`, from, to),
      withPackage: sqlCount(
        `SELECT count(DISTINCT c.id) AS n FROM invitation_codes c JOIN user_subscriptions s ON s.user_id = c.used_by_user_id WHERE c.created_at >= ? AND c.created_at < ? AND c.is_used = 1`,
        from,
        to,
      ),
    });
    expect(a.funnel.generated).toBeGreaterThan(0);
  });

  test("members: sign-ups and active members per bucket, devices added and refused per day", () => {
    const a = answer();
    const { activity, devices } = a.members;
    expectBuckets(a, activity, range <= 30 ? "day" : "week");
    expectBuckets(a, devices, "day");
    for (const [i, [start, end]] of boundsOf(activity, a.range.to).entries()) {
      expect(activity.lines.signUps[i]).toBe(
        sqlCount("SELECT count(*) AS n FROM users WHERE created_at >= ? AND created_at < ?", start, end),
      );
      expect(activity.lines.active[i]).toBe(
        sqlCount(
          "SELECT count(DISTINCT user_id) AS n FROM user_activity_log WHERE action = 'login' AND created_at >= ? AND created_at < ?",
          start,
          end,
        ),
      );
    }
    for (const [i, [start, end]] of boundsOf(devices, a.range.to).entries()) {
      const count = (action: string) =>
        sqlCount("SELECT count(*) AS n FROM user_activity_log WHERE action = ? AND created_at >= ? AND created_at < ?", action, start, end);
      expect(devices.lines.added[i]).toBe(count("device.added"));
      expect(devices.lines.refused[i]).toBe(count("device.refused"));
    }
    expect(activity.lines.signUps.at(-1)).toBeGreaterThan(0);
    expect(activity.lines.active.reduce((x, y) => x + y)).toBeGreaterThan(0);
  });

  test("claims: filed by type, in each status now, median days per status, completed amounts", () => {
    const a = answer();
    const { filed, completed } = a.claims;
    expectBuckets(a, filed, range === 7 ? "day" : "week");
    expectBuckets(a, completed, range === 7 ? "day" : "week");
    for (const [i, [start, end]] of boundsOf(filed, a.range.to).entries()) {
      for (const type of Object.keys(filed.lines) as Array<keyof typeof filed.lines>)
        expect(filed.lines[type][i]).toBe(
          sqlCount(
            "SELECT count(*) AS n FROM claims WHERE service_request_type = ? AND created_at >= ? AND created_at < ?",
            type,
            start,
            end,
          ),
        );
      const sums = ctx.db.$client
        .query(
          `SELECT coalesce(sum(c.original_claim_amount_cents), 0) AS original, coalesce(sum(c.final_claim_amount_cents), 0) AS final
           FROM claims c WHERE c.id IN (SELECT claim_id FROM claim_status_history WHERE to_status = 'completed' AND at >= ? AND at < ?)`,
        )
        .get(start, end) as { original: number; final: number };
      expect([completed.lines.original[i], completed.lines.final[i]]).toEqual([centsToDecimal(sums.original), centsToDecimal(sums.final)]);
    }
    for (const status of Object.keys(a.claims.byStatus) as Array<keyof typeof a.claims.byStatus>)
      expect(a.claims.byStatus[status]).toBe(sqlCount("SELECT count(*) AS n FROM claims WHERE status = ?", status));
    const completedInRange = sqlCount(
      "SELECT count(*) AS n FROM claim_status_history WHERE to_status = 'completed' AND at >= ? AND at < ?",
      Date.parse(a.range.from),
      Date.parse(a.range.to),
    );
    expect(a.claims.completedTotals.count).toBe(completedInRange);
    expect(a.claims.completedTotals.original).toBe(
      centsToDecimal(completed.lines.original.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0)),
    );

    // Medians from the history rows, stay by stay, in TypeScript.
    const rows = ctx.db.$client
      .query("SELECT claim_id AS claim, to_status AS status, at FROM claim_status_history ORDER BY claim_id, at")
      .all() as Array<{
      claim: string;
      status: keyof typeof a.claims.byStatus;
      at: number;
    }>;
    const stays = new Map<string, number[]>();
    for (let i = 1; i < rows.length; i++) {
      const [before, after] = [rows[i - 1]!, rows[i]!];
      if (before.claim !== after.claim || after.at < Date.parse(a.range.from) || after.at >= Date.parse(a.range.to)) continue;
      stays.set(before.status, [...(stays.get(before.status) ?? []), after.at - before.at]);
    }
    for (const status of Object.keys(a.claims.medianDaysInStatus) as Array<keyof typeof a.claims.byStatus>) {
      const sorted = (stays.get(status) ?? []).sort((x, y) => x - y);
      const middle = sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.floor(sorted.length / 2)]!) / 2 : null;
      expect(a.claims.medianDaysInStatus[status]).toBe(middle === null ? null : Math.round((middle / DAY) * 100) / 100);
    }
  });

  test("packages: each member's latest subscription by package and state, the current periods' quotas", () => {
    const a = answer();
    expectPackagesCountedFromTable(ctx.db.$client, a.packages, new Date(NOW));
    expect(a.packages.subscriptions.map((entry) => entry.plan).sort()).toEqual(["assassin", "ghost", "phantom"]);
  });

  test("payments: applied and unmatched events, and what the applied ones paid", () => {
    const a = answer();
    const { events, amountApplied } = a.payments;
    expectBuckets(a, events, range === 7 ? "day" : "week");
    expect(amountApplied.times).toEqual(events.times);
    for (const [i, [start, end]] of boundsOf(events, a.range.to).entries()) {
      for (const outcome of ["applied", "unmatched"] as const)
        expect(events.lines[outcome][i]).toBe(
          sqlCount(
            "SELECT count(*) AS n FROM payment_events WHERE outcome = ? AND received_at >= ? AND received_at < ?",
            outcome,
            start,
            end,
          ),
        );
      expect(amountApplied.lines.amount[i]).toBe(
        centsToDecimal(
          sqlCount(
            "SELECT sum(amount_cents) AS n FROM subscription_payments WHERE substr(source, 1, 8) = 'payment:' AND paid_at >= ? AND paid_at < ?",
            start,
            end,
          ),
        ),
      );
    }
    expect(a.payments.totals.applied).toBe(events.lines.applied.reduce((x, y) => x + y, 0));
  });

  test("security: failed and throttled sign-ins, new devices", () => {
    const a = answer();
    const { signIns, newDevices } = a.security;
    expectBuckets(a, signIns, range === 7 ? "hour" : "day");
    for (const [i, [start, end]] of boundsOf(signIns, a.range.to).entries()) {
      const count = (outcome: string) =>
        sqlCount(
          "SELECT sum(repeats) AS n FROM admin_audit_log WHERE action IN ('login', 'member.login') AND outcome = ? AND at >= ? AND at < ?",
          outcome,
          start,
          end,
        );
      expect([signIns.lines.failed[i], signIns.lines.throttled[i]]).toEqual([count("failure"), count("throttled")]);
    }
    expect(newDevices.lines.devices).toEqual(a.members.devices.lines.added);
    expect(newDevices.times).toEqual(a.members.devices.times);
    // The wrong admin password of half an hour ago.
    const ofThatMoment = signIns.times.findLastIndex((start) => Date.parse(start) <= NOW - HOUR / 2);
    expect(signIns.lines.failed[ofThatMoment]).toBeGreaterThan(0);
  });
});

test("a year of charts reads the same after maintenance has pruned the rows it was drawn from", async () => {
  const rawBefore = sqlCount("SELECT (SELECT count(*) FROM user_activity_log) + (SELECT count(*) FROM admin_audit_log) AS n");
  const report = runMaintenance(ctx);
  expect(report.activityRows).toBeGreaterThan(1000);
  expect(report.auditRows).toBeGreaterThan(400);
  expect(sqlCount("SELECT (SELECT count(*) FROM user_activity_log) + (SELECT count(*) FROM admin_audit_log) AS n")).toBeLessThan(
    rawBefore - 1400,
  );
  ctx.clock.set(new Date(NOW + 60_000)); // past the minute the answers are kept
  for (const range of STATS_RANGES) {
    const after = await stats(range);
    expect({ ...after, range: { ...after.range, generatedAt: "" } }).toEqual({
      ...answers.get(range)!,
      range: { ...answers.get(range)!.range, generatedAt: "" },
    });
  }
  ctx.clock.set(new Date(NOW));
});

test("an answer is kept a minute: a sign-up shows in the next minute's answer", async () => {
  ctx.clock.set(new Date(NOW + 2 * 60_000));
  const before = await stats(7);
  await registerMember(ctx, admin.request);
  expect((await stats(7)).members.activity.lines.signUps).toEqual(before.members.activity.lines.signUps);
  ctx.clock.set(new Date(NOW + 3 * 60_000));
  const after = await stats(7);
  expect(after.members.activity.lines.signUps.at(-1)).toBe(before.members.activity.lines.signUps.at(-1)! + 1);
  ctx.clock.set(new Date(NOW));
});

describe("the range and who may ask", () => {
  test("30 days when left out; 7d, 90D and bare numbers are read as days", async () => {
    expect((await stats("")).range.days).toBe(30);
    const plain = await admin.as("GET", "/api/admin/stats");
    expect(plain.json.range.days).toBe(30);
    expect((await stats("7d")).range.days).toBe(7);
    expect((await stats("90D")).range.days).toBe(90);
  });

  test.each(["12", "0", "-7", "abc", "30.5", "365days"])("range=%s is refused with 400 and the one message", async (range) => {
    const reply = await admin.as("GET", `/api/admin/stats?range=${range}`);
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ success: false, error: STATS_RANGE_MESSAGE, kind: "invalid" });
  });

  test("anonymous callers and members are refused; any admin may read", async () => {
    const anonymous = await admin.request("GET", "/api/admin/stats?range=30");
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ success: false, kind: "unauthenticated" });
    const member = await registerMember(ctx, admin.request);
    const asMember = await admin.request("GET", "/api/admin/stats?range=30", { cookie: member.cookie });
    expect(asMember.status).toBe(401);
    const plain = await createOtherAdmin(admin, { username: "clerk", password: "clerk-Pass-1!" });
    expect((await admin.request("GET", "/api/admin/stats?range=30", { cookie: plain })).status).toBe(200);
  });
});

test("a range that starts on a Monday: its first week is whole, and each week's active members are counted once", () => {
  // 2026-08-31 was a Monday: a 90-day range starting then ends on 2026-11-28.
  const a = operatorStats({ ...ctx, clock: { now: () => new Date("2026-11-28T10:00:00Z") } }, { range: "90" });
  expect(a.range.from).toBe("2026-08-31T00:00:00.000Z");
  expect(Date.parse(a.members.activity.times[1]!) - Date.parse(a.members.activity.times[0]!)).toBe(7 * DAY);
  for (const [i, [start, end]] of boundsOf(a.members.activity, a.range.to).entries())
    expect(a.members.activity.lines.active[i]).toBe(
      // The sign-in rows of those weeks are pruned by now (the test above): the days members signed in remain.
      sqlCount("SELECT count(DISTINCT user_id) AS n FROM member_active_days WHERE day >= ? AND day < ?", start / DAY, end / DAY),
    );
  expect(a.members.activity.lines.active.reduce((x, y) => x + y)).toBeGreaterThan(0);
});
