// Where a sign-in goes next: the `?next=` of the login link when it is a path on this site,
// else the account page. Anything that could leave the site (//host, a scheme, a backslash) is ignored.
import { PAGE_PATHS } from "#shared/page-paths";

export function safeNextPath(next: string | null | undefined, fallback: string = PAGE_PATHS.account): string {
  if (!next || !next.startsWith("/") || next.startsWith("//")) return fallback;
  // Browsers read "/\host" as "//host"; control characters can hide either.
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, "http://same.invalid");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://same.invalid") return fallback;
  // Going "next" to a sign-in screen would loop back here.
  if (url.pathname === PAGE_PATHS.login || url.pathname === PAGE_PATHS.register) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login link that comes back to `path` after signing in. */
export function loginPathFor(path: string): string {
  return `${PAGE_PATHS.login}?next=${encodeURIComponent(path)}`;
}
