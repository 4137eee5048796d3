// Where backup archives go and come back from: a folder (AAN_BACKUP_DIR, <data-dir>/backups, or the
// folder of a --to file) or S3-compatible storage (AAN_BACKUP_URL, decision 0135). One backup code
// path writes to either: the archive is streamed in, never held whole in memory, and nothing is
// under a backup's name until the archive is whole (a ".part" renamed in a folder; S3's multipart
// upload appears only when it completes).
import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { s3ClientOf, type ObjectStoreLocation } from "../platform/object-store-url";

export const BACKUP_PREFIX = "aan-backup-";
export const BACKUP_SUFFIX = ".tar.gz";

const isBackupName = (name: string) => name.startsWith(BACKUP_PREFIX) && name.endsWith(BACKUP_SUFFIX);

export interface BackupDestination {
  readonly kind: "folder" | "s3";
  /** The folder, or the URL without its keys: what logs and reports name. */
  readonly describe: string;
  /** Where the backup of that name is (a path, or s3://bucket/prefix/name). */
  where(name: string): string;
  /** Streams an archive in under `name`; answers where it is and its size. */
  put(name: string, archive: Readable): Promise<{ location: string; bytes: number }>;
  /** The backups it holds, newest first (their names sort by time). */
  list(): Promise<string[]>;
  remove(name: string): Promise<void>;
  /** The archive's bytes, or null when there is no backup of that name. */
  read(name: string): Promise<Readable | null>;
}

/** Counts the bytes that pass. */
function byteCounter(): Transform & { bytes: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.bytes += chunk.byteLength;
      done(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

/** A folder of archives, each owner-only (it holds every member's data), the folder too when made here. */
export function folderDestination(folder: string): BackupDestination {
  const dir = resolve(folder);
  return {
    kind: "folder",
    describe: dir,
    where: (name) => join(dir, name),
    async put(name, archive) {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const file = join(dir, name);
      const partial = `${file}.part`;
      const counter = byteCounter();
      try {
        await pipeline(archive, counter, createWriteStream(partial, { mode: 0o600 }));
      } catch (error) {
        rmSync(partial, { force: true });
        throw error;
      }
      renameSync(partial, file);
      return { location: file, bytes: counter.bytes };
    },
    async list() {
      if (!existsSync(dir)) return [];
      return readdirSync(dir).filter(isBackupName).sort().reverse();
    },
    async remove(name) {
      rmSync(join(dir, name), { force: true });
    },
    async read(name) {
      const file = join(dir, name);
      return existsSync(file) ? createReadStream(file) : null;
    },
  };
}

/** Archives as objects `<prefix><name>` through Bun's built-in S3 client, as documents are (decision 0124). */
export function s3Destination(location: ObjectStoreLocation): BackupDestination {
  const client = s3ClientOf(location);
  const keyOf = (name: string) => `${location.prefix}${name}`;
  return {
    kind: "s3",
    describe: location.describe,
    where: (name) => `s3://${location.bucket}/${keyOf(name)}`,
    async put(name, archive) {
      const counter = byteCounter();
      // A Response over a web stream is uploaded in parts as it is read, pulled no faster than it is sent.
      const body = Readable.toWeb(archive.pipe(counter)) as unknown as ReadableStream<Uint8Array>;
      archive.once("error", (error) => counter.destroy(error));
      await client.write(keyOf(name), new Response(body), { type: "application/gzip" });
      return { location: `s3://${location.bucket}/${keyOf(name)}`, bytes: counter.bytes };
    },
    async list() {
      const names: string[] = [];
      let startAfter: string | undefined;
      for (;;) {
        const page = await client.list({ prefix: location.prefix, startAfter, maxKeys: 1000 });
        const contents = page.contents ?? [];
        for (const object of contents) {
          const name = object.key.slice(location.prefix.length);
          if (!name.includes("/") && isBackupName(name)) names.push(name);
        }
        if (!page.isTruncated || contents.length === 0) return names.sort().reverse();
        startAfter = contents[contents.length - 1]!.key;
      }
    },
    async remove(name) {
      await client.delete(keyOf(name));
    },
    async read(name) {
      const object = client.file(keyOf(name));
      if (!(await object.exists())) return null;
      return Readable.fromWeb(object.stream() as unknown as import("node:stream/web").ReadableStream<Uint8Array>);
    },
  };
}

/** Keeps the newest `keep` backups of the destination; answers the names it removed. */
export async function pruneBackups(destination: BackupDestination, keep: number): Promise<string[]> {
  const removed = (await destination.list()).slice(keep);
  for (const name of removed) await destination.remove(name);
  return removed;
}

/** The destination of the scheduled backups and of `aan backup` without --to: AAN_BACKUP_URL, else AAN_BACKUP_DIR. */
export function configuredBackupDestination(config: {
  backupUrl: ObjectStoreLocation | null;
  backupDir: string | null;
}): BackupDestination | null {
  if (config.backupUrl) return s3Destination(config.backupUrl);
  return config.backupDir ? folderDestination(config.backupDir) : null;
}
