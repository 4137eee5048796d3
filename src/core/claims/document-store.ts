// Where uploaded files live: <data dir>/uploads/<member id>/<uuid>. A file is written as it
// arrives (never held whole in memory) to "<uuid>.part", and renamed to its final name (or put in
// the object store, document-objects.ts) only once its row is committed; a refused or failed
// upload leaves nothing behind.
import { createWriteStream, mkdirSync, readdirSync, renameSync, rmSync, statSync, type Dirent } from "node:fs";
import { join } from "node:path";
import type { Readable, Writable } from "node:stream";
import { DomainError } from "#shared/errors";
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from "#shared/upload-limits";

/** A request cut off (the client went away) or stalled: nothing of it is kept. */
export const UPLOAD_INTERRUPTED = "The upload was interrupted before it was complete; nothing was saved";

export type StoredUpload = {
  id: string;
  userId: string;
  originalName: string;
  size: number;
  head: Uint8Array;
  partPath: string;
  finalPath: string;
};

const HEAD_BYTES = 16;

export function uploadsFolder(dataDir: string, userId: string): string {
  return join(dataDir, "uploads", userId);
}

export function documentPath(dataDir: string, userId: string, filename: string): string {
  return join(uploadsFolder(dataDir, userId), filename);
}

/** Opens the file an upload is written to; the app context may hand in another (a test's failing disk). */
export type UploadFileOpener = (path: string) => Writable;

// node:fs's stream writes on the thread pool: the event loop keeps reading other uploads while
// the disk takes this one (Bun's FileSink writes on the calling thread).
export const openUploadFile: UploadFileOpener = (path) => createWriteStream(path, { highWaterMark: 256 * 1024 });

const ignore = () => undefined;

/**
 * Streams one file to disk; past MAX_UPLOAD_BYTES it stops, deletes what it wrote and refuses (413).
 * However the upload ends (the disk fails, the source is destroyed because the client went away
 * or stalled), the promise settles, the file's descriptor is closed and its ".part" is gone
 * before it rejects: nothing is left open or behind.
 */
export function storeUpload(
  dataDir: string,
  userId: string,
  originalName: string,
  source: Readable,
  openFile: UploadFileOpener = openUploadFile,
): Promise<StoredUpload> {
  const id = crypto.randomUUID();
  const folder = uploadsFolder(dataDir, userId);
  const partPath = join(folder, `${id}.part`);
  let file: Writable;
  try {
    mkdirSync(folder, { recursive: true });
    file = openFile(partPath);
  } catch (error) {
    source.on("error", ignore);
    source.resume();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  const head = new Uint8Array(HEAD_BYTES);
  let size = 0;
  let ended = false;
  let settled = false;
  return new Promise<StoredUpload>((resolve, reject) => {
    const abandon = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.removeListener("data", onData);
      // Whatever the parser still hands over for this part is read and dropped, so it never waits on it.
      source.resume();
      const removed = () => {
        rmSync(partPath, { force: true });
        reject(error);
      };
      // Removed only once closed: a file still being opened would otherwise come back after the rm.
      if (file.closed) return removed();
      file.once("close", removed);
      file.destroy();
    };
    const onData = (chunk: Uint8Array) => {
      if (size < HEAD_BYTES) head.set(chunk.subarray(0, HEAD_BYTES - size), size);
      size += chunk.byteLength;
      if (size > MAX_UPLOAD_BYTES) return abandon(new DomainError("too_large", UPLOAD_TOO_LARGE));
      if (!file.write(chunk)) {
        source.pause();
        file.once("drain", () => source.resume());
      }
    };
    source.on("data", onData);
    // Both stay listened to for good: an 'error' nobody listens to ends the process.
    source.on("error", abandon);
    // A disk that fails (full, read-only) refuses the upload instead of crashing the server.
    file.on("error", abandon);
    // Destroyed without an error and before its end: the request was cut off.
    source.once("close", () => {
      if (!ended) abandon(new DomainError("invalid", UPLOAD_INTERRUPTED));
    });
    source.once("end", () => {
      ended = true;
      if (settled) return;
      file.once("close", () => {
        if (settled) return;
        settled = true;
        resolve({
          id,
          userId,
          originalName,
          size,
          head: head.subarray(0, Math.min(size, HEAD_BYTES)),
          partPath,
          finalPath: join(folder, id),
        });
      });
      file.end();
    });
  });
}

export function discardUploads(uploads: StoredUpload[]): void {
  for (const upload of uploads) {
    rmSync(upload.partPath, { force: true });
    rmSync(upload.finalPath, { force: true });
  }
}

export function keepUploads(uploads: StoredUpload[]): void {
  for (const upload of uploads) renameSync(upload.partPath, upload.finalPath);
}

export type UploadsSweep = { completed: number; removedParts: number; removedOrphans: number };

/**
 * Run at start, before the server listens and while it holds the data folder: every file of the
 * uploads folder is made to agree with the rows. A ".part" whose id has a row was committed just
 * before a crash and gets its final name (with an object store, it is removed: its object was put
 * before the commit); a ".part" without one was never committed and goes; a
 * final file without a row (left by a crash or a deleted member) goes too.
 */
export function completeInterruptedUploads(
  dataDir: string,
  documentFilesOf: (userId: string) => Set<string>,
  committedParts: "complete" | "remove" = "complete",
): UploadsSweep {
  const sweep: UploadsSweep = { completed: 0, removedParts: 0, removedOrphans: 0 };
  const root = join(dataDir, "uploads");
  let members: Dirent[] = [];
  try {
    members = readdirSync(root, { withFileTypes: true });
  } catch {
    return sweep;
  }
  for (const member of members) {
    if (!member.isDirectory()) continue;
    const folder = join(root, member.name);
    const rows = documentFilesOf(member.name);
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = join(folder, entry.name);
      const isPart = entry.name.endsWith(".part");
      const id = isPart ? entry.name.slice(0, -".part".length) : entry.name;
      if (!rows.has(id)) {
        rmSync(path, { force: true });
        sweep[isPart ? "removedParts" : "removedOrphans"] += 1;
      } else if (isPart && committedParts === "remove") {
        // Kept in the object store: the object was put before its row committed.
        rmSync(path, { force: true });
        sweep.completed += 1;
      } else if (isPart) {
        renameSync(path, join(folder, id));
        sweep.completed += 1;
      }
    }
  }
  return sweep;
}

/** Uploads still ".part" after this long belong to a request that died (a crash, a cut connection). */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** Removes ".part" files older than ABANDONED_UPLOAD_MS; answers how many. No row ever points to one. */
export function sweepAbandonedUploads(dataDir: string, now: Date): number {
  const root = join(dataDir, "uploads");
  let removed = 0;
  let entries: Dirent[] = [];
  try {
    entries = readdirSync(root, { withFileTypes: true, recursive: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".part")) continue;
    const path = join(entry.parentPath, entry.name);
    if (now.getTime() - statSync(path).mtimeMs > ABANDONED_UPLOAD_MS) {
      rmSync(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}
