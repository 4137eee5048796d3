// Claims (accounts-admin-api.md §3, §5 "New claim"): a member files one against their running
// package, which uses one unit of the service it asks for in the same transaction; admins move
// it along (submitted → in_review → in_progress → completed, or cancelled) with a note; every
// change is kept as history. Claims are never deleted (records are kept about 7 years).
import type { ClaimChangeAnswer, ClaimDetailAnswer, ClaimsAnswer, ClaimView } from "#shared/answers/claims";
import { canUseSubscription, startOfUtcDay, subscriptionStateOn } from "#shared/billing-policy";
import { SERVICE_TYPE_NAMES } from "#shared/claim-words";
import { stateFromAddress } from "#shared/claim-state";
import type { Result } from "#shared/answer";
import { DomainError } from "#shared/errors";
import {
  canMoveClaim,
  claimIdSchema,
  claimListSchema,
  CLAIMS_PAGE_SIZE,
  claimStateChangeSchema,
  claimStatusChangeSchema,
  newClaimSchema,
  SERVICE_NAMES,
  type ClaimStatus,
  type ServiceRequestType,
} from "#shared/schemas/claims";
import { parseInput } from "#shared/schemas/parse";
import { historyLabelOf, type Actor, type RequestMeta } from "../actor";
import { auditedUseCase } from "../audit/audit-log";
import type { AppContext } from "../context";
import type { Db } from "../db/db";
import type { SignedInMember } from "../members/signed-in-member";
import { memberActor, memberUseCase } from "../members/member-use-case";
import { centsToDecimal, decimalToCents, optionalCentsToDecimal, optionalDecimalToCents } from "../money";
import { selectCurrentSubscription } from "../subscriptions/subscription-repository";
import {
  insertClaim,
  insertHistory,
  moveClaim,
  returnQuotaUnit,
  selectClaim,
  selectClaimDocuments,
  selectClaims,
  selectHistory,
  takeQuotaUnit,
  updateClaimState,
  type ClaimWithOwner,
} from "./claim-repository";
import { toDocumentView } from "./document-view";
import { rewriteClaimDeadlines } from "../deadlines/claim-deadlines";

export const CLAIM_NOT_FOUND = "Claim not found";
export const SUBSCRIPTION_REQUIRED = "An active subscription is required to file a claim";
export const SUBSCRIPTION_SUSPENDED = "Your subscription is suspended for late payment: new claims can be filed once it is paid";
export const NO_UNITS_LEFT = (service: ServiceRequestType) => `No ${SERVICE_NAMES[service]} left in this period`;
export const CLAIM_CANNOT_MOVE = (from: ClaimStatus, to: ClaimStatus) => `The claim is ${from}; it cannot be moved to ${to}`;
export const ONLY_SUBMITTED_CANCEL = "Only a claim that is still submitted can be cancelled";

export function toClaimView(row: ClaimWithOwner): ClaimView {
  return {
    id: row.id,
    userId: row.userId,
    username: row.username,
    claimNumber: row.claimNumber,
    propertyAddress: row.propertyAddress,
    homeowner: row.homeowner,
    col: row.col,
    dol: row.dol,
    inspectionStatus: row.inspectionStatus,
    serviceRequestType: row.serviceRequestType,
    originalClaimAmount: optionalCentsToDecimal(row.originalClaimAmountCents),
    finalClaimAmount: optionalCentsToDecimal(row.finalClaimAmountCents),
    status: row.status,
    notes: row.notes,
    state: row.state,
    documentCount: row.documentCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function fileClaim(ctx: AppContext, meta: RequestMeta, signedIn: SignedInMember, input: unknown): Result<ClaimChangeAnswer> {
  return memberUseCase(ctx, memberActor(signedIn, meta), "claim.refused", ({ commit }) => {
    const claim = parseInput(newClaimSchema, input);
    return commit((tx) => {
      const now = ctx.clock.now();
      const subscription = selectCurrentSubscription(tx, signedIn.userId);
      const state = subscription?.isActive ? subscriptionStateOn(subscription, now) : "none";
      if (!subscription || state === "suspended")
        throw new DomainError("forbidden", state === "suspended" ? SUBSCRIPTION_SUSPENDED : SUBSCRIPTION_REQUIRED);
      if (!canUseSubscription(state)) throw new DomainError("forbidden", SUBSCRIPTION_REQUIRED);
      if (!takeQuotaUnit(tx, subscription.id, claim.serviceRequestType, startOfUtcDay(now), now))
        throw new DomainError("conflict", NO_UNITS_LEFT(claim.serviceRequestType));
      const row = insertClaim(tx, {
        userId: signedIn.userId,
        subscriptionId: subscription.id,
        claimNumber: claim.claimNumber,
        propertyAddress: claim.propertyAddress,
        homeowner: claim.homeowner,
        col: claim.col,
        dol: claim.dol,
        inspectionStatus: claim.inspectionStatus,
        serviceRequestType: claim.serviceRequestType,
        originalClaimAmountCents: optionalDecimalToCents(claim.originalClaimAmount),
        notes: claim.notes,
        state: claim.state ?? stateFromAddress(claim.propertyAddress),
        status: "submitted",
        createdAt: now,
        updatedAt: now,
      });
      insertHistory(tx, {
        claimId: row.id,
        fromStatus: null,
        toStatus: "submitted",
        note: null,
        actor: `member:${signedIn.member.username}`,
        at: now,
      });
      rewriteClaimDeadlines(tx, row.id, now);
      return {
        result: { message: "Claim submitted", claim: toClaimView(selectClaim(tx, row.id)!) },
        activity: {
          action: "claim.filed",
          description: `${SERVICE_TYPE_NAMES[claim.serviceRequestType]} claim for ${claim.propertyAddress}`,
          metadata: { claimId: row.id },
        },
      };
    });
  });
}

/** A claim with its documents and history, within `ownerId`'s claims when one is named (the member's side). */
function claimDetail(db: Db, claimId: unknown, ownerId: string | undefined): Result<ClaimDetailAnswer> {
  const id = parseInput(claimIdSchema, claimId);
  const row = selectClaim(db, id, ownerId);
  if (!row) throw new DomainError("not_found", CLAIM_NOT_FOUND);
  return {
    claim: toClaimView(row),
    documents: selectClaimDocuments(db, id).map(toDocumentView),
    history: selectHistory(db, id).map((h) => ({
      fromStatus: h.fromStatus as ClaimStatus | null,
      toStatus: h.toStatus as ClaimStatus,
      note: h.note,
      actor: h.actor,
      at: h.at.toISOString(),
    })),
  };
}

/** A page of claims, within `ownerId`'s claims when one is named (the member's side). */
function claimPage(db: Db, query: unknown, ownerId: string | undefined): Result<ClaimsAnswer> {
  const { status, type, q, waiting, page } = parseInput(claimListSchema, query ?? {});
  const { rows, total } = selectClaims(
    db,
    { userId: ownerId, status, type, q, waiting: waiting === "1" },
    (page - 1) * CLAIMS_PAGE_SIZE,
    CLAIMS_PAGE_SIZE,
  );
  return { claims: rows.map(toClaimView), total, page, pageSize: CLAIMS_PAGE_SIZE };
}

/** The member's own claims; another member's claim does not exist for them (404). */
export const listMemberClaims = (ctx: AppContext, signedIn: SignedInMember, query: unknown) => claimPage(ctx.db, query, signedIn.userId);
export const memberClaimDetail = (ctx: AppContext, signedIn: SignedInMember, claimId: unknown) =>
  claimDetail(ctx.db, claimId, signedIn.userId);

/** A member withdraws a claim nobody has started on: the unit of the package comes back. */
export function cancelOwnClaim(ctx: AppContext, meta: RequestMeta, signedIn: SignedInMember, claimId: unknown): Result<ClaimChangeAnswer> {
  return memberUseCase(ctx, memberActor(signedIn, meta), "claim.refused", ({ commit }) => {
    const id = parseInput(claimIdSchema, claimId);
    return commit((tx) => {
      const now = ctx.clock.now();
      const owned = selectClaim(tx, id, signedIn.userId);
      if (!owned) throw new DomainError("not_found", CLAIM_NOT_FOUND);
      const moved = moveClaim(tx, id, "submitted", "cancelled", now);
      if (!moved) throw new DomainError("conflict", ONLY_SUBMITTED_CANCEL);
      if (moved.subscriptionId) returnQuotaUnit(tx, moved.subscriptionId, moved.serviceRequestType, now);
      insertHistory(tx, {
        claimId: id,
        fromStatus: "submitted",
        toStatus: "cancelled",
        note: "Cancelled by the member",
        actor: `member:${signedIn.member.username}`,
        at: now,
      });
      return {
        result: { message: "Claim cancelled", claim: toClaimView(selectClaim(tx, id)!) },
        activity: { action: "claim.cancelled", description: `Claim for ${owned.propertyAddress} cancelled`, metadata: { claimId: id } },
      };
    });
  });
}

/** Every member's claims (admins). */
export const listClaims = (ctx: AppContext, query: unknown) => claimPage(ctx.db, query, undefined);

export function showClaim(ctx: AppContext, actor: Actor, claimId: unknown): Result<ClaimDetailAnswer> {
  return auditedUseCase(ctx, actor, "access", () => claimDetail(ctx.db, claimId, undefined));
}

/**
 * An admin moves a claim one step on (or cancels it) with a note. Cancelling a claim still
 * submitted gives its unit back; once work has begun it does not.
 */
export function changeClaimStatus(ctx: AppContext, actor: Actor, claimId: unknown, input: unknown): Result<ClaimChangeAnswer> {
  return auditedUseCase(ctx, actor, "claims.status", ({ commit }) => {
    const id = parseInput(claimIdSchema, claimId);
    const change = parseInput(claimStatusChangeSchema, input);
    return commit((tx) => {
      const now = ctx.clock.now();
      const current = selectClaim(tx, id);
      if (!current) throw new DomainError("not_found", CLAIM_NOT_FOUND);
      if (!canMoveClaim(current.status, change.status)) throw new DomainError("conflict", CLAIM_CANNOT_MOVE(current.status, change.status));
      const finalCents = change.finalClaimAmount === null ? null : decimalToCents(change.finalClaimAmount);
      const moved = moveClaim(tx, id, current.status, change.status, now, finalCents);
      if (!moved) throw new DomainError("conflict", CLAIM_CANNOT_MOVE(current.status, change.status));
      if (change.status === "cancelled" && current.status === "submitted" && moved.subscriptionId)
        returnQuotaUnit(tx, moved.subscriptionId, moved.serviceRequestType, now);
      insertHistory(tx, {
        claimId: id,
        fromStatus: current.status,
        toStatus: change.status,
        note: change.note,
        actor: historyLabelOf(actor),
        at: now,
      });
      return {
        result: { message: `Claim moved to ${change.status}`, claim: toClaimView(selectClaim(tx, id)!) },
        detail: `claim=${id} ${current.status}->${change.status}${finalCents !== null ? ` final=${centsToDecimal(finalCents)}` : ""}`,
      };
    });
  });
}

const stateWords = (state: string | null) => state ?? "none";

/** A member sets the state of one of their claims (null clears it): its deadlines follow in the same transaction. */
export function setOwnClaimState(
  ctx: AppContext,
  meta: RequestMeta,
  signedIn: SignedInMember,
  claimId: unknown,
  input: unknown,
): Result<ClaimChangeAnswer> {
  return memberUseCase(ctx, memberActor(signedIn, meta), "claim.refused", ({ commit }) => {
    const id = parseInput(claimIdSchema, claimId);
    const { state } = parseInput(claimStateChangeSchema, input ?? {});
    return commit((tx) => {
      const before = selectClaim(tx, id, signedIn.userId);
      if (!before || !updateClaimState(tx, id, state, ctx.clock.now(), signedIn.userId))
        throw new DomainError("not_found", CLAIM_NOT_FOUND);
      rewriteClaimDeadlines(tx, id, ctx.clock.now());
      return {
        result: { message: `State set to ${stateWords(state)}`, claim: toClaimView(selectClaim(tx, id)!) },
        activity: {
          action: "claim.state_changed",
          description: `State of the claim for ${before.propertyAddress}: ${stateWords(state)}`,
          metadata: { claimId: id },
        },
      };
    });
  });
}

/** An admin sets any claim's state (null clears it). */
export function setClaimState(ctx: AppContext, actor: Actor, claimId: unknown, input: unknown): Result<ClaimChangeAnswer> {
  return auditedUseCase(ctx, actor, "claims.state", ({ commit }) => {
    const id = parseInput(claimIdSchema, claimId);
    const { state } = parseInput(claimStateChangeSchema, input ?? {});
    return commit((tx) => {
      const before = selectClaim(tx, id);
      if (!before || !updateClaimState(tx, id, state, ctx.clock.now())) throw new DomainError("not_found", CLAIM_NOT_FOUND);
      rewriteClaimDeadlines(tx, id, ctx.clock.now());
      return {
        result: { message: `State set to ${stateWords(state)}`, claim: toClaimView(selectClaim(tx, id)!) },
        detail: `claim=${id} state ${stateWords(before.state)}->${stateWords(state)}`,
      };
    });
  });
}
