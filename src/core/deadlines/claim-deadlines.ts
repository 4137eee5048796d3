// A claim's deadlines as stored and as answered. The clock (deadline-clock.ts) is the one source:
// every change it depends on (an event added or removed, the claim's state) rewrites the claim's
// rows of claim_deadlines in its own transaction, and a start with other rule packs than the rows
// were computed with recomputes them all. What depends on today (upcoming, due today, overdue) is
// never stored: it is judged at read time against today in the claim's state.
import { CLAIM_STATES, NO_STATE_TIME_ZONE, timeZoneOfState } from "#shared/claim-state";
import { STATE_TIME_ZONES } from "#shared/claim-state";
import type { ClaimDeadlineView, DueDeadlineView } from "#shared/answers/deadlines";
import type { OwedBy } from "#shared/claim-events";
import type { DueListQuery } from "#shared/schemas/claim-events";
import { isClaimClosed } from "#shared/schemas/claims";
import type { AppContext } from "../context";
import { writeTransaction, type Db } from "../db/db";
import { addDays, todayIn, type CivilDate } from "#shared/civil-date";
import { claimClock, type ClaimClock, type ClaimEvent, type Deadline, type DeadlineStatus } from "./deadline-clock";
import {
  deleteAllDeadlines,
  insertDeadlines,
  replaceDeadlines,
  savePacksFingerprint,
  selectClockClaim,
  selectClockClaimsAfter,
  selectEvents,
  selectPacksFingerprint,
  type ClockClaim,
  type DueFilter,
  type DueRow,
  type StoredDeadline,
  type ZoneDay,
} from "./deadline-repository";
import type { Rule, RulePack } from "./rule-pack";
import { shippedPackData, shippedRulePacks } from "./rule-packs";

/** Where "today" is for a claim: its state's pack names the zone; a state without one, the state's own; no state, the earliest US zone. */
export function claimTimeZone(state: string | null, packs: readonly RulePack[] = shippedRulePacks()): string {
  return (state && packs.find((p) => p.scope === state)?.timeZone) ?? timeZoneOfState(state);
}

export const claimToday = (now: Date, state: string | null): CivilDate => todayIn(now, claimTimeZone(state));

/** The status of a stored deadline today. */
export function statusOn(row: Pick<StoredDeadline, "dueOn" | "metOn">, today: CivilDate): DeadlineStatus {
  if (!row.dueOn) return "not-started";
  if (row.metOn) return row.metOn <= row.dueOn ? "met" : "missed";
  return today < row.dueOn ? "upcoming" : today === row.dueOn ? "due-today" : "overdue";
}

/** The clock of one claim, from its stored events. */
export function clockOf(db: Db, claim: ClockClaim, today: CivilDate): ClaimClock {
  const events: ClaimEvent[] = selectEvents(db, claim.id).map((e) => ({ kind: e.kind, on: e.on }));
  return claimClock(shippedRulePacks(), { state: claim.state, dateOfLoss: claim.dol, events, today });
}

function rowsOf(claim: ClockClaim, deadlines: readonly Deadline[], timeZone: string): StoredDeadline[] {
  return deadlines.map((d) => ({
    claimId: claim.id,
    ruleId: d.ruleId,
    userId: claim.userId,
    owedBy: d.owedBy,
    startsOn: d.startsOn ?? null,
    dueOn: d.dueOn ?? null,
    metOn: d.metOn ?? null,
    // A completed or cancelled claim owes nothing anyone should be chased for (migration 0039's trigger says the same).
    open: d.dueOn && !d.metOn && !isClaimClosed(claim.status) ? 1 : 0,
    timeZone,
  }));
}

/**
 * Rewrites one claim's stored deadlines from its state, date of loss and events. Called inside
 * the transaction of the change, so the rows never disagree with what they are computed from.
 */
export function rewriteClaimDeadlines(tx: Db, claimId: string, now: Date): void {
  const claim = selectClockClaim(tx, claimId);
  if (!claim) return;
  const zone = claimTimeZone(claim.state);
  const clock = clockOf(tx, claim, todayIn(now, zone));
  replaceDeadlines(tx, claimId, rowsOf(claim, clock.deadlines, zone));
}

/**
 * What the stored rows depend on besides a claim's own data: the packs as shipped (taken before
 * parsing, so a start with nothing to recompute loads no schema) and the states' zones.
 */
export function packsFingerprint(packs: unknown = shippedPackData()): string {
  const hasher = new Bun.CryptoHasher("sha256");
  hasher.update(JSON.stringify({ rows: 1, packs, zones: STATE_TIME_ZONES, none: NO_STATE_TIME_ZONE }));
  return hasher.digest("hex");
}

const RECOMPUTE_BATCH = 2000;

/**
 * At a start: when the stored deadlines were computed with other packs than these (or never),
 * recomputes every claim's, in batches of their own transactions, then records the packs'
 * fingerprint. Answers how many claims were recomputed (0: the rows were up to date).
 */
export function recomputeDeadlinesIfPacksChanged(ctx: AppContext): number {
  const fingerprint = packsFingerprint();
  if (selectPacksFingerprint(ctx.db) === fingerprint) return 0;
  return recomputeAllDeadlines(ctx, fingerprint);
}

export function recomputeAllDeadlines(ctx: AppContext, fingerprint = packsFingerprint()): number {
  // Parsed only when a claim needs them: a fresh install's start stays free of the schema and of time zone data.
  let packs: RulePack[] | undefined;
  writeTransaction(ctx.db, (tx) => deleteAllDeadlines(tx));
  let after = "";
  let count = 0;
  for (;;) {
    const done = writeTransaction(ctx.db, (tx) => {
      const { claims, events } = selectClockClaimsAfter(tx, after, RECOMPUTE_BATCH);
      const now = ctx.clock.now();
      if (claims.length) packs ??= shippedRulePacks();
      for (const claim of claims) {
        const zone = claimTimeZone(claim.state, packs!);
        const clock = claimClock(packs!, {
          state: claim.state,
          dateOfLoss: claim.dol,
          events: events.get(claim.id) ?? [],
          today: todayIn(now, zone),
        });
        insertDeadlines(tx, rowsOf(claim, clock.deadlines, zone));
      }
      count += claims.length;
      if (claims.length) after = claims.at(-1)!.id;
      if (claims.length < RECOMPUTE_BATCH) {
        savePacksFingerprint(tx, fingerprint);
        return true;
      }
      return false;
    });
    if (done) return count;
  }
}

/** A clock deadline as the API answers it. */
export function deadlineView(d: Deadline): ClaimDeadlineView {
  return {
    ruleId: d.ruleId,
    title: d.title,
    owedBy: d.owedBy,
    ...(d.startsOn ? { startsOn: d.startsOn } : {}),
    ...(d.dueOn ? { dueOn: d.dueOn } : {}),
    status: d.status,
    ...(d.metOn ? { metOn: d.metOn } : {}),
    consequence: d.consequence,
    citation: d.citation,
    ...(d.verifiedOn ? { verifiedOn: d.verifiedOn } : {}),
    unverified: d.unverified,
    ...(d.caveat ? { caveat: d.caveat } : {}),
    ...(d.waitsFor ? { waitsFor: d.waitsFor } : {}),
  };
}

/** The one line shown above a claim's deadlines. */
export function clockNotice(clock: Pick<ClaimClock, "state" | "stateHasRules">, packs: readonly RulePack[] = shippedRulePacks()): string {
  if (!clock.state)
    return "This claim has no state yet: set it to see the state's deadlines. Only the policy's appraisal clause is counted; verify with counsel";
  if (!clock.stateHasRules)
    return `No deadline rules for ${clock.state} yet: only the policy's appraisal clause is counted; verify with counsel`;
  const name = packs.find((p) => p.scope === clock.state)?.name ?? clock.state;
  return `Computed from ${name}'s statutes and the policy's appraisal clause as cited below; not legal advice, verify with counsel`;
}

let rulesById: Map<string, Rule> | undefined;
export const ruleOf = (ruleId: string) =>
  (rulesById ??= new Map(shippedRulePacks().flatMap((p) => p.rules.map((r) => [r.id, r] as const)))).get(ruleId);

/** A stored row as a due list shows it: the rule's words from the packs, the status as of today in its claim's zone. */
function dueView(row: DueRow, todayOf: (zone: string) => CivilDate): DueDeadlineView {
  const rule = ruleOf(row.ruleId);
  if (!rule) throw new Error(`rule ${row.ruleId} of a stored deadline is in no pack: the deadlines were not recomputed`);
  return {
    claimId: row.claimId,
    claimNumber: row.claimNumber,
    state: row.state,
    ruleId: row.ruleId,
    title: rule.title,
    owedBy: row.owedBy,
    ...(row.startsOn ? { startsOn: row.startsOn } : {}),
    ...(row.dueOn ? { dueOn: row.dueOn } : {}),
    status: statusOn(row, todayOf(row.timeZone)),
    ...(row.metOn ? { metOn: row.metOn } : {}),
    consequence: rule.consequence,
    citation: rule.citation,
    ...(rule.verifiedOn ? { verifiedOn: rule.verifiedOn } : {}),
    unverified: !rule.verifiedOn,
    ...(rule.caveat ? { caveat: rule.caveat } : {}),
  };
}

/** Every zone a stored row can be judged by. */
let allZones: string[] | undefined;
const zonesOfRows = () =>
  (allZones ??= [
    ...new Set([...CLAIM_STATES.map((s) => claimTimeZone(s)), NO_STATE_TIME_ZONE, ...shippedRulePacks().map((p) => p.timeZone)]),
  ]);

let zoneDaysOfMinute: { minute: number; days: ZoneDay[] } | undefined;

/**
 * Today in every zone, grouped by date. Worked out once a minute (every US zone's day turns on a
 * whole hour): each date is an Intl formatter's work, which would otherwise cost every list read
 * more than its query.
 */
export function zoneDaysAt(now: Date): ZoneDay[] {
  const minute = Math.floor(now.getTime() / 60_000);
  if (zoneDaysOfMinute?.minute === minute) return zoneDaysOfMinute.days;
  const days = zoneDaysComputed(now);
  zoneDaysOfMinute = { minute, days };
  return days;
}

function zoneDaysComputed(now: Date): ZoneDay[] {
  const byDay = new Map<string, string[]>();
  for (const zone of zonesOfRows()) {
    const today = todayIn(now, zone);
    byDay.set(today, [...(byDay.get(today) ?? []), zone]);
  }
  return [...byDay].map(([today, zones]) => ({ today, zones })).sort((a, b) => a.today.localeCompare(b.today));
}

/** The filter of a due list at `now`: `owedBy`, within one member's claims when `userId` is given. */
export function dueFilterAt(now: Date, query: Pick<DueListQuery, "due" | "owedBy">, userId?: string): DueFilter {
  const zoneDays = zoneDaysAt(now);
  const low = zoneDays[0]!.today;
  const latest = zoneDays.at(-1)!.today;
  return {
    window: query.due,
    zoneDays,
    low,
    high: query.due.overdue ? latest : addDays(latest, query.due.days),
    ...(query.owedBy ? { owedBy: query.owedBy as OwedBy } : {}),
    ...(userId ? { userId } : {}),
  };
}

export function dueViews(rows: readonly DueRow[], zoneDays: readonly ZoneDay[]): DueDeadlineView[] {
  const todayByZone = new Map(zoneDays.flatMap((g) => g.zones.map((z) => [z, g.today] as const)));
  return rows.map((row) => dueView(row, (zone) => todayByZone.get(zone)!));
}
