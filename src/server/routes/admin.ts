// /api/admin: setup, sign-in and sign-out, the current admin, credentials, admins, audit log.
import { ok } from "#shared/answer";
import { Elysia } from "elysia";
import { anonymousActor } from "#core/actor";
import {
  createAdmin,
  isSetupDone,
  listAdmins,
  renameAdmin,
  setAdminActive,
  setupFirstAdmin,
  signInAdmin,
  signOutAdmin,
  updateAdminCredentials,
} from "#core/admins/admins";
import { listAuditLog } from "#core/audit/audit-log";
import { confirmMfaEnrolment, mfaStatus, resetMfa, startMfaEnrolment } from "#core/admins/mfa";
import type { AppContext } from "#core/context";
import { adminAuth, clearAdminCookie, readAdminToken, setAdminCookie } from "../plugins/admin-session";
import { requestMeta } from "../request-meta";
import { writer } from "../group-commit";
import { adminMemberRoutes } from "./admin-members";
import { adminSubscriptionRoutes } from "./admin-subscriptions";
import { adminClaimRoutes } from "./claims";
import { adminClaimMessageRoutes } from "./claim-messages";
import { adminDeadlineRoutes } from "./claim-deadlines";
import { adminContentRoutes } from "./admin-content";
import { credibilityEntryRoutes } from "./credibility-entries";
import { invitationCodeRoutes } from "./invitation-codes";
import {
  adminLoginSchema,
  adminRefSchema,
  adminSetupSchema,
  createAdminSchema,
  mfaConfirmSchema,
  renameAdminSchema,
  updateCredentialsSchema,
} from "#shared/schemas/admin";
import { auditQuerySchema } from "#shared/schemas/audit";
import { named, routeDoc } from "../openapi/route-doc";

export const adminRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  return new Elysia({ prefix: "/admin" })
    .use(adminAuth(ctx))
    .get("/setup-status", () => ok({ setupDone: isSetupDone(ctx) }), {
      ...routeDoc({
        tag: "Admin session",
        auth: "public",
        summary: "Whether the first super admin has been created",
        answer: "SetupStatus",
      }),
    })
    .post(
      "/setup",
      async ({ body, request, server }) => {
        const actor = anonymousActor(requestMeta(request, server, ctx.config));
        const { codes: _codes, ...answer } = await write(() => setupFirstAdmin(ctx, actor, body));
        return ok(answer);
      },
      {
        ...routeDoc({
          tag: "Admin session",
          auth: "public",
          summary: "Create the first super admin (once) and the first invitation codes",
          body: named("AdminSetup", adminSetupSchema),
          answer: "Setup",
          errors: [409],
        }),
      },
    )
    .post(
      "/login",
      async ({ body, request, server, cookie }) => {
        const meta = requestMeta(request, server, ctx.config);
        const signIn = await write(() => signInAdmin(ctx, meta, body, readAdminToken(ctx, request)));
        setAdminCookie(ctx, cookie, signIn.token);
        return ok({
          admin: { fullName: signIn.admin.fullName, username: signIn.admin.username, role: signIn.admin.role },
          firstSignIn: signIn.firstSignIn,
        });
      },
      {
        ...routeDoc({
          tag: "Admin session",
          auth: "public",
          summary: "Sign in as an admin; sets the admin session cookie",
          description:
            "With two-factor sign-in on, the first try without `code` answers 401 `Two-factor code required`; send the same username and password with `code`. Failed attempts are throttled per address and per username (429).",
          body: named("AdminLogin", adminLoginSchema),
          answer: "AdminLogin",
          errors: [401, 429],
        }),
      },
    )
    .post(
      "/logout",
      ({ actor, sessionToken, cookie }) => {
        clearAdminCookie(ctx, cookie);
        return write(() => ok(signOutAdmin(ctx, actor, sessionToken)));
      },
      {
        requireAdmin: true,
        ...routeDoc({
          tag: "Admin session",
          auth: "admin",
          summary: "Sign out: ends the session and clears the cookie",
          answer: "Message",
        }),
      },
    )
    .get("/me", ({ admin }) => ok({ admin: { id: admin.id, username: admin.username, fullName: admin.fullName, role: admin.role } }), {
      requireAdmin: true,
      ...routeDoc({ tag: "Admin session", auth: "admin", summary: "The signed-in admin", answer: "AdminMe" }),
    })
    .post(
      "/update-credentials",
      ({ actor, body, sessionToken }) => write(() => updateAdminCredentials(ctx, actor, body, sessionToken).then(ok)),
      {
        requireAdmin: true,
        ...routeDoc({
          tag: "Admin session",
          auth: "admin",
          summary: "Change the signed-in admin's username and password (other sessions end)",
          description:
            "Needs the current password, and the current two-factor code when two-factor sign-in is on (403 when wrong); wrong guesses count toward the sign-in throttle (429 with Retry-After).",
          body: named("UpdateCredentials", updateCredentialsSchema),
          answer: "AdminChange",
          errors: [409, 429],
        }),
      },
    )
    .get("/admins", ({ actor }) => ok(listAdmins(ctx, actor)), {
      requireAdmin: true,
      ...routeDoc({ tag: "Admins", auth: "admin", summary: "Every admin account (super admins only)", answer: "AdminList" }),
    })
    .post("/admins", ({ actor, body }) => write(() => createAdmin(ctx, actor, body).then(ok)), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Admins",
        auth: "admin",
        summary: "Create an admin account (super admins only)",
        body: named("CreateAdmin", createAdminSchema),
        answer: "AdminChange",
        errors: [409],
      }),
    })
    .post("/admins/:id/deactivate", ({ actor, params }) => write(() => ok(setAdminActive(ctx, actor, params.id, false))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Admins",
        auth: "admin",
        summary: "Deactivate an admin: their sessions end and they cannot sign in (super admins only)",
        description: "Refused (409) for one's own account and for the last active super admin.",
        params: { id: adminRefSchema },
        answer: "AdminChange",
        errors: [403, 404, 409],
      }),
    })
    .post("/admins/:id/activate", ({ actor, params }) => write(() => ok(setAdminActive(ctx, actor, params.id, true))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Admins",
        auth: "admin",
        summary: "Reactivate an admin (super admins only)",
        params: { id: adminRefSchema },
        answer: "AdminChange",
        errors: [403, 404],
      }),
    })
    .post("/admins/:id/rename", ({ actor, params, body }) => write(() => ok(renameAdmin(ctx, actor, params.id, body))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Admins",
        auth: "admin",
        summary: "Give an admin a new username; their password, sessions and two-factor sign-in stay (super admins only)",
        params: { id: adminRefSchema },
        body: named("RenameAdmin", renameAdminSchema),
        answer: "AdminChange",
        errors: [403, 404, 409],
      }),
    })
    .delete("/admins/:id/mfa", ({ actor, params }) => write(() => ok(resetMfa(ctx, actor, params.id))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Admins",
        auth: "admin",
        summary:
          "Remove an admin's two-factor sign-in (a lost device): they sign in with the password and set it up again (super admins only)",
        params: { id: adminRefSchema },
        answer: "Message",
        errors: [403, 404, 409],
      }),
    })
    .get("/audit-log", ({ query }) => ok(listAuditLog(ctx, query)), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Admins",
        auth: "admin",
        summary: "The audit log, newest first, a page at a time",
        query: named("AuditQuery", auditQuerySchema),
        answer: "AuditLog",
      }),
    })
    .get("/mfa", ({ admin }) => ok(mfaStatus(ctx, admin.id)), {
      requireAdmin: true,
      ...routeDoc({ tag: "Admin session", auth: "admin", summary: "The signed-in admin's two-factor state", answer: "MfaStatus" }),
    })
    .post("/mfa/enroll", ({ admin, actor }) => write(() => startMfaEnrolment(ctx, actor, admin).then(ok)), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Admin session",
        auth: "admin",
        summary: "Start two-factor set-up: a new secret and its QR code",
        answer: "MfaEnrolment",
        errors: [409],
      }),
    })
    .post("/mfa/confirm", ({ admin, actor, body }) => write(() => ok(confirmMfaEnrolment(ctx, actor, admin, body))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Admin session",
        auth: "admin",
        summary: "Finish two-factor set-up with a code from the app; answers the recovery codes once",
        body: named("MfaConfirm", mfaConfirmSchema),
        answer: "MfaConfirm",
        errors: [409],
      }),
    })
    .use(invitationCodeRoutes(ctx))
    .use(adminMemberRoutes(ctx))
    .use(adminSubscriptionRoutes(ctx))
    .use(adminClaimRoutes(ctx))
    .use(adminClaimMessageRoutes(ctx))
    .use(adminDeadlineRoutes(ctx))
    .use(adminContentRoutes(ctx))
    .use(credibilityEntryRoutes(ctx));
};
