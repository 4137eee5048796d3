// The browser's checks of chosen files before they are sent: the server's size limit, storage
// quota and messages (src/shared/upload-limits.ts), and the type by the file's name. The server
// still judges every file by its content (a GIF named photo.png passes here and is refused there,
// with the server's message) and the quota again when the files arrive.
import type { Schema } from "#web/lib/api-types";
import { MAX_UPLOAD_BYTES, STORAGE_QUOTA_EXCEEDED, UPLOAD_TOO_LARGE, UPLOAD_TYPE_REFUSED } from "#shared/upload-limits";

/** The names the accepted kinds go by: PDF, JPEG, PNG, and Xactimate's ESX (a ZIP named .esx). */
export const ACCEPTED_EXTENSIONS = [".pdf", ".jpg", ".jpeg", ".png", ".esx"] as const;

/** The file picker's filter: the extensions, plus the MIME types some pickers go by. */
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_EXTENSIONS, "application/pdf", "image/jpeg", "image/png"].join(",");

export type ChosenFile = { name: string; size: number };

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot).toLowerCase();
};

/** Why this file cannot be sent, in the server's words, or undefined when it may go. */
export function fileProblem(file: ChosenFile): string | undefined {
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return `${UPLOAD_TYPE_REFUSED}: ${file.name}`;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE;
  return undefined;
}

/**
 * Each file's problem, in order: its own (fileProblem), or that it would take the member past
 * their storage quota after the files before it that may go. Without the storage figures (not
 * loaded yet) only the files' own problems are known; the server judges the rest.
 */
export function batchProblems(
  files: ChosenFile[],
  storage?: Pick<Schema<"MemberStorageAnswer">, "usedBytes" | "quotaBytes">,
): Array<string | undefined> {
  let used = storage?.usedBytes ?? 0;
  return files.map((file) => {
    const own = fileProblem(file);
    if (own || !storage) return own;
    if (used + file.size > storage.quotaBytes) return STORAGE_QUOTA_EXCEEDED(used, storage.quotaBytes);
    used += file.size;
    return undefined;
  });
}
