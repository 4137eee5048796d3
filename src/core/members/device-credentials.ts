// The device cookie (decision 0060): a random credential the server gives a browser at its first
// sign-in, kept hashed on the device row. A request is from a known device when it carries it; the
// fingerprint and label headers are recorded, and a change of them (a browser update, a zoom)
// never signs the member out nor takes a slot of their device limit.
import { deviceHeadersSchema } from "#shared/schemas/members";
import type { AppContext } from "../context";
import { isDatabaseBusy } from "../db/db";
import { hashToken, newSessionToken } from "../security/tokens";
import { adoptDeviceCredential, recordDeviceDetails, touchDeviceSeen, type DeviceRow } from "./member-repository";
import type { PresentedDevice } from "./signed-in-member";

/** How long a device cookie lives after the last sign-in on it (the most browsers keep a cookie). */
export const DEVICE_CREDENTIAL_LIFETIME_MS = 400 * 24 * 60 * 60 * 1000;

export const credentialExpiryFrom = (now: Date) => new Date(now.getTime() + DEVICE_CREDENTIAL_LIFETIME_MS);

/** 32 random bytes, base64url: the same shape as a session token. */
export const newDeviceCredential = newSessionToken;

/** Only a value shaped like one the server issues is looked up; anything else counts as no cookie. */
export const isCredentialShaped = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

/** What the sign-in check keeps of the session's device (remembered with it while nothing changes). */
export type SessionDevice = Pick<
  DeviceRow,
  "id" | "credentialHash" | "credentialExpiresAt" | "deviceFingerprint" | "lastLabel" | "userAgent"
>;

export type Recognition = { ok: false } | { ok: true; issuedCredential?: string };

/**
 * How long after a device adopts its cookie the same session, with the fingerprint it adopted
 * with, is handed that same cookie again: a browser restoring several tabs sends their first
 * requests together, all without the cookie, and each must come back signed in.
 */
export const ADOPTION_GRACE_MS = 30_000;

/** The most adoptions remembered at once; past it the oldest is forgotten (its late tabs sign in again). */
const ADOPTIONS_KEPT = 10_000;

/** A device's adoption, kept in this process only and never written or logged. */
type Adoption = { sessionHash: string; fingerprint: string; credential: string; until: number };

/** Per database (a test's context has its own), the adoptions still within their grace, by device id. */
const adoptionsByDb = new WeakMap<object, Map<string, Adoption>>();

function adoptionsOf(ctx: AppContext): Map<string, Adoption> {
  let adoptions = adoptionsByDb.get(ctx.db);
  if (!adoptions) adoptionsByDb.set(ctx.db, (adoptions = new Map()));
  return adoptions;
}

function rememberAdoption(ctx: AppContext, deviceId: string, adoption: Adoption): void {
  const adoptions = adoptionsOf(ctx);
  const now = ctx.clock.now().getTime();
  for (const [id, kept] of adoptions) if (kept.until <= now) adoptions.delete(id);
  if (adoptions.size >= ADOPTIONS_KEPT) adoptions.delete(adoptions.keys().next().value!);
  adoptions.set(deviceId, adoption);
}

/**
 * The cookie this device adopted, for a request of the session that adopted it with the same
 * fingerprint within the grace; undefined otherwise. The device's stored hash must still be that
 * cookie's, so a device that took another credential since never gets this one.
 */
function adoptedWithinGrace(ctx: AppContext, device: SessionDevice, sessionToken: string | undefined, fingerprint: string | undefined) {
  const adoption = adoptionsOf(ctx).get(device.id);
  if (!adoption || sessionToken === undefined || fingerprint === undefined) return undefined;
  if (adoption.until <= ctx.clock.now().getTime()) return undefined;
  if (adoption.fingerprint !== fingerprint || adoption.sessionHash !== hashToken(sessionToken)) return undefined;
  return device.credentialHash === null || device.credentialHash === hashToken(adoption.credential) ? adoption.credential : undefined;
}

/**
 * Whether a request is from its session's device. With a device cookie: the cookie must be that
 * device's, whatever the headers say; the headers, when sent, are recorded. A device signed in
 * before device cookies existed adopts one, once, on a request whose fingerprint is the one it
 * signed in with (`issuedCredential`, for the caller to set); requests of the same session with
 * that fingerprint within ADOPTION_GRACE_MS are handed the same cookie (a browser's tabs restored
 * together); after that, as for every session started since, the fingerprint never stands in for
 * the cookie. Downloads (`headersRequired`
 * false) are browser navigations, which carry cookies and no headers.
 */
export function recogniseDevice(
  ctx: AppContext,
  device: SessionDevice,
  presented: PresentedDevice,
  headersRequired: boolean,
  sessionToken?: string,
): Recognition {
  const now = ctx.clock.now();
  const headers = presented.fingerprint !== undefined || presented.label !== undefined ? presented : undefined;
  if (headersRequired && !headers) return { ok: false };
  if (device.credentialHash !== null) {
    const ours = presented.credential !== undefined && hashToken(presented.credential) === device.credentialHash;
    if (!ours) {
      // A tab of the browser that has just adopted this cookie, whose request left before the cookie came back.
      const adopted = headers && adoptedWithinGrace(ctx, device, sessionToken, headers.fingerprint);
      return adopted ? { ok: true, issuedCredential: adopted } : { ok: false };
    }
    if (!device.credentialExpiresAt || device.credentialExpiresAt <= now) return { ok: false };
    const agentKnown = presented.userAgent === undefined || presented.userAgent === device.userAgent;
    if (!headers || (headers.fingerprint === device.deviceFingerprint && headers.label === device.lastLabel && agentKnown))
      return { ok: true };
    const valid = deviceHeadersSchema.safeParse(headers);
    if (!valid.success) return { ok: false };
    bestEffort(() => recordDeviceDetails(ctx.db, device.id, { ...valid.data, userAgent: presented.userAgent, at: now }));
    return { ok: true };
  }
  if (!headers || headers.fingerprint !== device.deviceFingerprint) return { ok: false };
  const valid = deviceHeadersSchema.safeParse(headers);
  if (!valid.success) return { ok: false };
  const credential = newDeviceCredential();
  if (!adoptDeviceCredential(ctx.db, device.id, hashToken(credential), credentialExpiryFrom(now), now)) {
    // Another request of the same browser adopted it first (this one read the device before that write).
    const adopted = adoptedWithinGrace(ctx, device, sessionToken, valid.data.fingerprint);
    return adopted ? { ok: true, issuedCredential: adopted } : { ok: false };
  }
  recordDeviceDetails(ctx.db, device.id, { ...valid.data, userAgent: presented.userAgent, at: now });
  if (sessionToken !== undefined)
    rememberAdoption(ctx, device.id, {
      sessionHash: hashToken(sessionToken),
      fingerprint: valid.data.fingerprint,
      credential,
      until: now.getTime() + ADOPTION_GRACE_MS,
    });
  return { ok: true, issuedCredential: credential };
}

/** "Last seen" follows use, written at most this often per device: never a write per request. */
export const DEVICE_SEEN_EVERY_MS = 5 * 60_000;

/** A recognised request of the device: its last sighting moves when it is DEVICE_SEEN_EVERY_MS old. */
export function noteDeviceSeen(ctx: AppContext, device: { id: string; lastSeenAt: Date }): void {
  const now = ctx.clock.now();
  if (now.getTime() - device.lastSeenAt.getTime() < DEVICE_SEEN_EVERY_MS) return;
  bestEffort(() => touchDeviceSeen(ctx.db, device.id, now, DEVICE_SEEN_EVERY_MS));
}

/** A record that waits for the next request when another process holds the write lock. */
function bestEffort(write: () => void): void {
  try {
    write();
  } catch (error) {
    if (!isDatabaseBusy(error)) throw error;
  }
}
