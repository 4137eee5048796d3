// The stored deadlines: rewritten from a claim's events, recomputed at a start only when the packs
// changed, and judged against today in each claim's own zone.
import { beforeEach, describe, expect, test } from "bun:test";
import { makeTestContext, type TestContext } from "../../../tests/helpers/context";
import { insertTestMember } from "../../../tests/helpers/use-case";
import { insertClaim } from "../claims/claim-repository";
import {
  dueFilterAt,
  packsFingerprint,
  recomputeDeadlinesIfPacksChanged,
  rewriteClaimDeadlines,
  statusOn,
  zoneDaysAt,
} from "./claim-deadlines";
import { insertEvent, selectDue, selectStoredDeadlines } from "./deadline-repository";

let ctx: TestContext;
let userId: string;

beforeEach(() => {
  ctx = makeTestContext();
  ctx.clock.set(new Date("2026-11-27T18:00:00Z"));
  userId = insertTestMember(ctx);
});

function claim(state: string | null): string {
  const now = ctx.clock.now();
  return insertClaim(ctx.db, {
    userId,
    propertyAddress: "12 Oak St",
    homeowner: "Pat",
    col: "2026-05-01",
    dol: "2026-05-02",
    inspectionStatus: "pending",
    serviceRequestType: "estimate",
    state,
    createdAt: now,
    updatedAt: now,
  }).id;
}

const event = (claimId: string, kind: "reported" | "acknowledged", on: string) =>
  insertEvent(ctx.db, { id: crypto.randomUUID(), claimId, kind, on, note: null, createdBy: "tests", createdAt: 0 });

describe("stored deadlines", () => {
  test("one row a rule, rewritten from the claim's events", () => {
    const id = claim("TX");
    rewriteClaimDeadlines(ctx.db, id, ctx.clock.now());
    expect(selectStoredDeadlines(ctx.db, id).map((r) => r.ruleId)).toEqual([
      "policy-appraisal-carrier-appraiser",
      "policy-appraisal-policyholder-appraiser",
      "policy-appraisal-umpire",
      "tx-542-055-acknowledge",
      "tx-542-056-accept-or-reject",
      "tx-542-057-pay",
      "tx-542-058-delay",
    ]);
    event(id, "reported", "2026-11-02");
    rewriteClaimDeadlines(ctx.db, id, ctx.clock.now());
    expect(selectStoredDeadlines(ctx.db, id).find((r) => r.ruleId === "tx-542-055-acknowledge")).toMatchObject({
      startsOn: "2026-11-02",
      dueOn: "2026-11-17",
      metOn: null,
      open: 1,
      timeZone: "America/Chicago",
    });
    event(id, "acknowledged", "2026-11-20");
    rewriteClaimDeadlines(ctx.db, id, ctx.clock.now());
    const met = selectStoredDeadlines(ctx.db, id).find((r) => r.ruleId === "tx-542-055-acknowledge")!;
    expect(met).toMatchObject({ metOn: "2026-11-20", open: 0 });
    expect(statusOn(met, "2026-11-27")).toBe("missed");
  });

  test("a start recomputes every claim's rows when the packs changed, and only then", () => {
    const a = claim("TX");
    const b = claim(null);
    event(a, "reported", "2026-11-02");
    expect(recomputeDeadlinesIfPacksChanged(ctx)).toBe(2);
    expect(selectStoredDeadlines(ctx.db, a).find((r) => r.ruleId === "tx-542-055-acknowledge")?.dueOn).toBe("2026-11-17");
    expect(selectStoredDeadlines(ctx.db, b).every((r) => r.timeZone === "America/Puerto_Rico")).toBe(true);
    expect(recomputeDeadlinesIfPacksChanged(ctx)).toBe(0);
    ctx.db.$client.run("UPDATE deadline_packs SET fingerprint = 'older packs'");
    ctx.db.$client.run("DELETE FROM claim_deadlines WHERE claim_id = ?", [a]);
    expect(recomputeDeadlinesIfPacksChanged(ctx)).toBe(2);
    expect(selectStoredDeadlines(ctx.db, a)).toHaveLength(7);
    expect(packsFingerprint()).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("status at read time", () => {
  test("before, on and after the due day; met in time or late", () => {
    expect(statusOn({ dueOn: null, metOn: null }, "2026-11-27")).toBe("not-started");
    expect(statusOn({ dueOn: "2026-11-28", metOn: null }, "2026-11-27")).toBe("upcoming");
    expect(statusOn({ dueOn: "2026-11-27", metOn: null }, "2026-11-27")).toBe("due-today");
    expect(statusOn({ dueOn: "2026-11-26", metOn: null }, "2026-11-27")).toBe("overdue");
    expect(statusOn({ dueOn: "2026-11-26", metOn: "2026-11-26" }, "2026-11-27")).toBe("met");
    expect(statusOn({ dueOn: "2026-11-26", metOn: "2026-11-27" }, "2026-11-27")).toBe("missed");
  });

  test("today differs by zone around midnight: the lists judge each row by its own", () => {
    const now = new Date("2026-11-18T05:30:00Z");
    const days = zoneDaysAt(now);
    expect(days.map((d) => d.today)).toEqual(["2026-11-17", "2026-11-18"]);
    expect(days[0]!.zones).toContain("America/Chicago");
    expect(days[1]!.zones).toContain("America/New_York");
    const texas = claim("TX");
    const florida = claim("FL");
    for (const id of [texas, florida]) {
      const zone = id === texas ? "America/Chicago" : "America/New_York";
      ctx.db.$client.run(
        "INSERT INTO claim_deadlines (claim_id, rule_id, user_id, owed_by, starts_on, due_on, met_on, open, time_zone) VALUES (?, 'x-rule', ?, 'carrier', '2026-11-10', '2026-11-17', NULL, 1, ?)",
        [id, userId, zone],
      );
    }
    const overdue = selectDue(ctx.db, dueFilterAt(now, { due: { overdue: true } }), undefined, 50);
    expect(overdue.map((r) => r.claimId)).toEqual([florida]);
    const week = selectDue(ctx.db, dueFilterAt(now, { due: { overdue: false, days: 7 } }), undefined, 50);
    expect(week.map((r) => r.claimId)).toEqual([texas]);
    // No days ahead: only what is due today where its claim is.
    const edge = selectDue(ctx.db, dueFilterAt(now, { due: { overdue: false, days: 0 } }), undefined, 50);
    expect(edge.map((r) => r.claimId)).toEqual([texas]);
  });
});
