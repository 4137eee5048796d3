// A member's documents on a claim: uploaded files checked by content, stored under ids, listed
// with the claim, downloaded only by their owner (another member's id reads as missing) or admins.
import type { DocumentsAnswer, DocumentView } from "#shared/api-types";
import { DomainError } from "#shared/errors";
import { claimIdSchema, documentIdSchema, MAX_FILES_PER_UPLOAD, UPLOAD_TYPE_REFUSED } from "#shared/schemas/claims";
import { parseInput } from "#shared/schemas/parse";
import type { RequestMeta } from "../actor";
import type { AppContext } from "../context";
import { writeTransaction } from "../db";
import { recordActivity } from "../members/activity";
import type { SignedInMember } from "../members/members";
import { insertDocuments, selectClaim, selectDocument, type DocumentRow } from "./claim-repository";
import { memberChange, CLAIM_NOT_FOUND } from "./claims";
import { cleanFilename, sniffFileKind } from "./document-files";
import { documentPath, type StoredUpload } from "./document-store";

export const DOCUMENT_NOT_FOUND = "Document not found";
export const NO_FILES = "Choose at least one file to upload";
export const TOO_MANY_FILES = `At most ${MAX_FILES_PER_UPLOAD} files at once`;

export function toDocumentView(row: DocumentRow): DocumentView {
  return { id: row.id, claimId: row.claimId, originalFilename: row.originalFilename, fileSize: row.fileSize, mimeType: row.mimeType, fileType: row.fileType, uploadedAt: row.uploadedAt.toISOString() };
}

/** Before any byte is read: the claim must be the member's own. */
export function assertOwnClaim(ctx: AppContext, signedIn: SignedInMember, claimId: unknown): string {
  const id = parseInput(claimIdSchema, claimId);
  if (!selectClaim(ctx.db, id, signedIn.userId)) throw new DomainError("not_found", CLAIM_NOT_FOUND);
  return id;
}

/**
 * Records files already streamed to disk (document-store.ts) as documents of the member's claim:
 * all of them or none. A file whose content is not an accepted type refuses the whole upload.
 */
export function addClaimDocuments(ctx: AppContext, meta: RequestMeta, signedIn: SignedInMember, claimId: unknown, uploads: StoredUpload[]): DocumentsAnswer {
  {
    return memberChange(ctx, signedIn, meta, "document.refused", () => {
      const id = assertOwnClaim(ctx, signedIn, claimId);
      if (uploads.length === 0) throw new DomainError("invalid", NO_FILES);
      if (uploads.length > MAX_FILES_PER_UPLOAD) throw new DomainError("invalid", TOO_MANY_FILES);
      const rows = uploads.map((upload) => {
        const originalFilename = cleanFilename(upload.originalName);
        const kind = sniffFileKind(upload.head, originalFilename);
        if (!kind) throw new DomainError("unsupported_type", `${UPLOAD_TYPE_REFUSED}: ${originalFilename}`);
        return { id: upload.id, userId: signedIn.userId, claimId: id, filename: upload.id, originalFilename, fileSize: upload.size, mimeType: kind.mimeType, fileType: kind.fileType };
      });
      const stored = writeTransaction(ctx.db, (tx) => {
        const now = ctx.clock.now();
        const inserted = insertDocuments(tx, rows.map((row) => ({ ...row, uploadedAt: now })));
        recordActivity(tx, now, signedIn.userId, "document.uploaded", meta, `${inserted.length} document(s) added to a claim`, { claimId: id });
        return inserted;
      });
      return { success: true as const, message: `${stored.length} document(s) uploaded`, documents: stored.map(toDocumentView) };
    });
  }
}

/** The file behind a document: the owner's own, or any for an admin (`userId` undefined). */
export function documentFile(ctx: AppContext, documentId: unknown, userId?: string): { row: DocumentRow; path: string } {
  const id = parseInput(documentIdSchema, documentId);
  const row = selectDocument(ctx.db, id, userId);
  if (!row) throw new DomainError("not_found", DOCUMENT_NOT_FOUND);
  return { row, path: documentPath(ctx.config.dataDir, row.userId, row.filename) };
}
