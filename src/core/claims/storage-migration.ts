// `aan storage migrate`: moves the documents and message files of the data folder's uploads/ to
// S3-compatible storage, or back (decision 0135). It runs while no `aan serve` holds the folder
// (it takes the same lock), so nothing uploads or downloads meanwhile, and the server started
// afterwards with (or without) AAN_STORAGE_URL reads every document from its new place.
//
// Each document is copied, then read back from where it went and compared with where it came
// from by size and SHA-256 (and with its row's size); only then is the copy it came from deleted.
// So a run killed at any point leaves every document readable in at least one place, and the next
// run carries on: a document already moved is counted and left alone, one copied but not yet
// deleted at its source is verified again before its source goes.
import { createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { DomainError } from "#shared/errors";
import type { Actor } from "../actor";
import { recordAudit, recordRefusal } from "../audit/audit-log";
import type { AppContext } from "../context";
import { writeTransaction } from "../db/db";
import { s3ClientOf, type ObjectStoreLocation } from "../platform/object-store-url";
import { claimDataFolder } from "../platform/serve-lock";
import { selectDocumentPlaces } from "./claim-repository";
import { documentPath } from "./document-store";

export type MigrationDirection = { to: "s3"; store: ObjectStoreLocation } | { to: "folder"; store: ObjectStoreLocation };

export type MigrationSummary = {
  to: "s3" | "folder";
  /** The bucket without its keys. */
  store: string;
  documents: number;
  /** Moved by this run. */
  moved: number;
  bytes: number;
  /** Found in their new place already (a run before this one moved them). */
  alreadyThere: number;
  /** Rows whose bytes are in neither place. */
  missing: string[];
  /** Rows whose copy did not match their source: the source is kept. */
  mismatched: string[];
};

export type MigrationProgress = (done: number, total: number, summary: MigrationSummary) => void;

type Digest = { size: number; sha256: string };

const PAGE = 500;

async function digestOf(stream: ReadableStream<Uint8Array> | Readable): Promise<Digest> {
  const hasher = new Bun.CryptoHasher("sha256");
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Uint8Array>) {
    hasher.update(chunk);
    size += chunk.byteLength;
  }
  return { size, sha256: hasher.digest("hex") };
}

const same = (a: Digest | null, b: Digest | null) => a !== null && b !== null && a.size === b.size && a.sha256 === b.sha256;

export async function migrateDocuments(
  ctx: Pick<AppContext, "db" | "config">,
  direction: MigrationDirection,
  onProgress: MigrationProgress = () => undefined,
): Promise<MigrationSummary> {
  const { dataDir } = ctx.config;
  const lock = claimDataFolder(dataDir);
  const client = s3ClientOf(direction.store);
  const keyOf = (userId: string, filename: string) => `${direction.store.prefix}uploads/${userId}/${filename}`;
  const objectDigest = async (key: string): Promise<Digest | null> => {
    const object = client.file(key);
    return (await object.exists()) ? digestOf(object.stream()) : null;
  };
  const fileDigest = async (path: string): Promise<Digest | null> => (existsSync(path) ? digestOf(Bun.file(path).stream()) : null);

  const summary: MigrationSummary = {
    to: direction.to,
    store: direction.store.describe,
    documents: 0,
    moved: 0,
    bytes: 0,
    alreadyThere: 0,
    missing: [],
    mismatched: [],
  };
  type Row = ReturnType<typeof selectDocumentPlaces>[number];
  type Outcome = "moved" | "alreadyThere" | "missing" | "mismatched";

  /** Folder → bucket: put, read the object back, compare, then delete the file. */
  async function toBucket(row: Row): Promise<Outcome> {
    const file = documentPath(dataDir, row.userId, row.filename);
    const key = keyOf(row.userId, row.filename);
    const source = await fileDigest(file);
    if (!source) return (await client.file(key).exists()) ? "alreadyThere" : "missing";
    if (source.size !== row.fileSize) return "mismatched";
    let copy = await objectDigest(key);
    if (!same(source, copy)) {
      await client.write(key, Bun.file(file));
      copy = await objectDigest(key);
    }
    if (!same(source, copy)) return "mismatched";
    rmSync(file, { force: true });
    return "moved";
  }

  /** Bucket → folder: download to a ".part" while hashing, hash it again from the disk, compare, rename, then delete the object. */
  async function toFolder(row: Row): Promise<Outcome> {
    const file = documentPath(dataDir, row.userId, row.filename);
    const key = keyOf(row.userId, row.filename);
    const object = client.file(key);
    if (!(await object.exists())) return existsSync(file) ? "alreadyThere" : "missing";
    let source: Digest;
    if (existsSync(file)) {
      // A run before this one copied it and stopped before deleting the object.
      source = (await objectDigest(key))!;
    } else {
      mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
      const part = `${file}.part`;
      const hasher = new Bun.CryptoHasher("sha256");
      let size = 0;
      const counted = Readable.fromWeb(object.stream() as unknown as import("node:stream/web").ReadableStream<Uint8Array>).on(
        "data",
        (chunk: Uint8Array) => {
          hasher.update(chunk);
          size += chunk.byteLength;
        },
      );
      await pipeline(counted, createWriteStream(part, { mode: 0o600 }));
      source = { size, sha256: hasher.digest("hex") };
      if (!same(source, await fileDigest(part)) || size !== row.fileSize) {
        rmSync(part, { force: true });
        return "mismatched";
      }
      renameSync(part, file);
    }
    if (!same(source, await fileDigest(file)) || source.size !== row.fileSize) return "mismatched";
    await object.delete();
    return "moved";
  }

  try {
    const total = (ctx.db.$client.query("SELECT count(*) AS n FROM user_documents").get() as { n: number }).n;
    let after = 0;
    for (;;) {
      const rows = selectDocumentPlaces(ctx.db, after, PAGE);
      if (rows.length === 0) break;
      for (const row of rows) {
        const outcome = await (direction.to === "s3" ? toBucket(row) : toFolder(row));
        summary.documents += 1;
        if (outcome === "moved") {
          summary.moved += 1;
          summary.bytes += row.fileSize;
        } else if (outcome === "alreadyThere") summary.alreadyThere += 1;
        else summary[outcome].push(row.id);
        onProgress(summary.documents, total, summary);
      }
      after = rows[rows.length - 1]!.rowid;
    }
    return summary;
  } finally {
    lock.release();
  }
}

/** The migration as an audited operation: its summary in the audit log, or its refusal. */
export async function moveDocuments(
  ctx: AppContext,
  actor: Actor,
  direction: MigrationDirection,
  onProgress?: MigrationProgress,
): Promise<MigrationSummary> {
  try {
    const summary = await migrateDocuments(ctx, direction, onProgress);
    const detail = `to=${direction.to} store=${summary.store} moved=${summary.moved} already=${summary.alreadyThere} missing=${summary.missing.length} mismatched=${summary.mismatched.length}`;
    writeTransaction(ctx.db, (tx) => recordAudit(tx, ctx.clock.now(), actor, "storage.migrate", "success", detail));
    return summary;
  } catch (error) {
    const refusal =
      error instanceof DomainError ? error : new DomainError("internal", error instanceof Error ? error.message : String(error));
    recordRefusal(ctx, actor, "storage.migrate", refusal);
    throw error;
  }
}
