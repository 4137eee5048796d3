// The member session cookie, the device cookie, and the `requireMember` macro that resolves the
// signed-in member. Cookies: HttpOnly, SameSite=Lax (a member following a mailed link arrives
// signed in), Path=/, Secure with the __Host- prefix when the base URL is https. The session
// cookie is separate from the admin cookie: a member session never counts as an admin one, nor the
// reverse (sessions carry their kind). The device cookie outlives sessions and sign-outs: it is
// what makes the browser a known device (decision 0060).
import { Elysia, type Cookie } from "elysia";
import { anonymousActor } from "#core/actor";
import { recordRefusal } from "#core/audit/audit-log";
import type { AppContext } from "#core/context";
import { authenticateMember } from "#core/members/members";
import type { MemberRequest, PresentedDevice } from "#core/members/signed-in-member";
import { DEVICE_CREDENTIAL_LIFETIME_MS } from "#core/members/device-credentials";
import { userAgentOf } from "../request-meta";
import { SESSION_ABSOLUTE_MS } from "#core/sessions/sessions";
import { DEVICE_FINGERPRINT_HEADER, DEVICE_LABEL_HEADER } from "#shared/constants";
import { DomainError } from "#shared/errors";
import { cookieValue } from "../cookie-value";
import { lazyRequestMeta } from "../request-meta";
import { onlineVisitorsOf } from "../online-now";
import { visitorCookieName } from "../visitor-cookie";
import { isServedOverHttps, laxCookieHeader, signedInHintCookieName, siteCookieName } from "../site-cookies";
import { requestPath } from "../request-path";

type Cookies = Record<string, Cookie<unknown>>;

export function memberCookieName(ctx: AppContext): string {
  return siteCookieName(ctx, "aan_member");
}

export function readMemberToken(ctx: AppContext, request: Request): string | undefined {
  return cookieValue(request, memberCookieName(ctx));
}

/** The session cookie and its readable hint (site-cookies.ts) are always written together, with one lifetime. */
function writeMemberCookie(ctx: AppContext, cookie: Cookies, value: string, maxAge: number): void {
  const secure = isServedOverHttps(ctx);
  cookie[memberCookieName(ctx)]!.set({ value, httpOnly: true, sameSite: "lax", secure, path: "/", maxAge });
  cookie[signedInHintCookieName(ctx)]!.set({ value: value ? "1" : "", httpOnly: false, sameSite: "lax", secure, path: "/", maxAge });
}

export const MEMBER_COOKIE_MAX_AGE = Math.floor(SESSION_ABSOLUTE_MS / 1000);

export const setMemberCookie = (ctx: AppContext, cookie: Cookies, token: string) =>
  writeMemberCookie(ctx, cookie, token, MEMBER_COOKIE_MAX_AGE);
export const clearMemberCookie = (ctx: AppContext, cookie: Cookies) => writeMemberCookie(ctx, cookie, "", 0);

export function deviceCookieName(ctx: AppContext): string {
  return siteCookieName(ctx, "aan_device");
}

const DEVICE_COOKIE_MAX_AGE = Math.floor(DEVICE_CREDENTIAL_LIFETIME_MS / 1000);

/** Sets this browser's device cookie, good for a full lifetime from now (the value never changes once given). */
export function setDeviceCookie(ctx: AppContext, cookie: Cookies, credential: string): void {
  cookie[deviceCookieName(ctx)]!.set({
    value: credential,
    httpOnly: true,
    sameSite: "lax",
    secure: isServedOverHttps(ctx),
    path: "/",
    maxAge: DEVICE_COOKIE_MAX_AGE,
  });
}

/**
 * The same cookie as a Set-Cookie header, for the sign-in checks, which do not ask Elysia for its
 * cookie jar (that parses every cookie of every request).
 */
export function deviceCookieHeader(ctx: AppContext, credential: string): string {
  return laxCookieHeader(ctx, deviceCookieName(ctx), credential, DEVICE_COOKIE_MAX_AGE);
}

/** What the browser presents of its device: the headers every member call carries (spec §7) and its device cookie. */
export function presentedDevice(ctx: AppContext, request: Request): PresentedDevice {
  return {
    fingerprint: request.headers.get(DEVICE_FINGERPRINT_HEADER) ?? undefined,
    label: request.headers.get(DEVICE_LABEL_HEADER) ?? undefined,
    credential: cookieValue(request, deviceCookieName(ctx)),
    userAgent: userAgentOf(request) ?? undefined,
  };
}

/**
 * The member this request's cookies sign in (and its device headers, unless `headersRequired` is
 * false), or authenticateMember's 401. A device from before device cookies is given one here. The
 * member counts online as one user, whatever their address or devices, and the visitor cookie
 * their browser was counted by stops counting.
 */
export function signedInMember(
  ctx: AppContext,
  request: Request,
  set: { headers: Record<string, unknown> },
  sessionToken: string | undefined,
  headersRequired = true,
): MemberRequest {
  const signedIn = authenticateMember(ctx, sessionToken, presentedDevice(ctx, request), headersRequired);
  if (signedIn.issuedCredential) set.headers["set-cookie"] = deviceCookieHeader(ctx, signedIn.issuedCredential);
  onlineVisitorsOf(ctx).seenMember(`member:${signedIn.userId}`, cookieValue(request, visitorCookieName(ctx)));
  return signedIn;
}

/**
 * `requireMember`: an API call, with the device headers. `requireMemberCookies`: a browser
 * navigation (a document download), signed in by its cookies alone.
 */
export const memberAuth = (ctx: AppContext) => {
  const resolveMember = (headersRequired: boolean) =>
    function resolve({
      request,
      server,
      set,
    }: {
      request: Request;
      server: Parameters<typeof lazyRequestMeta>[1];
      set: { headers: Record<string, unknown> };
    }) {
      const meta = lazyRequestMeta(request, server, ctx.config);
      const sessionToken = readMemberToken(ctx, request);
      try {
        const signedIn = signedInMember(ctx, request, set, sessionToken, headersRequired);
        return { signedIn, meta, sessionToken };
      } catch (error) {
        if (error instanceof DomainError)
          recordRefusal(ctx, anonymousActor(meta), "access", error, `${request.method} ${requestPath(request.url)}`);
        throw error;
      }
    };
  return new Elysia({ name: "member-auth" }).macro({
    requireMember: { resolve: resolveMember(true) },
    requireMemberCookies: { resolve: resolveMember(false) },
  });
};
