// Admin two-factor sign-in (TOTP, RFC 6238, through the maintained `otpauth` library): enrol
// from Settings (QR code and the secret as text), confirm with a code, receive ten single-use
// recovery codes shown once and stored hashed (SHA-256, as session tokens are). Sign-in then asks
// for a code; a code is accepted once (its 30-second step is remembered); wrong codes count
// toward the sign-in throttle.
// `aan admin mfa reset <USERNAME>` is the way back for an admin who lost the device.
import type { Result } from "#shared/answer";
import { Secret } from "otpauth";
import type { AdminView, MfaConfirmAnswer, MfaEnrolmentAnswer, MfaStatusAnswer } from "#shared/answers/admins";
import type { MessageAnswer } from "#shared/answers/common";
import { DomainError } from "#shared/errors";
import { INVALID_MFA_CODE, mfaConfirmSchema } from "#shared/schemas/admin";
import { OWN_RESET_FROM_CLI } from "#shared/schemas/passkeys";
import { parseInput } from "#shared/schemas/parse";
import type { Actor } from "../actor";
import { auditedUseCase } from "../audit/audit-log";
import { hashToken } from "../security/tokens";
import type { AppContext } from "../context";
import type { Db } from "../db/db";
import { selectAdminByReference } from "./admin-repository";
import { countAdminPasskeys, deleteAdminPasskeys, selectSecondFactorRule } from "./admin-passkey-repository";
import { requireSuperAdmin } from "./super-admin";
import { proveOwnSecondFactor } from "./second-factor";
import { isMfaOn, matchingStep, totp } from "./totp";
import { confirmMfa, countRecoveryCodesLeft, deleteMfa, replaceRecoveryCodes, selectMfa, upsertPendingMfa } from "./mfa-repository";

export const RECOVERY_CODE_COUNT = 10;
export const MFA_ALREADY_ON = "Two-factor sign-in is already on";
export const MFA_NOT_STARTED = "Start the two-factor set-up first";
export const MFA_REQUIRED_FIRST = "Two-factor sign-in must be set up first: open Settings";

/** "K7QMX-2HD9R": 10 characters of a 32-letter alphabet without look-alikes, about 2^50. */
function newRecoveryCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const chars = Array.from(bytes, (b) => alphabet[b % 32]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Whether every admin must have a second factor now: the operator's floor or the super admin's rule. */
export const isSecondFactorRequired = (ctx: AppContext, db: Db = ctx.db): boolean =>
  ctx.config.requireAdminMfa || selectSecondFactorRule(db);

/** A TOTP confirmed or a passkey (decision 0139): what the rule asks every admin to have. */
export const hasSecondFactor = (db: Db, adminId: string): boolean => isMfaOn(db, adminId) || countAdminPasskeys(db, adminId) > 0;

export function mfaStatus(ctx: AppContext, adminId: string): Result<MfaStatusAnswer> {
  const row = selectMfa(ctx.db, adminId);
  return {
    enabled: Boolean(row?.confirmedAt),
    pending: Boolean(row && !row.confirmedAt),
    recoveryCodesLeft: row?.confirmedAt ? countRecoveryCodesLeft(ctx.db, adminId) : 0,
    required: isSecondFactorRequired(ctx),
    requiredByOperator: ctx.config.requireAdminMfa,
  };
}

/** Starts TOTP set-up; an admin with passkeys proves one first (`input.passkey`), as for any new second factor. */
export function startMfaEnrolment(ctx: AppContext, actor: Actor, admin: AdminView, input?: unknown): Promise<Result<MfaEnrolmentAnswer>> {
  return auditedUseCase(ctx, actor, "mfa.enroll", async ({ commit, refuse }) => {
    // Two-factor codes already on answer 409 below; a proof would only be spent for nothing.
    if (!isMfaOn(ctx.db, admin.id)) await proveOwnSecondFactor(ctx, actor, admin, input, refuse);
    const secret = new Secret({ size: 20 }).base32;
    commit((tx) => {
      if (!upsertPendingMfa(tx, admin.id, secret, ctx.clock.now())) throw new DomainError("conflict", MFA_ALREADY_ON);
      return { result: null, detail: `admin=${admin.username} started` };
    });
    const otpauthUri = totp(secret, admin.username).toString();
    return {
      secret,
      otpauthUri,
      qrSvg: await (await import("qrcode")).default.toString(otpauthUri, { type: "svg", margin: 1, errorCorrectionLevel: "M" }),
    };
  });
}

export function confirmMfaEnrolment(ctx: AppContext, actor: Actor, admin: AdminView, input: unknown): Result<MfaConfirmAnswer> {
  return auditedUseCase(ctx, actor, "mfa.confirm", ({ commit }) => {
    const { code } = parseInput(mfaConfirmSchema, input);
    return commit((tx) => {
      const row = selectMfa(tx, admin.id);
      if (!row) throw new DomainError("conflict", MFA_NOT_STARTED);
      if (row.confirmedAt) throw new DomainError("conflict", MFA_ALREADY_ON);
      const now = ctx.clock.now();
      const step = matchingStep(row, admin.username, code, now);
      if (step === null) throw new DomainError("invalid", INVALID_MFA_CODE, [{ path: "code", message: INVALID_MFA_CODE }]);
      confirmMfa(tx, admin.id, now, step);
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      replaceRecoveryCodes(
        tx,
        admin.id,
        codes.map((code) => hashToken(code)),
        now,
      );
      return {
        result: {
          message: "Two-factor sign-in is on. Keep the recovery codes somewhere safe: they are shown only now.",
          recoveryCodes: codes,
        },
        detail: `admin=${admin.username} confirmed`,
      };
    });
  });
}

export function resetMfa(ctx: AppContext, actor: Actor, username: unknown): Result<MessageAnswer> {
  return auditedUseCase(ctx, actor, "mfa.reset", ({ commit }) =>
    commit((tx) => {
      requireSuperAdmin(actor);
      const reference = typeof username === "string" ? username.trim() : "";
      const admin = reference ? selectAdminByReference(tx, reference) : undefined;
      if (!admin) throw new DomainError("not_found", "Admin not found");
      // A session alone must not strip its own account's second factor (then the password alone
      // would change the credentials): one's own goes from the CLI or by another super admin.
      if (actor.adminId === admin.id) throw new DomainError("forbidden", OWN_RESET_FROM_CLI);
      // Their passkeys go too: a lost device may have been the passkey's as well as the app's.
      const hadCodes = deleteMfa(tx, admin.id);
      const passkeys = deleteAdminPasskeys(tx, admin.id);
      if (!hadCodes && passkeys === 0) throw new DomainError("conflict", `${admin.username} has no two-factor sign-in`);
      return {
        result: {
          message: `Two-factor sign-in of ${admin.username} removed${passkeys ? `, with ${passkeys} passkey(s)` : ""}: they sign in with their password and can set it up again`,
        },
        detail: passkeys ? `admin=${admin.username} passkeys=${passkeys}` : `admin=${admin.username}`,
      };
    }),
  );
}
