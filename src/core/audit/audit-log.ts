// "All admin access attempts are logged": every admin action and access attempt leaves exactly
// one row, written in the same transaction as the change it records (or alone when it failed).
// Details never hold a password or a token.
import { DomainError } from "#shared/errors";
import { auditQuerySchema, type AuditAction } from "#shared/schemas/audit";
import { parseInput } from "#shared/schemas/parse";
import type { Actor } from "../actor";
import type { AppContext } from "../context";
import { writeTransaction, type Db } from "../db";
import { insertAuditRow, selectAuditActions, selectAuditRows, type AuditOutcome } from "./audit-repository";

export function recordAudit(
  db: Db,
  at: Date,
  actor: Actor,
  action: AuditAction,
  outcome: AuditOutcome,
  detail?: string,
): void {
  insertAuditRow(db, {
    at,
    actor: actor.label,
    adminId: actor.adminId,
    clientAddress: actor.meta.clientAddress,
    userAgent: actor.meta.userAgent,
    action,
    outcome,
    detail: detail ?? null,
  });
}

function outcomeOf(error: DomainError): AuditOutcome {
  if (error.kind === "forbidden" || error.kind === "unauthenticated") return "denied";
  if (error.kind === "throttled") return "throttled";
  return "failure";
}

/**
 * Runs a synchronous change in one BEGIN IMMEDIATE transaction and audits it: on success the
 * row commits with the change; on a refusal the change rolls back and a failure row is written.
 */
export function auditedChange<T>(
  ctx: AppContext,
  actor: Actor,
  action: AuditAction,
  change: (tx: Db) => { result: T; detail?: string },
): T {
  try {
    return writeTransaction(ctx.db, (tx) => {
      const { result, detail } = change(tx);
      recordAudit(tx, ctx.clock.now(), actor, action, "success", detail);
      return result;
    });
  } catch (error) {
    if (error instanceof DomainError) recordAudit(ctx.db, ctx.clock.now(), actor, action, outcomeOf(error), error.message);
    throw error;
  }
}

export function listAuditLog(ctx: AppContext, input: unknown) {
  const query = parseInput(auditQuerySchema, input);
  const rows = selectAuditRows(ctx.db, { action: query.action, beforeId: query.before, limit: query.limit });
  return {
    success: true as const,
    entries: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    actions: selectAuditActions(ctx.db),
  };
}
