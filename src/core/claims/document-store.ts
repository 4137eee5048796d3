// Where uploaded files live: <data dir>/uploads/<member id>/<uuid>. A file is written as it
// arrives (never held whole in memory) to "<uuid>.part", and renamed to its final name only once
// its row is committed; a refused or failed upload leaves nothing behind.
import { createWriteStream, mkdirSync, readdirSync, renameSync, rmSync, statSync, type Dirent } from "node:fs";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { DomainError } from "#shared/errors";
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from "#shared/schemas/claims";

export type StoredUpload = { id: string; userId: string; originalName: string; size: number; head: Uint8Array; partPath: string; finalPath: string };

const HEAD_BYTES = 16;

export function uploadsFolder(dataDir: string, userId: string): string {
  return join(dataDir, "uploads", userId);
}

export function documentPath(dataDir: string, userId: string, filename: string): string {
  return join(uploadsFolder(dataDir, userId), filename);
}

/** Streams one file to disk; past MAX_UPLOAD_BYTES it stops, deletes what it wrote and refuses (413). */
export function storeUpload(dataDir: string, userId: string, originalName: string, source: Readable): Promise<StoredUpload> {
  const folder = uploadsFolder(dataDir, userId);
  mkdirSync(folder, { recursive: true });
  const id = crypto.randomUUID();
  const partPath = join(folder, `${id}.part`);
  // node:fs's stream writes on the thread pool: the event loop keeps reading other uploads while
  // the disk takes this one (Bun's FileSink writes on the calling thread).
  const file = createWriteStream(partPath, { highWaterMark: 256 * 1024 });
  const writer = {
    write: (chunk: Uint8Array) => {
      if (!file.write(chunk)) {
        source.pause();
        file.once("drain", () => source.resume());
      }
    },
    end: () => new Promise<void>((done, failed) => file.end((error?: Error | null) => (error ? failed(error) : done()))),
  };
  const head = new Uint8Array(HEAD_BYTES);
  let size = 0;
  return new Promise<StoredUpload>((resolve, reject) => {
    const abandon = (error: unknown) => {
      source.removeAllListeners("data");
      source.resume();
      Promise.resolve(writer.end())
        .catch(() => undefined)
        .finally(() => {
          rmSync(partPath, { force: true });
          reject(error);
        });
    };
    source.on("data", (chunk: Uint8Array) => {
      if (size < HEAD_BYTES) head.set(chunk.subarray(0, HEAD_BYTES - size), size);
      size += chunk.byteLength;
      if (size > MAX_UPLOAD_BYTES) return abandon(new DomainError("too_large", UPLOAD_TOO_LARGE));
      writer.write(chunk);
    });
    source.once("error", abandon);
    // A disk that fails (full, read-only) refuses the upload instead of crashing the server.
    file.once("error", abandon);
    source.once("end", () => {
      if (size > MAX_UPLOAD_BYTES) return;
      Promise.resolve(writer.end()).then(
        () => resolve({ id, userId, originalName, size, head: head.subarray(0, Math.min(size, HEAD_BYTES)), partPath, finalPath: join(folder, id) }),
        abandon,
      );
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
