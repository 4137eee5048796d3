// The overview's figures that rows change after the fact (the funnel, claims in each status, the
// packages' states and quotas, payments, refused sign-ins) are kept by triggers
// (migration stats_kept_totals_triggers): after every kind of change a network sees (codes
// assigned, redeemed and deleted, first packages, renewals, cancellations, quota use, a member
// deleted with everything they had, claims moved, events and payments recorded, a refusal
// repeated) they still equal counts made from the rows; the migration's own counting of the rows a
// database already holds gives the same figures; pruned audit rows shrink no day.
import { beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { runMaintenance } from "#core/db/maintenance";
import { centsToDecimal } from "#core/money";
import { operatorStats } from "#core/stats/operator-stats";
import { STATS_RANGES } from "#shared/schemas/stats";
import type { Result } from "#shared/answer";
import type { OperatorStats, StatsSeries } from "#shared/answers/stats";
import { makeTestContext, type TestContext } from "../helpers/context";
import { expectPackagesCountedFromTable } from "../helpers/stats-packages";
import { seedStatsWorld } from "../helpers/stats-world";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse("2026-11-25T15:30:00Z");
let ctx: TestContext;

const sqlCount = (text: string, ...params: Array<string | number | null>) =>
  Number((ctx.db.$client.query(text).get(...params) as { n: number | null }).n ?? 0);
const run = (text: string, ...params: Array<string | number | null>) => ctx.db.$client.query(text).run(...params);
const answerOf = (range: number) => operatorStats(ctx, { range });

const boundsOf = (series: StatsSeries<string, unknown>, to: string) =>
  series.times.map((start, i) => [Date.parse(start), Date.parse(series.times[i + 1] ?? to)] as const);

/** Every kept figure of one answer against the rows as they are now. */
function expectEqualToRows(a: Result<OperatorStats>, options: { auditPruned?: boolean } = {}) {
  const [from, to] = [Date.parse(a.range.from), Date.parse(a.range.to)];
  const inRange = "c.created_at >= ? AND c.created_at < ?";
  expect(a.funnel).toEqual({
    generated: sqlCount(`SELECT count(*) AS n FROM invitation_codes c WHERE ${inRange}`, from, to),
    assigned: sqlCount(
      `SELECT count(*) AS n FROM invitation_codes c WHERE ${inRange} AND (assigned_at IS NOT NULL OR is_used = 1)`,
      from,
      to,
    ),
    redeemed: sqlCount(`SELECT count(*) AS n FROM invitation_codes c WHERE ${inRange} AND is_used = 1`, from, to),
    withPackage: sqlCount(
      `SELECT count(*) AS n FROM invitation_codes c WHERE ${inRange} AND is_used = 1
       AND EXISTS (SELECT 1 FROM user_subscriptions s WHERE s.user_id = c.used_by_user_id)`,
      from,
      to,
    ),
  });
  for (const status of Object.keys(a.claims.byStatus) as Array<keyof typeof a.claims.byStatus>)
    expect(a.claims.byStatus[status]).toBe(sqlCount("SELECT count(*) AS n FROM claims WHERE status = ?", status));

  // Median days in each status: the stays that ended in the range, sorted here.
  for (const status of Object.keys(a.claims.medianDaysInStatus) as Array<keyof typeof a.claims.medianDaysInStatus>) {
    const stays = (
      ctx.db.$client.query("SELECT ms FROM claim_stays WHERE status = ? AND left_at >= ? AND left_at < ?").all(status, from, to) as Array<{
        ms: number;
      }>
    )
      .map((row) => row.ms)
      .sort((x, y) => x - y);
    const middle = stays.length ? (stays[Math.floor((stays.length - 1) / 2)]! + stays[Math.floor(stays.length / 2)]!) / 2 : null;
    expect(a.claims.medianDaysInStatus[status]).toBe(middle === null ? null : Math.round((middle / DAY) * 100) / 100);
  }

  const now = new Date(a.range.generatedAt);
  expectPackagesCountedFromTable(ctx.db.$client, a.packages, now);

  for (const [i, [start, end]] of boundsOf(a.payments.events, a.range.to).entries()) {
    for (const outcome of ["applied", "unmatched"] as const)
      expect(a.payments.events.lines[outcome][i]).toBe(
        sqlCount(
          "SELECT count(*) AS n FROM payment_events WHERE outcome = ? AND received_at >= ? AND received_at < ?",
          outcome,
          start,
          end,
        ),
      );
    expect(a.payments.amountApplied.lines.amount[i]).toBe(
      centsToDecimal(
        sqlCount(
          "SELECT sum(amount_cents) AS n FROM subscription_payments WHERE source LIKE 'payment:%' AND paid_at >= ? AND paid_at < ?",
          start,
          end,
        ),
      ),
    );
  }
  if (options.auditPruned) return;
  for (const [i, [start, end]] of boundsOf(a.security.signIns, a.range.to).entries())
    for (const [line, outcome] of [
      ["failed", "failure"],
      ["throttled", "throttled"],
    ] as const)
      expect(a.security.signIns.lines[line][i]).toBe(
        sqlCount(
          "SELECT sum(repeats) AS n FROM admin_audit_log WHERE action IN ('login', 'member.login') AND outcome = ? AND at >= ? AND at < ?",
          outcome,
          start,
          end,
        ),
      );
}

beforeAll(() => {
  ctx = makeTestContext({ config: { auditRetentionDays: 60, activityRetentionDays: 45 } });
  ctx.clock.set(new Date(NOW));
  seedStatsWorld(ctx.db.$client, NOW - 60_000, {
    members: 300,
    claims: 400,
    activity: 500,
    audit: 800,
    paymentEvents: 200,
    extraCodes: 120,
  });
});

describe("after every kind of change, the kept figures equal the rows", () => {
  test("codes: assigned, redeemed by a member who has a package, redeemed by one who has none, deleted", () => {
    const before = answerOf(365).funnel;
    run("UPDATE invitation_codes SET assigned_at = ?, assignee_username = 'late' WHERE id = 'extra-1' AND assigned_at IS NULL", NOW - DAY);
    const withPackage = (ctx.db.$client.query("SELECT user_id AS id FROM user_subscriptions LIMIT 1").get() as { id: string }).id;
    const withoutPackage = (
      ctx.db.$client.query("SELECT id FROM users WHERE id NOT IN (SELECT user_id FROM user_subscriptions) LIMIT 1").get() as { id: string }
    ).id;
    run("UPDATE invitation_codes SET is_used = 1, used_by_user_id = ?, used_at = ? WHERE id = 'extra-2'", withPackage, NOW - DAY);
    run("UPDATE invitation_codes SET is_used = 1, used_by_user_id = ?, used_at = ? WHERE id = 'extra-3'", withoutPackage, NOW - DAY);
    run("DELETE FROM invitation_codes WHERE id IN ('extra-4', 'extra-5')");
    // A code moved to another day by a correction.
    run("UPDATE invitation_codes SET created_at = created_at - 3 * ? WHERE id = 'extra-6'", DAY);
    for (const range of STATS_RANGES) expectEqualToRows(answerOf(range));
    expect(answerOf(365).funnel).not.toEqual(before);
  });

  test("packages: a member's first, a renewal, a cancellation, quota used, a period ended, a due date moved", () => {
    const noPackage = (
      ctx.db.$client.query("SELECT id FROM users WHERE id NOT IN (SELECT user_id FROM user_subscriptions) LIMIT 1").get() as { id: string }
    ).id;
    const plan = (ctx.db.$client.query("SELECT id FROM subscription_plans ORDER BY name LIMIT 1").get() as { id: string }).id;
    const insert = ctx.db.$client.query(
      `INSERT INTO user_subscriptions (id, user_id, plan_id, start_date, is_active, due_date, estimates_quota, estimates_used, activated_by, created_at, updated_at)
       VALUES (?, ?, ?, ?, 1, ?, 4, 1, 'payment:test', 0, 0)`,
    );
    const withPackageBefore = answerOf(365).funnel.withPackage;
    insert.run("first-package", noPackage, plan, NOW - 2 * DAY, Math.floor(NOW / DAY) * DAY + 20 * DAY);
    // Every code they redeemed (one from the seed, one from the test above) now led to a package.
    const theirCodes = sqlCount("SELECT count(*) AS n FROM invitation_codes WHERE used_by_user_id = ? AND is_used = 1", noPackage);
    expect(theirCodes).toBe(2);
    expect(answerOf(365).funnel.withPackage).toBe(withPackageBefore + theirCodes);

    // A renewal: the current period replaced, then the next one.
    const renewed = ctx.db.$client
      .query("SELECT id, user_id AS userId, plan_id AS planId FROM user_subscriptions WHERE is_active = 1 LIMIT 1 OFFSET 3")
      .get() as {
      id: string;
      userId: string;
      planId: string;
    };
    run("UPDATE user_subscriptions SET is_active = 0 WHERE id = ?", renewed.id);
    insert.run("renewal", renewed.userId, renewed.planId, NOW - 1000, Math.floor(NOW / DAY) * DAY + 30 * DAY);
    run(
      "UPDATE user_subscriptions SET cancelled_at = ? WHERE id IN (SELECT id FROM user_subscriptions WHERE is_active = 1 LIMIT 2 OFFSET 10)",
      NOW - DAY,
    );
    run(
      "UPDATE user_subscriptions SET estimates_used = estimates_used + 1, appraisals_used = appraisals_used + 2 WHERE id IN (SELECT id FROM user_subscriptions WHERE is_active = 1 LIMIT 5 OFFSET 20)",
    );
    run(
      "UPDATE user_subscriptions SET is_active = 0 WHERE id IN (SELECT id FROM user_subscriptions WHERE is_active = 1 LIMIT 1 OFFSET 30)",
    );
    run(
      "UPDATE user_subscriptions SET due_date = due_date + 40 * ? WHERE id IN (SELECT id FROM user_subscriptions WHERE is_active = 1 LIMIT 3 OFFSET 40)",
      DAY,
    );
    // A plan change of a current period, and a period that starts at the same moment as another (the later row is the latest).
    run(
      "UPDATE user_subscriptions SET plan_id = ? WHERE id IN (SELECT id FROM user_subscriptions WHERE is_active = 1 LIMIT 1 OFFSET 50)",
      plan,
    );
    const twin = ctx.db.$client
      .query("SELECT user_id AS userId, start_date AS start FROM user_subscriptions WHERE id = 'renewal'")
      .get() as {
      userId: string;
      start: number;
    };
    ctx.db.$client
      .query(
        `INSERT INTO user_subscriptions (id, user_id, plan_id, start_date, is_active, due_date, cancelled_at, activated_by, created_at, updated_at)
         VALUES ('twin', ?, ?, ?, 0, ?, ?, 'admin:test', 0, 0)`,
      )
      .run(twin.userId, plan, twin.start, Math.floor(NOW / DAY) * DAY, NOW - DAY);
    for (const range of STATS_RANGES) expectEqualToRows(answerOf(range));
  });

  test("a member deleted takes their packages, payments and the package their code led to", () => {
    const gone = (
      ctx.db.$client
        .query(
          `SELECT u.id FROM users u WHERE EXISTS (SELECT 1 FROM user_subscriptions s JOIN subscription_payments p ON p.subscription_id = s.id
             WHERE s.user_id = u.id AND s.is_active = 1 AND p.source LIKE 'payment:%') AND NOT EXISTS (SELECT 1 FROM claims c WHERE c.user_id = u.id)
             AND (SELECT count(*) FROM invitation_codes c WHERE c.used_by_user_id = u.id AND c.created_at > ?) = 1 LIMIT 1`,
        )
        .get(NOW - 300 * DAY) as { id: string }
    ).id;
    const before = answerOf(365);
    run("DELETE FROM users WHERE id = ?", gone);
    const after = answerOf(365);
    expect(after.funnel.withPackage).toBe(before.funnel.withPackage - 1);
    expect(after.payments.totals.amountApplied).not.toBe(before.payments.totals.amountApplied);
    for (const range of STATS_RANGES) expectEqualToRows(answerOf(range));
  });

  test("claims moved (stays of every length ended), one filed, one deleted; events and payments recorded; a refusal repeated", () => {
    run(
      "UPDATE claims SET status = 'in_review', updated_at = ? WHERE id IN (SELECT id FROM claims WHERE status = 'submitted' LIMIT 3)",
      NOW,
    );
    run("UPDATE claims SET status = 'cancelled' WHERE id IN (SELECT id FROM claims WHERE status = 'in_progress' LIMIT 2)");
    run("UPDATE claims SET updated_at = ? WHERE id = 'claim-7'", NOW);
    // Moves that end stays: one of a few hours, one whose clock went back (a negative length), and
    // enough of one length to move the middle of the short range.
    const fileClaim = (id: string) =>
      run(
        `INSERT INTO claims (id, user_id, property_address, homeowner, col, dol, inspection_status, service_request_type, status, created_at, updated_at)
         VALUES (?, (SELECT id FROM users LIMIT 1), '3 Test St', 'Owner', '2026-01-01', '2026-01-01', 'pending', 'appraisal', 'submitted', ?, ?)`,
        id,
        NOW - 6 * DAY,
        NOW - 6 * DAY,
      );
    for (const id of ["new-claim-a", "new-claim-b", ...Array.from({ length: 40 }, (_, i) => `bulk-${i}`)]) fileClaim(id);
    const history = ctx.db.$client.query(
      "INSERT INTO claim_status_history (id, claim_id, from_status, to_status, actor, at) VALUES (?, ?, ?, ?, 'test', ?)",
    );
    history.run("move-1", "new-claim-a", null, "submitted", NOW - 5 * DAY);
    history.run("move-2", "new-claim-a", "submitted", "in_review", NOW - 5 * DAY + 3 * 60 * 60 * 1000);
    history.run("move-3", "new-claim-b", null, "submitted", NOW - 2 * DAY);
    history.run("move-4", "new-claim-b", "submitted", "in_review", NOW - 2 * DAY - 90_000);
    for (let i = 0; i < 40; i++) {
      history.run(`bulk-${i}-a`, `bulk-${i}`, null, "in_review", NOW - 3 * DAY);
      history.run(`bulk-${i}-b`, `bulk-${i}`, "in_review", "in_progress", NOW - 3 * DAY + i * 1000);
    }
    expect(sqlCount("SELECT count(*) AS n FROM claim_stays WHERE ms < 0")).toBeGreaterThan(0);
    run(
      `INSERT INTO claims (id, user_id, property_address, homeowner, col, dol, inspection_status, service_request_type, status, created_at, updated_at)
       VALUES ('new-claim', (SELECT id FROM users LIMIT 1), '2 Test St', 'Owner', '2026-01-01', '2026-01-01', 'pending', 'estimate', 'submitted', ?, ?)`,
      NOW,
      NOW,
    );
    run("DELETE FROM claims WHERE id = (SELECT id FROM claims WHERE status = 'completed' LIMIT 1)");
    run(
      "INSERT INTO payment_events (id, type, received_at, outcome, detail) VALUES ('evt-new-1', 'invoice.paid', ?, 'applied', 'test')",
      NOW - 1000,
    );
    run(
      "INSERT INTO payment_events (id, type, received_at, outcome, detail) VALUES ('evt-new-2', 'invoice.paid', ?, 'unmatched', 'test')",
      NOW - 1000,
    );
    run(
      "INSERT INTO payment_events (id, type, received_at, outcome, detail) VALUES ('evt-new-3', 'customer.created', ?, 'ignored', 'test')",
      NOW - 1000,
    );
    run(
      `INSERT INTO subscription_payments (id, subscription_id, paid_at, amount_cents, settled_due_date, next_due_date, source, created_at)
       VALUES ('pay-new', 'renewal', ?, 12345, ?, ?, 'payment:evt-new-1', 0)`,
      NOW - 1000,
      NOW,
      NOW + 30 * DAY,
    );
    run(
      "UPDATE subscription_payments SET amount_cents = amount_cents + 100 WHERE id IN (SELECT id FROM subscription_payments WHERE source LIKE 'payment:%' LIMIT 2)",
    );
    run(
      "UPDATE admin_audit_log SET repeats = repeats + 2, last_at = ? WHERE id = (SELECT id FROM admin_audit_log WHERE action = 'login' AND outcome = 'failure' ORDER BY at DESC LIMIT 1)",
      NOW,
    );
    run(
      "INSERT INTO admin_audit_log (at, actor, action, outcome, repeats) VALUES (?, 'anonymous', 'member.login', 'throttled', 1)",
      NOW - 1000,
    );
    for (const range of STATS_RANGES) expectEqualToRows(answerOf(range));
  });
});

test("refused sign-ins of a year read the same after maintenance has pruned their audit rows", () => {
  const before = STATS_RANGES.map((range) => answerOf(range).security);
  const report = runMaintenance(ctx);
  expect(report.auditRows).toBeGreaterThan(400);
  expect(STATS_RANGES.map((range) => answerOf(range).security)).toEqual(before);
});

test("the migration's counting of the rows a database already holds gives the figures the triggers kept", () => {
  const before = STATS_RANGES.map(answerOf);
  const migration = readFileSync(join(import.meta.dir, "../../db/migrations/0028_stats_kept_totals_triggers.sql"), "utf8");
  const counting = migration
    .split("--> statement-breakpoint")
    .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
    .filter((statement) => statement.startsWith("INSERT"));
  expect(counting.length).toBeGreaterThanOrEqual(5);
  const kept =
    "('codes_generated', 'codes_assigned', 'codes_redeemed', 'codes_with_package', 'amount_applied', 'payment_events', 'sign_ins_refused')";
  ctx.db.$client.transaction(() => {
    run(`DELETE FROM stats_daily WHERE metric IN ${kept}`);
    run("DELETE FROM stats_totals");
    run("DELETE FROM subscription_latest");
    run("DELETE FROM subscription_state_counts");
    run("DELETE FROM subscription_period_sums");
    run("DELETE FROM claim_stay_lengths");
    for (const statement of counting) ctx.db.$client.run(statement);
  })();
  // Zero rows left by taking back counts are not recreated: compare the answers, not the tables.
  expect(STATS_RANGES.map(answerOf)).toEqual(before);
});

test("the median reads the right slice of lengths for stays of a few hours, a few days and below zero (a clock set back)", () => {
  const fresh = makeTestContext();
  fresh.clock.set(new Date(NOW));
  const sql = fresh.db.$client;
  sql.run(
    `INSERT INTO users (id, username, email, password, first_name, last_name, phone, company_name, position, created_at)
     VALUES ('u', 'median', 'median@stats.test', 'x', 'Me', 'Dian', '(555) 010-0000', 'Co', 'Owner', 0)`,
  );
  const move = sql.query(
    "INSERT INTO claim_status_history (id, claim_id, from_status, to_status, actor, at) VALUES (?, ?, ?, ?, 'test', ?)",
  );
  const stays = { "back-in-time": -90_000, hours: 3 * 60 * 60 * 1000, days: 4 * DAY + 5000, "more-days": 9 * DAY };
  for (const [id, ms] of Object.entries(stays)) {
    sql
      .query(
        `INSERT INTO claims (id, user_id, property_address, homeowner, col, dol, inspection_status, service_request_type, status, created_at, updated_at)
         VALUES (?, 'u', '4 Test St', 'Owner', '2026-01-01', '2026-01-01', 'pending', 'estimate', 'in_review', 0, 0)`,
      )
      .run(id);
    move.run(`${id}-in`, id, null, "submitted", NOW - DAY - ms);
    move.run(`${id}-out`, id, "submitted", "in_review", NOW - DAY);
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((x, y) => x - y);
    return Math.round(((sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.floor(sorted.length / 2)]!) / 2 / DAY) * 100) / 100;
  };
  const all = Object.values(stays);
  expect(operatorStats(fresh, { range: 7 }).claims.medianDaysInStatus.submitted).toBe(median(all));
  // Three of them: the middle one alone.
  sql.run("DELETE FROM claim_stays WHERE claim_id = 'more-days'");
  expect(operatorStats(fresh, { range: 7 }).claims.medianDaysInStatus.submitted).toBe(median(all.slice(0, 3)));
  sql.run("DELETE FROM claim_stays WHERE claim_id = 'days'");
  expect(operatorStats(fresh, { range: 7 }).claims.medianDaysInStatus.submitted).toBe(median(all.slice(0, 2)));
});
