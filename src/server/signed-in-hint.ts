// A page of the app brings the signed-in hint in line with the session cookie the browser holds:
// a session from before the hint existed gets one (else its member would look signed out), and a
// hint whose session cookie is gone is cleared (else the app would ask for a member it cannot be).
// Whether the session is still valid on the server is not checked here: GET /api/auth/user tells,
// and the app clears a hint it answers 401 for.
import type { AppContext } from "#core/context";
import { cookieValue } from "./cookie-value";
import { MEMBER_COOKIE_MAX_AGE } from "./plugins/member-session";
import { signedInHintCookieName, signedInHintHeader } from "./site-cookies";

/**
 * The Set-Cookie header that mends the hint, or undefined when it already matches.
 * `hasSession`: the request carries a member session cookie (the page's caller has read it).
 */
export function signedInHintFor(ctx: AppContext, request: Request, hasSession: boolean): string | undefined {
  const hasHint = cookieValue(request, signedInHintCookieName(ctx)) === "1";
  if (hasSession === hasHint) return undefined;
  return signedInHintHeader(ctx, hasSession ? MEMBER_COOKIE_MAX_AGE : 0);
}
