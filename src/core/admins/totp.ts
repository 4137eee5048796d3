// An admin's TOTP codes and recovery codes checked (RFC 6238, through `otpauth`): the primitive
// under sign-in and under every change that asks for the admin's second factor (second-factor.ts).
// Enrolment and reset are mfa.ts's.
import { Secret, TOTP } from "otpauth";
import { APP_NAME } from "#shared/constants";
import type { Db } from "../db/db";
import { hashToken } from "../security/tokens";
import { selectMfa, spendRecoveryCode, useMfaStep, type MfaRow } from "./mfa-repository";

const PERIOD_SECONDS = 30;
/** A code from the step before or after is accepted too: phone clocks drift. */
const WINDOW_STEPS = 1;
export const totp = (secret: string, label: string) =>
  new TOTP({ issuer: APP_NAME, label, algorithm: "SHA1", digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
export const stepAt = (now: Date) => Math.floor(now.getTime() / 1000 / PERIOD_SECONDS);

export const isMfaOn = (db: Db, adminId: string): boolean => Boolean(selectMfa(db, adminId)?.confirmedAt);

/** The step a code belongs to (within the window), or null. */
export function matchingStep(row: MfaRow, label: string, code: string, now: Date): number | null {
  const delta = totp(row.secret, label).validate({ token: code, timestamp: now.getTime(), window: WINDOW_STEPS });
  return delta === null ? null : stepAt(now) + delta;
}

/**
 * What a second factor turned out to be: a current code (now spent), a recovery code (now spent),
 * a right code whose step was already used ("reused": the code that confirmed the enrolment, typed
 * again at the next sign-in), or wrong.
 */
export type SecondFactorCheck = "totp" | "recovery" | "reused" | "wrong";

/** Checks the second factor of a sign-in inside the caller's transaction, spending it when it is good. */
export function useSecondFactor(tx: Db, adminId: string, label: string, code: string, now: Date): SecondFactorCheck {
  const row = selectMfa(tx, adminId);
  if (!row?.confirmedAt) return "wrong";
  if (/^\d{6}$/.test(code)) {
    const step = matchingStep(row, label, code, now);
    if (step === null) return "wrong";
    // One conditional statement spends the step; when it changes nothing the step was used already.
    return useMfaStep(tx, adminId, step) ? "totp" : "reused";
  }
  return spendRecoveryCode(tx, adminId, hashToken(code), now) ? "recovery" : "wrong";
}
