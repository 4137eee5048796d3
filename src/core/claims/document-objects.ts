// Where a document's bytes are kept once its row commits: the data folder (uploads/<member>/<id>,
// as before) or S3-compatible storage behind AAN_STORAGE_URL (the key <prefix>uploads/<member>/<id>).
// Either way an upload first streams to a ".part" file in the data folder (document-store.ts: the
// size limit, the head the content check reads, a client cut off), so the store only ever sees
// whole files, and the same checks run before anything is kept.
//
// The order keeps "a row exactly when its bytes": the object is put, then the row commits; a
// commit that fails deletes the object. A crash between the put and the commit leaves an object
// without a row, which the sweep (at start, and hourly) deletes; the hourly sweep spares objects
// younger than ORPHAN_GRACE_MS so that it never races an upload between its put and its commit.
import { existsSync, rmSync } from "node:fs";
import { DomainError } from "#shared/errors";
import { s3ClientOf, type ObjectStoreLocation } from "../platform/object-store-url";
import type { AppContext } from "../context";
import { discardUploads, documentPath, keepUploads, type StoredUpload } from "./document-store";

export const STORAGE_UNAVAILABLE_UPLOAD =
  "The document storage is not answering right now, so nothing was saved. Please try again in a few seconds.";
export const STORAGE_UNAVAILABLE_DOWNLOAD = "The document storage is not answering right now. Please try again in a few seconds.";
/** Seconds a refusal for want of the store asks the client to wait. */
export const STORAGE_RETRY_AFTER_SECONDS = 10;
/** An object without a row younger than this may be an upload between its put and its commit. */
export const ORPHAN_GRACE_MS = 15 * 60 * 1000;

export type OpenedObject = { body: BodyInit; size: number };

/** What the server and `aan doctor` show of the store. */
export type StorageHealth = {
  kind: "folder" | "s3";
  place: string;
  /** false after a call that failed, until one succeeds. */
  up: boolean;
  failures: number;
  lastFailureAt: Date | null;
  lastFailure: string | null;
};

export interface DocumentObjects {
  readonly kind: "folder" | "s3";
  /** Before the commit of their rows: the uploads are put where downloads read them. Refuses (503) when the store fails, keeping nothing. */
  place(uploads: StoredUpload[]): Promise<void>;
  /** After the commit. */
  keep(uploads: StoredUpload[]): Promise<void>;
  /** After a commit that failed: nothing of the uploads stays. */
  discard(uploads: StoredUpload[]): Promise<void>;
  /** The bytes of a stored document; null when there are none. A store that fails refuses (503). */
  open(userId: string, filename: string): Promise<OpenedObject | null>;
  /** Deletes objects without a row older than `graceMs`; answers how many. */
  sweepOrphans(hasRow: (userId: string, filename: string) => boolean, now: Date, graceMs: number): Promise<number>;
  /** Proves the store answers with these credentials (at start); throws its reason otherwise. */
  probe(): Promise<void>;
  health(): StorageHealth;
}

function unavailable(message: string): DomainError {
  return new DomainError("busy", message, undefined, { retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS });
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the store did not answer ${what} within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === "string" && code !== "" && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}

const isMissing = (error: unknown) => (error as { code?: unknown } | null)?.code === "NoSuchKey";

/** A stream of the chunk already read, then the rest of the reader. */
function bodyAfter<Chunk extends Uint8Array>(
  first: ReadableStreamDefaultReadDoneResult | ReadableStreamDefaultReadValueResult<Chunk>,
  reader: ReadableStreamDefaultReader<Chunk>,
): ReadableStream<Chunk> {
  return new ReadableStream<Chunk>({
    start(controller) {
      if (first.done) controller.close();
      else controller.enqueue(first.value);
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/** The data folder, as before AAN_STORAGE_URL: the ".part" file is renamed once its row commits. */
export function folderObjects(dataDir: string): DocumentObjects {
  return {
    kind: "folder",
    place: async () => undefined,
    keep: async (uploads) => keepUploads(uploads),
    discard: async (uploads) => discardUploads(uploads),
    async open(userId, filename) {
      const file = Bun.file(documentPath(dataDir, userId, filename));
      return (await file.exists()) ? { body: file, size: file.size } : null;
    },
    // The folder is made to agree with the rows at start (completeInterruptedUploads) and its
    // abandoned ".part" files go with the hourly maintenance: nothing more to sweep.
    sweepOrphans: async () => 0,
    probe: async () => undefined,
    health: () => ({ kind: "folder", place: "data folder", up: true, failures: 0, lastFailureAt: null, lastFailure: null }),
  };
}

/**
 * Documents as objects in S3-compatible storage, through Bun's built-in client (decision 0124):
 * a file is put from its ".part" (Bun streams it in parts, never whole in memory), a download
 * streams the object through the server after AAN's own access check.
 */
export function s3Objects(location: ObjectStoreLocation, dataDir: string, timeoutMs: number): DocumentObjects {
  const client = s3ClientOf(location);
  const root = `${location.prefix}uploads/`;
  const keyOf = (userId: string, filename: string) => `${root}${userId}/${filename}`;
  const state: StorageHealth = { kind: "s3", place: location.describe, up: true, failures: 0, lastFailureAt: null, lastFailure: null };
  const failed = (error: unknown) => {
    state.up = false;
    state.failures += 1;
    state.lastFailureAt = new Date();
    state.lastFailure = reasonOf(error);
  };
  const answered = () => {
    state.up = true;
  };
  /** One call to the store, timed out and counted. */
  const call = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    try {
      const result = await withTimeout(work(), timeoutMs, what);
      answered();
      return result;
    } catch (error) {
      // A missing object is an answer, not a store that fails.
      if (isMissing(error)) answered();
      else failed(error);
      throw error;
    }
  };
  const removeParts = (uploads: StoredUpload[]) => {
    for (const upload of uploads) rmSync(upload.partPath, { force: true });
  };
  const deleteObjects = async (uploads: StoredUpload[]) => {
    // Best effort: what a failing store keeps is an object without a row, which the sweep deletes.
    await Promise.allSettled(uploads.map((upload) => call("a delete", () => client.delete(keyOf(upload.userId, upload.id)))));
  };
  return {
    kind: "s3",
    async place(uploads) {
      const put: StoredUpload[] = [];
      let late: { upload: StoredUpload; writing: Promise<unknown> } | null = null;
      try {
        for (const upload of uploads) {
          const writing = client.write(keyOf(upload.userId, upload.id), Bun.file(upload.partPath));
          late = { upload, writing };
          await call("an upload", () => writing);
          late = null;
          put.push(upload);
        }
      } catch {
        // A put that timed out may still land after the refusal: it is deleted once it settles.
        if (late) {
          const { upload, writing } = late;
          put.push(upload);
          void writing.then(
            () => deleteObjects([upload]),
            () => deleteObjects([upload]),
          );
        }
        await deleteObjects(put);
        removeParts(uploads);
        throw unavailable(STORAGE_UNAVAILABLE_UPLOAD);
      }
    },
    keep: async (uploads) => removeParts(uploads),
    async discard(uploads) {
      removeParts(uploads);
      await deleteObjects(uploads);
    },
    async open(userId, filename) {
      const object = client.file(keyOf(userId, filename));
      try {
        const stat = await call("a download", () => object.stat());
        // The first bytes are read before the answer starts: a store that goes away between the
        // stat and the read is still a 503, not a 200 cut short.
        const reader = object.stream().getReader();
        const first = await call("a download", () => reader.read());
        return { body: bodyAfter(first, reader), size: stat.size };
      } catch (error) {
        if (!isMissing(error)) throw unavailable(STORAGE_UNAVAILABLE_DOWNLOAD);
        // A document stored before the data folder's files were moved to the bucket is still read from the folder.
        const local = documentPath(dataDir, userId, filename);
        if (!existsSync(local)) return null;
        const file = Bun.file(local);
        return { body: file, size: file.size };
      }
    },
    async sweepOrphans(hasRow, now, graceMs) {
      let removed = 0;
      let startAfter: string | undefined;
      for (;;) {
        const page = await call("a listing", () => client.list({ prefix: root, startAfter, maxKeys: 1000 }));
        const contents = page.contents ?? [];
        for (const object of contents) {
          const [userId, filename, ...rest] = object.key.slice(root.length).split("/");
          if (!userId || !filename || rest.length > 0 || hasRow(userId, filename)) continue;
          const modified = object.lastModified ? Date.parse(object.lastModified) : 0;
          if (now.getTime() - modified < graceMs) continue;
          await call("a delete", () => client.delete(object.key));
          removed += 1;
        }
        if (!page.isTruncated || contents.length === 0) return removed;
        startAfter = contents[contents.length - 1]!.key;
      }
    },
    async probe() {
      try {
        await call("a listing", () => client.list({ prefix: root, maxKeys: 1 }));
      } catch (error) {
        throw new Error(`AAN_STORAGE_URL ${location.describe} does not answer: ${reasonOf(error)}`);
      }
    },
    health: () => ({ ...state }),
  };
}

const stores = new WeakMap<AppContext["config"], DocumentObjects>();

/** The store of this configuration, made once. */
export function documentObjects(ctx: Pick<AppContext, "config">): DocumentObjects {
  let store = stores.get(ctx.config);
  if (!store) {
    store = ctx.config.storage
      ? s3Objects(ctx.config.storage, ctx.config.dataDir, ctx.config.storageTimeoutMs)
      : folderObjects(ctx.config.dataDir);
    stores.set(ctx.config, store);
  }
  return store;
}

/**
 * Puts the uploads in the store, then waits for the commit that records their rows: a commit
 * that fails removes them. So a kept file always has its row; what a crash leaves is swept.
 */
export async function keepOnceCommitted<T>(ctx: Pick<AppContext, "config">, uploads: StoredUpload[], commit: () => Promise<T>): Promise<T> {
  const store = documentObjects(ctx);
  if (uploads.length > 0) await store.place(uploads);
  let answer: T;
  try {
    answer = await commit();
  } catch (error) {
    await store.discard(uploads);
    throw error;
  }
  await store.keep(uploads);
  return answer;
}
