// A JSON answer computed once per data version and kept as bytes, with gzip and brotli forms
// made on first demand, and an ETag so a client that has the current listing gets a 304.
// For listings that are large and read far more often than they change, and for the pages of a
// listing (createJsonPageCache): many small answers of one data version.
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";

type Bytes = Uint8Array<ArrayBuffer>;
// Compressed forms are promises: zlib works on its thread pool, so compressing a fresh listing
// never blocks other requests, and every request that arrives meanwhile waits for the same work.
type Entry = { version: string; etag: string; json: Bytes; gzip?: Promise<Bytes>; br?: Promise<Bytes> };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this size compression costs more than it saves. */
const COMPRESS_FROM_BYTES = 8 * 1024;
/** Versions restart with the process; the boot id keeps an old ETag from matching new data. */
const BOOT_ID = crypto.randomUUID().slice(0, 8);

const brotli = async (json: Bytes): Promise<Bytes> =>
  new Uint8Array(
    await brotliAsync(json, {
      // A 16 MiB window lets brotli see that the unused/unassigned lists repeat the same codes.
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_LGWIN]: 24, [zlib.BROTLI_PARAM_SIZE_HINT]: json.byteLength },
    }),
  );

function entryOf(version: string, value: unknown): Entry {
  return { version, etag: `W/"${BOOT_ID}-${version}"`, json: new TextEncoder().encode(JSON.stringify(value)) };
}

async function respondWith(e: Entry, request: Request): Promise<Response> {
  const headers: Record<string, string> = {
    "content-type": "application/json; charset=utf-8",
    vary: "Accept-Encoding",
    "cache-control": "private, no-cache",
    etag: e.etag,
  };
  if (request.headers.get("if-none-match") === e.etag) return new Response(null, { status: 304, headers });
  const accepts = (request.headers.get("accept-encoding") ?? "").toLowerCase();
  if (e.json.byteLength >= COMPRESS_FROM_BYTES && /\bbr\b/.test(accepts)) {
    e.br ??= brotli(e.json);
    return new Response(await e.br, { headers: { ...headers, "content-encoding": "br" } });
  }
  if (e.json.byteLength >= COMPRESS_FROM_BYTES && /\bgzip\b/.test(accepts)) {
    e.gzip ??= gzipAsync(e.json, { level: 6 }).then((bytes) => new Uint8Array(bytes));
    return new Response(await e.gzip, { headers: { ...headers, "content-encoding": "gzip" } });
  }
  return new Response(e.json, { headers });
}

export function createJsonCache(version: () => string, compute: () => unknown) {
  let entry: Entry | undefined;

  function current(): Entry {
    const now = version();
    if (!entry || entry.version !== now) entry = entryOf(now, compute());
    return entry;
  }

  return {
    respond: (request: Request): Promise<Response> => respondWith(current(), request),
  };
}

/**
 * Many answers of one listing (its pages and searches, by `key`), each computed once per data
 * version: the `maxEntries` most recently read are kept, and all are dropped when the version
 * turns. An ETag is per URL, so the version alone tells a client's copy of a page is current. A
 * compute that throws (a refused query) is not kept.
 */
export function createJsonPageCache(version: () => string, maxEntries = 256) {
  let cachedVersion: string | undefined;
  const entries = new Map<string, Entry>();

  function current(key: string, compute: () => unknown): Entry {
    const now = version();
    if (now !== cachedVersion) {
      entries.clear();
      cachedVersion = now;
    }
    let e = entries.get(key);
    if (e) {
      // Most recently read last: the first in the map is the one to drop.
      entries.delete(key);
    } else {
      e = entryOf(now, compute());
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    }
    entries.set(key, e);
    return e;
  }

  return {
    respond: (request: Request, key: string, compute: () => unknown): Promise<Response> => respondWith(current(key, compute), request),
    /** How many answers are kept (for tests). */
    size: () => entries.size,
  };
}
