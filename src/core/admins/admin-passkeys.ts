// Admin passkeys (decision 0139): named passkeys an admin adds in Settings and uses at sign-in, after
// the password, in place of the TOTP code. The ceremonies are the members' (../passkeys/webauthn);
// what differs is whom a passkey belongs to (the admin, not a device) and the super admin's rule
// that every admin keeps a second factor (a passkey or TOTP), with AAN_REQUIRE_ADMIN_MFA as the
// operator's floor under it.
import type { Result } from "#shared/answer";
import type {
  AdminPasskey,
  AdminPasskeyAddedAnswer,
  AdminPasskeysAnswer,
  AdminPasskeysOfAnswer,
  AdminView,
  SecondFactorRuleAnswer,
} from "#shared/answers/admins";
import type { MessageAnswer } from "#shared/answers/common";
import type { PasskeyOptionsAnswer } from "#shared/answers/passkeys";
import { DomainError } from "#shared/errors";
import { adminPasskeyRegistrationSchema } from "#shared/schemas/admin";
import { parseInput } from "#shared/schemas/parse";
import {
  ADMIN_PASSKEY_ADDED_ALREADY,
  ADMIN_PASSKEY_CAP,
  ADMIN_PASSKEY_NOT_FOUND,
  ADMIN_PASSKEYS_FULL,
  LAST_SECOND_FACTOR,
  OWN_SECOND_FACTOR_FIRST,
  PASSKEY_CHALLENGE_EXPIRED,
  ADMIN_PASSKEY_NAME_SHARED,
  SECOND_FACTOR_RULE_FLOOR,
  SECOND_FACTOR_RULE_SET_OFF,
  SECOND_FACTOR_RULE_SET_ON,
  secondFactorRuleSchema,
  secondFactorRuleText,
} from "#shared/schemas/passkeys";
import type { Actor } from "../actor";
import { auditedUseCase } from "../audit/audit-log";
import type { AppContext } from "../context";
import type { Db } from "../db/db";
import { registrationOptions, signInOptions, takeOpenChallenge, verifyRegistration } from "../passkeys/webauthn";
import {
  adminPasskeyExists,
  countAdminPasskeys,
  deletePasskeyKeepingSecondFactor,
  insertAdminPasskeyWithinCap,
  selectAdminPasskeys,
  storeSecondFactorRule,
  type AdminPasskeyRow,
} from "./admin-passkey-repository";
import { hasSecondFactor, isSecondFactorRequired } from "./mfa";
import { proveOwnSecondFactor } from "./second-factor";
import { requireAdminByReference, requireSuperAdmin } from "./super-admin";

const toPasskeyView = (row: AdminPasskeyRow): AdminPasskey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export const listAdminPasskeys = (ctx: AppContext, adminId: string): Result<AdminPasskeysAnswer> => ({
  passkeys: selectAdminPasskeys(ctx.db, adminId).map(toPasskeyView),
});

/** Options for a new passkey of the signed-in admin; at the cap, refused before the browser asks anything. */
export async function adminPasskeyOptions(ctx: AppContext, admin: AdminView): Promise<Result<PasskeyOptionsAnswer>> {
  const existing = selectAdminPasskeys(ctx.db, admin.id);
  if (existing.length >= ADMIN_PASSKEY_CAP) throw new DomainError("conflict", ADMIN_PASSKEYS_FULL);
  return registrationOptions(
    ctx,
    "admin_register",
    { adminId: admin.id },
    { id: admin.id, name: admin.username, displayName: admin.fullName, existing },
  );
}

export function addAdminPasskey(ctx: AppContext, actor: Actor, admin: AdminView, input: unknown): Promise<Result<AdminPasskeyAddedAnswer>> {
  return auditedUseCase(ctx, actor, "passkeys.add", async ({ commit, refuse }) => {
    const values = parseInput(adminPasskeyRegistrationSchema, input);
    await proveOwnSecondFactor(ctx, actor, admin, values, refuse);
    const challenge = takeOpenChallenge(ctx, values.challengeId, "admin_register");
    // A challenge issued to another admin is no challenge of this one.
    if (!challenge || challenge.adminId !== admin.id) throw new DomainError("invalid", PASSKEY_CHALLENGE_EXPIRED);
    const credential = await verifyRegistration(ctx, challenge, values.response);
    return commit((tx) => {
      const added = insertAdminPasskeyWithinCap(
        tx,
        { ...credential, adminId: admin.id, name: values.name, at: ctx.clock.now() },
        ADMIN_PASSKEY_CAP,
      );
      if (!added) {
        throw new DomainError(
          "conflict",
          countAdminPasskeys(tx, admin.id) >= ADMIN_PASSKEY_CAP ? ADMIN_PASSKEYS_FULL : ADMIN_PASSKEY_ADDED_ALREADY,
        );
      }
      return {
        result: { message: `Passkey "${added.name}" added: use it at sign-in in place of the code`, passkey: toPasskeyView(added) },
        detail: `admin=${admin.username} passkey=${added.name}`,
      };
    });
  });
}

/** The signed-in admin removes one of their passkeys, proving a second factor first (`input`: the code or another assertion). */
export function removeAdminPasskey(
  ctx: AppContext,
  actor: Actor,
  admin: AdminView,
  passkeyId: string,
  input: unknown,
): Promise<Result<MessageAnswer>> {
  return auditedUseCase(ctx, actor, "passkeys.remove", async ({ commit, refuse }) => {
    // Another admin's or an unknown id is a 404 before any proof is asked (or counted).
    if (!adminPasskeyExists(ctx.db, admin.id, passkeyId)) throw new DomainError("not_found", ADMIN_PASSKEY_NOT_FOUND);
    await proveOwnSecondFactor(ctx, actor, admin, input, refuse);
    return commit((tx) => removePasskeyIn(ctx, tx, admin, passkeyId));
  });
}

/**
 * The removal, inside the caller's transaction: one conditional DELETE keeps the admin's last
 * second factor while the rule or the floor is on.
 */
function removePasskeyIn(ctx: AppContext, tx: Db, admin: { id: string; username: string }, passkeyId: string) {
  const removed = deletePasskeyKeepingSecondFactor(tx, admin.id, passkeyId, ctx.config.requireAdminMfa);
  if (!removed) {
    if (!adminPasskeyExists(tx, admin.id, passkeyId)) throw new DomainError("not_found", ADMIN_PASSKEY_NOT_FOUND);
    throw new DomainError("conflict", LAST_SECOND_FACTOR);
  }
  return { result: { message: `Passkey "${removed.name}" removed` }, detail: `admin=${admin.username} passkey=${removed.name}` };
}

/** Another admin's passkeys, for a super admin (`aan admin passkeys list`): names and dates, never the key. */
export function listPasskeysOf(ctx: AppContext, actor: Actor, reference: string): Result<AdminPasskeysOfAnswer> {
  return auditedUseCase(ctx, actor, "access", () => {
    requireSuperAdmin(actor);
    const admin = requireAdminByReference(ctx, reference);
    return { username: admin.username, passkeys: selectAdminPasskeys(ctx.db, admin.id).map(toPasskeyView) };
  });
}

/**
 * A super admin removes one of an admin's passkeys (`aan admin passkeys remove`), named by its id
 * or its name, under the same rule as the admin's own removal: the last second factor stays while
 * every admin needs one (`aan admin mfa reset` removes them all).
 */
export function removePasskeyOf(ctx: AppContext, actor: Actor, reference: string, passkey: string): Result<MessageAnswer> {
  return auditedUseCase(ctx, actor, "passkeys.remove", ({ commit }) => {
    requireSuperAdmin(actor);
    const admin = requireAdminByReference(ctx, reference);
    const wanted = passkey.trim();
    return commit((tx) => {
      const named = selectAdminPasskeys(tx, admin.id).filter((row) => row.id === wanted || row.name === wanted);
      if (named.length === 0) throw new DomainError("not_found", ADMIN_PASSKEY_NOT_FOUND);
      if (named.length > 1) throw new DomainError("conflict", ADMIN_PASSKEY_NAME_SHARED);
      return removePasskeyIn(ctx, tx, admin, named[0]!.id);
    });
  });
}

/** Options for the second step of an admin's sign-in: the browser offers the passkeys it holds for this site. */
export const adminPasskeySignInOptions = (ctx: AppContext): Promise<Result<PasskeyOptionsAnswer>> => signInOptions(ctx, "admin_sign_in");

/** The super admin's rule as it stands (`aan admin mfa rule` without an argument). */
export function secondFactorRule(ctx: AppContext, actor: Actor): Result<SecondFactorRuleAnswer> {
  return auditedUseCase(ctx, actor, "access", () => {
    requireSuperAdmin(actor);
    const required = isSecondFactorRequired(ctx);
    return {
      message: secondFactorRuleText(required, ctx.config.requireAdminMfa),
      required,
      requiredByOperator: ctx.config.requireAdminMfa,
    };
  });
}

/** The super admin's rule: every admin needs a second factor (a passkey or TOTP), or it is each admin's choice. */
export function setSecondFactorRule(ctx: AppContext, actor: Actor, input: unknown): Result<SecondFactorRuleAnswer> {
  return auditedUseCase(ctx, actor, "mfa.rule", ({ commit }) => {
    requireSuperAdmin(actor);
    const { required } = parseInput(secondFactorRuleSchema, input);
    if (!required && ctx.config.requireAdminMfa) throw new DomainError("conflict", SECOND_FACTOR_RULE_FLOOR);
    return commit((tx) => {
      // Else the rule would shut its own author out of every page but Settings, this one included.
      // Checked inside the transaction: a removal of their last passkey cannot slip in between.
      // The CLI has no panel to be shut out of.
      if (required && actor.adminId && !hasSecondFactor(tx, actor.adminId)) throw new DomainError("conflict", OWN_SECOND_FACTOR_FIRST);
      storeSecondFactorRule(tx, required, ctx.clock.now());
      return {
        result: {
          message: required ? SECOND_FACTOR_RULE_SET_ON : SECOND_FACTOR_RULE_SET_OFF,
          required: isSecondFactorRequired(ctx, tx),
          requiredByOperator: ctx.config.requireAdminMfa,
        },
        detail: `required=${required ? "on" : "off"}`,
      };
    });
  });
}
