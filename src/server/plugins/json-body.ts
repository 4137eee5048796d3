// JSON bodies are read with a cap: every API form fits in MAX_JSON_BODY_BYTES, so a larger body
// is refused (413) while it streams in, whether or not it declared its length, and is never
// buffered whole or parsed. Any other declared type
// is refused (415) unread: nothing is ever buffered without a cap. Uploads (multipart, on the
// upload routes only) are left unread for their route's streaming reader.
import { Elysia } from "elysia";
import { MAX_JSON_BODY_BYTES } from "#shared/constants";
import { DomainError } from "#shared/errors";

export const BODY_TOO_LARGE = "Request body is too large";

/** The body as text, refused (413) past `maxBytes` while it streams; undefined when empty. */
export async function readTextWithin(request: Request, maxBytes: number): Promise<string | undefined> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new DomainError("too_large", BODY_TOO_LARGE);
  if (!request.body) return undefined;
  // A declared length frames the body (the HTTP parser reads no byte past it): read it at once.
  if (declared > 0) return request.text();
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new DomainError("too_large", BODY_TOO_LARGE);
    }
    chunks.push(value);
  }
  if (received === 0) return undefined;
  return new TextDecoder().decode(Buffer.concat(chunks));
}

export async function readJsonWithin(request: Request, maxBytes: number): Promise<unknown> {
  const text = await readTextWithin(request, maxBytes);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError("invalid", "Malformed request body");
  }
}

const WEBHOOK_PREFIX = "/api/webhooks/";
/** The routes that take files: a claim's documents, and the messages of its thread (both sides). */
const UPLOAD_PATH = /^\/api\/(claims\/[^/]+\/(documents|messages)|admin\/claims\/[^/]+\/messages)\/?$/;
/** What an upload route's `body` is: the request's own stream is still unread. */
export const STREAMED_UPLOAD = Object.freeze({ streamed: true });

export const UNSUPPORTED_BODY = "Request body must be JSON";

export const cappedJsonBody = new Elysia({ name: "capped-json-body" }).onParse({ as: "global" }, ({ request, contentType }) => {
  const type = contentType.toLowerCase();
  // A webhook's signature covers the exact bytes sent: its body stays text, checked by the core.
  if (type.startsWith("application/json") && new URL(request.url).pathname.startsWith(WEBHOOK_PREFIX))
    return readTextWithin(request, MAX_JSON_BODY_BYTES);
  if (type.startsWith("application/json")) return readJsonWithin(request, MAX_JSON_BODY_BYTES);
  // Uploads stream through their route's own capped reader (multipart-uploads.ts), unread here.
  if (type.startsWith("multipart/form-data") && UPLOAD_PATH.test(new URL(request.url).pathname)) return STREAMED_UPLOAD;
  if (type) throw new DomainError("unsupported_type", UNSUPPORTED_BODY);
  // No declared type: Elysia reads no body.
});
