// An admin's second factor checked: at sign-in (401, the next step asked for) and before a
// signed-in admin's credentials or second factors change (403), each attempt on the sign-in
// throttle (decisions 0139, 0143).
import { adminPasskeys } from "#db/schema/passkeys";
import { DomainError } from "#shared/errors";
import { INVALID_MFA_CODE, MFA_CODE_JUST_USED, MFA_CODE_REQUIRED, secondFactorProofSchema } from "#shared/schemas/admin";
import { ADMIN_PASSKEY_NOT_YOURS, ADMIN_PASSKEY_REQUIRED, PASSKEY_CHALLENGE_EXPIRED, PASSKEY_NOT_VERIFIED } from "#shared/schemas/passkeys";
import { parseInput } from "#shared/schemas/parse";
import type { Actor } from "../actor";
import type { AppContext } from "../context";
import { writeTransaction } from "../db/db";
import { advancePasskeyCounter } from "../passkeys/challenge-repository";
import { clearLoginFailures, reserveLoginAttempt, settleLoginFailure, type LoginReservation } from "../security/login-throttle";
import type { AdminRow } from "./admin-repository";
import { countAdminPasskeys } from "./admin-passkey-repository";
import { checkPasskeyFactor, type PasskeyFactorRefusal } from "./passkey-factor";
import { isMfaOn, useSecondFactor } from "./totp";

export type UsedSecondFactor = { kind: "totp" | "recovery" } | { kind: "passkey"; name: string };

/** How a second-factor check answers: at sign-in a 401 (no session yet), for a signed-in admin a 403. */
export type SecondFactorStep = {
  kind: "unauthenticated" | "forbidden";
  /** Counts the attempt toward the sign-in throttle of the admin's username. */
  failed: () => void;
  refuse: (error: DomainError, detail: string) => DomainError;
  /** The refusal that asks for the factor (at sign-in, the next step rather than a failure). */
  ask: (error: DomainError, detail: string) => DomainError;
};

/**
 * The second step after a right password: none for an admin without a second factor; else the
 * code or a passkey (decision 0139), each spent once. Without either, the step is asked for,
 * naming what the admin has (`code`, `passkey` or both), so an admin whose only factor is a
 * passkey is never let through on the password alone. Every refusal counts toward the throttle
 * and is audited with its reason. Sign-in and the change of an admin's own credentials share it.
 */
export async function checkSecondFactor(
  ctx: AppContext,
  admin: Pick<AdminRow, "id" | "username">,
  values: { code?: string; passkey?: { challengeId: string; response: { id: string } } },
  step: SecondFactorStep,
): Promise<UsedSecondFactor | null> {
  const hasCodes = isMfaOn(ctx.db, admin.id);
  const hasPasskeys = countAdminPasskeys(ctx.db, admin.id) > 0;
  if (!hasCodes && !hasPasskeys) return null;
  if (values.passkey) {
    const check = await checkPasskeyFactor(ctx, admin.id, values.passkey);
    const moved =
      !("refused" in check) &&
      writeTransaction(ctx.db, (tx) => advancePasskeyCounter(tx, adminPasskeys, check.passkey.id, check.counter, ctx.clock.now()));
    if ("refused" in check || !moved) {
      step.failed();
      const message = "refused" in check ? PASSKEY_REFUSALS[check.refused] : PASSKEY_NOT_VERIFIED;
      const why = "refused" in check ? check.reason : "passkey counter did not move on: a copied passkey or a replayed answer";
      throw step.refuse(new DomainError(step.kind, message, [{ path: "passkey", message }]), why);
    }
    return { kind: "passkey", name: check.passkey.name };
  }
  if (!values.code) {
    // The password was right; the second factor is asked for: this attempt counts toward the
    // throttle until a sign-in succeeds and clears it.
    step.failed();
    const asked = [
      ...(hasCodes ? [{ path: "code", message: MFA_CODE_REQUIRED }] : []),
      ...(hasPasskeys ? [{ path: "passkey", message: ADMIN_PASSKEY_REQUIRED }] : []),
    ];
    throw step.ask(
      new DomainError(step.kind, asked[0]!.message, asked),
      hasCodes ? "password accepted; two-factor code asked for" : "password accepted; passkey asked for",
    );
  }
  const check = writeTransaction(ctx.db, (tx) => useSecondFactor(tx, admin.id, admin.username, values.code!, ctx.clock.now()));
  if (check === "wrong" || check === "reused") {
    step.failed();
    throw refusedSecondFactor(step.kind, check, step.refuse);
  }
  return { kind: check };
}

const PASSKEY_REFUSALS: Record<PasskeyFactorRefusal, string> = {
  expired: PASSKEY_CHALLENGE_EXPIRED,
  not_yours: ADMIN_PASSKEY_NOT_YOURS,
  not_verified: PASSKEY_NOT_VERIFIED,
};

/**
 * The refusal of a second factor that did not pass, under the code field: a reused code says to
 * wait for the next one (a person typed the right code twice), a wrong one says it is invalid.
 * Each has its own audit words, so the log tells the two apart.
 */
export function refusedSecondFactor(
  kind: "unauthenticated" | "forbidden",
  check: "wrong" | "reused",
  refuse: (error: DomainError, detail: string) => DomainError,
): DomainError {
  const message = check === "reused" ? MFA_CODE_JUST_USED : INVALID_MFA_CODE;
  return refuse(
    new DomainError(kind, message, [{ path: "code", message }]),
    check === "reused" ? "two-factor code used again" : "wrong two-factor code",
  );
}

/** The second factor checked for a signed-in admin's change (403), a failure settled on the sign-in throttle's reservation. */
export async function proveSecondFactorThrottled(
  ctx: AppContext,
  admin: { id: string; username: string },
  values: Parameters<typeof checkSecondFactor>[2],
  reservation: LoginReservation,
  refuse: (error: DomainError, detail: string) => DomainError,
): Promise<void> {
  await checkSecondFactor(ctx, admin, values, {
    kind: "forbidden",
    failed: () => settleLoginFailure(ctx, reservation),
    refuse,
    ask: refuse,
  });
  clearLoginFailures(ctx, reservation);
}

/**
 * Before a signed-in admin adds, removes or replaces a second factor, proof of one they have
 * already (none asked of an admin without one): else a stolen session would add the thief's own
 * passkey or app, or take the admin's away, and then change the password with the password alone.
 * Checked and throttled as the credentials change checks it (403, the same words).
 */
export async function proveOwnSecondFactor(
  ctx: AppContext,
  actor: Actor,
  admin: { id: string; username: string },
  input: unknown,
  refuse: (error: DomainError, detail: string) => DomainError,
): Promise<void> {
  if (!isMfaOn(ctx.db, admin.id) && countAdminPasskeys(ctx.db, admin.id) === 0) return;
  const values = parseInput(secondFactorProofSchema, input ?? {});
  const reservation = await reserveLoginAttempt(ctx, "admin", admin.username, actor.meta.clientAddress ?? "unknown");
  await proveSecondFactorThrottled(ctx, admin, values, reservation, refuse);
}
