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
import {
  addAdminPasskey,
  adminPasskeyOptions,
  adminPasskeySignInOptions,
  listAdminPasskeys,
  removeAdminPasskey,
  setSecondFactorRule,
} from "#core/admins/admin-passkeys";
import { adminPasskeyIdSchema, secondFactorRuleSchema } from "#shared/schemas/passkeys";
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
  adminPasskeyRegistrationSchema,
  adminLoginSchema,
  adminRefSchema,
  adminSetupSchema,
  createAdminSchema,
  mfaConfirmSchema,
  renameAdminSchema,
  secondFactorProofSchema,
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
            "With two-factor sign-in on, the first try without `code` answers 401 `Two-factor code required`; send the same username and password with `code`. An admin with passkeys may send `passkey` instead (an assertion on a challenge from POST /api/admin/login/passkey-options); the 401 names what the admin has in `issues` (`code`, `passkey`). An expired challenge, another admin's or a member's passkey, another origin or a replayed answer is a 401. Failed attempts are throttled per address and per username (429).",
          body: named("AdminLogin", adminLoginSchema),
          answer: "AdminLogin",
          errors: [401, 429],
        }),
      },
    )
    .post("/login/passkey-options", () => write(() => adminPasskeySignInOptions(ctx).then(ok)), {
      ...routeDoc({
        tag: "Admin session",
        auth: "public",
        summary: "Options for a passkey as the second step of an admin's sign-in (a challenge good once, for 5 minutes)",
        description: "The challenge is sealed into its id and stored nowhere until it is answered.",
        answer: "PasskeyOptions",
      }),
    })
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
            "Needs the current password, and the admin's second factor when they have one: the current two-factor code, or for an admin with passkeys `passkey` (an assertion on a challenge from POST /api/admin/login/passkey-options). Without it the 403 names what the admin has in `issues` (`code`, `passkey`); a wrong code, an expired challenge, another admin's passkey, another origin or a replayed answer is a 403. Wrong guesses count toward the sign-in throttle (429 with Retry-After).",
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
    .post("/mfa/enroll", ({ admin, actor, body }) => write(() => startMfaEnrolment(ctx, actor, admin, body).then(ok)), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Admin session",
        auth: "admin",
        summary: "Start two-factor set-up: a new secret and its QR code",
        description:
          "An admin with passkeys proves one first: `passkey`, an assertion on a challenge from POST /api/admin/login/passkey-options (403 without it or when refused, counted toward the sign-in throttle).",
        body: named("SecondFactorProof", secondFactorProofSchema),
        answer: "MfaEnrolment",
        errors: [403, 409, 429],
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
    .get("/passkeys", ({ admin }) => ok(listAdminPasskeys(ctx, admin.id)), {
      requireAdmin: true,
      ...routeDoc({ tag: "Admin session", auth: "admin", summary: "The signed-in admin's passkeys", answer: "AdminPasskeys" }),
    })
    .post("/passkeys/options", ({ admin }) => write(() => adminPasskeyOptions(ctx, admin).then(ok)), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Admin session",
        auth: "admin",
        summary: "Options for adding a passkey (at most 10 an admin)",
        description: "An admin with 10 passkeys answers 409.",
        answer: "PasskeyOptions",
        errors: [409],
      }),
    })
    .post("/passkeys", ({ admin, actor, body }) => write(() => addAdminPasskey(ctx, actor, admin, body).then(ok)), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Admin session",
        auth: "admin",
        summary: "Add the passkey the browser made, under a name; it then stands in for the two-factor code at sign-in",
        description:
          "An admin with a second factor already proves it first with `code` or `passkey` (an assertion on a challenge from POST /api/admin/login/passkey-options): 403 without it or when refused, counted toward the sign-in throttle. An expired, used or another admin's challenge, or an answer that does not verify (another origin), is a 400; the 11th passkey a 409.",
        body: named("AdminPasskeyRegistration", adminPasskeyRegistrationSchema),
        answer: "AdminPasskeyAdded",
        errors: [403, 409, 429],
      }),
    })
    .delete(
      "/passkeys/:id",
      ({ admin, actor, params, body }) => write(() => removeAdminPasskey(ctx, actor, admin, params.id, body).then(ok)),
      {
        requireAdmin: true,
        ...routeDoc({
          tag: "Admin session",
          auth: "admin",
          summary: "Remove one of the signed-in admin's passkeys",
          description:
            "Needs proof of a second factor: `passkey` (an assertion of any of the admin's passkeys, this one included, on a challenge from POST /api/admin/login/passkey-options) or `code`; 403 without it or when refused, counted toward the sign-in throttle. While every admin needs a second factor, the last one (no other passkey, no two-factor codes) is refused (409). Another admin's passkey is a 404.",
          params: { id: adminPasskeyIdSchema },
          body: named("SecondFactorProof", secondFactorProofSchema),
          answer: "Message",
          errors: [403, 404, 409, 429],
        }),
      },
    )
    .put("/mfa/rule", ({ actor, body }) => write(() => ok(setSecondFactorRule(ctx, actor, body))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Admins",
        auth: "admin",
        summary: "Require a second factor (a passkey or two-factor codes) of every admin, or not (super admins only)",
        description:
          "With AAN_REQUIRE_ADMIN_MFA set the rule is on and turning it off answers 409. While it is on, an admin without a second factor may only set one up (403 elsewhere).",
        body: named("SecondFactorRule", secondFactorRuleSchema),
        answer: "SecondFactorRule",
        errors: [403, 409],
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
