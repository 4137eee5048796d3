// A network with a past, written straight into the tables (one transaction, prepared statements)
// for the overview's tests and its bench: members who redeemed codes and bought packages, claims
// that moved through their statuses, provider events and payments, sign-ins, devices and
// refused sign-ins, spread over the `days` before `now`. A seeded random, so a run is repeatable.
import type { Database } from "bun:sqlite";

export type StatsWorldSize = {
  members: number;
  claims: number;
  activity: number;
  audit: number;
  paymentEvents: number;
  extraCodes: number;
};

const DAY = 24 * 60 * 60 * 1000;
const SERVICE_TYPES = ["estimate", "appraisal", "engineer_assignment", "attorney_assistance"] as const;
const FLOW = ["submitted", "in_review", "in_progress", "completed"] as const;
const ACTIONS = ["login", "login", "login", "logout", "device.added", "device.refused", "claim.filed", "document.uploaded"] as const;

/** mulberry32: small, fast, and the same numbers on every run. */
function randomFrom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedStatsWorld(sqlite: Database, now: number, size: StatsWorldSize, options: { days?: number; seed?: number } = {}): void {
  const days = options.days ?? 400;
  const random = randomFrom(options.seed ?? 7);
  const int = (below: number) => Math.floor(random() * below);
  const pick = <T>(values: readonly T[]) => values[int(values.length)]!;
  /** A moment in the `days` before now, never after it. */
  const past = () => now - 1 - Math.floor(random() * days * DAY);
  const plans = (sqlite.query("SELECT id FROM subscription_plans ORDER BY name").all() as { id: string }[]).map((p) => p.id);

  const code = sqlite.prepare(
    "INSERT INTO invitation_codes (id, code, is_used, used_by_user_id, assigned_at, assignee_username, created_at, used_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const user = sqlite.prepare(
    "INSERT INTO users (id, username, email, password, first_name, last_name, phone, company_name, position, invitation_code_id, created_at) VALUES (?, ?, ?, 'x', 'Stat', ?, '(555) 010-0000', 'Stats Co', 'Owner', ?, ?)",
  );
  const subscription = sqlite.prepare(
    `INSERT INTO user_subscriptions (id, user_id, plan_id, start_date, end_date, is_active, due_date, cancelled_at, price_cents,
       estimates_quota, appraisals_quota, engineer_assignments_quota, attorney_assistance_quota,
       estimates_used, appraisals_used, engineer_assignments_used, attorney_assistance_used, activated_by, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 100000, 4, 3, 1, 2, ?, ?, ?, ?, 'seed', ?, ?)`,
  );
  const payment = sqlite.prepare(
    "INSERT INTO subscription_payments (id, subscription_id, paid_at, amount_cents, settled_due_date, next_due_date, source, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const event = sqlite.prepare(
    "INSERT INTO payment_events (id, type, received_at, outcome, detail) VALUES (?, 'checkout.session.completed', ?, ?, 'seed')",
  );
  const claim = sqlite.prepare(
    `INSERT INTO claims (id, user_id, property_address, homeowner, col, dol, inspection_status, service_request_type,
       original_claim_amount_cents, final_claim_amount_cents, status, created_at, updated_at)
     VALUES (?, ?, '1 Seed St', 'Owner', '2026-01-01', '2026-01-01', 'pending', ?, ?, ?, ?, ?, ?)`,
  );
  const history = sqlite.prepare(
    "INSERT INTO claim_status_history (id, claim_id, from_status, to_status, actor, at) VALUES (?, ?, ?, ?, 'seed', ?)",
  );
  const activity = sqlite.prepare("INSERT INTO user_activity_log (id, user_id, action, metadata, created_at) VALUES (?, ?, ?, '{}', ?)");
  const audit = sqlite.prepare("INSERT INTO admin_audit_log (at, actor, action, outcome, repeats) VALUES (?, 'anonymous', ?, ?, ?)");

  sqlite.transaction(() => {
    const userIds: string[] = [];
    for (let i = 0; i < size.members; i++) {
      const userId = `user-${i}`;
      const codeId = `code-${i}`;
      const createdAt = past();
      const usedAt = Math.min(now - 1, createdAt + int(5 * DAY));
      code.run(codeId, `STATS-${i}`, 1, userId, random() < 0.6 ? createdAt + 1000 : null, null, createdAt, usedAt);
      user.run(userId, `member${i}`, `member${i}@stats.test`, `Member ${i}`, codeId, usedAt);
      userIds.push(userId);
      if (random() < 0.55) {
        // Some members renewed: an older period replaced (inactive), then the current one.
        const periods = random() < 0.3 ? 2 : 1;
        for (let p = 0; p < periods; p++) {
          // Periods start one after the other (never in the same millisecond).
          const start = Math.min(now - periods + p, usedAt + p * 30 * DAY + int(DAY));
          const latest = p === periods - 1;
          // The current period is paid up, a few days late or long late; a replaced one was paid.
          const due = latest
            ? Math.floor(now / DAY) * DAY + pick([-10, -5, -2, -1, 0, 3, 20]) * DAY
            : Math.floor(start / DAY) * DAY + 31 * DAY;
          const isActive = latest ? (random() < 0.9 ? 1 : 0) : 0;
          const cancelled = latest && random() < 0.15 ? start + DAY : null;
          const subscriptionId = `sub-${i}-${p}`;
          subscription.run(
            subscriptionId,
            userId,
            pick(plans),
            start,
            start + 30 * DAY,
            isActive,
            due,
            cancelled,
            int(5),
            int(4),
            int(2),
            int(3),
            start,
            start,
          );
          const paidAt = Math.min(now - 1, start + int(DAY));
          const source = random() < 0.7 ? `payment:evt-${i}-${p}` : "admin:seed";
          payment.run(
            `pay-${i}-${p}`,
            subscriptionId,
            paidAt,
            random() < 0.1 ? null : 50_000 + int(100_000),
            due,
            due + 30 * DAY,
            source,
            paidAt,
          );
        }
      }
    }
    for (let i = 0; i < size.extraCodes; i++) {
      const createdAt = past();
      code.run(
        `extra-${i}`,
        `EXTRA-${i}`,
        0,
        null,
        random() < 0.3 ? createdAt + 1000 : null,
        random() < 0.3 ? `someone${i}` : null,
        createdAt,
        null,
      );
    }
    for (let i = 0; i < size.paymentEvents; i++) event.run(`evt-seed-${i}`, past(), pick(["applied", "applied", "unmatched", "ignored"]));
    for (let i = 0; i < size.claims && userIds.length; i++) {
      const claimId = `claim-${i}`;
      const createdAt = past();
      const cancelled = random() < 0.1;
      // A claim is cancelled before it is completed.
      const steps = 1 + int(cancelled ? FLOW.length - 1 : FLOW.length);
      const status = cancelled ? "cancelled" : FLOW[steps - 1]!;
      const original = random() < 0.8 ? 100_000 + int(5_000_000) : null;
      const final = status === "completed" && random() < 0.9 ? int(6_000_000) : null;
      claim.run(claimId, pick(userIds), pick(SERVICE_TYPES), original, final, status, createdAt, createdAt);
      let at = createdAt;
      history.run(`h-${i}-0`, claimId, null, "submitted", at);
      let from: string = "submitted";
      for (let s = 1; s < steps; s++) {
        at = Math.min(now - 1, at + int(20 * DAY) + 1);
        history.run(`h-${i}-${s}`, claimId, from, FLOW[s]!, at);
        from = FLOW[s]!;
      }
      if (cancelled) history.run(`h-${i}-c`, claimId, from, "cancelled", Math.min(now - 1, at + int(10 * DAY) + 1));
    }
    for (let i = 0; i < size.activity && userIds.length; i++) activity.run(`act-${i}`, pick(userIds), pick(ACTIONS), past());
    for (let i = 0; i < size.audit; i++)
      audit.run(past(), pick(["login", "member.login", "codes.assign"]), pick(["failure", "throttled", "success", "denied"]), 1 + int(3));
  })();
}
