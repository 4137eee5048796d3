// The admin session cookie and the `requireAdmin` macro that resolves the signed-in admin.
// Cookie: HttpOnly, SameSite=Strict, Path=/, Secure with the __Host- prefix when the configured
// base URL is https. A member session never counts here: sessions carry their kind.
import { Elysia, type Cookie } from "elysia";
import { adminActor } from "#core/actor";
import { authenticateAdmin, recordAdminAccessDenied } from "#core/admins/admins";
import { hasSecondFactor, isSecondFactorRequired, MFA_REQUIRED_FIRST } from "#core/admins/mfa";
import type { AppContext } from "#core/context";
import { SESSION_ABSOLUTE_MS } from "#core/sessions/sessions";
import { DomainError } from "#shared/errors";
import { cookieValue } from "../cookie-value";
import { lazyRequestMeta } from "../request-meta";
import { requestPath } from "../request-path";
import { isServedOverHttps, siteCookieName } from "../site-cookies";

export function adminCookieName(ctx: AppContext): string {
  return siteCookieName(ctx, "aan_admin");
}

export function readAdminToken(ctx: AppContext, request: Request): string | undefined {
  return cookieValue(request, adminCookieName(ctx));
}

export function setAdminCookie(ctx: AppContext, cookie: Record<string, Cookie<unknown>>, token: string): void {
  cookie[adminCookieName(ctx)]!.set({
    value: token,
    httpOnly: true,
    sameSite: "strict",
    secure: isServedOverHttps(ctx),
    path: "/",
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearAdminCookie(ctx: AppContext, cookie: Record<string, Cookie<unknown>>): void {
  cookie[adminCookieName(ctx)]!.set({
    value: "",
    httpOnly: true,
    sameSite: "strict",
    secure: isServedOverHttps(ctx),
    path: "/",
    maxAge: 0,
  });
}

/** What an admin may do before the second factor (codes or a passkey) is set up, when it is required. */
const MFA_SETUP_PATHS = new Set([
  "/api/admin/me",
  "/api/admin/logout",
  "/api/admin/mfa",
  "/api/admin/mfa/enroll",
  "/api/admin/mfa/confirm",
  "/api/admin/passkeys",
  "/api/admin/passkeys/options",
]);

export const adminAuth = (ctx: AppContext) =>
  new Elysia().macro({
    requireAdmin: {
      resolve({ request, server }) {
        const meta = lazyRequestMeta(request, server, ctx.config);
        const sessionToken = readAdminToken(ctx, request);
        try {
          const admin = authenticateAdmin(ctx, sessionToken);
          // With AAN_REQUIRE_ADMIN_MFA or the super admin's rule, an admin without a second factor may only set one up.
          if (!MFA_SETUP_PATHS.has(requestPath(request.url)) && isSecondFactorRequired(ctx) && !hasSecondFactor(ctx.db, admin.id)) {
            throw new DomainError("forbidden", MFA_REQUIRED_FIRST);
          }
          return { admin, actor: adminActor(admin, meta), sessionToken };
        } catch (error) {
          if (error instanceof DomainError) {
            recordAdminAccessDenied(ctx, meta, `${request.method} ${requestPath(request.url)}`, error);
          }
          throw error;
        }
      },
    },
  });
