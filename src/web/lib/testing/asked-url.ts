// For unit tests of the api files: the URL a query function asks for, with the fetch answering
// `answer` (an empty success unless told), and the real fetch put back afterwards.
import type { QueryFunction, QueryKey } from "@tanstack/react-query";

type QueryLike = { queryKey: QueryKey; queryFn?: unknown };

export async function askedUrl(options: QueryLike, answer: unknown = { success: true }): Promise<string> {
  const realFetch = globalThis.fetch;
  const urls: string[] = [];
  globalThis.fetch = (async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  try {
    const queryFn = options.queryFn as QueryFunction<unknown, QueryKey, unknown>;
    await queryFn({ queryKey: options.queryKey, signal: new AbortController().signal, meta: undefined } as never);
  } finally {
    globalThis.fetch = realFetch;
  }
  return urls[0] ?? "";
}
