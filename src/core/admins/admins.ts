// Admin accounts: the one-time setup, sign-in and sign-out, credentials, and admin management.
// Every use case runs through auditedUseCase: one audit row per call, success or refusal.
import type { Result } from "#shared/answer";
import { DomainError } from "#shared/errors";
import { SETUP_INVITATION_CODE_COUNT } from "#shared/constants";
import type { AdminChangeAnswer, AdminListAnswer, AdminView, SetupResult, TwoFactorState } from "#shared/answers/admins";
import type { MessageAnswer } from "#shared/answers/common";
import {
  adminLoginSchema,
  adminSetupSchema,
  createAdminSchema,
  renameAdminSchema,
  newPasswordSchema,
  updateCredentialsSchema,
  WRONG_CURRENT_PASSWORD,
} from "#shared/schemas/admin";
import { parseInput } from "#shared/schemas/parse";
import { adminActor, anonymousActor, type Actor, type RequestMeta } from "../actor";
import { auditedUseCase, recordAudit, recordRefusal } from "../audit/audit-log";
import { checkSecondFactor, proveSecondFactorThrottled } from "./second-factor";
import { selectAdminsWithPasskeys } from "./admin-passkey-repository";
import { selectMfaStates } from "./mfa-repository";
import { requireAdminByReference, requireSuperAdmin } from "./super-admin";
import type { AppContext } from "../context";
import { insertRandomCodes } from "../invitation-codes/invitation-codes";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "../security/passwords";
import { clearLoginFailures, reserveLoginAttempt, settleLoginFailure } from "../security/login-throttle";
import { endSession, endSessionsOf, resumeSignedIn, startSession } from "../sessions/sessions";
import { isUniqueViolation } from "../db/unique-violation";
import {
  anyAdminExists,
  insertAdmin,
  insertFirstAdmin,
  countActiveSuperAdmins,
  selectAdminById,
  selectAdminByUsername,
  selectAdmins,
  updateAdmin,
  type AdminRow,
} from "./admin-repository";

export const SETUP_DONE_MESSAGE = "Admin setup has already been completed";
export const INVALID_CREDENTIALS = "Invalid credentials";
export const CANNOT_DEACTIVATE_SELF = "You cannot deactivate your own account";
export const LAST_SUPER_ADMIN = "At least one super admin must stay active";
export const AUTHENTICATION_REQUIRED = "Authentication required";

export function toAdminView(row: AdminRow): AdminView {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    role: row.role,
    isActive: row.isActive,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function isSetupDone(ctx: AppContext): boolean {
  return anyAdminExists(ctx.db);
}

/** First run: a super admin and 20 invitation codes in one transaction, allowed once per system. */
export function setupFirstAdmin(ctx: AppContext, actor: Actor, input: unknown): Promise<Result<SetupResult>> {
  return auditedUseCase(ctx, actor, "setup", async ({ commit }) => {
    const values = parseInput(adminSetupSchema, input);
    // A cheap early answer; the conditional insert below is what really decides.
    if (isSetupDone(ctx)) throw new DomainError("conflict", SETUP_DONE_MESSAGE);
    const passwordHash = await hashPassword(ctx, values.password);
    return commit((tx) => {
      const now = ctx.clock.now();
      const admin = insertFirstAdmin(tx, { username: values.username, fullName: values.fullName, passwordHash, role: "super_admin", now });
      if (!admin) throw new DomainError("conflict", SETUP_DONE_MESSAGE);
      const codes = insertRandomCodes(tx, SETUP_INVITATION_CODE_COUNT, now);
      return {
        result: {
          message: "Admin account created successfully",
          admin: { fullName: admin.fullName, username: admin.username },
          invitationCodes: codes.length,
          codes,
        },
        detail: `username=${admin.username} codes=${codes.length}`,
      };
    });
  });
}

/** `firstSignIn`: the admin had never signed in before this one. */
export type AdminSignIn = { token: string; expiresAt: Date; admin: AdminView; firstSignIn: boolean };

/** The username a sign-in attempt names, for the audit row's actor (cut to a bounded length there). */
function attemptedUsername(input: unknown): string | undefined {
  const username = (input as { username?: unknown } | null)?.username;
  return typeof username === "string" && username.trim() ? username.trim() : undefined;
}

export function signInAdmin(ctx: AppContext, meta: RequestMeta, input: unknown, previousToken?: string): Promise<AdminSignIn> {
  const attempt = anonymousActor(meta, attemptedUsername(input));
  return auditedUseCase(ctx, attempt, "login", async ({ commit, refuse }) => {
    const values = parseInput(adminLoginSchema, input);
    const reservation = await reserveLoginAttempt(ctx, "admin", values.username, meta.clientAddress ?? "unknown");
    const admin = selectAdminByUsername(ctx.db, values.username);
    const passwordOk = admin
      ? await verifyPassword(ctx, values.password, admin.passwordHash, meta.clientAddress ?? "unknown")
      : await verifyAgainstDecoy(ctx, values.password, meta.clientAddress ?? "unknown");
    if (!admin || !passwordOk || !admin.isActive) {
      settleLoginFailure(ctx, reservation);
      const why = !admin ? "unknown username" : !passwordOk ? "wrong password" : "inactive admin";
      throw refuse(new DomainError("unauthenticated", INVALID_CREDENTIALS), why);
    }
    const secondFactor = await checkSecondFactor(ctx, admin, values, {
      kind: "unauthenticated",
      failed: () => settleLoginFailure(ctx, reservation),
      refuse,
      // Asking is the sign-in's next step, not a failed sign-in: its own row, of the admin the
      // password named, which no failure count reads.
      ask: (error, detail) => refuse(error, detail, { action: "mfa.prompt", outcome: "success", actor: adminActor(admin, meta) }),
    });
    clearLoginFailures(ctx, reservation);
    return commit(
      (tx) => {
        if (secondFactor) {
          const action = secondFactor.kind === "totp" ? "mfa.use" : secondFactor.kind === "recovery" ? "mfa.recovery" : "mfa.passkey";
          const detail =
            secondFactor.kind === "passkey" ? `admin=${admin.username} passkey=${secondFactor.name}` : `admin=${admin.username}`;
          recordAudit(tx, ctx.clock.now(), adminActor(admin, meta), action, "success", detail);
        }
        const session = startSession({ ...ctx, db: tx }, "admin", admin.id, previousToken);
        const updated = updateAdmin(tx, admin.id, { lastLoginAt: ctx.clock.now() }) ?? admin;
        return {
          result: {
            token: session.token,
            expiresAt: session.expiresAt,
            admin: toAdminView(updated),
            firstSignIn: admin.lastLoginAt === null,
          },
        };
      },
      { as: adminActor(admin, meta) },
    );
  });
}

/**
 * The admin behind a session token, or a 401. An inactive admin's session no longer counts.
 * Not audited here: the server records a refused admin call once, with its method and path.
 */
export function authenticateAdmin(ctx: AppContext, token: string | undefined): AdminView {
  return resumeSignedIn(ctx, "admin", token, (session) => {
    const admin = session?.subjectId ? selectAdminById(ctx.db, session.subjectId) : undefined;
    if (!admin || !admin.isActive) throw new DomainError("unauthenticated", AUTHENTICATION_REQUIRED);
    return toAdminView(admin);
  });
}

export function signOutAdmin(ctx: AppContext, actor: Actor, token: string | undefined): Result<MessageAnswer> {
  return auditedUseCase(ctx, actor, "logout", ({ commit }) =>
    commit((tx) => {
      endSession({ ...ctx, db: tx }, token);
      return { result: { message: "Signed out" } };
    }),
  );
}

/** Records a refused /api/admin call (no session, or not allowed). */
export function recordAdminAccessDenied(ctx: AppContext, meta: RequestMeta, detail: string, error: DomainError): void {
  recordRefusal(ctx, anonymousActor(meta), "access", error, detail);
}

/**
 * A session alone does not change the credentials (a stolen cookie would lock the real admin
 * out): the current password, and the second factor when the admin has one (the current code, or
 * a passkey's assertion on a challenge from the sign-in's passkey options), are checked as
 * sign-in checks them, each wrong guess counting toward the same throttle as a failed sign-in of
 * that username. 403, not 401: the session stays good, so the panel must not send its holder to
 * the sign-in page.
 */
async function proveCurrentCredentials(
  ctx: AppContext,
  actor: Actor,
  adminId: string,
  values: { currentPassword: string; code?: string; passkey?: { challengeId: string; response: { id: string } } },
  refuse: (error: DomainError, detail: string) => DomainError,
): Promise<void> {
  const admin = selectAdminById(ctx.db, adminId);
  if (!admin) throw new DomainError("not_found", "Admin not found");
  const clientAddress = actor.meta.clientAddress ?? "unknown";
  const reservation = await reserveLoginAttempt(ctx, "admin", admin.username, clientAddress);
  if (!(await verifyPassword(ctx, values.currentPassword, admin.passwordHash, clientAddress))) {
    settleLoginFailure(ctx, reservation);
    throw refuse(
      new DomainError("forbidden", WRONG_CURRENT_PASSWORD, [{ path: "currentPassword", message: WRONG_CURRENT_PASSWORD }]),
      "wrong current password",
    );
  }
  await proveSecondFactorThrottled(ctx, admin, values, reservation, refuse);
}

export function updateAdminCredentials(
  ctx: AppContext,
  actor: Actor,
  input: unknown,
  currentToken?: string,
): Promise<Result<AdminChangeAnswer>> {
  return auditedUseCase(ctx, actor, "credentials.update", async ({ commit, refuse }) => {
    if (!actor.adminId) throw new DomainError("forbidden", "Only a signed-in admin can change their credentials");
    const adminId = actor.adminId;
    const values = parseInput(updateCredentialsSchema, input);
    await proveCurrentCredentials(ctx, actor, adminId, values, refuse);
    const passwordHash = await hashPassword(ctx, values.newPassword);
    return commit((tx) => {
      let updated;
      try {
        updated = updateAdmin(tx, adminId, { username: values.newUsername, passwordHash, updatedAt: ctx.clock.now() });
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError("conflict", "Username is already taken");
        throw error;
      }
      if (!updated) throw new DomainError("not_found", "Admin not found");
      // Every other session of this admin ends; the one that made the change stays.
      endSessionsOf({ ...ctx, db: tx }, "admin", adminId, currentToken);
      return {
        result: { message: "Admin credentials updated successfully", admin: toAdminView(updated) },
        detail: `username=${updated.username}`,
      };
    });
  });
}

export function listAdmins(ctx: AppContext, actor: Actor): Result<AdminListAnswer> {
  return auditedUseCase(ctx, actor, "access", () => {
    requireSuperAdmin(actor);
    const twoFactor = selectMfaStates(ctx.db);
    const withPasskeys = selectAdminsWithPasskeys(ctx.db);
    const stateOf = (adminId: string): TwoFactorState => {
      // A passkey is a second factor as the code is (decision 0139).
      if (withPasskeys.has(adminId)) return "on";
      const confirmed = twoFactor.get(adminId);
      return confirmed === undefined ? "off" : confirmed ? "on" : "pending";
    };
    return { admins: selectAdmins(ctx.db).map((row) => ({ ...toAdminView(row), twoFactor: stateOf(row.id) })) };
  });
}

export function createAdmin(ctx: AppContext, actor: Actor, input: unknown): Promise<Result<AdminChangeAnswer>> {
  return auditedUseCase(ctx, actor, "admin.create", async ({ commit }) => {
    requireSuperAdmin(actor);
    const values = parseInput(createAdminSchema, input);
    const passwordHash = await hashPassword(ctx, values.password);
    return commit((tx) => {
      const admin = insertAdmin(tx, {
        username: values.username,
        fullName: values.fullName,
        passwordHash,
        role: values.role,
        now: ctx.clock.now(),
      });
      if (!admin) throw new DomainError("conflict", `Username ${values.username} is already taken`);
      return {
        result: { message: `Admin ${admin.username} created`, admin: toAdminView(admin) },
        detail: `username=${admin.username} role=${admin.role}`,
      };
    });
  });
}

/** The way back in when a web password is lost (CLI): sets it and ends that admin's sessions. */
export function resetAdminPassword(ctx: AppContext, actor: Actor, username: string, input: unknown): Promise<Result<MessageAnswer>> {
  return auditedUseCase(ctx, actor, "admin.password", async ({ commit }) => {
    requireSuperAdmin(actor);
    const admin = requireAdminByReference(ctx, username);
    const { password } = parseInput(newPasswordSchema, input);
    const passwordHash = await hashPassword(ctx, password);
    return commit((tx) => {
      const updated = updateAdmin(tx, admin.id, { passwordHash, updatedAt: ctx.clock.now() });
      if (!updated) throw new DomainError("not_found", `No admin named ${admin.username}`);
      const ended = endSessionsOf({ ...ctx, db: tx }, "admin", admin.id);
      return {
        result: { message: `Password of ${admin.username} changed; ${ended} session(s) ended` },
        detail: `username=${admin.username}`,
      };
    });
  });
}

export function setAdminActive(ctx: AppContext, actor: Actor, username: string, isActive: boolean): Result<AdminChangeAnswer> {
  return auditedUseCase(ctx, actor, isActive ? "admin.activate" : "admin.deactivate", ({ commit }) => {
    requireSuperAdmin(actor);
    const admin = requireAdminByReference(ctx, username);
    if (!isActive && actor.adminId === admin.id) throw new DomainError("conflict", CANNOT_DEACTIVATE_SELF);
    return commit((tx) => {
      // Inside BEGIN IMMEDIATE: no other change can end the last super admin between this count and the update.
      if (!isActive && admin.role === "super_admin" && countActiveSuperAdmins(tx) <= 1 && admin.isActive) {
        throw new DomainError("conflict", LAST_SUPER_ADMIN);
      }
      const updated = updateAdmin(tx, admin.id, { isActive, updatedAt: ctx.clock.now() });
      if (!updated) throw new DomainError("not_found", `No admin named ${admin.username}`);
      if (!isActive) endSessionsOf({ ...ctx, db: tx }, "admin", admin.id);
      return {
        result: {
          message: `Admin ${admin.username} ${isActive ? "activated" : "deactivated"}`,
          admin: toAdminView(updated),
        },
        detail: `username=${admin.username}`,
      };
    });
  });
}

/** A new username for an admin; their sessions and second factor stay. */
export function renameAdmin(ctx: AppContext, actor: Actor, reference: string, input: unknown): Result<AdminChangeAnswer> {
  return auditedUseCase(ctx, actor, "admin.rename", ({ commit }) => {
    requireSuperAdmin(actor);
    const admin = requireAdminByReference(ctx, reference);
    const { username } = parseInput(renameAdminSchema, input);
    return commit((tx) => {
      let updated;
      try {
        updated = updateAdmin(tx, admin.id, { username, updatedAt: ctx.clock.now() });
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError("conflict", `Username ${username} is already taken`);
        throw error;
      }
      if (!updated) throw new DomainError("not_found", `No admin named ${admin.username}`);
      return {
        result: { message: `Admin ${admin.username} renamed to ${updated.username}`, admin: toAdminView(updated) },
        detail: `username=${admin.username} new=${updated.username}`,
      };
    });
  });
}
