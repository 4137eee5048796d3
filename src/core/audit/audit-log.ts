// "All admin access attempts are logged": every admin action and access attempt leaves exactly
// one row, written in the same transaction as the change it records (or alone when it failed).
// Details never hold a password or a token, and every stored text is cut to a maximum length,
// so no input, however large, makes the log grow by more than a bounded row.
//
// Use cases are written with `auditedUseCase`: the wrapper, not each use case, writes the
// refusal row. A refusal raised outside a use case (the CLI's own option checks, the server's
// cross-site guard) is written with `recordRefusal`. An error carries a mark once its row exists,
// so no outer layer writes a second one.
import { DomainError } from "#shared/errors";
import { auditQuerySchema, type AuditAction } from "#shared/schemas/audit";
import { parseInput } from "#shared/schemas/parse";
import { AUDIT_TEXT_MAX } from "#shared/constants";
import type { Actor } from "../actor";
import type { AppContext } from "../context";
import { writeTransaction, type Db } from "../db/db";
import { runRecordingRefusals } from "./use-case-run";
import { addRepeatToRecentRow, insertAuditRow, selectAuditActions, selectAuditRows, type AuditOutcome } from "./audit-repository";

const clip = (text: string | null | undefined, max = AUDIT_TEXT_MAX): string | null =>
  text == null ? null : text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** Anonymous refusals of one address, action and outcome within this window share one row. */
export const AUDIT_ROLLUP_WINDOW_MS = 60_000;

export function recordAudit(
  db: Db,
  at: Date,
  actor: Actor,
  action: AuditAction,
  outcome: AuditOutcome,
  detail?: string,
  memberId: string | null = null,
): void {
  const row = {
    at,
    actor: clip(actor.label)!,
    adminId: actor.adminId,
    clientAddress: clip(actor.meta.clientAddress),
    userAgent: clip(actor.meta.userAgent),
    action,
    outcome,
    detail: clip(detail ?? null),
    memberId,
  };
  const anonymousRefusal = outcome !== "success" && actor.adminId === null && actor.label.startsWith("anonymous") && row.clientAddress;
  if (anonymousRefusal && addRepeatToRecentRow(db, row, new Date(at.getTime() - AUDIT_ROLLUP_WINDOW_MS))) return;
  insertAuditRow(db, row);
}

const SIGN_IN_ACTIONS: ReadonlySet<AuditAction> = new Set<AuditAction>(["login", "member.login"]);

/**
 * The outcome a refusal is logged with: a wrong password is a failed sign-in (an admin's or a
 * member's alike: the overview counts both as failed sign-ins), no session a denied call.
 */
export function outcomeOf(action: AuditAction, error: DomainError): AuditOutcome {
  if (error.kind === "forbidden") return "denied";
  if (error.kind === "unauthenticated") return SIGN_IN_ACTIONS.has(action) ? "failure" : "denied";
  if (error.kind === "throttled") return "throttled";
  return "failure";
}

const audited = new WeakSet<object>();

/**
 * How a use case wants one refusal written, beyond its message: a fuller detail ("unknown
 * username"), and for an answer that is not a failure of the use case's action (the password step
 * of a two-factor sign-in) the row's own action, outcome and actor.
 */
export type RefusalRecord = { detail: string; action?: AuditAction; outcome?: AuditOutcome; actor?: Actor };
const refusalRecords = new WeakMap<object, RefusalRecord>();

/** True once a refusal has its audit row. */
export function isAudited(error: unknown): boolean {
  return typeof error === "object" && error !== null && audited.has(error);
}

/**
 * Writes the one row of a refusal, unless it has one already. Never throws: a refusal must reach
 * its caller even when the log cannot be written (a busy database), so a failed write is logged.
 */
export function recordRefusal(ctx: AppContext, actor: Actor, action: AuditAction, error: DomainError, detail?: string): void {
  if (isAudited(error)) return;
  audited.add(error);
  const record = refusalRecords.get(error);
  const rowAction = record?.action ?? action;
  try {
    recordAudit(
      ctx.db,
      ctx.clock.now(),
      record?.actor ?? actor,
      rowAction,
      record?.outcome ?? outcomeOf(rowAction, error),
      detail ?? record?.detail ?? error.message,
    );
  } catch (writeError) {
    ctx.log.error("audit_write_failed", {
      action: rowAction,
      message: writeError instanceof Error ? writeError.message : String(writeError),
    });
  }
}

export type UseCaseScope = {
  ctx: AppContext;
  actor: Actor;
  /**
   * Runs the change in one BEGIN IMMEDIATE transaction and commits its success row with it.
   * `as` names a different actor for the row (a sign-in is anonymous until it succeeds).
   * `memberId` names the member whose account the change is on: their security page lists it.
   */
  commit<T>(change: (tx: Db) => { result: T; detail?: string; memberId?: string }, options?: { as?: Actor }): T;
  /**
   * Returns `error` with a fuller audit detail than its message (the caller sees only the
   * message), and, when `record` says so, the row's own action, outcome or actor.
   */
  refuse(error: DomainError, detail: string, record?: Omit<RefusalRecord, "detail">): DomainError;
};

/**
 * Runs one use case so that every outcome writes exactly one audit row: a success through
 * `commit` (in the change's own transaction), a refusal (any DomainError, thrown before, inside
 * or after the transaction) by this wrapper once the change has rolled back. A use case that
 * only reads calls no `commit`: its success writes nothing, its refusals are logged.
 */
export function auditedUseCase<T>(ctx: AppContext, actor: Actor, action: AuditAction, body: (scope: UseCaseScope) => T): T {
  let rowActor = actor;
  const scope: UseCaseScope = {
    ctx,
    actor,
    commit(change, options) {
      rowActor = options?.as ?? actor;
      return writeTransaction(ctx.db, (tx) => {
        const { result, detail, memberId } = change(tx);
        recordAudit(tx, ctx.clock.now(), rowActor, action, "success", detail, memberId);
        return result;
      });
    },
    refuse(error, detail, record) {
      refusalRecords.set(error, { ...record, detail });
      return error;
    },
  };
  return runRecordingRefusals(
    () => body(scope),
    (error) => recordRefusal(ctx, actor, action, error),
  );
}

export function listAuditLog(ctx: AppContext, input: unknown) {
  const query = parseInput(auditQuerySchema, input);
  const rows = selectAuditRows(ctx.db, { action: query.action, beforeId: query.before, limit: query.limit });
  return {
    entries: rows.map((r) => ({ ...r, at: r.at.toISOString(), lastAt: r.lastAt?.toISOString() ?? null })),
    actions: selectAuditActions(ctx.db),
  };
}
