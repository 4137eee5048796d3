// How the service names and writes its cookies, in one place. Over https (the base URL says so)
// each is Secure with the __Host- prefix: no Domain and Path=/, so no other host or path can set
// or read it. The sign-in checks write their cookies as Set-Cookie headers (they never ask Elysia
// for its cookie jar, which parses every cookie of every request).
import type { AppContext } from "#core/context";
import { SIGNED_IN_HINT_COOKIE } from "#shared/constants";

export const isServedOverHttps = (ctx: AppContext) => ctx.config.baseUrl.startsWith("https:");

/** `base`, or `__Host-base` over https. */
export const siteCookieName = (ctx: AppContext, base: string) => (isServedOverHttps(ctx) ? `__Host-${base}` : base);

/**
 * A Set-Cookie header for an HttpOnly, SameSite=Lax cookie of the whole site; without
 * `maxAgeSeconds` it ends with the browser's session.
 */
export function laxCookieHeader(ctx: AppContext, name: string, value: string, maxAgeSeconds?: number): string {
  return siteCookieHeader(ctx, name, value, { maxAgeSeconds, httpOnly: true });
}

function siteCookieHeader(ctx: AppContext, name: string, value: string, options: { maxAgeSeconds?: number; httpOnly: boolean }): string {
  const maxAge = options.maxAgeSeconds === undefined ? "" : `; Max-Age=${options.maxAgeSeconds}`;
  const httpOnly = options.httpOnly ? "; HttpOnly" : "";
  return `${name}=${value}${maxAge}; Path=/${httpOnly}; SameSite=Lax${isServedOverHttps(ctx) ? "; Secure" : ""}`;
}

/** The member session's readable hint (SIGNED_IN_HINT_COOKIE): its name on this site. */
export const signedInHintCookieName = (ctx: AppContext) => siteCookieName(ctx, SIGNED_IN_HINT_COOKIE);

/**
 * The hint as a Set-Cookie header: "1" for `maxAgeSeconds` (the session cookie's lifetime), or
 * cleared with 0. Not HttpOnly: the web app reads it; it holds nothing secret.
 */
export function signedInHintHeader(ctx: AppContext, maxAgeSeconds: number): string {
  return siteCookieHeader(ctx, signedInHintCookieName(ctx), maxAgeSeconds > 0 ? "1" : "", { maxAgeSeconds, httpOnly: false });
}
