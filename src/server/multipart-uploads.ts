// Reads a multipart/form-data upload as it streams in (busboy), handing each file of the field
// `files` to the core's store one at a time, so no file is ever held whole in memory. A file past
// the size limit stops the upload at that byte (413), and whatever was stored is removed.
import type Busboy from "busboy";
import { discardUploads, storeUpload, type StoredUpload } from "#core/claims/document-store";
import { DomainError } from "#shared/errors";
import { MAX_REQUEST_BODY_BYTES } from "#shared/constants";
import { MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from "#shared/schemas/claims";

export const UPLOAD_FIELD = "files";
export const NOT_MULTIPART = "Upload files as multipart/form-data in the field 'files'";

export async function readUploads(request: Request, dataDir: string, userId: string): Promise<StoredUpload[]> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data") || !request.body) throw new DomainError("unsupported_type", NOT_MULTIPART);
  // The whole request is already capped (MAX_REQUEST_BODY_BYTES, before a byte is read); each
  // file is capped here as it streams.

  let parser: Busboy.Busboy;
  try {
    // busboy, and node:stream under it, load with the first upload: a server that takes none
    // never holds them (issue 13: 1.3 MB of an idle server, decision 0051).
    const busboy = require("busboy") as typeof Busboy;
    parser = busboy({ headers: { "content-type": contentType }, limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: MAX_FILES_PER_UPLOAD + 1, fields: 10, parts: MAX_FILES_PER_UPLOAD + 11 } });
  } catch {
    throw new DomainError("invalid", NOT_MULTIPART);
  }
  const stored: StoredUpload[] = [];
  const reader = request.body.getReader();
  let failed = false;
  const pending: Array<Promise<void>> = [];

  const done = new Promise<void>((resolve, reject) => {
    const fail = (error: unknown) => {
      failed = true;
      void reader.cancel().catch(() => undefined);
      reject(error);
    };
    parser.on("file", (field, file, info) => {
      if (field !== UPLOAD_FIELD) {
        file.resume();
        return;
      }
      // One byte past the limit is enough to refuse (storeUpload counts it); busboy stops the
      // stream there and says so: that is a refusal, not a shorter file.
      file.on("limit", () => fail(new DomainError("too_large", UPLOAD_TOO_LARGE)));
      // Files are written on the thread pool and may finish out of order: each keeps its place.
      const place = pending.length;
      pending.push(
        storeUpload(dataDir, userId, info.filename ?? "", file).then(
          (upload) => {
            stored[place] = upload;
          },
          (error) => fail(error),
        ),
      );
    });
    parser.on("error", (error) => fail(error instanceof DomainError ? error : new DomainError("invalid", "Malformed upload")));
    parser.on("close", () => resolve());
  });
  // The body goes to the parser as it arrives, waiting whenever the parser asks for a pause.
  const feed = (async () => {
    let received = 0;
    for (;;) {
      const { done: ended, value } = await reader.read();
      if (ended || failed) break;
      // A body without a declared length is capped here too, whatever its parts say.
      received += value.byteLength;
      if (received > MAX_REQUEST_BODY_BYTES) {
        parser.destroy(new DomainError("too_large", UPLOAD_TOO_LARGE));
        break;
      }
      if (!parser.write(value)) await new Promise((resume) => parser.once("drain", resume));
    }
    if (!failed) parser.end();
  })();
  try {
    await Promise.all([done, feed]);
    await Promise.all(pending);
  } catch (error) {
    await Promise.allSettled(pending);
    discardUploads(stored.filter(Boolean));
    throw error;
  }
  return stored.filter(Boolean);
}
