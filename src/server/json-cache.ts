// A JSON answer computed once per data version and kept serialized, with gzip and brotli forms
// made on first demand. For listings that are large and read far more often than they change.
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";

type Entry = { version: string; json: string; gzip?: Uint8Array<ArrayBuffer>; br?: Uint8Array<ArrayBuffer> };

/** Below this size compression costs more than it saves. */
const COMPRESS_FROM_BYTES = 8 * 1024;

export function createJsonCache(version: () => string, compute: () => unknown) {
  let entry: Entry | undefined;

  function current(): Entry {
    const now = version();
    if (!entry || entry.version !== now) entry = { version: now, json: JSON.stringify(compute()) };
    return entry;
  }

  return {
    respond(acceptEncoding: string | null): Response {
      const e = current();
      const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8", vary: "Accept-Encoding", "cache-control": "no-store" };
      const accepts = (acceptEncoding ?? "").toLowerCase();
      if (e.json.length >= COMPRESS_FROM_BYTES && /\bbr\b/.test(accepts)) {
        e.br ??= new Uint8Array(brotliCompressSync(e.json, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_LGWIN]: 24, [zlib.BROTLI_PARAM_SIZE_HINT]: e.json.length },
        }));
        return new Response(e.br, { headers: { ...headers, "content-encoding": "br" } });
      }
      if (e.json.length >= COMPRESS_FROM_BYTES && /\bgzip\b/.test(accepts)) {
        e.gzip ??= new Uint8Array(gzipSync(e.json, { level: 6 }));
        return new Response(e.gzip, { headers: { ...headers, "content-encoding": "gzip" } });
      }
      return new Response(e.json, { headers });
    },
  };
}
