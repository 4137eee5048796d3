// Uploads in flight count against the quota (decision 0093). The quota's conditional insert only
// judges files once they are on disk, so without this, many uploads streaming at once each fit
// the quota on their own and fill the disk together with ".part" files. Each upload therefore
// reserves its bytes before its body is read: stored + reserved + this upload must fit the
// quota, and a member's folder takes MAX_CONCURRENT_UPLOADS at once. The reservation is given
// back when the body has been read, or once its ".part" files are removed when the upload fails.
//
// Reservations live in this process: one `aan serve` holds a data folder (serve-lock.ts), and the
// CLI does not upload. Kept per database so the tests' apps, each on its own database, never meet.
import { DomainError, throttledError } from "#shared/errors";
import {
  CONCURRENT_UPLOADS_RETRY_SECONDS,
  MAX_CONCURRENT_UPLOADS,
  MAX_FILES_PER_UPLOAD,
  MAX_UPLOAD_BYTES,
  STORAGE_QUOTA_EXCEEDED,
  TOO_MANY_UPLOADS_AT_ONCE,
  UPLOAD_FORM_OVERHEAD_BYTES,
} from "#shared/upload-limits";
import type { AppContext } from "../context";
import type { Db } from "../db/db";
import { selectStoredBytes } from "./claim-repository";

type Held = { uploads: number; bytes: number };

const heldByDatabase = new WeakMap<Db, Map<string, Held>>();

function heldOf(ctx: AppContext, ownerId: string): Held {
  let byOwner = heldByDatabase.get(ctx.db);
  if (!byOwner) heldByDatabase.set(ctx.db, (byOwner = new Map()));
  return byOwner.get(ownerId) ?? { uploads: 0, bytes: 0 };
}

/** What the uploads in flight to a member's folder hold: how many, and their reserved bytes. */
export function uploadsInFlight(ctx: AppContext, ownerId: string): Held {
  return { ...heldOf(ctx, ownerId) };
}

/** What every upload in flight to this database holds, over all members: for /metrics. */
export function allUploadsInFlight(ctx: AppContext): Held {
  const total = { uploads: 0, bytes: 0 };
  for (const held of heldByDatabase.get(ctx.db)?.values() ?? []) {
    total.uploads += held.uploads;
    total.bytes += held.bytes;
  }
  return total;
}

export type UploadReservation = {
  /** The file bytes held against the quota. */
  readonly bytes: number;
  /** The most body bytes the upload may send: its declared length, or for one without, what its reservation allows. */
  readonly bodyLimit: number;
  /** True when the upload declared no length: a longer body means the quota, not a lie. */
  readonly undeclared: boolean;
  /** Gives the reservation back; only the first call counts. */
  release(): void;
};

/**
 * The bytes an upload holds against the quota. A declared length holds what its files may take
 * (the length less the form around them, at least a byte). An upload without one (chunked) holds
 * the largest request's files, or the room left when that is less, and is cut off there.
 */
function bytesToHold(declaredBytes: number | null, room: number): { bytes: number; bodyLimit: number } {
  if (declaredBytes === null) {
    const bytes = Math.min(MAX_FILES_PER_UPLOAD * MAX_UPLOAD_BYTES, room);
    return { bytes, bodyLimit: bytes + UPLOAD_FORM_OVERHEAD_BYTES };
  }
  const declared = Number.isFinite(declaredBytes) && declaredBytes > 0 ? declaredBytes : 0;
  return { bytes: Math.max(1, declared - UPLOAD_FORM_OVERHEAD_BYTES), bodyLimit: declared };
}

/** The refusal of an upload that does not fit: 429 past the uploads at once, 413 past the quota. Nothing is held. */
function assertRoom(ctx: AppContext, ownerId: string, declaredBytes: number | null): { bytes: number; bodyLimit: number } {
  const held = heldOf(ctx, ownerId);
  if (held.uploads >= MAX_CONCURRENT_UPLOADS) throw throttledError(TOO_MANY_UPLOADS_AT_ONCE, CONCURRENT_UPLOADS_RETRY_SECONDS);
  const stored = selectStoredBytes(ctx.db, ownerId);
  const room = ctx.config.storageQuotaBytes - stored - held.bytes;
  const hold = bytesToHold(declaredBytes, room);
  if (hold.bytes < 1 || hold.bytes > room) throw new DomainError("too_large", STORAGE_QUOTA_EXCEEDED(stored, ctx.config.storageQuotaBytes));
  return hold;
}

/**
 * Before any byte is read: this upload, beside the uploads in flight to the same folder, fits
 * the owner's quota and their uploads at once. Throws the refusal; holds nothing.
 */
export function assertUploadRoom(ctx: AppContext, ownerId: string, declaredBytes: number | null): void {
  assertRoom(ctx, ownerId, declaredBytes);
}

/**
 * Holds an upload's bytes against its owner's quota until `release`, or throws the refusal.
 * Synchronous: the check and the hold happen with no other request in between.
 */
export function reserveUpload(ctx: AppContext, ownerId: string, declaredBytes: number | null): UploadReservation {
  const { bytes, bodyLimit } = assertRoom(ctx, ownerId, declaredBytes);
  const byOwner = heldByDatabase.get(ctx.db)!;
  const held = heldOf(ctx, ownerId);
  byOwner.set(ownerId, { uploads: held.uploads + 1, bytes: held.bytes + bytes });
  let released = false;
  return {
    bytes,
    bodyLimit,
    undeclared: declaredBytes === null,
    release() {
      if (released) return;
      released = true;
      const now = heldOf(ctx, ownerId);
      if (now.uploads <= 1) byOwner.delete(ownerId);
      else byOwner.set(ownerId, { uploads: now.uploads - 1, bytes: now.bytes - bytes });
    },
  };
}
