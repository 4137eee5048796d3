// A member's documents on a claim: uploaded files checked by content, stored under ids, listed
// with the claim, downloaded only by their owner (another member's id reads as missing) or admins.
// A member adds documents only to a claim still open, while their package is active, and within
// their storage quota (decision 0055).
import type { DocumentsAnswer, MemberStorageAnswer } from "#shared/answers/claims";
import { canUseSubscription, subscriptionStateOn } from "#shared/billing-policy";
import type { Result } from "#shared/answer";
import { DomainError } from "#shared/errors";
import { claimIdSchema, documentIdSchema } from "#shared/schemas/claims";
import { parseInput } from "#shared/schemas/parse";
import {
  CLAIM_CLOSED_FOR_DOCUMENTS,
  MAX_FILES_PER_UPLOAD,
  STORAGE_QUOTA_EXCEEDED,
  TOO_MANY_FILES,
  UPLOAD_NEEDS_PACKAGE,
  UPLOAD_PACKAGE_SUSPENDED,
  UPLOAD_TYPE_REFUSED,
} from "#shared/upload-limits";
import type { RequestMeta } from "../actor";
import type { AppContext } from "../context";
import type { Db } from "../db/db";
import type { SignedInMember } from "../members/signed-in-member";
import { memberActor, memberUseCase } from "../members/member-use-case";
import { selectCurrentSubscription } from "../subscriptions/subscription-repository";
import {
  insertDocumentsWithinQuota,
  selectClaim,
  selectDocument,
  selectStoredBytes,
  type DocumentRow,
  type NewDocument,
} from "./claim-repository";
import { CLAIM_NOT_FOUND } from "./claims";
import { cleanFilename, nameForKind, sniffFileKind } from "./document-files";
import { shownDocumentName, toDocumentView } from "./document-view";
import type { StoredUpload } from "./document-store";
import { assertUploadRoom } from "./upload-reservations";

export const DOCUMENT_NOT_FOUND = "Document not found";
export const NO_FILES = "Choose at least one file to upload";
export { TOO_MANY_FILES };

/** Before any byte is read: the claim must be the member's own. */
export function assertOwnClaim(ctx: AppContext, signedIn: SignedInMember, claimId: unknown): string {
  const id = parseInput(claimIdSchema, claimId);
  if (!selectClaim(ctx.db, id, signedIn.userId)) throw new DomainError("not_found", CLAIM_NOT_FOUND);
  return id;
}

/** The claim is the member's own, still open, and the member's package is active: or the refusal. */
function assertOpenForDocuments(db: Db, signedIn: SignedInMember, claimId: string, now: Date): void {
  const claim = selectClaim(db, claimId, signedIn.userId);
  if (!claim) throw new DomainError("not_found", CLAIM_NOT_FOUND);
  if (claim.status === "completed" || claim.status === "cancelled")
    throw new DomainError("conflict", CLAIM_CLOSED_FOR_DOCUMENTS(claim.status));
  assertPackageForUploads(db, signedIn.userId, now);
}

/** A member adds files only while their package is active (documents and the files of messages alike). */
export function assertPackageForUploads(db: Db, userId: string, now: Date): void {
  const subscription = selectCurrentSubscription(db, userId);
  const state = subscription ? subscriptionStateOn(subscription, now) : "none";
  if (state === "suspended") throw new DomainError("forbidden", UPLOAD_PACKAGE_SUSPENDED);
  if (!canUseSubscription(state)) throw new DomainError("forbidden", UPLOAD_NEEDS_PACKAGE);
}

export const quotaRefusal = (db: Db, ctx: AppContext, userId: string) =>
  new DomainError("too_large", STORAGE_QUOTA_EXCEEDED(selectStoredBytes(db, userId), ctx.config.storageQuotaBytes));

/**
 * Before any byte is read: what the request declares (less the form around the files), beside
 * the uploads already streaming to the same folder, still fits the member's quota, and the
 * member has an upload to spare (upload-reservations.ts). Every accepted file has at least one
 * byte, so even an upload of unknown size needs one. The upload reader then holds these bytes.
 */
export function assertDeclaredUploadFits(ctx: AppContext, userId: string, declaredBytes: number): void {
  assertUploadRoom(ctx, userId, declaredBytes);
}

/** Files streamed to disk judged by their content: the documents to record, or the refusal of the whole upload. */
export function judgeUploads(uploads: StoredUpload[]): NewDocument[] {
  if (uploads.length > MAX_FILES_PER_UPLOAD) throw new DomainError("invalid", TOO_MANY_FILES);
  return uploads.map((upload) => {
    const cleanName = cleanFilename(upload.originalName);
    const kind = sniffFileKind(upload.head, cleanName);
    if (!kind) throw new DomainError("unsupported_type", `${UPLOAD_TYPE_REFUSED}: ${cleanName}`);
    return {
      id: upload.id,
      filename: upload.id,
      originalFilename: nameForKind(cleanName, kind.fileType),
      fileSize: upload.size,
      mimeType: kind.mimeType,
      fileType: kind.fileType,
    };
  });
}

/**
 * Before any byte is read: the claim is the member's, open, their package active, and what the
 * request declares (less the form around the files) still fits their quota. A request without a
 * declared length is judged once its files are in (addClaimDocuments), as every request is again.
 */
export function assertUploadAllowed(
  ctx: AppContext,
  meta: RequestMeta,
  signedIn: SignedInMember,
  claimId: unknown,
  declaredBytes: number,
): string {
  const id = assertOwnClaim(ctx, signedIn, claimId);
  return memberUseCase(ctx, memberActor(signedIn, meta), "document.refused", () => {
    assertOpenForDocuments(ctx.db, signedIn, id, ctx.clock.now());
    assertDeclaredUploadFits(ctx, signedIn.userId, declaredBytes);
    return id;
  });
}

/**
 * Records files already streamed to disk (document-store.ts) as documents of the member's claim:
 * all of them or none. A file whose content is not an accepted type refuses the whole upload; so
 * does a claim closed, a package ended or a quota reached while the files were coming in.
 */
export function addClaimDocuments(
  ctx: AppContext,
  meta: RequestMeta,
  signedIn: SignedInMember,
  claimId: unknown,
  uploads: StoredUpload[],
): Result<DocumentsAnswer> {
  return memberUseCase(ctx, memberActor(signedIn, meta), "document.refused", ({ commit }) => {
    const id = assertOwnClaim(ctx, signedIn, claimId);
    if (uploads.length === 0) throw new DomainError("invalid", NO_FILES);
    const documents = judgeUploads(uploads);
    const stored = commit((tx) => {
      const now = ctx.clock.now();
      assertOpenForDocuments(tx, signedIn, id, now);
      const inserted = insertDocumentsWithinQuota(
        tx,
        { userId: signedIn.userId, claimId: id },
        documents,
        ctx.config.storageQuotaBytes,
        now,
      );
      if (inserted.length === 0) throw quotaRefusal(tx, ctx, signedIn.userId);
      return {
        result: inserted,
        activity: {
          action: "document.uploaded",
          description: `${inserted.length} document(s) added to a claim`,
          metadata: { claimId: id },
        },
      };
    });
    return { message: `${stored.length} document(s) uploaded`, documents: stored.map(toDocumentView) };
  });
}

/** What the member's documents take and may take (the claims screens show it). */
export function memberStorage(ctx: AppContext, userId: string): Result<MemberStorageAnswer> {
  return { usedBytes: selectStoredBytes(ctx.db, userId), quotaBytes: ctx.config.storageQuotaBytes };
}

/** A document the reader may open; its bytes are read from the store (document-objects.ts). */
export type OpenedDocument = { row: DocumentRow };

/** A member opens one of their own documents; another member's reads as missing (404). */
export function openDocumentAsMember(ctx: AppContext, signedIn: SignedInMember, documentId: unknown): OpenedDocument {
  return openDocument(ctx, documentId, signedIn.userId);
}

/** An admin opens any member's document. */
export function openDocumentAsAdmin(ctx: AppContext, documentId: unknown): OpenedDocument {
  return openDocument(ctx, documentId, undefined);
}

/** The file behind a document, within `ownerId`'s documents when one is named. */
function openDocument(ctx: AppContext, documentId: unknown, ownerId: string | undefined): OpenedDocument {
  const id = parseInput(documentIdSchema, documentId);
  const row = selectDocument(ctx.db, id, ownerId);
  if (!row) throw new DomainError("not_found", DOCUMENT_NOT_FOUND);
  return { row: { ...row, originalFilename: shownDocumentName(row) } };
}
