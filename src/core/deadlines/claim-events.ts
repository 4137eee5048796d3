// A claim's events (what happened, dated in the claim's state) and its deadlines, for its member
// and for admins: the same checks either way (eventRefusal), the same rewrite of the stored
// deadlines in the change's own transaction. A member's changes go to their activity, an admin's
// to the audit log; another member's claim does not exist for a member (404).
import type {
  ClaimDeadlinesAnswer,
  ClaimEventAnswer,
  ClaimEventsAnswer,
  ClaimEventView,
  DueDeadlinesAnswer,
} from "#shared/answers/deadlines";
import type { MessageAnswer } from "#shared/answers/common";
import type { Result } from "#shared/answer";
import { CLAIM_EVENT_WORDS } from "#shared/claim-events";
import { DomainError } from "#shared/errors";
import { claimIdSchema } from "#shared/schemas/claims";
import { claimEventSchema, dueCursorText, dueListSchema, eventIdSchema } from "#shared/schemas/claim-events";
import { parseInput } from "#shared/schemas/parse";
import { historyLabelOf, type Actor, type RequestMeta } from "../actor";
import { auditedUseCase } from "../audit/audit-log";
import { CLAIM_NOT_FOUND } from "../claims/claims";
import type { AppContext } from "../context";
import { readTransaction, type Db } from "../db/db";
import { resourceVersion } from "../db/data-version";
import type { SignedInMember } from "../members/signed-in-member";
import { memberActor, memberUseCase } from "../members/member-use-case";
import { claimToday, clockNotice, clockOf, deadlineView, dueFilterAt, dueViews, rewriteClaimDeadlines } from "./claim-deadlines";
import {
  deleteEvent,
  insertEvent,
  countDue,
  selectClockClaim,
  selectDue,
  selectDueKeyAt,
  selectEvents,
  type ClaimEventRow,
  type ClockClaim,
} from "./deadline-repository";
import { eventRefusal } from "./event-rules";

export const EVENT_NOT_FOUND = "Event not found";

const eventView = (row: ClaimEventRow): ClaimEventView => ({
  id: row.id,
  kind: row.kind,
  on: row.on,
  ...(row.note ? { note: row.note } : {}),
});

/** The claim, within `ownerId`'s claims when one is named (a member's side); another's is not found. */
function claimFor(db: Db, claimId: string, ownerId: string | undefined): ClockClaim {
  const claim = selectClockClaim(db, claimId);
  if (!claim || (ownerId !== undefined && claim.userId !== ownerId)) throw new DomainError("not_found", CLAIM_NOT_FOUND);
  return claim;
}

function eventsOf(db: Db, claimId: unknown, ownerId: string | undefined): Result<ClaimEventsAnswer> {
  const id = parseInput(claimIdSchema, claimId);
  return readTransaction(db, (tx) => {
    claimFor(tx, id, ownerId);
    return { events: selectEvents(tx, id).map(eventView) };
  });
}

function deadlinesOf(ctx: AppContext, claimId: unknown, ownerId: string | undefined): Result<ClaimDeadlinesAnswer> {
  const id = parseInput(claimIdSchema, claimId);
  return readTransaction(ctx.db, (tx) => {
    const claim = claimFor(tx, id, ownerId);
    const clock = clockOf(tx, claim, claimToday(ctx.clock.now(), claim.state));
    return {
      state: clock.state,
      stateHasRules: clock.stateHasRules,
      notice: clockNotice(clock),
      deadlines: clock.deadlines.map(deadlineView),
    };
  });
}

/** Checks and stores one event, and rewrites the claim's deadlines, inside the caller's transaction. */
function addEvent(
  tx: Db,
  now: Date,
  claimId: string,
  ownerId: string | undefined,
  input: ReturnType<typeof parseEvent>,
  createdBy: string,
) {
  const claim = claimFor(tx, claimId, ownerId);
  const today = claimToday(now, claim.state);
  const events = selectEvents(tx, claimId);
  const refusal = eventRefusal({ dateOfLoss: claim.dol, today }, events, input);
  if (refusal) throw new DomainError("invalid", refusal, [{ path: "on", message: refusal }]);
  const row: ClaimEventRow = {
    id: crypto.randomUUID(),
    claimId,
    kind: input.kind,
    on: input.on,
    note: input.note,
    createdBy,
    createdAt: now.getTime(),
  };
  insertEvent(tx, row);
  rewriteClaimDeadlines(tx, claimId, now);
  return row;
}

function removeEvent(tx: Db, now: Date, claimId: string, ownerId: string | undefined, eventId: string): ClaimEventRow {
  claimFor(tx, claimId, ownerId);
  const removed = deleteEvent(tx, claimId, eventId);
  if (!removed) throw new DomainError("not_found", EVENT_NOT_FOUND);
  rewriteClaimDeadlines(tx, claimId, now);
  return removed;
}

const parseEvent = (input: unknown) => parseInput(claimEventSchema, input ?? {});
const eventWords = (row: Pick<ClaimEventRow, "kind" | "on">) => `${CLAIM_EVENT_WORDS[row.kind]} on ${row.on}`;

// The member's side: their own claims only.

export const memberClaimEvents = (ctx: AppContext, signedIn: SignedInMember, claimId: unknown) =>
  eventsOf(ctx.db, claimId, signedIn.userId);
export const memberClaimDeadlines = (ctx: AppContext, signedIn: SignedInMember, claimId: unknown) =>
  deadlinesOf(ctx, claimId, signedIn.userId);

export function addOwnClaimEvent(
  ctx: AppContext,
  meta: RequestMeta,
  signedIn: SignedInMember,
  claimId: unknown,
  input: unknown,
): Result<ClaimEventAnswer> {
  return memberUseCase(ctx, memberActor(signedIn, meta), "claim.refused", ({ commit }) => {
    const id = parseInput(claimIdSchema, claimId);
    const event = parseEvent(input);
    return commit((tx) => {
      const row = addEvent(tx, ctx.clock.now(), id, signedIn.userId, event, `member:${signedIn.member.username}`);
      return {
        result: { event: eventView(row) },
        activity: { action: "claim.event_added", description: eventWords(row), metadata: { claimId: id } },
      };
    });
  });
}

export function removeOwnClaimEvent(
  ctx: AppContext,
  meta: RequestMeta,
  signedIn: SignedInMember,
  claimId: unknown,
  eventId: unknown,
): Result<MessageAnswer> {
  return memberUseCase(ctx, memberActor(signedIn, meta), "claim.refused", ({ commit }) => {
    const id = parseInput(claimIdSchema, claimId);
    const event = parseInput(eventIdSchema, eventId);
    return commit((tx) => {
      const removed = removeEvent(tx, ctx.clock.now(), id, signedIn.userId, event);
      return {
        result: { message: "Event removed" },
        activity: { action: "claim.event_removed", description: eventWords(removed), metadata: { claimId: id } },
      };
    });
  });
}

/** The open deadlines of the member's claims, overdue or due within N days. */
export function memberDueDeadlines(ctx: AppContext, signedIn: SignedInMember, query: unknown): Result<DueDeadlinesAnswer> {
  return dueDeadlines(ctx, query, signedIn.userId);
}

// The admins' side (and the CLI's): any claim, audited.

export const claimEvents = (ctx: AppContext, actor: Actor, claimId: unknown) =>
  auditedUseCase(ctx, actor, "access", () => eventsOf(ctx.db, claimId, undefined));
export const claimDeadlines = (ctx: AppContext, actor: Actor, claimId: unknown) =>
  auditedUseCase(ctx, actor, "access", () => deadlinesOf(ctx, claimId, undefined));

export function addClaimEvent(ctx: AppContext, actor: Actor, claimId: unknown, input: unknown): Result<ClaimEventAnswer> {
  return auditedUseCase(ctx, actor, "claims.event", ({ commit }) => {
    const id = parseInput(claimIdSchema, claimId);
    const event = parseEvent(input);
    return commit((tx) => {
      const row = addEvent(tx, ctx.clock.now(), id, undefined, event, historyLabelOf(actor));
      return { result: { event: eventView(row) }, detail: `claim=${id} event=${row.kind} on=${row.on}` };
    });
  });
}

export function removeClaimEvent(ctx: AppContext, actor: Actor, claimId: unknown, eventId: unknown): Result<MessageAnswer> {
  return auditedUseCase(ctx, actor, "claims.event", ({ commit }) => {
    const id = parseInput(claimIdSchema, claimId);
    const event = parseInput(eventIdSchema, eventId);
    return commit((tx) => {
      const removed = removeEvent(tx, ctx.clock.now(), id, undefined, event);
      return { result: { message: "Event removed" }, detail: `claim=${id} removed event=${removed.kind} on=${removed.on}` };
    });
  });
}

/** Answers kept per database, by the list asked for and the dates of today: valid while the version of claim_deadlines stands. */
type Kept<T> = WeakMap<object, Map<string, { version: string; value: T }>>;
const keptAnswers: Kept<Result<DueDeadlinesAnswer>> = new WeakMap();
const keptTotals: Kept<number> = new WeakMap();
const KEPT_ANSWERS_MAX = 512;

function keptValue<T>(kept: Kept<T>, ctx: AppContext, key: string, version: string, compute: () => T): T {
  let values = kept.get(ctx.db);
  if (!values) kept.set(ctx.db, (values = new Map()));
  const hit = values.get(key);
  if (hit && hit.version === version) return hit.value;
  const value = compute();
  // The version was read before the rows: a change committed in between makes the next read compute again.
  if (values.size >= KEPT_ANSWERS_MAX) values.delete(values.keys().next().value!);
  values.set(key, { version, value });
  return value;
}

/**
 * The open deadlines of every claim (or one member's), overdue or due within N days, soonest
 * first, a page at a time: the first, the one after a `next` cursor (read from the cursor's key in
 * the index), or one by its number (its start found in the index alone). Answers and totals are
 * kept until a claim's deadlines are rewritten (the version of claim_deadlines, raised by migration
 * 0035's triggers from any process) or a zone's date turns (part of the key): a list's total is
 * counted once per version, not once per page.
 */
export function dueDeadlines(ctx: AppContext, query: unknown, userId?: string): Result<DueDeadlinesAnswer> {
  const parsed = parseInput(dueListSchema, query ?? {});
  const filter = dueFilterAt(ctx.clock.now(), parsed, userId);
  const listKey = JSON.stringify([userId ?? null, parsed.due, parsed.owedBy ?? null, filter.zoneDays.map((group) => group.today)]);
  const page = parsed.after?.page ?? parsed.page ?? 1;
  const key = JSON.stringify([listKey, parsed.pageSize, parsed.after ?? page]);
  const version = resourceVersion(ctx, "claim_deadlines");
  return keptValue(keptAnswers, ctx, key, version, () =>
    readTransaction(ctx.db, (tx) => {
      const total = keptValue(keptTotals, ctx, listKey, version, () => countDue(tx, filter));
      const skip = (page - 1) * parsed.pageSize;
      const after = parsed.after ?? (page > 1 ? selectDueKeyAt(tx, filter, skip - 1) : undefined);
      const rows = page > 1 && !after ? [] : selectDue(tx, filter, after, parsed.pageSize + 1);
      const shown = rows.slice(0, parsed.pageSize);
      const last = shown.at(-1);
      return {
        deadlines: dueViews(shown, filter.zoneDays),
        total,
        page,
        pageSize: parsed.pageSize,
        ...(rows.length > parsed.pageSize && last
          ? { next: dueCursorText({ page: page + 1, dueOn: last.dueOn!, claimId: last.claimId, ruleId: last.ruleId }) }
          : {}),
      };
    }),
  );
}
