// A full disk (or a quota reached) refuses a write with 507 and a clear message, never a 500: the
// write changed nothing (its transaction rolled back, its partial files were removed) and the
// same request succeeds once space returns.
import { DomainError } from "#shared/errors";

export const DISK_FULL_MESSAGE = "The server's storage is full, so nothing was saved. Please try again later.";

/**
 * ENOSPC/EDQUOT from the file system, SQLITE_FULL from the database, also as the cause of another
 * error: drizzle wraps what SQLite throws ("Failed to run the query …", the SQLite error as cause).
 */
export function isDiskFull(error: unknown): boolean {
  for (let depth = 0; error && depth < 5; depth += 1, error = (error as { cause?: unknown }).cause) {
    if (error instanceof DomainError) return error.kind === "insufficient_storage";
    const code = (error as { code?: unknown }).code;
    if (code === "ENOSPC" || code === "EDQUOT" || code === "SQLITE_FULL") return true;
    if (error instanceof Error && /database or disk is full|no space left on device/i.test(error.message)) return true;
  }
  return false;
}

export const diskFullError = () => new DomainError("insufficient_storage", DISK_FULL_MESSAGE);
