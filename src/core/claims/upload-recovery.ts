// The start of `aan serve`, before it listens: the uploads folder made to agree with the documents
// table after a crash (document-store.ts's completeInterruptedUploads says how).
import type { AppContext } from "../context";
import { selectDocument } from "./claim-repository";
import { completeInterruptedUploads, type UploadsSweep } from "./document-store";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function recoverUploads(ctx: AppContext): UploadsSweep {
  // A document's file is named by its id: any other name has no row.
  return completeInterruptedUploads(ctx.config.dataDir, (userId, id) => UUID.test(id) && selectDocument(ctx.db, id, userId)?.filename === id);
}
