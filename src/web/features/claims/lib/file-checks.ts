// The browser's checks of a chosen file before it is sent: the server's size limit and messages
// (src/shared), and the type by the file's name. The server still judges every file by its
// content (a GIF named photo.png passes here and is refused there, with the server's message).
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE, UPLOAD_TYPE_REFUSED } from "#shared/schemas/claims";

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
