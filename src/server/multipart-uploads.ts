// Reads a multipart/form-data upload as it streams in (busboy), handing each file of the field
// `files` to the core's store one at a time, so no file is ever held whole in memory. A file past
// the size limit stops the upload at that byte (413), and whatever was stored is removed.
//
// Hostile or flaky clients end an upload in every way: a malformed or truncated body, a
// connection closed halfway, a client that stops sending. Each ends the same way: the parser is
// destroyed (which destroys the file stream it is filling), every file's promise settles with its
// descriptor closed and its ".part" removed, and the member gets a 4xx (if still there). Every
// stream on the way has an 'error' listener: one without would end the process.
//
// While it streams, an upload holds its bytes against the quota of the folder's owner
// (upload-reservations.ts), so uploads in flight cannot fill the disk together.
import type Busboy from "busboy";
import type { AppContext } from "#core/context";
import { discardUploads, storeUpload, type StoredUpload, UPLOAD_INTERRUPTED } from "#core/claims/document-store";
import { quotaRefusal } from "#core/claims/documents";
import { reserveUpload, type UploadReservation } from "#core/claims/upload-reservations";
import { DomainError } from "#shared/errors";
import { MAX_REQUEST_BODY_BYTES } from "#shared/constants";
import {
  MAX_FILES_PER_UPLOAD,
  MAX_UPLOAD_BYTES,
  UPLOAD_LONGER_THAN_DECLARED,
  UPLOAD_REQUEST_TOO_LARGE,
  UPLOAD_TOO_LARGE,
} from "#shared/upload-limits";

export const UPLOAD_FIELD = "files";
export const NOT_MULTIPART = "Upload files as multipart/form-data in the field 'files'";
export const MALFORMED_UPLOAD = "Malformed upload";
export const uploadStalled = (seconds: number) => `The upload stopped: no data arrived for ${seconds} s; nothing was saved`;

const ignore = () => undefined;

/** The files of an upload (the field `files`), stored one at a time as they stream in. */
export async function readUploads(ctx: AppContext, request: Request, userId: string): Promise<StoredUpload[]> {
  return (await readUploadForm(ctx, request, userId)).uploads;
}

/** A form field's value is cut here; every field a form of ours takes is far shorter (a message is 5,000 characters). */
const FIELD_BYTES = 64 * 1024;

/**
 * An upload with its text fields (a message's `text` beside its `files`): the files streamed to
 * disk as readUploads does, the fields' values as sent (a longer one cut at FIELD_BYTES, which
 * its schema then refuses as too long).
 */
export async function readUploadForm(
  ctx: AppContext,
  request: Request,
  userId: string,
): Promise<{ uploads: StoredUpload[]; fields: Record<string, string> }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data") || !request.body)
    throw new DomainError("unsupported_type", NOT_MULTIPART);
  // The bytes the upload may take are held against the folder owner's quota before a byte is
  // read, and given back however it ends: a failure once its ".part" files are removed, a
  // success once its body is read (the commit that follows judges the quota exactly).
  const declared = request.headers.get("content-length");
  const reservation = reserveUpload(ctx, userId, declared === null ? null : Number(declared));
  try {
    return await streamUploadForm(ctx, request, userId, contentType, request.body, reservation);
  } finally {
    reservation.release();
  }
}

async function streamUploadForm(
  ctx: AppContext,
  request: Request,
  userId: string,
  contentType: string,
  body: ReadableStream<Uint8Array>,
  reservation: UploadReservation,
): Promise<{ uploads: StoredUpload[]; fields: Record<string, string> }> {
  // The whole request is already capped (MAX_REQUEST_BODY_BYTES, before a byte is read); each
  // file is capped here as it streams.

  let parser: Busboy.Busboy;
  try {
    // busboy, and node:stream under it, load with the first upload: a server that takes none
    // never holds them (1.3 MB of an idle server, decision 0051).
    const busboy = require("busboy") as typeof Busboy;
    // Browsers send file names as UTF-8; busboy would read them as latin1 ("SchÃ¤den").
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: {
        fileSize: MAX_UPLOAD_BYTES + 1,
        files: MAX_FILES_PER_UPLOAD + 1,
        fields: 10,
        fieldSize: FIELD_BYTES,
        parts: MAX_FILES_PER_UPLOAD + 11,
      },
    });
  } catch {
    throw new DomainError("invalid", NOT_MULTIPART);
  }
  const { dataDir, uploadIdleTimeoutMs } = ctx.config;
  const stored: StoredUpload[] = [];
  const reader = body.getReader();
  const pending: Array<Promise<void>> = [];
  const { promise: stopped, resolve: stop } = Promise.withResolvers<void>();
  let failure: unknown;

  const { promise: done, resolve: parsed, reject: refused } = Promise.withResolvers<void>();
  // The first failure wins; the rest (a destroyed parser reporting its own destruction) are absorbed.
  const fail = (error: unknown) => {
    if (failure !== undefined) return;
    failure = error;
    stop();
    refused(error);
    void reader.cancel().catch(ignore);
    parser.destroy(error instanceof Error ? error : undefined);
  };
  // Rejections are read by the catch below; until then this keeps them from counting as unhandled.
  done.catch(ignore);

  parser.on("file", (field, file, info) => {
    file.on("error", ignore);
    if (field !== UPLOAD_FIELD || failure !== undefined) {
      file.resume();
      return;
    }
    // One byte past the limit is enough to refuse (storeUpload counts it); busboy stops the
    // stream there and says so: that is a refusal, not a shorter file.
    file.on("limit", () => fail(new DomainError("too_large", UPLOAD_TOO_LARGE)));
    // Files are written on the thread pool and may finish out of order: each keeps its place.
    const place = pending.length;
    pending.push(
      storeUpload(dataDir, userId, info.filename ?? "", file, ctx.openUploadFile).then((upload) => {
        stored[place] = upload;
      }, fail),
    );
  });
  const fields = new Map<string, string>();
  parser.on("field", (name, value) => {
    if (!fields.has(name)) fields.set(name, value);
  });
  // Errors we destroyed it with come back here and are absorbed; its own mean a malformed body.
  parser.on("error", () => fail(new DomainError("invalid", MALFORMED_UPLOAD)));
  parser.on("close", () => parsed());

  // A client that goes away: its socket closed mid-body.
  const clientGone = () => fail(new DomainError("invalid", UPLOAD_INTERRUPTED));
  request.signal.addEventListener("abort", clientGone, { once: true });
  if (request.signal.aborted) clientGone();

  /** The next chunk, or a failure once the client has sent nothing for the idle timeout. */
  const nextChunk = () => {
    const idle = setTimeout(() => fail(new DomainError("invalid", uploadStalled(uploadIdleTimeoutMs / 1000))), uploadIdleTimeoutMs);
    return reader.read().finally(() => clearTimeout(idle));
  };
  // The body goes to the parser as it arrives, waiting whenever the parser asks for a pause.
  const feed = async () => {
    let received = 0;
    for (;;) {
      const { done: ended, value } = await nextChunk();
      if (failure !== undefined) return;
      if (ended) return void parser.end();
      // A body without a declared length is capped here too, whatever its parts say.
      received += value.byteLength;
      if (received > MAX_REQUEST_BODY_BYTES) return fail(new DomainError("too_large", UPLOAD_REQUEST_TOO_LARGE));
      // Never more than was held against the quota: a body past its declared length is cut off
      // there, and one without a declared length where its reservation ends.
      if (received > reservation.bodyLimit)
        return fail(reservation.undeclared ? quotaRefusal(ctx.db, ctx, userId) : new DomainError("invalid", UPLOAD_LONGER_THAN_DECLARED));
      if (!parser.write(value)) await Promise.race([new Promise((resume) => parser.once("drain", resume)), stopped]);
    }
  };
  try {
    await feed().catch(fail);
    await done;
    await Promise.all(pending);
    if (failure !== undefined) throw failure;
  } catch (error) {
    fail(error);
    await Promise.allSettled(pending);
    discardUploads(stored.filter(Boolean));
    throw failure;
  } finally {
    request.signal.removeEventListener("abort", clientGone);
  }
  return { uploads: stored.filter(Boolean), fields: Object.fromEntries(fields) };
}
