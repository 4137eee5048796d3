// The path of a request's URL without building a URL object: the hot path of every request
// needs only the path, and Request.url is always absolute ("http://host:port/p?q").
export function requestPath(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start === -1) return "/";
  const query = url.indexOf("?", start);
  const hash = url.indexOf("#", start);
  const end = Math.min(query === -1 ? url.length : query, hash === -1 ? url.length : hash);
  return url.slice(start, end);
}

/** The query string of a request's URL ("?a=1", or "" without one), the key of a cached page. */
export function requestSearch(url: string): string {
  const start = url.indexOf("?");
  if (start === -1) return "";
  const hash = url.indexOf("#", start);
  const search = url.slice(start, hash === -1 ? url.length : hash);
  return search === "?" ? "" : search;
}
