// The start of `aan serve`, before it listens: the uploads folder made to agree with the documents
// table after a crash (document-store.ts's completeInterruptedUploads says how).
import type { AppContext } from "../context";
import { selectDocumentFilenames } from "./claim-repository";
import { completeInterruptedUploads, type UploadsSweep } from "./document-store";

export function recoverUploads(ctx: AppContext): UploadsSweep {
  // One read of a member's file names per folder: a lookup per file would cost far more at start.
  return completeInterruptedUploads(ctx.config.dataDir, (userId) => new Set(selectDocumentFilenames(ctx.db, userId)));
}
