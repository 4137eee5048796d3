// The upload route's description: its limits in bytes and its refusals in the server's own words,
// made from the constants the checks use, so the document cannot promise other limits.
import { NO_FILES } from "#core/claims/documents";
import { MAX_REQUEST_BODY_BYTES } from "#shared/constants";
import {
  CLAIM_CLOSED_FOR_DOCUMENTS,
  MAX_FILES_PER_UPLOAD,
  MAX_UPLOAD_BYTES,
  STORAGE_QUOTA_EXCEEDED_START,
  TOO_MANY_FILES,
  TOO_MANY_UPLOADS_AT_ONCE,
  UPLOAD_LONGER_THAN_DECLARED,
  UPLOAD_NEEDS_PACKAGE,
  UPLOAD_PACKAGE_SUSPENDED,
  UPLOAD_REQUEST_TOO_LARGE,
  UPLOAD_TOO_LARGE,
  UPLOAD_FILE_LIMIT_TEXT,
  UPLOAD_TYPE_REFUSED,
} from "#shared/upload-limits";
import { groupDigits } from "#shared/number-text";

const REFUSALS = [
  `413 "${UPLOAD_TOO_LARGE}" (a file past ${groupDigits(MAX_UPLOAD_BYTES)} bytes)`,
  `413 "${UPLOAD_REQUEST_TOO_LARGE}" (a request past ${groupDigits(MAX_REQUEST_BODY_BYTES)} bytes)`,
  `413 "${STORAGE_QUOTA_EXCEEDED_START}: …" (the member's documents, with the uploads to them still streaming, would pass their storage quota: GET /api/user/storage; judged on the declared Content-Length before a byte is read)`,
  `429 "${TOO_MANY_UPLOADS_AT_ONCE}" (with Retry-After)`,
  `400 "${UPLOAD_LONGER_THAN_DECLARED}"`,
  `400 "${NO_FILES}" or "${TOO_MANY_FILES}"`,
  `415 "${UPLOAD_TYPE_REFUSED}: <name>"`,
  `409 "${CLAIM_CLOSED_FOR_DOCUMENTS("completed")}" (or cancelled)`,
  `403 "${UPLOAD_NEEDS_PACKAGE}" or "${UPLOAD_PACKAGE_SUSPENDED}"`,
];

export const UPLOAD_ROUTE_DESCRIPTION = [
  `multipart/form-data, files in the field \`files\`: at most ${MAX_FILES_PER_UPLOAD} files of at most ${groupDigits(MAX_UPLOAD_BYTES)} bytes (${UPLOAD_FILE_LIMIT_TEXT}) each, ESX, JPEG, PNG or PDF, checked by their content,`,
  `in a request of at most ${groupDigits(MAX_REQUEST_BODY_BYTES)} bytes (the files and the form around them). All files are kept, or none.`,
  "A document's name always ends in an extension of the type found in its content (a PDF sent as `invoice.bat` is kept as `invoice.bat.pdf`).",
  `Refusals: ${REFUSALS.join("; ")}.`,
].join(" ");
