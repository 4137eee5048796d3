// Uploads sent slowly over a plain TCP socket, as a member filling the disk with uploads in
// flight sends them: the head with the whole length declared, then the body a piece at a time,
// until it is all sent or the server answers (it may refuse before reading a byte). Also a
// socket kept open to send one request later, and the .part bytes a member's folder holds.
// Used by tests/e2e/hostile-uploads-quota.test.ts and bench/hostile-uploads-quota.ts.
import { existsSync, readdirSync, statSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import type { Uploader } from "./member-with-claim";
import { BOUNDARY } from "./raw-uploads";

export type RawAnswer = { status: number; retryAfter: string | null; json: unknown; bodyBytesSent: number };

function requestHead(uploader: Uploader, contentLength: number): string {
  const headers = {
    host: new URL(uploader.url).host,
    "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
    "content-length": String(contentLength),
    ...uploader.headers,
  };
  return `POST /api/claims/${uploader.claimId}/documents HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("")}\r\n`;
}

export function openSocket(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Reads one HTTP answer (its body JSON, sent with a Content-Length) from a socket. */
export function answerOn(socket: Socket): Promise<Omit<RawAnswer, "bodyBytesSent">> {
  let received = Buffer.alloc(0);
  return new Promise((resolve) => {
    const done = () => {
      socket.removeListener("data", onData);
      const text = received.toString("latin1");
      const headEnd = text.indexOf("\r\n\r\n");
      const head = headEnd < 0 ? text : text.slice(0, headEnd);
      const status = Number(head.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);
      const retryAfter = head.match(/\r\nretry-after: *(\S+)/i)?.[1] ?? null;
      let json: unknown;
      try {
        json = JSON.parse(text.slice(headEnd + 4));
      } catch {
        json = undefined;
      }
      resolve({ status, retryAfter, json });
    };
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const text = received.toString("latin1");
      const headEnd = text.indexOf("\r\n\r\n");
      const length = Number(text.slice(0, headEnd).match(/\r\ncontent-length: *(\d+)/i)?.[1] ?? NaN);
      if (headEnd >= 0 && received.byteLength >= headEnd + 4 + length) done();
    };
    socket.on("data", onData);
    socket.once("close", done);
    socket.on("error", () => undefined);
  });
}

/**
 * Sends `body` as an upload of its whole length, `pieceBytes` every `pauseMs`, stopping as soon
 * as the server answers. Answers what the server said and how much of the body had gone out.
 */
export async function sendSlowUpload(
  uploader: Uploader,
  body: Uint8Array,
  { pieceBytes = 128 * 1024, pauseMs = 25 }: { pieceBytes?: number; pauseMs?: number } = {},
): Promise<RawAnswer> {
  const socket = await openSocket(uploader.url);
  socket.on("error", () => undefined);
  const answer = answerOn(socket);
  let answered = false;
  void answer.then(() => (answered = true));
  socket.write(requestHead(uploader, body.byteLength));
  let sent = 0;
  while (sent < body.byteLength && !answered && !socket.destroyed) {
    const piece = body.subarray(sent, sent + pieceBytes);
    await new Promise<void>((written) => socket.write(piece, () => written()));
    sent += piece.byteLength;
    await Bun.sleep(pauseMs);
  }
  const { status, retryAfter, json } = await answer;
  socket.destroy();
  return { status, retryAfter, json, bodyBytesSent: sent };
}

/** The bytes of the ".part" files in a member's uploads folder at this moment. */
export function partBytes(dataDir: string, userId: string): number {
  const folder = join(dataDir, "uploads", userId);
  if (!existsSync(folder)) return 0;
  let total = 0;
  for (const name of readdirSync(folder)) {
    if (!name.endsWith(".part")) continue;
    try {
      total += statSync(join(folder, name)).size;
    } catch {
      // Removed between the listing and the look: it holds nothing any more.
    }
  }
  return total;
}

/** Samples `measure` every `everyMs` until `stop` is called; answers the highest value seen. */
export function peakOf(measure: () => number, everyMs = 10): { stop(): number } {
  let peak = measure();
  const timer = setInterval(() => (peak = Math.max(peak, measure())), everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, measure());
    },
  };
}
