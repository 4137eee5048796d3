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
import { passkeyRegistrationSchema, passkeySignInSchema } from "#shared/schemas/passkeys";
import { anonymousActor, type RequestMeta } from "../actor";
import { auditedUseCase } from "../audit/audit-log";
import type { AppContext } from "../context";
import { writeTransaction } from "../db/db";
import { clearLoginFailures, reserveLoginAttempt, settleLoginFailure } from "../security/login-throttle";
import { hashToken } from "../security/tokens";
import { startSession } from "../sessions/sessions";
import { credentialExpiryFrom, isCredentialShaped, newDeviceCredential } from "./device-credentials";
import { toDeviceView } from "./devices";
import type { PresentedDevice, SignedInMember } from "./signed-in-member";
import { memberActor, memberUseCase } from "./member-use-case";
import { recordDeviceDetails, renewDeviceCredential, selectDeviceById, selectUserById, setFirstLogin } from "./member-repository";
import { ACCOUNT_DEACTIVATED, memberView, type MemberSignIn } from "./members";
import {
  advancePasskeyCounter,
  deleteExpiredChallenges,
  insertChallengeWithinCap,
  insertPasskeyOnDevice,
  reissueDeviceCredential,
  selectPasskeyByCredentialId,
  selectPasskeyOfDevice,
  selectPasskeysOf,
  takeChallenge,
  type ChallengeRow,
} from "./passkey-repository";

export const PASSKEY_SIGN_IN_FAILED = "This passkey could not sign you in";
export const PASSKEY_CHALLENGE_EXPIRED = "The passkey request expired. Please try again.";
export const PASSKEY_NOT_VERIFIED = "The passkey could not be verified";
export const DEVICE_HAS_PASSKEY = "This device already has a passkey";
export const PASSKEYS_BUSY = "Too many passkey sign-ins are under way. Please try again in a minute.";

/** How long a browser has to answer a challenge (the WebAuthn ceremony's own timeout). */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
/** The most challenges out at once: anonymous visitors may ask for them, so their rows are capped. */
export const CHALLENGES_CAP = 10_000;
/** The throttle's name for sign-ins with a passkey nobody registered: they count per address. */
const UNKNOWN_PASSKEY = "(unknown passkey)";

/** The relying party: AAN_BASE_URL's host is the passkeys' scope and its origin the only page that may use them. */
export function relyingParty(ctx: AppContext): { id: string; origin: string; name: string } {
  const base = new URL(ctx.config.baseUrl);
  return { id: base.hostname, origin: base.origin, name: "AAN" };
}

// The library (and the X.509 code under it) loads with the first passkey call, not with the server.
const webauthn = () => import("@simplewebauthn/server");
const base64url = async () => (await import("@simplewebauthn/server/helpers")).isoBase64URL;

function issueChallenge(ctx: AppContext, values: Omit<ChallengeRow, "id" | "expiresAt">): string {
  const id = crypto.randomUUID();
  const now = ctx.clock.now();
  const issued = writeTransaction(ctx.db, (tx) => {
    deleteExpiredChallenges(tx, now);
    return insertChallengeWithinCap(tx, { ...values, id, expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS) }, CHALLENGES_CAP);
  });
  if (!issued) throw new DomainError("throttled", PASSKEYS_BUSY, undefined, { retryAfterSeconds: 60 });
  return id;
}

const parseTransports = (text: string | null) =>
  text ? (JSON.parse(text) as import("@simplewebauthn/server").AuthenticatorTransportFuture[]) : undefined;

/**
 * The options for adding a passkey on the device this browser is signed in on. A device holds one
 * passkey: a second is refused here, before the browser asks the member anything.
 */
export async function passkeyRegistrationOptions(ctx: AppContext, signedIn: SignedInMember): Promise<Result<PasskeyOptionsAnswer>> {
  if (selectPasskeyOfDevice(ctx.db, signedIn.deviceId)) throw new DomainError("conflict", DEVICE_HAS_PASSKEY);
  const rp = relyingParty(ctx);
  const { generateRegistrationOptions } = await webauthn();
  const member = signedIn.member;
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: member.username,
    userDisplayName: `${member.firstName} ${member.lastName}`,
    userID: new TextEncoder().encode(signedIn.userId),
    attestationType: "none",
    // Discoverable, so the sign-in page can offer it without a username; verified, so it stands in for the password.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    excludeCredentials: selectPasskeysOf(ctx.db, signedIn.userId).map((key) => ({
      id: key.credentialId,
      transports: parseTransports(key.transports),
    })),
  });
  const challengeId = issueChallenge(ctx, {
    purpose: "register",
    challenge: options.challenge,
    userId: signedIn.userId,
    deviceId: signedIn.deviceId,
  });
  return { challengeId, options: options as unknown as Record<string, unknown> };
}

/** Adds the passkey the browser made to the device it is signed in on; refusals are the member's activity. */
export async function registerPasskey(ctx: AppContext, meta: RequestMeta, signedIn: SignedInMember, input: unknown) {
  const values = parseInput(passkeyRegistrationSchema, input);
  return memberUseCase(ctx, memberActor(signedIn, meta), "passkey.refused", async ({ commit }) => {
    const challenge = writeTransaction(ctx.db, (tx) => takeChallenge(tx, values.challengeId, "register", ctx.clock.now()));
    // A challenge issued to another member or for another device is no challenge of this one.
    if (!challenge || challenge.userId !== signedIn.userId || challenge.deviceId !== signedIn.deviceId) {
      throw new DomainError("invalid", PASSKEY_CHALLENGE_EXPIRED);
    }
    const rp = relyingParty(ctx);
    const { verifyRegistrationResponse } = await webauthn();
    let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verified = await verifyRegistrationResponse({
        response: values.response as unknown as Parameters<typeof verifyRegistrationResponse>[0]["response"],
        expectedChallenge: challenge.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      });
    } catch {
      throw new DomainError("invalid", PASSKEY_NOT_VERIFIED);
    }
    if (!verified.verified || !verified.registrationInfo) throw new DomainError("invalid", PASSKEY_NOT_VERIFIED);
    const credential = verified.registrationInfo.credential;
    const publicKey = (await base64url()).fromBuffer(credential.publicKey);
    return commit((tx) => {
      const now = ctx.clock.now();
      const added = insertPasskeyOnDevice(tx, {
        userId: signedIn.userId,
        deviceId: signedIn.deviceId,
        credentialId: credential.id,
        publicKey,
        counter: credential.counter,
        transports: credential.transports ? JSON.stringify(credential.transports) : null,
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
export async function passkeySignInOptions(ctx: AppContext): Promise<Result<PasskeyOptionsAnswer>> {
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({ rpID: relyingParty(ctx).id, userVerification: "required", allowCredentials: [] });
  const challengeId = issueChallenge(ctx, { purpose: "sign_in", challenge: options.challenge, userId: null, deviceId: null });
  return { challengeId, options: options as unknown as Record<string, unknown> };
}

/**
 * Checks a signed assertion against a stored passkey and the challenge it answers: the origin, the
 * relying party, user verification and the signature. Answers the authenticator's new counter (the
 * caller moves it on in its transaction); throws the library's reason when it does not verify.
 */
export async function verifyAssertion(
  ctx: AppContext,
  passkey: { credentialId: string; publicKey: string; counter: number; transports: string | null },
  challenge: ChallengeRow,
  response: unknown,
): Promise<number> {
  const rp = relyingParty(ctx);
  const { verifyAuthenticationResponse } = await webauthn();
  const verified = await verifyAuthenticationResponse({
    response: response as Parameters<typeof verifyAuthenticationResponse>[0]["response"],
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: passkey.credentialId,
      publicKey: (await base64url()).toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: parseTransports(passkey.transports),
    },
  });
  if (!verified.verified) throw new Error("Passkey not verified");
  return verified.authenticationInfo.newCounter;
}

/** Takes the sign-in challenge an assertion answers (single use), or undefined. */
export const takeSignInChallenge = (ctx: AppContext, challengeId: string) =>
  writeTransaction(ctx.db, (tx) => takeChallenge(tx, challengeId, "sign_in", ctx.clock.now()));

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
    const challenge = writeTransaction(ctx.db, (tx) => takeChallenge(tx, values.challengeId, "sign_in", ctx.clock.now()));
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
        if (!advancePasskeyCounter(tx, passkey.id, newCounter, now)) return { result: undefined };
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
