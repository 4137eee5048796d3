// What an uploaded file is, judged by its content (§5: ESX, JPEG/PNG and PDF only), and the
// name it keeps. The name is data only: files are stored under an id, never a client's path.
import { ORIGINAL_FILENAME_MAX } from "#shared/schemas/claims";
import { removeHiddenCharacters } from "#shared/hidden-characters";

export type FileKind = { fileType: "jpeg" | "png" | "pdf" | "esx"; mimeType: string };

const startsWith = (head: Uint8Array, signature: number[]) => signature.every((byte, i) => head[i] === byte);

/** The first bytes are what count: a GIF or an HTML page named "photo.png" is neither. */
export function sniffFileKind(head: Uint8Array, originalName: string): FileKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { fileType: "jpeg", mimeType: "image/jpeg" };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { fileType: "png", mimeType: "image/png" };
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { fileType: "pdf", mimeType: "application/pdf" };
  // An Xactimate ESX estimate is a ZIP container; any other ZIP is not accepted.
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) && /\.esx$/i.test(originalName))
    return { fileType: "esx", mimeType: "application/octet-stream" };
  return null;
}

/** The last `max` characters (the end carries the extension). */
const lastCharacters = (text: string, max: number) => (text.length > max ? text.slice(text.length - max) : text);

/** The file's own name without any folder part or hidden characters, at most 200 characters. */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const visible = removeHiddenCharacters(base).trim().replace(/^\.+/, "");
  return lastCharacters(visible, ORIGINAL_FILENAME_MAX) || "file";
}

/** The extensions each kind goes by; the first is the one added to a name that has none of them. */
export const KIND_EXTENSIONS: Record<FileKind["fileType"], readonly string[]> = {
  pdf: [".pdf"],
  jpeg: [".jpg", ".jpeg"],
  png: [".png"],
  esx: [".esx"],
};

/**
 * The name a document is stored and downloaded under: its clean name, ending in an extension of
 * the kind its content is. A PDF sent as "invoice.bat" is kept as "invoice.bat.pdf": whoever opens
 * it later gets a PDF reader, never whatever the sender's extension would start.
 */
export function nameForKind(cleanName: string, fileType: FileKind["fileType"] | (string & {})): string {
  if (!Object.hasOwn(KIND_EXTENSIONS, fileType)) return cleanName;
  const extensions = KIND_EXTENSIONS[fileType as FileKind["fileType"]];
  const lower = cleanName.toLowerCase();
  if (extensions.some((extension) => lower.endsWith(extension))) return cleanName;
  const extension = extensions[0]!;
  return lastCharacters(cleanName, ORIGINAL_FILENAME_MAX - extension.length) + extension;
}
