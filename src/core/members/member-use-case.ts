// The member side's twin of `auditedUseCase` (src/core/audit/audit-log.ts): every member use case
// runs in `memberUseCase`, so what it records in the member's activity log is decided in one
// place. A success records its activity in the change's own transaction (the row exists exactly
// when the change does); a refusal records its activity once the change has rolled back.
//
// Which refusals a member sees in their history is the use case's choice, as today: a use case
// names one refusal action ("claim.refused") for all its refusals, or none; a single refusal can
// name its own row with `refuse` (a wrong password is "login.failure", not its message). A refusal
// for want of a session is never recorded: there is nobody to record it for.
import type { MemberActivityAction } from "#shared/activity-words";
import { DomainError } from "#shared/errors";
import type { RequestMeta } from "../actor";
import type { AppContext } from "../context";
import { writeTransaction, type Db } from "../db/db";
import { recordActivity, recordRefusalActivity, type ActivityMetadata } from "./activity";
import { runRecordingRefusals } from "../audit/use-case-run";

/**
 * Who a member use case acts for: the signed-in member, or `userId: null` when the use case finds
 * the member itself (a password reset names the account by its e-mail); each activity then says whose it is.
 */
export type MemberActor = { userId: string | null; meta: RequestMeta };

/** The signed-in member as the actor of their own use case (the twin of `adminActor`). */
export const memberActor = (signedIn: { userId: string }, meta: RequestMeta): MemberActor => ({ userId: signedIn.userId, meta });

/** Someone whose account the use case itself finds (a password reset by e-mail or phone). */
export const memberNotYetKnown = (meta: RequestMeta): MemberActor => ({ userId: null, meta });

/** One row of the member's activity log, as a use case describes it. */
export type MemberActivity = {
  action: MemberActivityAction;
  description: string;
  metadata?: ActivityMetadata;
  /** The member the row belongs to when the actor does not name them (`userId: null`). */
  userId?: string;
};

/** The activity actions under which a use case records all of its refusals. */
export type MemberRefusalAction = "claim.refused" | "document.refused" | "message.refused" | "passkey.refused";

export type MemberUseCaseScope = {
  ctx: AppContext;
  member: MemberActor;
  /**
   * Runs the change in one BEGIN IMMEDIATE transaction and records its activity with it (none,
   * one row, or several in order). A use case may commit more than once; each commit is its own.
   */
  commit<T>(change: (tx: Db) => { result: T; activity?: MemberActivity | readonly MemberActivity[] }): T;
  /** Returns `error` with the activity row its refusal records, instead of the use case's refusal action. */
  refuse(error: DomainError, activity: MemberActivity): DomainError;
};

const recorded = new WeakSet<object>();
const refusalActivities = new WeakMap<object, MemberActivity>();

function writeActivity(db: Db, at: Date, member: MemberActor, activity: MemberActivity, refusal = false): void {
  const userId = activity.userId ?? member.userId;
  if (userId === null) throw new Error(`activity ${activity.action} names no member`);
  const record = refusal ? recordRefusalActivity : recordActivity;
  record(db, at, userId, activity.action, member.meta, activity.description, activity.metadata);
}

/**
 * Writes the activity row of a refusal, if it has one and none yet. Never throws: the refusal
 * must reach the member even when their log cannot be written (a busy database), so that is logged.
 */
function recordMemberRefusal(ctx: AppContext, member: MemberActor, refused: MemberRefusalAction | null, error: DomainError): void {
  if (recorded.has(error)) return;
  const named = refusalActivities.get(error);
  const activity = named ?? (refused && error.kind !== "unauthenticated" ? { action: refused, description: error.message } : undefined);
  if (!activity || (activity.userId ?? member.userId) === null) return;
  recorded.add(error);
  try {
    writeTransaction(ctx.db, (tx) => writeActivity(tx, ctx.clock.now(), member, activity, true));
  } catch (writeError) {
    ctx.log.error("activity_write_failed", {
      action: activity.action,
      message: writeError instanceof Error ? writeError.message : String(writeError),
    });
  }
}

/**
 * Runs one member use case: a success records its activity through `commit` (in the change's own
 * transaction); a refusal (any DomainError, thrown before, inside or after the transaction) is
 * recorded by this wrapper after the rollback, under `refused` or as `refuse` named it. A use case
 * that only reads calls no `commit`.
 */
export function memberUseCase<T>(
  ctx: AppContext,
  member: MemberActor,
  refused: MemberRefusalAction | null,
  body: (scope: MemberUseCaseScope) => T,
): T {
  const scope: MemberUseCaseScope = {
    ctx,
    member,
    commit(change) {
      return writeTransaction(ctx.db, (tx) => {
        const { result, activity = [] } = change(tx);
        const now = ctx.clock.now();
        for (const row of Array.isArray(activity) ? activity : [activity]) writeActivity(tx, now, member, row as MemberActivity);
        return result;
      });
    },
    refuse(error, activity) {
      refusalActivities.set(error, activity);
      return error;
    },
  };
  return runRecordingRefusals(
    () => body(scope),
    (error) => recordMemberRefusal(ctx, member, refused, error),
  );
}
