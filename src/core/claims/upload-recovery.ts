// The start of `aan serve`, before it listens: the uploads folder made to agree with the documents
// table after a crash (document-store.ts's completeInterruptedUploads says how), and, with an
// object store, its objects without a row deleted (document-objects.ts); the same sweep of the
// store runs hourly.
import type { AppContext } from "../context";
import { selectDocumentFilenames } from "./claim-repository";
import { documentObjects, ORPHAN_GRACE_MS } from "./document-objects";
import { completeInterruptedUploads, type UploadsSweep } from "./document-store";

export function recoverUploads(ctx: AppContext): UploadsSweep {
  // One read of a member's file names per folder: a lookup per file would cost far more at start.
  return completeInterruptedUploads(
    ctx.config.dataDir,
    (userId) => new Set(selectDocumentFilenames(ctx.db, userId)),
    ctx.config.storage ? "remove" : "complete",
  );
}

/**
 * Deletes the store's objects that have no row. At start nothing is in flight (this process alone
 * holds the folder), so every orphan goes; hourly, the young ones are spared (ORPHAN_GRACE_MS).
 */
export function sweepOrphanObjects(ctx: AppContext, atStart: boolean): Promise<number> {
  const filesOf = new Map<string, Set<string>>();
  const hasRow = (userId: string, filename: string) => {
    let files = filesOf.get(userId);
    if (!files) filesOf.set(userId, (files = new Set(selectDocumentFilenames(ctx.db, userId))));
    return files.has(filename);
  };
  return documentObjects(ctx).sweepOrphans(hasRow, ctx.clock.now(), atStart ? 0 : ORPHAN_GRACE_MS);
}
