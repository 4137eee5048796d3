// A member may turn the password off once two passkeys exist (decision 0138): then only a passkey
// (or the reset flow, which turns it back on) signs them in. Turning it off needs proof of the
// member beyond the session: the current password, through the sign-in throttle, or a fresh
// passkey assertion. Fewer than two passkeys left turns it back on (the delete trigger of
// migration 0039), so a lost or revoked device never locks anyone out.
import type { Result } from "#shared/answer";
import type { PasswordSignInAnswer } from "#shared/answers/passkeys";
import { DomainError } from "#shared/errors";
import { parseInput } from "#shared/schemas/parse";
import { passwordSignInSchema } from "#shared/schemas/passkeys";
import { WRONG_CURRENT_PASSWORD } from "#shared/schemas/admin";
import type { RequestMeta } from "../actor";
import type { AppContext } from "../context";
import { clearLoginFailures, reserveLoginAttempt, settleLoginFailure } from "../security/login-throttle";
import { verifyPassword } from "../security/passwords";
import { memberActor, memberUseCase } from "./member-use-case";
import { selectUserById } from "./member-repository";
import type { SignedInMember } from "./signed-in-member";
import { passkeys } from "#db/schema/passkeys";
import { advancePasskeyCounter } from "../passkeys/challenge-repository";
import { takeOpenChallenge, verifyAssertion } from "../passkeys/webauthn";
import { selectPasskeyByCredentialId, turnPasswordSignInOff, turnPasswordSignInOn } from "./passkey-repository";
import { PASSKEY_SIGN_IN_FAILED } from "./passkeys";

export const PASSWORD_OFF_NEEDS_TWO_PASSKEYS = "Add passkeys on two devices before you turn the password off";
export const PASSWORD_TURNED_OFF = "Password sign-in is off: sign in with one of your passkeys";
export const PASSWORD_TURNED_ON = "Password sign-in is on";

export function setPasswordSignIn(
  ctx: AppContext,
  meta: RequestMeta,
  signedIn: SignedInMember,
  input: unknown,
): Promise<Result<PasswordSignInAnswer>> {
  return memberUseCase(ctx, memberActor(signedIn, meta), "passkey.refused", async ({ commit, refuse }) => {
    const values = parseInput(passwordSignInSchema, input);
    if (values.enabled) {
      return commit((tx) => {
        turnPasswordSignInOn(tx, signedIn.userId);
        return {
          result: { message: PASSWORD_TURNED_ON, passwordSignIn: true },
          activity: { action: "password.on", description: "Turned password sign-in on" },
        };
      });
    }
    const counter = values.passkey ? await provenByPasskey(ctx, signedIn, values.passkey) : undefined;
    if (!values.passkey) await provenByPassword(ctx, meta, signedIn, values.currentPassword ?? "", refuse);
    return commit((tx) => {
      // The assertion's counter moves on in the same transaction that uses it: a replay proves nothing.
      if (counter && !advancePasskeyCounter(tx, passkeys, counter.passkeyId, counter.value, ctx.clock.now())) {
        throw new DomainError("invalid", PASSKEY_SIGN_IN_FAILED);
      }
      if (!turnPasswordSignInOff(tx, signedIn.userId)) throw new DomainError("conflict", PASSWORD_OFF_NEEDS_TWO_PASSKEYS);
      return {
        result: { message: PASSWORD_TURNED_OFF, passwordSignIn: false },
        activity: {
          action: "password.off",
          description: `Turned password sign-in off (proved by ${counter ? "a passkey" : "the password"})`,
        },
      };
    });
  });
}

/** The current password, counted by the sign-in throttle as a sign-in attempt is. */
async function provenByPassword(
  ctx: AppContext,
  meta: RequestMeta,
  signedIn: SignedInMember,
  password: string,
  refuse: (error: DomainError, activity: { action: "passkey.refused"; description: string }) => DomainError,
): Promise<void> {
  const clientAddress = meta.clientAddress ?? "unknown";
  const reservation = await reserveLoginAttempt(ctx, "member", signedIn.member.username, clientAddress);
  const user = selectUserById(ctx.db, signedIn.userId)!;
  if (!(await verifyPassword(ctx, password, user.password, clientAddress, "known-device"))) {
    settleLoginFailure(ctx, reservation);
    const message = WRONG_CURRENT_PASSWORD;
    throw refuse(new DomainError("invalid", message, [{ path: "currentPassword", message }]), {
      action: "passkey.refused",
      description: "Password sign-in stays on: wrong current password",
    });
  }
  clearLoginFailures(ctx, reservation);
}

/** A fresh assertion by one of the member's own passkeys; answers the counter to move on. */
async function provenByPasskey(
  ctx: AppContext,
  signedIn: SignedInMember,
  assertion: { challengeId: string; response: { id: string } },
): Promise<{ passkeyId: string; value: number }> {
  const refused = () => new DomainError("invalid", PASSKEY_SIGN_IN_FAILED);
  const challenge = takeOpenChallenge(ctx, assertion.challengeId, "sign_in");
  const passkey = selectPasskeyByCredentialId(ctx.db, assertion.response.id);
  if (!challenge || !passkey || passkey.userId !== signedIn.userId) throw refused();
  try {
    return { passkeyId: passkey.id, value: await verifyAssertion(ctx, passkey, challenge, assertion.response) };
  } catch {
    throw refused();
  }
}
