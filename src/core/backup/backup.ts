// Backups and restore (decision 0034): one archive holds a consistent copy of the database and every
// uploaded file, so a restore is whole. The copy is SQLite's VACUUM INTO, taken while the server
// runs and writes (it reads one snapshot); uploaded files are hard-linked into the staging folder
// (instant, same disk) and only complete files are taken: a file still arriving is a ".part"
// that no row points to yet. The copy passes PRAGMA integrity_check before the backup is done.
// The archive is streamed to its destination, a folder or S3-compatible storage
// (backup-destination.ts), and streamed back from it by a restore.
import { Database } from "bun:sqlite";
import { existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { DomainError } from "#shared/errors";
import { claimDataFolder } from "../platform/serve-lock";
import { closeDatabase, databasePath, openDatabase, type Db } from "../db/db";
import { BACKUP_PREFIX, BACKUP_SUFFIX, folderDestination, type BackupDestination } from "./backup-destination";

export { BACKUP_PREFIX, BACKUP_SUFFIX };
/** A backup's place: its destination and its name there. */
export type BackupTarget = { destination: BackupDestination; name: string };
const DB_ENTRY = "aan.db";
const UPLOADS_ENTRY = "uploads";
const MANIFEST_ENTRY = "manifest.json";
/** The tables a report counts: enough to see at a glance that a restore brought everything. */
const REPORTED_TABLES = [
  "users",
  "invitation_codes",
  "credibility_entries",
  "user_subscriptions",
  "claims",
  "user_documents",
  "claim_messages",
  "appraisers",
  "admin_audit_log",
] as const;

export type BackupReport = { file: string; bytes: number; tables: Record<string, number>; uploads: number; createdAt: string };
export type RestoreReport = { file: string; tables: Record<string, number>; uploads: number; keptAside: string[] };

/** "aan-backup-20261123T140102Z.tar.gz": names sort by time. */
export const backupFileName = (at: Date) =>
  `${BACKUP_PREFIX}${at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")}${BACKUP_SUFFIX}`;

export function countTables(file: string): Record<string, number> {
  const db = new Database(file, { readonly: true });
  try {
    const existing = new Set(
      (db.query("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map((r) => r.name),
    );
    return Object.fromEntries(
      REPORTED_TABLES.filter((t) => existing.has(t)).map((t) => [t, (db.query(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n]),
    );
  } finally {
    db.close();
  }
}

export function assertIntact(file: string): void {
  const db = new Database(file, { readonly: true });
  try {
    const rows = db.query("PRAGMA integrity_check").all() as Array<{ integrity_check: string }>;
    if (rows.length !== 1 || rows[0]!.integrity_check !== "ok")
      throw new DomainError(
        "conflict",
        `The database copy failed its integrity check: ${rows
          .map((r) => r.integrity_check)
          .join("; ")
          .slice(0, 300)}`,
      );
  } finally {
    db.close();
  }
}

/** Hard-links every complete uploaded file into `to`; answers how many. */
function linkUploads(from: string, to: string): number {
  if (!existsSync(from)) return 0;
  let count = 0;
  for (const entry of readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name.endsWith(".part")) continue;
    const source = join(entry.parentPath, entry.name);
    const target = join(to, relative(from, source));
    mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
    linkSync(source, target);
    count += 1;
  }
  return count;
}

/** A path names a folder destination and the archive's name in it. */
export const fileTarget = (file: string): BackupTarget => ({
  destination: folderDestination(dirname(resolve(file))),
  name: basename(file),
});

/** Takes a backup of the data folder's database (open as `db`) and uploads into `target` (a file path or a destination). */
export async function createBackup(db: Db, dataDir: string, target: string | BackupTarget, now: Date): Promise<BackupReport> {
  const { destination, name } = typeof target === "string" ? fileTarget(target) : target;
  const staging = mkdtempSync(join(dataDir, ".backup-"));
  try {
    const copy = join(staging, DB_ENTRY);
    db.$client.exec(`VACUUM INTO '${copy.replaceAll("'", "''")}'`);
    assertIntact(copy);
    const tables = countTables(copy);
    const uploads = linkUploads(join(dataDir, UPLOADS_ENTRY), join(staging, UPLOADS_ENTRY));
    const createdAt = now.toISOString();
    writeFileSync(join(staging, MANIFEST_ENTRY), JSON.stringify({ format: 1, createdAt, tables, uploads }, null, 2));
    const entries = [MANIFEST_ENTRY, DB_ENTRY, ...(uploads ? [UPLOADS_ENTRY] : [])];
    const tar = await import("tar");
    const archive = Readable.from(tar.create({ gzip: true, cwd: staging, portable: true }, entries));
    const { location, bytes } = await destination.put(name, archive);
    return { file: location, bytes, tables, uploads, createdAt };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Restores an archive into `dataDir`: refused while a server holds the folder; the archive is
 * unpacked and checked first; the current database and uploads are kept aside (renamed with the
 * time), never deleted; then migrations bring the restored database up to this version.
 */
export async function restoreBackup(dataDir: string, archive: string | BackupTarget, now: Date): Promise<RestoreReport> {
  const { destination, name } = typeof archive === "string" ? fileTarget(archive) : archive;
  const file = destination.where(name);
  const source = await destination.read(name);
  if (!source) throw new DomainError("not_found", `No backup at ${file}`);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let lock: ReturnType<typeof claimDataFolder>;
  try {
    lock = claimDataFolder(dataDir);
  } catch (error) {
    source.destroy();
    throw error;
  }
  const staging = mkdtempSync(join(dataDir, ".restore-"));
  try {
    try {
      // Only the entries a backup has; tar refuses absolute paths and ".." on its own.
      const tar = await import("tar");
      // Streamed from the destination into the staging folder: the archive is never whole in memory.
      await pipeline(
        source,
        tar.extract({
          cwd: staging,
          strict: true,
          filter: (path) => path === MANIFEST_ENTRY || path === DB_ENTRY || path === UPLOADS_ENTRY || path.startsWith(`${UPLOADS_ENTRY}/`),
        }),
      );
    } catch (error) {
      throw new DomainError("invalid", `${basename(file)} is not an AAN backup: ${error instanceof Error ? error.message : String(error)}`);
    }
    const restoredDb = join(staging, DB_ENTRY);
    if (!existsSync(restoredDb)) throw new DomainError("invalid", `${basename(file)} is not an AAN backup: it holds no database`);
    assertIntact(restoredDb);

    const stamp = now
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d+Z$/, "Z");
    const keptAside: string[] = [];
    const current = databasePath(dataDir);
    for (const suffix of ["", "-wal", "-shm"]) {
      if (!existsSync(current + suffix)) continue;
      const aside = `${current}.before-restore-${stamp}${suffix}`;
      renameSync(current + suffix, aside);
      keptAside.push(aside);
    }
    const uploads = join(dataDir, UPLOADS_ENTRY);
    if (existsSync(uploads)) {
      const aside = `${uploads}.before-restore-${stamp}`;
      renameSync(uploads, aside);
      keptAside.push(aside);
    }
    renameSync(restoredDb, current);
    if (existsSync(join(staging, UPLOADS_ENTRY))) renameSync(join(staging, UPLOADS_ENTRY), uploads);

    // Migrations of this version, applied to the restored database.
    closeDatabase(openDatabase(dataDir));
    const restoredUploads = existsSync(uploads)
      ? readdirSync(uploads, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
      : 0;
    return { file, tables: countTables(current), uploads: restoredUploads, keptAside };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}
