// A query function for a URL with a search part (?q=…, ?status=…), which the default one (GET
// key.join("/")) cannot build: the same GET under the query time limit ('Query timeout'), and
// the query key only names the cache entry.
import { getQueryFn, type QueryFn } from "./api-client";

export function urlQueryFn<T>(url: string): QueryFn<T> {
  const get = getQueryFn<T>({ on401: "throw" });
  return (context) => get({ ...context, queryKey: [url] });
}
