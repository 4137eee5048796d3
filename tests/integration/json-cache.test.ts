// The cached listings: one serialization per data version, compressed on demand, ETag/304.
import { describe, expect, test } from "bun:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { JsonText } from "#core/db/json-text";
import { createJsonCache, createJsonPageCache } from "#server/json-cache";

function cacheOver(data: { version: number; value: unknown }) {
  let computed = 0;
  const cache = createJsonCache(
    () => String(data.version),
    () => {
      computed++;
      return data.value;
    },
  );
  return { cache, computed: () => computed };
}

const get = (headers: Record<string, string> = {}) => new Request("http://localhost/x", { headers });

describe("createJsonCache", () => {
  test("computes once per version and again after the version moves", async () => {
    const data = { version: 1, value: { n: 1 } };
    const { cache, computed } = cacheOver(data);
    expect(await (await cache.respond(get())).json()).toEqual({ n: 1 });
    await (await cache.respond(get())).json();
    expect(computed()).toBe(1);
    data.version = 2;
    data.value = { n: 2 };
    expect(await (await cache.respond(get())).json()).toEqual({ n: 2 });
    expect(computed()).toBe(2);
  });

  test("an answer already written as JSON (JsonText) is sent as it is, plain and compressed", async () => {
    const text = '{"success":true,"items":[{"note":"kept as written"}],"total":1}' + " ".repeat(2000);
    const { cache } = cacheOver({ version: 1, value: new JsonText(text) });
    expect(await (await cache.respond(get())).text()).toBe(text);
    const br = await cache.respond(get({ "accept-encoding": "br" }));
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(new Uint8Array(await br.arrayBuffer())).toString()).toBe(text);
  });

  test("answers 304 to the current ETag and 200 to an old one", async () => {
    const data = { version: 1, value: { n: 1 } };
    const { cache } = cacheOver(data);
    const first = await cache.respond(get());
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/".+-1"$/);
    expect((await cache.respond(get({ "if-none-match": etag }))).status).toBe(304);
    data.version = 2;
    const changed = await cache.respond(get({ "if-none-match": etag }));
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  test("compresses large answers for clients that accept it, never small ones", async () => {
    const big = { items: Array.from({ length: 2000 }, (_, i) => ({ i, text: "invitation code" })) };
    const { cache } = cacheOver({ version: 1, value: big });
    const gz = await cache.respond(get({ "accept-encoding": "gzip" }));
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(new Uint8Array(await gz.arrayBuffer())).toString())).toEqual(big);
    const br = await cache.respond(get({ "accept-encoding": "br, gzip" }));
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(JSON.parse(brotliDecompressSync(new Uint8Array(await br.arrayBuffer())).toString())).toEqual(big);

    const whole = { items: Array.from({ length: 40_000 }, (_, i) => ({ i, code: `CODE-${i}`, text: "invitation code" })) };
    const { cache: wholeCache } = cacheOver({ version: 1, value: whole });
    const wholeBr = await wholeCache.respond(get({ "accept-encoding": "br" }));
    expect(wholeBr.headers.get("content-encoding")).toBe("br");
    expect(JSON.parse(brotliDecompressSync(new Uint8Array(await wholeBr.arrayBuffer())).toString())).toEqual(whole);

    const { cache: small } = cacheOver({ version: 1, value: { n: 1 } });
    expect((await small.respond(get({ "accept-encoding": "gzip, br" }))).headers.get("content-encoding")).toBeNull();
  });
});

describe("createJsonPageCache", () => {
  test("one answer per key and version; a new version drops them all; the least recently read goes first", async () => {
    const data = { version: 1 };
    const computed: string[] = [];
    const cache = createJsonPageCache(() => String(data.version), 2);
    const read = async (key: string) => (await cache.respond(get(), key, () => (computed.push(key), { key, v: data.version }))).json();
    expect(await read("?page=1")).toEqual({ key: "?page=1", v: 1 });
    await read("?page=2");
    await read("?page=1");
    expect(computed).toEqual(["?page=1", "?page=2"]);
    // A third key pushes out ?page=2, read less recently than ?page=1.
    await read("?page=3");
    await read("?page=1");
    await read("?page=2");
    expect(computed).toEqual(["?page=1", "?page=2", "?page=3", "?page=2"]);
    expect(cache.size()).toBe(2);
    data.version = 2;
    expect(await read("?page=1")).toEqual({ key: "?page=1", v: 2 });
    expect(cache.size()).toBe(1);
  });

  test("a compute that throws is not kept, and the next read computes again", async () => {
    const cache = createJsonPageCache(() => "1");
    let calls = 0;
    const refuse = () => {
      calls++;
      throw new Error("bad query");
    };
    expect(() => cache.respond(get(), "?page=0", refuse)).toThrow("bad query");
    expect(() => cache.respond(get(), "?page=0", refuse)).toThrow("bad query");
    expect([calls, cache.size()]).toEqual([2, 0]);
  });

  test("the ETag follows the version: 304 while it stands, 200 after", async () => {
    const data = { version: 1 };
    const cache = createJsonPageCache(() => String(data.version));
    const etag = (await cache.respond(get(), "?q=a", () => ({ n: 1 }))).headers.get("etag")!;
    expect((await cache.respond(get({ "if-none-match": etag }), "?q=a", () => ({ n: 1 }))).status).toBe(304);
    data.version = 2;
    expect((await cache.respond(get({ "if-none-match": etag }), "?q=a", () => ({ n: 2 }))).status).toBe(200);
  });
});
