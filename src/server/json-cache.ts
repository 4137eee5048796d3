// A JSON answer computed once per data version and kept as bytes, with gzip and brotli forms
// made on first demand, and an ETag so a client that has the current listing gets a 304.
// For listings that are large and read far more often than they change, and for the pages of a
// listing (createJsonPageCache): many small answers of one data version.
import type * as Zlib from "node:zlib";
import { JsonText } from "#core/db/json-text";
import { ok } from "#shared/answer";

type Bytes = Uint8Array<ArrayBuffer>;
// Compressed forms are promises: zlib works on its thread pool, so compressing a fresh listing
// never blocks other requests, and every request that arrives meanwhile waits for the same work.
// The JSON is kept as the text JSON.stringify made: most answers of a page cache are sent once
// (a page missing from the cache), and Bun writes a text body as it is. Its bytes are made only
// for compression, a cost each such answer would otherwise pay (decision 0052).
type Entry = { version: string; etag: string; text: string; bytes?: Bytes; gzip?: Promise<Bytes>; br?: Promise<Bytes> };

/**
 * node:zlib loads with the first answer worth compressing: a server that has sent none (idle, or
 * answering only small bodies) never holds it (0.6 MB of an idle server, decision 0051).
 */
let zlibLoaded: typeof Zlib | undefined;
const zlib = () => (zlibLoaded ??= require("node:zlib") as typeof Zlib);

/** A zlib call on its thread pool, as a promise of its bytes. */
const compressed = (run: (done: (error: Error | null, result: Buffer) => void) => void) =>
  new Promise<Bytes>((resolve, reject) => run((error, result) => (error ? reject(error) : resolve(new Uint8Array(result)))));

/**
 * Below this length (in characters, about its bytes) compression saves too little to matter. A compressed form is made once per
 * version and kept, so even a page of 20 codes (~7 KB, ~2 KB with brotli) is worth it: fewer
 * bytes on every read of it.
 */
const COMPRESS_FROM_CHARACTERS = 1024;
/** Versions restart with the process; the boot id keeps an old ETag from matching new data. */
const BOOT_ID = crypto.randomUUID().slice(0, 8);

/** From this size an answer is a whole listing, compressed once per change: worth brotli's harder work. */
const WHOLE_LISTING_BYTES = 1024 * 1024;

/**
 * A whole listing gets quality 5 and a 16 MiB window, which lets brotli see that the
 * unused/unassigned lists repeat the same codes. A page gets quality 4 and a window its own size:
 * a page missing from the cache pays its compression on the request that asks for it, and this
 * halves that cost for answers 7% larger (decision 0048).
 */
const brotli = (json: Bytes): Promise<Bytes> => {
  const whole = json.byteLength >= WHOLE_LISTING_BYTES;
  const window = whole ? 24 : Math.min(24, Math.max(16, Math.ceil(Math.log2(json.byteLength))));
  const { constants, brotliCompress } = zlib();
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: whole ? 5 : 4,
    [constants.BROTLI_PARAM_LGWIN]: window,
    [constants.BROTLI_PARAM_SIZE_HINT]: json.byteLength,
  };
  return compressed((done) => brotliCompress(json, { params }, done));
};

/** A value's JSON: written by JSON.stringify, or already written (JsonText, sent as it is). */
function entryOf(version: string, value: unknown): Entry {
  return { version, etag: `W/"${BOOT_ID}-${version}"`, text: value instanceof JsonText ? value.text : JSON.stringify(value) };
}

const bytesOf = (e: Entry): Bytes => (e.bytes ??= new TextEncoder().encode(e.text));

/** Elysia's `set` of a route: headers and status written there go out with the body returned. */
export type ResponseSet = { headers: Record<string, string | number>; status?: number | string };

const BASE_HEADERS = {
  "content-type": "application/json; charset=utf-8",
  vary: "Accept-Encoding",
  "cache-control": "private, no-cache",
} as const;

/** The body to send for `e` (gzip or brotli when asked and worth it) and its content-encoding. */
async function bodyFor(e: Entry, request: Request): Promise<{ body: Bytes | string; encoding?: "br" | "gzip" }> {
  if (e.text.length < COMPRESS_FROM_CHARACTERS) return { body: e.text };
  const accepts = (request.headers.get("accept-encoding") ?? "").toLowerCase();
  if (/\bbr\b/.test(accepts)) return { body: await (e.br ??= brotli(bytesOf(e))), encoding: "br" };
  if (/\bgzip\b/.test(accepts))
    return { body: await (e.gzip ??= compressed((done) => zlib().gzip(bytesOf(e), { level: 6 }, done))), encoding: "gzip" };
  return { body: e.text };
}

/** The answer for `e` as a Response: a 304 when the client's copy is current. */
async function respondWith(e: Entry, request: Request): Promise<Response> {
  const headers: Record<string, string> = { ...BASE_HEADERS, etag: e.etag };
  if (request.headers.get("if-none-match") === e.etag) return new Response(null, { status: 304, headers });
  const { body, encoding } = await bodyFor(e, request);
  if (encoding) headers["content-encoding"] = encoding;
  return new Response(body, { headers });
}

/**
 * The same answer for a route: its headers go into the route's `set` and the body alone is
 * returned, so Elysia builds the response once with every header (a returned Response
 * has the security headers merged into it one by one, a tenth of a cached page's cost).
 */
async function answerWith(e: Entry, request: Request, set: ResponseSet): Promise<Response | Bytes | string> {
  if (request.headers.get("if-none-match") === e.etag) return respondWith(e, request);
  const { body, encoding } = await bodyFor(e, request);
  Object.assign(set.headers, BASE_HEADERS);
  set.headers.etag = e.etag;
  if (encoding) set.headers["content-encoding"] = encoding;
  return body;
}

/**
 * An answer core keeps as one object until its data changes (a due list's page, src/core/deadlines):
 * its JSON, compressed forms and ETag are made once per object and live as long as it does.
 */
const keptEntries = new WeakMap<object, Entry>();
let keptCount = 0;
export function answerKept(result: object, request: Request, set: ResponseSet): Promise<Response | Bytes | string> {
  let e = keptEntries.get(result);
  if (!e) keptEntries.set(result, (e = entryOf(`kept-${++keptCount}`, ok(result))));
  return answerWith(e, request, set);
}

/** The data's version now (a listing's, src/core/listings/read-model.ts). */
type VersionOf = () => string;

export function createJsonCache(version: VersionOf, compute: () => unknown) {
  let entry: Entry | undefined;

  function current(): Entry {
    const now = version();
    if (!entry || entry.version !== now) entry = entryOf(now, compute());
    return entry;
  }

  return {
    respond: (request: Request): Promise<Response> => respondWith(current(), request),
    /** For a route: headers into `set`, the body returned. */
    answer: (request: Request, set: ResponseSet) => answerWith(current(), request, set),
  };
}

/**
 * Many answers of one listing (its pages and searches, by `key`), each computed once per data
 * version: the `maxEntries` most recently read are kept, and all are dropped when the version
 * turns. An ETag is per URL, so the version alone tells a client's copy of a page is current. A
 * compute that throws (a refused query) is not kept.
 */
export function createJsonPageCache(version: VersionOf, maxEntries = 256) {
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
    /** For a route: headers into `set`, the body returned. */
    answer: (request: Request, set: ResponseSet, key: string, compute: () => unknown) => answerWith(current(key, compute), request, set),
    /** How many answers are kept (for tests). */
    size: () => entries.size,
  };
}
