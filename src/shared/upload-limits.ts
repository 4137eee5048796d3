// The upload limits and their messages, one constant each: the server's checks, the API document
// and the web's checks and texts all read them from here (decision 0055). "MB" in the texts is
// the binary megabyte the checks count (1 MB = 1,048,576 bytes).

const MB = 1024 * 1024;

/** The largest file (§5 "Stated policies": 10 MB each). */
export const MAX_UPLOAD_BYTES = 10 * MB;
export const MAX_FILES_PER_UPLOAD = 10;
/**
 * What a multipart form adds around its files: a boundary line and a part's headers (name,
 * filename of up to 255 bytes, content type) are well under 1 KB a file; 64 KB leaves room for
 * long names, a client's extra fields and any line ending.
 */
export const UPLOAD_FORM_OVERHEAD_BYTES = 64 * 1024;
/** The largest upload request: a full request of full files, plus the form around them. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_FILES_PER_UPLOAD * MAX_UPLOAD_BYTES + UPLOAD_FORM_OVERHEAD_BYTES;

/**
 * Uploads of one member's folder read at once (their own and an admin's to their claims): each
 * holds its declared bytes against the quota while it streams, and a few are all a person sends.
 */
export const MAX_CONCURRENT_UPLOADS = 3;
/** What a refused fourth upload is told to wait (Retry-After): about one upload of a few MB. */
export const CONCURRENT_UPLOADS_RETRY_SECONDS = 5;

const sizeText = (bytes: number) => `${bytes / MB} MB`;
export const UPLOAD_FILE_LIMIT_TEXT = sizeText(MAX_UPLOAD_BYTES);

export const UPLOAD_TOO_LARGE = `Each file must be at most ${UPLOAD_FILE_LIMIT_TEXT}`;
export const TOO_MANY_FILES = `At most ${MAX_FILES_PER_UPLOAD} files at once`;
export const UPLOAD_REQUEST_TOO_LARGE = `An upload carries at most ${MAX_FILES_PER_UPLOAD} files of ${UPLOAD_FILE_LIMIT_TEXT} each`;
export const TOO_MANY_UPLOADS_AT_ONCE = `At most ${MAX_CONCURRENT_UPLOADS} uploads at once: wait until one has finished, then try again`;
export const UPLOAD_LONGER_THAN_DECLARED = "The upload is longer than its declared length (Content-Length); nothing was saved";
export const UPLOAD_TYPE_REFUSED = "Only ESX, JPEG, PNG and PDF files are accepted";

/** A member's default storage quota for documents, in MB (AAN_STORAGE_QUOTA_MB). */
export const DEFAULT_STORAGE_QUOTA_MB = 2048;

/** 2,147,483,648 → "2 GB", 12,582,912 → "12 MB", 1,536 → "1.5 KB": the quota's figures. */
export function formatStorage(bytes: number): string {
  const units: Array<[number, string]> = [
    [1024 * MB, "GB"],
    [MB, "MB"],
    [1024, "KB"],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) {
      const value = bytes / size;
      return `${value >= 100 || Number.isInteger(value) ? Math.round(value) : value.toFixed(1)} ${unit}`;
    }
  }
  return `${bytes} B`;
}

/** The member's storage line: "12 MB of 2 GB used". */
export const storageUsedText = (usedBytes: number, quotaBytes: number) =>
  `${formatStorage(usedBytes)} of ${formatStorage(quotaBytes)} used`;

export const STORAGE_QUOTA_EXCEEDED_START = "Not enough document storage left";
/** An upload that would take the member past their quota (413, nothing kept). */
export const STORAGE_QUOTA_EXCEEDED = (usedBytes: number, quotaBytes: number) =>
  `${STORAGE_QUOTA_EXCEEDED_START}: ${storageUsedText(usedBytes, quotaBytes)}. Contact support to make room`;

export const CLAIM_CLOSED_FOR_DOCUMENTS = (status: "completed" | "cancelled") => `This claim is ${status}: no more documents can be added`;
export const UPLOAD_NEEDS_PACKAGE = "An active package is required to upload documents; your claims and their documents stay readable";
export const UPLOAD_PACKAGE_SUSPENDED = "Your package is suspended for late payment: documents can be uploaded once it is paid";
