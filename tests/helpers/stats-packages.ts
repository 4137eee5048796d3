// The packages part of the operator's stats, counted again by hand from the subscriptions table:
// each member's latest subscription by package and state, and the quotas of the current periods.
import type { Database } from "bun:sqlite";
import { expect } from "bun:test";
import { subscriptionStateOn } from "#shared/billing-policy";
import type { OperatorStats } from "#shared/answers/stats";

export function expectPackagesCountedFromTable(sqlite: Database, packages: OperatorStats["packages"], now: Date): void {
  const rows = sqlite
    .query(
      `SELECT p.name AS plan, s.user_id AS userId, s.is_active AS isActive, s.due_date AS due, s.cancelled_at AS cancelledAt,
         s.estimates_used AS eu, s.estimates_quota AS eq, s.appraisals_used AS au, s.appraisals_quota AS aq,
         s.engineer_assignments_used AS gu, s.engineer_assignments_quota AS gq, s.attorney_assistance_used AS tu, s.attorney_assistance_quota AS tq
       FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id ORDER BY s.user_id, s.start_date, s.rowid`,
    )
    .all() as Array<Record<string, number | string | null> & { plan: string; userId: string }>;
  const stateOf = (row: (typeof rows)[number]) =>
    subscriptionStateOn(
      {
        dueDate: new Date(row.due as number),
        cancelledAt: row.cancelledAt === null ? null : new Date(row.cancelledAt as number),
        isActive: row.isActive === 1,
      },
      now,
    );
  const latest = [...new Map(rows.map((row) => [row.userId, row])).values()];
  for (const entry of packages.subscriptions)
    for (const state of ["active", "suspended", "terminated", "cancelled"] as const)
      expect(entry.states[state]).toBe(latest.filter((row) => row.plan === entry.plan && stateOf(row) === state).length);
  for (const entry of packages.quotaUse) {
    const current = rows.filter((row) => row.plan === entry.plan && row.isActive === 1 && ["active", "suspended"].includes(stateOf(row)));
    const sum = (key: string) => current.reduce((total, row) => total + (row[key] as number), 0);
    expect(entry.periods).toBe(current.length);
    expect(entry.use).toEqual({
      estimate: { used: sum("eu"), quota: sum("eq") },
      appraisal: { used: sum("au"), quota: sum("aq") },
      engineer_assignment: { used: sum("gu"), quota: sum("gq") },
      attorney_assistance: { used: sum("tu"), quota: sum("tq") },
    });
  }
}
