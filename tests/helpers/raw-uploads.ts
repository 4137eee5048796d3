// Uploads sent byte by byte over a plain TCP socket, as clients that misbehave send them: a body
// cut off halfway (the socket closed), a body that stops arriving (the socket left open), or any
// bytes at all under a multipart content type. Used by the e2e tests and bench/uploads.ts.
import { connect, type Socket } from "node:net";
import type { Uploader } from "./member-with-claim";

export const BOUNDARY = "----aanTestBoundary7MA4YWxk";

/** A well-formed upload body: each file a part of the field `files` (or `field`). */
export function multipartBody(
  files: Array<{ name: string; bytes: Uint8Array; field?: string }>,
  boundary = BOUNDARY,
): Uint8Array<ArrayBuffer> {
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "files"}"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from("\r\n"),
  ]);
  return new Uint8Array(Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]));
}

/** A PDF as the server recognises one (by its first bytes), of `size` bytes. */
export function pdfOf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode("%PDF-1.4\n"));
  return bytes;
}

function requestHead(uploader: Uploader, contentType: string, contentLength: number): string {
  const { pathname } = new URL(`/api/claims/${uploader.claimId}/documents`, uploader.url);
  const headers = {
    host: new URL(uploader.url).host,
    "content-type": contentType,
    "content-length": String(contentLength),
    ...uploader.headers,
  };
  return `POST ${pathname} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("")}\r\n`;
}

function opened(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Sends the head and the first `sentBytes` of `body` (declaring all of it), then closes the socket. */
export async function sendCutUpload(
  uploader: Uploader,
  body: Uint8Array,
  sentBytes: number,
  contentType = `multipart/form-data; boundary=${BOUNDARY}`,
): Promise<void> {
  const socket = await opened(uploader.url);
  socket.on("error", () => undefined);
  socket.write(requestHead(uploader, contentType, body.byteLength));
  await new Promise<void>((written) => socket.write(body.subarray(0, sentBytes), () => written()));
  // A moment for the server to start on the part, so the cut lands mid-file rather than before it.
  await Bun.sleep(20);
  socket.destroy();
}

/**
 * Sends the head and the first `sentBytes` of `body` (declaring all of it), then nothing: answers
 * what the server said once it gave up on the upload (or closed the socket).
 */
export async function sendStalledUpload(
  uploader: Uploader,
  body: Uint8Array,
  sentBytes: number,
): Promise<{ status: number; json: unknown }> {
  const socket = await opened(uploader.url);
  let received = "";
  const answered = new Promise<void>((resolve) => {
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if (/\r\n\r\n[\s\S]*\}$/.test(received)) resolve();
    });
    socket.once("close", () => resolve());
    socket.on("error", () => resolve());
  });
  socket.write(requestHead(uploader, `multipart/form-data; boundary=${BOUNDARY}`, body.byteLength));
  socket.write(body.subarray(0, sentBytes));
  await answered;
  socket.destroy();
  const status = Number(received.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);
  const text = received.slice(received.indexOf("\r\n\r\n") + 4);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status, json };
}
