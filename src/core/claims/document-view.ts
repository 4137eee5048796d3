// A stored document as the answers show it: the claim's detail, its documents list and a
// message's attachments all name a document the same way.
import type { DocumentView } from "#shared/answers/claims";
import type { DocumentRow } from "./claim-repository";
import { nameForKind } from "./document-files";

/** A document's name as shown and downloaded: with its kind's extension, also for rows stored before that rule. */
export const shownDocumentName = (row: DocumentRow) => nameForKind(row.originalFilename, row.fileType);

export function toDocumentView(row: DocumentRow): DocumentView {
  return {
    id: row.id,
    claimId: row.claimId,
    originalFilename: shownDocumentName(row),
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    fileType: row.fileType,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}
