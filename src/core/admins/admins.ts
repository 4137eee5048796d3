// Admin accounts: the one-time setup, sign-in and sign-out, credentials, and admin management.
import { DomainError } from "#shared/errors";
import { SETUP_INVITATION_CODE_COUNT } from "#shared/constants";
import {
  adminLoginSchema,
  adminSetupSchema,
  createAdminSchema,
  newPasswordSchema,
  updateCredentialsSchema,
  type AdminRole,
} from "#shared/schemas/admin";
import { parseInput } from "#shared/schemas/parse";
import { adminActor, anonymousActor, type Actor, type RequestMeta } from "../actor";
import { auditedChange, recordAudit } from "../audit/audit-log";
import type { AppContext } from "../context";
import { insertRandomCodes } from "../invitation-codes/invitation-codes";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "../security/passwords";
import { clearLoginFailures, reserveLoginAttempt, settleLoginFailure } from "../security/login-throttle";
import { endSession, endSessionsOf, resumeSession, startSession } from "../sessions/sessions";
import { isUniqueViolation } from "../unique-violation";
import {
  anyAdminExists,
  insertAdmin,
  insertFirstAdmin,
  selectAdminById,
  selectAdminByUsername,
  selectAdmins,
  updateAdmin,
  type AdminRow,
} from "./admin-repository";

export const SETUP_DONE_MESSAGE = "Admin setup has already been completed";
export const INVALID_CREDENTIALS = "Invalid credentials";

export type AdminView = {
  id: string;
  username: string;
  fullName: string;
  role: AdminRole;
  isActive: boolean;
  lastLoginAt: string | null;
  createdAt: string;
};

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
export async function setupFirstAdmin(ctx: AppContext, actor: Actor, input: unknown) {
  const fail = (error: DomainError) => {
    recordAudit(ctx.db, ctx.clock.now(), actor, "setup", "failure", error.message);
    return error;
  };
  let values;
  try {
    values = parseInput(adminSetupSchema, input);
  } catch (error) {
    throw error instanceof DomainError ? fail(error) : error;
  }
  // A cheap early answer; the conditional insert below is what really decides.
  if (isSetupDone(ctx)) throw fail(new DomainError("conflict", SETUP_DONE_MESSAGE));
  const passwordHash = await hashPassword(values.password);
  return auditedChange(ctx, actor, "setup", (tx) => {
    const now = ctx.clock.now();
    const admin = insertFirstAdmin(tx, { username: values.username, fullName: values.fullName, passwordHash, role: "super_admin", now });
    if (!admin) throw new DomainError("conflict", SETUP_DONE_MESSAGE);
    const codes = insertRandomCodes(tx, SETUP_INVITATION_CODE_COUNT, now);
    return {
      result: {
        success: true as const,
        message: "Admin account created successfully",
        admin: { fullName: admin.fullName, username: admin.username },
        invitationCodes: codes.length,
        codes,
      },
      detail: `username=${admin.username} codes=${codes.length}`,
    };
  });
}

export type AdminSignIn = { token: string; expiresAt: Date; admin: AdminView };

export async function signInAdmin(ctx: AppContext, meta: RequestMeta, input: unknown, previousToken?: string): Promise<AdminSignIn> {
  const username = typeof (input as { username?: unknown })?.username === "string" ? (input as { username: string }).username.trim() : "";
  const attempt = anonymousActor(meta, username || undefined);
  let values;
  try {
    values = parseInput(adminLoginSchema, input);
  } catch (error) {
    if (error instanceof DomainError) recordAudit(ctx.db, ctx.clock.now(), attempt, "login", "failure", error.message);
    throw error;
  }
  let reservation;
  try {
    reservation = reserveLoginAttempt(ctx, "admin", values.username, meta.clientAddress ?? "unknown");
  } catch (error) {
    if (error instanceof DomainError) recordAudit(ctx.db, ctx.clock.now(), attempt, "login", "throttled", error.message);
    throw error;
  }
  const admin = selectAdminByUsername(ctx.db, values.username);
  const passwordOk = admin ? await verifyPassword(values.password, admin.passwordHash) : await verifyAgainstDecoy(values.password);
  if (!admin || !passwordOk || !admin.isActive) {
    const why = !admin ? "unknown username" : !passwordOk ? "wrong password" : "inactive admin";
    settleLoginFailure(ctx, reservation);
    recordAudit(ctx.db, ctx.clock.now(), attempt, "login", "failure", why);
    throw new DomainError("unauthenticated", INVALID_CREDENTIALS);
  }
  clearLoginFailures(ctx, reservation);
  const session = startSession(ctx, "admin", admin.id, previousToken);
  const now = ctx.clock.now();
  const updated = updateAdmin(ctx.db, admin.id, { lastLoginAt: now }) ?? admin;
  recordAudit(ctx.db, now, adminActor(admin, meta), "login", "success");
  return { token: session.token, expiresAt: session.expiresAt, admin: toAdminView(updated) };
}

/** The admin behind a session token, or a 401. An inactive admin's session no longer counts. */
export function authenticateAdmin(ctx: AppContext, token: string | undefined): AdminView {
  const session = resumeSession(ctx, "admin", token);
  const admin = session?.subjectId ? selectAdminById(ctx.db, session.subjectId) : undefined;
  if (!admin || !admin.isActive) throw new DomainError("unauthenticated", "Authentication required");
  return toAdminView(admin);
}

export function signOutAdmin(ctx: AppContext, actor: Actor, token: string | undefined) {
  endSession(ctx, token);
  recordAudit(ctx.db, ctx.clock.now(), actor, "logout", "success");
  return { success: true as const, message: "Signed out" };
}

/** Records a refused /api/admin call (no session, or not allowed). */
export function recordAdminAccessDenied(ctx: AppContext, meta: RequestMeta, detail: string): void {
  recordAudit(ctx.db, ctx.clock.now(), anonymousActor(meta), "access", "denied", detail);
}

export async function updateAdminCredentials(ctx: AppContext, actor: Actor, input: unknown, currentToken?: string) {
  if (!actor.adminId) throw new DomainError("forbidden", "Only a signed-in admin can change their credentials");
  const adminId = actor.adminId;
  let values;
  try {
    values = parseInput(updateCredentialsSchema, input);
  } catch (error) {
    if (error instanceof DomainError) recordAudit(ctx.db, ctx.clock.now(), actor, "credentials.update", "failure", error.message);
    throw error;
  }
  const passwordHash = await hashPassword(values.newPassword);
  return auditedChange(ctx, actor, "credentials.update", (tx) => {
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
      result: { success: true as const, message: "Admin credentials updated successfully", admin: toAdminView(updated) },
      detail: `username=${updated.username}`,
    };
  });
}

function requireSuperAdmin(actor: Actor): void {
  if (actor.role !== "super_admin") throw new DomainError("forbidden", "Only a super admin can manage admins");
}

export function listAdmins(ctx: AppContext, actor: Actor) {
  try {
    requireSuperAdmin(actor);
  } catch (error) {
    if (error instanceof DomainError) recordAudit(ctx.db, ctx.clock.now(), actor, "access", "denied", `list admins: ${error.message}`);
    throw error;
  }
  return { success: true as const, admins: selectAdmins(ctx.db).map(toAdminView) };
}

export async function createAdmin(ctx: AppContext, actor: Actor, input: unknown) {
  let values;
  try {
    requireSuperAdmin(actor);
    values = parseInput(createAdminSchema, input);
  } catch (error) {
    if (error instanceof DomainError) {
      recordAudit(ctx.db, ctx.clock.now(), actor, "admin.create", error.kind === "forbidden" ? "denied" : "failure", error.message);
    }
    throw error;
  }
  const passwordHash = await hashPassword(values.password);
  return auditedChange(ctx, actor, "admin.create", (tx) => {
    const admin = insertAdmin(tx, { username: values.username, fullName: values.fullName, passwordHash, role: values.role, now: ctx.clock.now() });
    if (!admin) throw new DomainError("conflict", `Username ${values.username} is already taken`);
    return {
      result: { success: true as const, message: `Admin ${admin.username} created`, admin: toAdminView(admin) },
      detail: `username=${admin.username} role=${admin.role}`,
    };
  });
}

function requireAdminByUsername(ctx: AppContext, username: string): AdminRow {
  const admin = selectAdminByUsername(ctx.db, username.trim());
  if (!admin) throw new DomainError("not_found", `No admin named ${username.trim()}`);
  return admin;
}

/** The way back in when a web password is lost (CLI): sets it and ends that admin's sessions. */
export async function resetAdminPassword(ctx: AppContext, actor: Actor, username: string, input: unknown) {
  requireSuperAdmin(actor);
  const admin = requireAdminByUsername(ctx, username);
  const { password } = parseInput(newPasswordSchema, input);
  const passwordHash = await hashPassword(password);
  return auditedChange(ctx, actor, "admin.password", (tx) => {
    updateAdmin(tx, admin.id, { passwordHash, updatedAt: ctx.clock.now() });
    const ended = endSessionsOf({ ...ctx, db: tx }, "admin", admin.id);
    return {
      result: { success: true as const, message: `Password of ${admin.username} changed; ${ended} session(s) ended` },
      detail: `username=${admin.username}`,
    };
  });
}

export function setAdminActive(ctx: AppContext, actor: Actor, username: string, isActive: boolean) {
  requireSuperAdmin(actor);
  const admin = requireAdminByUsername(ctx, username);
  return auditedChange(ctx, actor, isActive ? "admin.activate" : "admin.deactivate", (tx) => {
    const updated = updateAdmin(tx, admin.id, { isActive, updatedAt: ctx.clock.now() })!;
    if (!isActive) endSessionsOf({ ...ctx, db: tx }, "admin", admin.id);
    return {
      result: { success: true as const, message: `Admin ${admin.username} ${isActive ? "activated" : "deactivated"}`, admin: toAdminView(updated) },
      detail: `username=${admin.username}`,
    };
  });
}
