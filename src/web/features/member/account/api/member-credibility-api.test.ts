import { afterEach, expect, test } from "bun:test";
import { memberCredibilityQueryOptions, type CredibilitySearch } from "./member-credibility-api";

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The URL the search's query function asks for. */
async function askedUrl(search: CredibilitySearch): Promise<string> {
  const urls: string[] = [];
  globalThis.fetch = (async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify({ success: true }), { status: 200, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  const options = memberCredibilityQueryOptions(search);
  const queryFn = options.queryFn as (context: unknown) => Promise<unknown>;
  await queryFn({ queryKey: options.queryKey, signal: new AbortController().signal, meta: undefined });
  return urls[0]!;
}

test.each([
  [{ q: "", page: 1 }, "/api/credibility-entries"],
  [{ q: "  roof ", page: 1 }, "/api/credibility-entries?q=roof"],
  [{ q: "", page: 3 }, "/api/credibility-entries?page=3"],
  [{ q: "a&b=c", page: 2 }, "/api/credibility-entries?q=a%26b%3Dc&page=2"],
])("%p → %s", async (search, url) => {
  expect(await askedUrl(search)).toBe(url);
});
