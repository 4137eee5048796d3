// /api/admin: setup, sign-in and sign-out, the current admin, credentials, admins, audit log.
import { Elysia } from "elysia";
import { anonymousActor } from "#core/actor";
import {
  createAdmin,
  isSetupDone,
  listAdmins,
  setupFirstAdmin,
  signInAdmin,
  signOutAdmin,
  updateAdminCredentials,
} from "#core/admins/admins";
import { listAuditLog } from "#core/audit/audit-log";
import { confirmMfaEnrolment, mfaStatus, startMfaEnrolment } from "#core/admins/mfa";
import type { AppContext } from "#core/context";
import { adminAuth, clearAdminCookie, readAdminToken, setAdminCookie } from "../plugins/admin-session";
import { requestMeta } from "../request-meta";
import { writer } from "../when-unlocked";
import { adminMemberRoutes } from "./admin-members";
import { adminSubscriptionRoutes } from "./admin-subscriptions";
import { adminClaimRoutes } from "./claims";
import { adminContentRoutes } from "./admin-content";
import { credibilityEntryRoutes } from "./credibility-entries";
import { invitationCodeRoutes } from "./invitation-codes";

export const adminRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  return new Elysia({ prefix: "/admin" })
    .use(adminAuth(ctx))
    .get("/setup-status", () => ({ success: true as const, setupDone: isSetupDone(ctx) }))
    .post("/setup", async ({ body, request, server }) => {
      const actor = anonymousActor(requestMeta(request, server, ctx.config));
      const { codes: _codes, ...answer } = await write(() => setupFirstAdmin(ctx, actor, body));
      return answer;
    })
    .post("/login", async ({ body, request, server, cookie }) => {
      const meta = requestMeta(request, server, ctx.config);
      const signIn = await write(() => signInAdmin(ctx, meta, body, readAdminToken(ctx, request)));
      setAdminCookie(ctx, cookie, signIn.token);
      return {
        success: true as const,
        admin: { fullName: signIn.admin.fullName, username: signIn.admin.username, role: signIn.admin.role },
      };
    })
    .post(
      "/logout",
      ({ actor, sessionToken, cookie }) => {
        clearAdminCookie(ctx, cookie);
        return write(() => signOutAdmin(ctx, actor, sessionToken));
      },
      { requireAdmin: true },
    )
    .get(
      "/me",
      ({ admin }) => ({
        success: true as const,
        admin: { id: admin.id, username: admin.username, fullName: admin.fullName, role: admin.role },
      }),
      { requireAdmin: true },
    )
    .post("/update-credentials", ({ actor, body, sessionToken }) => write(() => updateAdminCredentials(ctx, actor, body, sessionToken)), {
      requireAdmin: true,
    })
    .get("/admins", ({ actor }) => listAdmins(ctx, actor), { requireAdmin: true })
    .post("/admins", ({ actor, body }) => write(() => createAdmin(ctx, actor, body)), { requireAdmin: true })
    .get("/audit-log", ({ query }) => listAuditLog(ctx, query), { requireAdmin: true })
    .get("/mfa", ({ admin }) => mfaStatus(ctx, admin.id), { requireAdmin: true })
    .post("/mfa/enroll", ({ admin, actor }) => write(() => startMfaEnrolment(ctx, actor, admin)), { requireAdmin: true })
    .post("/mfa/confirm", ({ admin, actor, body }) => write(() => confirmMfaEnrolment(ctx, actor, admin, body)), { requireAdmin: true })
    .use(invitationCodeRoutes(ctx))
    .use(adminMemberRoutes(ctx))
    .use(adminSubscriptionRoutes(ctx))
    .use(adminClaimRoutes(ctx))
    .use(adminContentRoutes(ctx))
    .use(credibilityEntryRoutes(ctx));
};
