// Member passkeys (decisions 0128, 0129): WebAuthn through @simplewebauthn/server, never our own
// CBOR or signature code. A passkey belongs to the device row of the browser that made it, so it
// lives under the plan's device cap and goes when the device is revoked. A passkey sign-in is a
// sign-in like a password's: the same throttle (scope "member"), the same audit action
// (member.login), the same device cookie and session; it never needs a new device slot, because
// its device is the passkey's own.
import type { PasskeyOptionsAnswer } from "#shared/answers/passkeys";
import type { Result } from "#shared/answer";
import { DomainError } from "#shared/errors";
import { deviceHeadersSchema } from "#shared/schemas/members";
import { parseInput } from "#shared/schemas/parse";
import { PASSKEY_CHALLENGE_EXPIRED, passkeyRegistrationSchema, passkeySignInSchema } from "#shared/schemas/passkeys";
import { anonymousActor, type RequestMeta } from "../actor";
import { auditedUseCase } from "../audit/audit-log";
import type { AppContext } from "../context";
import { clearLoginFailures, reserveLoginAttempt, settleLoginFailure } from "../security/login-throttle";
import { hashToken } from "../security/tokens";
import { startSession } from "../sessions/sessions";
import { credentialExpiryFrom, isCredentialShaped, newDeviceCredential } from "./device-credentials";
import { toDeviceView } from "./devices";
import type { PresentedDevice, SignedInMember } from "./signed-in-member";
import { memberActor, memberUseCase } from "./member-use-case";
import { recordDeviceDetails, renewDeviceCredential, selectDeviceById, selectUserById, setFirstLogin } from "./member-repository";
import { ACCOUNT_DEACTIVATED, memberView, type MemberSignIn } from "./members";
import { passkeys } from "#db/schema/passkeys";
import { advancePasskeyCounter } from "../passkeys/challenge-repository";
import { registrationOptions, signInOptions, takeOpenChallenge, verifyAssertion, verifyRegistration } from "../passkeys/webauthn";
import {
  insertPasskeyOnDevice,
  reissueDeviceCredential,
  selectPasskeyByCredentialId,
  selectPasskeyOfDevice,
  selectPasskeysOf,
} from "./passkey-repository";

export const PASSKEY_SIGN_IN_FAILED = "This passkey could not sign you in";
export const DEVICE_HAS_PASSKEY = "This device already has a passkey";

/** The throttle's name for sign-ins with a passkey nobody registered: they count per address. */
const UNKNOWN_PASSKEY = "(unknown passkey)";

/**
 * The options for adding a passkey on the device this browser is signed in on. A device holds one
 * passkey: a second is refused here, before the browser asks the member anything.
 */
export async function passkeyRegistrationOptions(ctx: AppContext, signedIn: SignedInMember): Promise<Result<PasskeyOptionsAnswer>> {
  if (selectPasskeyOfDevice(ctx.db, signedIn.deviceId)) throw new DomainError("conflict", DEVICE_HAS_PASSKEY);
  const member = signedIn.member;
  return registrationOptions(
    ctx,
    "register",
    { userId: signedIn.userId, deviceId: signedIn.deviceId },
    {
      id: signedIn.userId,
      name: member.username,
      displayName: `${member.firstName} ${member.lastName}`,
      existing: selectPasskeysOf(ctx.db, signedIn.userId),
    },
  );
}

/** Adds the passkey the browser made to the device it is signed in on; refusals are the member's activity. */
export async function registerPasskey(ctx: AppContext, meta: RequestMeta, signedIn: SignedInMember, input: unknown) {
  const values = parseInput(passkeyRegistrationSchema, input);
  return memberUseCase(ctx, memberActor(signedIn, meta), "passkey.refused", async ({ commit }) => {
    const challenge = takeOpenChallenge(ctx, values.challengeId, "register");
    // A challenge issued to another member or for another device is no challenge of this one.
    if (!challenge || challenge.userId !== signedIn.userId || challenge.deviceId !== signedIn.deviceId) {
      throw new DomainError("invalid", PASSKEY_CHALLENGE_EXPIRED);
    }
    const credential = await verifyRegistration(ctx, challenge, values.response);
    return commit((tx) => {
      const now = ctx.clock.now();
      const added = insertPasskeyOnDevice(tx, {
        userId: signedIn.userId,
        deviceId: signedIn.deviceId,
        ...credential,
        at: now,
      });
      if (!added) throw new DomainError("conflict", DEVICE_HAS_PASSKEY);
      const device = selectDeviceById(tx, signedIn.userId, signedIn.deviceId)!;
      return {
        result: { message: "Passkey added", device: toDeviceView(device, signedIn.deviceId, added) },
        activity: { action: "passkey.added", description: `Added a passkey on ${device.deviceLabel}`, metadata: { deviceId: device.id } },
      };
    });
  });
}

/** The options for a passkey sign-in: no username, the browser offers the member's passkeys for this site. */
export const passkeySignInOptions = (ctx: AppContext): Promise<Result<PasskeyOptionsAnswer>> => signInOptions(ctx, "sign_in");

/**
 * Sign-in with a passkey: throttled and audited as a password sign-in (member.login), then signed
 * in on the passkey's own device. A browser that does not carry that device's cookie (it was
 * cleared) is given a new one: the passkey is the proof of the device.
 */
export function signInWithPasskey(
  ctx: AppContext,
  meta: RequestMeta,
  device: PresentedDevice,
  input: unknown,
  previousToken?: string,
): Promise<MemberSignIn> {
  const credentialId = (input as { response?: { id?: unknown } } | null)?.response?.id;
  const passkey = typeof credentialId === "string" ? selectPasskeyByCredentialId(ctx.db, credentialId) : undefined;
  const owner = passkey ? selectUserById(ctx.db, passkey.userId) : undefined;
  return auditedUseCase(ctx, anonymousActor(meta, owner?.username), "member.login", async () => {
    const values = parseInput(passkeySignInSchema, input);
    const deviceHeaders = parseInput(deviceHeadersSchema, device);
    const clientAddress = meta.clientAddress ?? "unknown";
    const reservation = await reserveLoginAttempt(ctx, "member", owner?.username ?? UNKNOWN_PASSKEY, clientAddress);
    const challenge = takeOpenChallenge(ctx, values.challengeId, "sign_in");
    if (!passkey || !owner) {
      settleLoginFailure(ctx, reservation);
      throw new DomainError("unauthenticated", PASSKEY_SIGN_IN_FAILED);
    }
    return memberUseCase(ctx, memberActor({ userId: owner.id }, meta), null, async ({ commit, refuse }) => {
      const refused = (description: string) => {
        settleLoginFailure(ctx, reservation);
        return refuse(new DomainError("unauthenticated", PASSKEY_SIGN_IN_FAILED), { action: "login.failure", description });
      };
      if (!challenge) throw refused("Passkey answer to no open request");
      let newCounter: number;
      try {
        newCounter = await verifyAssertion(ctx, passkey, challenge, values.response);
      } catch (error) {
        // The library's reasons (another origin, a counter that did not move on) are for the log, not the browser.
        throw refused(`Passkey refused: ${error instanceof Error ? error.message.slice(0, 120) : "not verified"}`);
      }
      if (!owner.isActive) {
        clearLoginFailures(ctx, reservation);
        throw new DomainError("forbidden", ACCOUNT_DEACTIVATED);
      }
      const signedIn = commit((tx) => {
        const now = ctx.clock.now();
        // A copied passkey replaying an old count loses here, also against a sign-in racing it.
        if (!advancePasskeyCounter(tx, passkeys, passkey.id, newCounter, now)) return { result: undefined };
        const row = selectDeviceById(tx, owner.id, passkey.deviceId)!;
        const expiresAt = credentialExpiryFrom(now);
        const presented = device.credential && isCredentialShaped(device.credential) ? device.credential : undefined;
        let credential = presented;
        if (presented && row.credentialHash === hashToken(presented)) renewDeviceCredential(tx, row.id, now, expiresAt);
        else reissueDeviceCredential(tx, row.id, hashToken((credential = newDeviceCredential())), expiresAt, now);
        recordDeviceDetails(tx, row.id, { ...deviceHeaders, userAgent: device.userAgent, at: now });
        const session = startSession({ ...ctx, db: tx }, "member", owner.id, previousToken, row.id);
        setFirstLogin(tx, owner.id, now);
        return {
          result: {
            token: session.token,
            expiresAt: session.expiresAt,
            member: memberView(ctx, tx, selectUserById(tx, owner.id)!),
            deviceId: row.id,
            deviceCredential: credential!,
          } satisfies MemberSignIn,
          activity: {
            action: "login",
            description: `Signed in with a passkey on ${row.deviceLabel}`,
            metadata: { deviceId: row.id, device: row.deviceLabel, method: "passkey" },
          },
        };
      });
      if (!signedIn) throw refused("Passkey counter did not move on: a copied passkey or a replayed answer");
      clearLoginFailures(ctx, reservation);
      return signedIn;
    });
  });
}
