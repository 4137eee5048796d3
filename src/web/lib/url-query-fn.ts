// A query function for a URL the typed client (api-call.ts) cannot describe: the contact inbox's
// `?open=false`, which the document leaves out (it names only `open=true`). The same GET under
// the query time limit ('Query timeout'); the query key only names the cache entry.
import { getQueryFn, type QueryFn } from "./api-client";

export function urlQueryFn<T>(url: string): QueryFn<T> {
  const get = getQueryFn<T>({ on401: "throw" });
  return (context) => get({ ...context, queryKey: [url] });
}
