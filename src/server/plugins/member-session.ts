// The member session cookie and the `requireMember` macro that resolves the signed-in member.
// Cookie: HttpOnly, SameSite=Lax (a member following a mailed link arrives signed in), Path=/,
// Secure with the __Host- prefix when the base URL is https. Separate from the admin cookie: a
// member session never counts as an admin one, nor the reverse (sessions carry their kind).
import { Elysia, type Cookie } from "elysia";
import { anonymousActor } from "#core/actor";
import { recordRefusal } from "#core/audit/audit-log";
import type { AppContext } from "#core/context";
import { authenticateMember } from "#core/members/members";
import type { DeviceHeaders } from "#core/members/devices";
import { markOfLastSignIn, SESSION_ABSOLUTE_MS } from "#core/sessions/sessions";
import { DEVICE_FINGERPRINT_HEADER, DEVICE_LABEL_HEADER } from "#shared/constants";
import { DomainError } from "#shared/errors";
import { cookieValue } from "../cookie-value";
import { lazyRequestMeta } from "../request-meta";
import { requestPath } from "../request-path";

type Cookies = Record<string, Cookie<unknown>>;

const isSecure = (ctx: AppContext) => ctx.config.baseUrl.startsWith("https:");

export function memberCookieName(ctx: AppContext): string {
  return isSecure(ctx) ? "__Host-aan_member" : "aan_member";
}

export function readMemberToken(ctx: AppContext, request: Request): string | undefined {
  return cookieValue(request, memberCookieName(ctx));
}

function writeMemberCookie(ctx: AppContext, cookie: Cookies, value: string, maxAge: number): void {
  cookie[memberCookieName(ctx)]!.set({ value, httpOnly: true, sameSite: "lax", secure: isSecure(ctx), path: "/", maxAge });
}

export const setMemberCookie = (ctx: AppContext, cookie: Cookies, token: string) =>
  writeMemberCookie(ctx, cookie, token, Math.floor(SESSION_ABSOLUTE_MS / 1000));
export const clearMemberCookie = (ctx: AppContext, cookie: Cookies) => writeMemberCookie(ctx, cookie, "", 0);

/** The device headers every member call carries (spec §7); validated where they matter. */
export function deviceHeadersOf(request: Request): DeviceHeaders {
  return {
    fingerprint: request.headers.get(DEVICE_FINGERPRINT_HEADER) ?? undefined,
    label: request.headers.get(DEVICE_LABEL_HEADER) ?? undefined,
  };
}

export const memberAuth = (ctx: AppContext) =>
  new Elysia({ name: "member-auth" }).macro({
    requireMember: {
      resolve({ request, server }) {
        const meta = lazyRequestMeta(request, server, ctx.config);
        const sessionToken = readMemberToken(ctx, request);
        try {
          const signedIn = authenticateMember(ctx, sessionToken, deviceHeadersOf(request).fingerprint);
          // The state this request's sign-in check saw: a cached list answers as of it.
          return { signedIn, meta, sessionToken, asOf: markOfLastSignIn(ctx) };
        } catch (error) {
          if (error instanceof DomainError) recordRefusal(ctx, anonymousActor(meta), "access", error, `${request.method} ${requestPath(request.url)}`);
          throw error;
        }
      },
    },
  });
