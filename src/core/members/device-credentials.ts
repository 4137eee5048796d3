// The device cookie (decision 0060): a random credential the server gives a browser at its first
// sign-in, kept hashed on the device row. A request is from a known device when it carries it; the
// fingerprint and label headers are recorded, and a change of them (a browser update, a zoom)
// never signs the member out nor takes a slot of their device limit.
import { deviceHeadersSchema } from "#shared/schemas/members";
import type { AppContext } from "../context";
import { isDatabaseBusy } from "../db/db";
import { hashToken, newSessionToken } from "../security/tokens";
import { adoptDeviceCredential, recordDeviceDetails, type DeviceRow } from "./member-repository";
import type { PresentedDevice } from "./devices";

/** How long a device cookie lives after the last sign-in on it (the most browsers keep a cookie). */
export const DEVICE_CREDENTIAL_LIFETIME_MS = 400 * 24 * 60 * 60 * 1000;

export const credentialExpiryFrom = (now: Date) => new Date(now.getTime() + DEVICE_CREDENTIAL_LIFETIME_MS);

/** 32 random bytes, base64url: the same shape as a session token. */
export const newDeviceCredential = newSessionToken;

/** Only a value shaped like one the server issues is looked up; anything else counts as no cookie. */
export const isCredentialShaped = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

/** What the sign-in check keeps of the session's device (remembered with it while nothing changes). */
export type SessionDevice = Pick<DeviceRow, "id" | "credentialHash" | "credentialExpiresAt" | "deviceFingerprint" | "lastLabel">;

export type Recognition = { ok: false } | { ok: true; issuedCredential?: string };

/**
 * Whether a request is from its session's device. With a device cookie: the cookie must be that
 * device's, whatever the headers say; the headers, when sent, are recorded. A device signed in
 * before device cookies existed adopts one, once, on a request whose fingerprint is the one it
 * signed in with (`issuedCredential`, for the caller to set); after that, as for every session
 * started since, the fingerprint never stands in for the cookie. Downloads (`headersRequired`
 * false) are browser navigations, which carry cookies and no headers.
 */
export function recogniseDevice(ctx: AppContext, device: SessionDevice, presented: PresentedDevice, headersRequired: boolean): Recognition {
  const now = ctx.clock.now();
  const headers = presented.fingerprint !== undefined || presented.label !== undefined ? presented : undefined;
  if (headersRequired && !headers) return { ok: false };
  if (device.credentialHash !== null) {
    const ours = presented.credential !== undefined && hashToken(presented.credential) === device.credentialHash;
    if (!ours || !device.credentialExpiresAt || device.credentialExpiresAt <= now) return { ok: false };
    if (!headers || (headers.fingerprint === device.deviceFingerprint && headers.label === device.lastLabel)) return { ok: true };
    const valid = deviceHeadersSchema.safeParse(headers);
    if (!valid.success) return { ok: false };
    bestEffort(() => recordDeviceDetails(ctx.db, device.id, valid.data.fingerprint, valid.data.label, now));
    return { ok: true };
  }
  if (!headers || headers.fingerprint !== device.deviceFingerprint) return { ok: false };
  const valid = deviceHeadersSchema.safeParse(headers);
  if (!valid.success) return { ok: false };
  const credential = newDeviceCredential();
  if (!adoptDeviceCredential(ctx.db, device.id, hashToken(credential), credentialExpiryFrom(now), now)) return { ok: false };
  recordDeviceDetails(ctx.db, device.id, valid.data.fingerprint, valid.data.label, now);
  return { ok: true, issuedCredential: credential };
}

/** A record that waits for the next request when another process holds the write lock. */
function bestEffort(write: () => void): void {
  try {
    write();
  } catch (error) {
    if (!isDatabaseBusy(error)) throw error;
  }
}
