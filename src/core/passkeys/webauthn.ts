// The WebAuthn ceremonies members' and admins' passkeys share (decisions 0128, 0139), through
// @simplewebauthn/server, never our own CBOR or signature code: the relying party, single-use
// challenges, registration options and their verification, sign-in options and assertions.
// What a passkey belongs to (a member's device, an admin) is the callers' business.
//
// A sign-in's challenge is asked for by anyone (the login page asks on every visit), so it is
// stored nowhere until it is answered (decision 0146): its id carries the challenge, its purpose
// and its end, sealed with this process's key. Answering it writes it down as spent, until it
// would have ended, so it is good once. Nobody can fill a table, or a cap others would then meet,
// by asking. A registration's challenge is stored, at most a few per member or admin.
import type { Result } from "#shared/answer";
import type { PasskeyOptionsAnswer } from "#shared/answers/passkeys";
import { DomainError } from "#shared/errors";
import { PASSKEY_NOT_VERIFIED, PASSKEYS_BUSY } from "#shared/schemas/passkeys";
import type { AppContext } from "../context";
import { writeTransaction } from "../db/db";
import {
  deleteExpiredChallenges,
  insertChallengeWithinCap,
  insertSpentChallenge,
  takeChallenge,
  type ChallengePurpose,
  type ChallengeRow,
} from "./challenge-repository";

/** How long a browser has to answer a challenge (the WebAuthn ceremony's own timeout). */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
/** The most registration challenges out at once, and per member or admin. */
export const CHALLENGES_CAP = 10_000;
export const CHALLENGES_PER_OWNER = 5;

/** The purposes whose challenge anyone may ask for: sealed, never stored before an answer. */
const SEALED_PURPOSES: ReadonlySet<ChallengePurpose> = new Set(["sign_in", "admin_sign_in"]);
/** This process's sealing key: a restart ends the sign-in challenges out, and the browser asks again. */
const sealingKey = crypto.getRandomValues(new Uint8Array(32));
const seal = (text: string) => new Bun.CryptoHasher("sha256", sealingKey).update(text).digest("base64url");

/** "<purpose>.<ends at, ms>.<challenge>.<seal>": what a sealed challenge's id says. */
function sealedChallengeId(purpose: ChallengePurpose, challenge: string, expiresAt: Date): string {
  const body = `${purpose}.${expiresAt.getTime()}.${challenge}`;
  return `${body}.${seal(body)}`;
}

/** The challenge a sealed id carries when this process sealed it for `purpose`; else undefined. */
function unsealedChallenge(challengeId: string, purpose: ChallengePurpose): { challenge: string; expiresAt: Date } | undefined {
  const parts = challengeId.split(".");
  if (parts.length !== 4 || parts[0] !== purpose) return undefined;
  const body = parts.slice(0, 3).join(".");
  const expected = Buffer.from(seal(body));
  const given = Buffer.from(parts[3]!);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined;
  return { challenge: parts[2]!, expiresAt: new Date(Number(parts[1])) };
}

/** The relying party: AAN_BASE_URL's host is the passkeys' scope and its origin the only page that may use them. */
export function relyingParty(ctx: AppContext): { id: string; origin: string; name: string } {
  const base = new URL(ctx.config.baseUrl);
  return { id: base.hostname, origin: base.origin, name: "AAN" };
}

// The library (and the X.509 code under it) loads with the first passkey call, not with the server.
const webauthn = () => import("@simplewebauthn/server");
const base64url = async () => (await import("@simplewebauthn/server/helpers")).isoBase64URL;

type ChallengeBinding = { userId?: string | null; deviceId?: string | null; adminId?: string | null };

function issueChallenge(ctx: AppContext, purpose: ChallengePurpose, challenge: string, binding: ChallengeBinding): string {
  const now = ctx.clock.now();
  if (SEALED_PURPOSES.has(purpose)) return sealedChallengeId(purpose, challenge, new Date(now.getTime() + CHALLENGE_LIFETIME_MS));
  const id = crypto.randomUUID();
  const issued = writeTransaction(ctx.db, (tx) => {
    deleteExpiredChallenges(tx, now);
    return insertChallengeWithinCap(
      tx,
      {
        id,
        purpose,
        challenge,
        userId: binding.userId ?? null,
        deviceId: binding.deviceId ?? null,
        adminId: binding.adminId ?? null,
        expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
      },
      CHALLENGES_CAP,
      CHALLENGES_PER_OWNER,
    );
  });
  if (!issued) throw new DomainError("throttled", PASSKEYS_BUSY, undefined, { retryAfterSeconds: 60 });
  return id;
}

/** Takes the challenge an answer names, once, if it is live and of this purpose; else undefined. */
export function takeOpenChallenge(ctx: AppContext, challengeId: string, purpose: ChallengePurpose): ChallengeRow | undefined {
  const now = ctx.clock.now();
  if (!SEALED_PURPOSES.has(purpose)) return writeTransaction(ctx.db, (tx) => takeChallenge(tx, challengeId, purpose, now));
  const sealed = unsealedChallenge(challengeId, purpose);
  if (!sealed || sealed.expiresAt <= now) return undefined;
  const row: ChallengeRow = { id: challengeId, purpose, userId: null, deviceId: null, adminId: null, ...sealed };
  const spent = writeTransaction(ctx.db, (tx) => {
    deleteExpiredChallenges(tx, now);
    return insertSpentChallenge(tx, row);
  });
  return spent ? row : undefined;
}

const parseTransports = (text: string | null) =>
  text ? (JSON.parse(text) as import("@simplewebauthn/server").AuthenticatorTransportFuture[]) : undefined;

/** A stored passkey as the verifier needs it, in either table. */
export type StoredPasskey = { credentialId: string; publicKey: string; counter: number; transports: string | null };

/**
 * Options for making a passkey, and the challenge they carry bound to whom it will belong.
 * Discoverable and user-verified: a member's signs in without a username, and an admin's is found
 * by the browser at the second step without the server naming it.
 */
export async function registrationOptions(
  ctx: AppContext,
  purpose: ChallengePurpose,
  binding: ChallengeBinding,
  user: { id: string; name: string; displayName: string; existing: StoredPasskey[] },
): Promise<Result<PasskeyOptionsAnswer>> {
  const rp = relyingParty(ctx);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.name,
    userDisplayName: user.displayName,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    excludeCredentials: user.existing.map((key) => ({ id: key.credentialId, transports: parseTransports(key.transports) })),
  });
  const challengeId = issueChallenge(ctx, purpose, options.challenge, binding);
  return { challengeId, options: options as unknown as Record<string, unknown> };
}

/** Checks the browser's new passkey against its challenge; answers what to store, or a 400. */
export async function verifyRegistration(
  ctx: AppContext,
  challenge: ChallengeRow,
  response: unknown,
): Promise<Omit<StoredPasskey, "counter"> & { counter: number }> {
  const rp = relyingParty(ctx);
  const { verifyRegistrationResponse } = await webauthn();
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: response as Parameters<typeof verifyRegistrationResponse>[0]["response"],
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
  return {
    credentialId: credential.id,
    publicKey: (await base64url()).fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ? JSON.stringify(credential.transports) : null,
  };
}

/** Options for a sign-in: no credentials named, the browser offers the passkeys it holds for this site. */
export async function signInOptions(ctx: AppContext, purpose: ChallengePurpose): Promise<Result<PasskeyOptionsAnswer>> {
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({ rpID: relyingParty(ctx).id, userVerification: "required", allowCredentials: [] });
  const challengeId = issueChallenge(ctx, purpose, options.challenge, {});
  return { challengeId, options: options as unknown as Record<string, unknown> };
}

/**
 * Checks a signed assertion against a stored passkey and the challenge it answers: the origin, the
 * relying party, user verification and the signature. Answers the authenticator's new counter (the
 * caller moves it on in its transaction); throws the library's reason when it does not verify.
 */
export async function verifyAssertion(
  ctx: AppContext,
  passkey: StoredPasskey,
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
