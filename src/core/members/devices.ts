// A member's devices: every session is bound to one. A device is a browser the server recognised
// by its device cookie (decision 0060), not its fingerprint; a device not seen before is added
// only while the member is under their plan's maxDevices, decided in the statement that adds it.
import type { AdminDeviceView, DeviceChangeAnswer, DevicesAnswer, DeviceView } from "#shared/answers/members";
import type { Result } from "#shared/answer";
import { DomainError } from "#shared/errors";
import { deviceActionSchema } from "#shared/schemas/members";
import { parseInput } from "#shared/schemas/parse";
import type { RequestMeta } from "../actor";
import type { AppContext } from "../context";
import { endSessionsOnDevice } from "../sessions/sessions";
import { memberActor, memberUseCase, type MemberActivity } from "./member-use-case";
import { hashToken } from "../security/tokens";
import { credentialExpiryFrom, isCredentialShaped, newDeviceCredential } from "./device-credentials";
import {
  credentialIssued,
  deleteDevice,
  deleteUnrecognisableDevices,
  insertDeviceWithinLimit,
  recordDeviceDetails,
  renameDevice,
  renewDeviceCredential,
  selectDeviceByCredential,
  selectDevices,
  selectUserById,
  selectUserPlan,
  type DeviceRow,
} from "./member-repository";
import type { SignedInMember } from "./signed-in-member";
import { selectPasskeyOfDevice, selectPasskeysOf, type PasskeyRow } from "./passkey-repository";

export const DEVICE_LIMIT_REACHED = "Device limit reached. Remove a device from a signed-in device or contact support.";
export const DEVICE_NOT_FOUND = "Device not found";

export type DeviceEntry = { ok: true; device: DeviceRow; added: boolean; credential: string } | { ok: false; message: string };

/**
 * Signs a member in on a device: the one this browser's device cookie belongs to, or a new one
 * within the limit. A browser keeps one device cookie for every member who signs in on it (a
 * shared computer); a browser without one, or with one nobody was given, gets a new one. Runs
 * inside the caller's transaction; the caller's use case records `deviceAddedActivity` when `added`.
 */
export function enterDevice(
  ctx: AppContext,
  userId: string,
  presented: { fingerprint: string; label: string; credential: string | undefined; userAgent?: string },
): DeviceEntry {
  const now = ctx.clock.now();
  const expiresAt = credentialExpiryFrom(now);
  const credentialHash = presented.credential && isCredentialShaped(presented.credential) ? hashToken(presented.credential) : undefined;
  const known = credentialHash ? selectDeviceByCredential(ctx.db, userId, credentialHash) : undefined;
  if (known) {
    renewDeviceCredential(ctx.db, known.id, now, expiresAt);
    recordDeviceDetails(ctx.db, known.id, { ...presented, at: now });
    return { ok: true, device: known, added: false, credential: presented.credential! };
  }
  const credential = credentialHash && credentialIssued(ctx.db, credentialHash) ? presented.credential! : newDeviceCredential();
  deleteUnrecognisableDevices(ctx.db, userId, now);
  const added = insertDeviceWithinLimit(ctx.db, {
    userId,
    label: presented.label,
    fingerprint: presented.fingerprint,
    at: now,
    credentialHash: hashToken(credential),
    credentialExpiresAt: expiresAt,
    userAgent: presented.userAgent ?? null,
  });
  if (!added) return { ok: false, message: DEVICE_LIMIT_REACHED };
  return { ok: true, device: added, added: true, credential };
}

/** What the member's activity says when `enterDevice` added a device. */
export const deviceAddedActivity = (device: DeviceRow): MemberActivity => ({
  action: "device.added",
  description: `New device ${device.deviceLabel}`,
  metadata: { deviceId: device.id },
});

export function toDeviceView(row: DeviceRow, currentDeviceId: string, passkey: PasskeyRow | undefined): DeviceView {
  return { ...toAdminDeviceView(row, passkey), current: row.id === currentDeviceId };
}

/** The member's passkeys by the device each belongs to. */
export function passkeysByDevice(ctx: AppContext, userId: string): Map<string, PasskeyRow> {
  return new Map(selectPasskeysOf(ctx.db, userId).map((key) => [key.deviceId, key]));
}

/** A device as listed: its name, the label its browser last sent, and when that label last changed (the browser changed). */
export function toAdminDeviceView(row: DeviceRow, passkey: PasskeyRow | undefined): AdminDeviceView {
  return {
    id: row.id,
    label: row.deviceLabel,
    reportedLabel: row.lastLabel ?? row.deviceLabel,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    // Null until the browser reports itself differently: a new device has not been updated.
    updatedAt: row.detailsChangedAt?.toISOString() ?? null,
    passkey: passkey ? { createdAt: passkey.createdAt.toISOString(), lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null } : null,
  };
}

export function listDevices(ctx: AppContext, signedIn: SignedInMember): Result<DevicesAnswer> {
  return {
    devices: (() => {
      const keys = passkeysByDevice(ctx, signedIn.userId);
      return selectDevices(ctx.db, signedIn.userId).map((row) => toDeviceView(row, signedIn.deviceId, keys.get(row.id)));
    })(),
    maxDevices: selectUserPlan(ctx.db, signedIn.userId)?.maxDevices ?? ctx.config.defaultMaxDevices,
  };
}

/**
 * Renames or revokes one of the member's own devices; another member's device id is a 404, the
 * same as one that does not exist. Revoking ends every session on that device.
 */
export function changeDevice(ctx: AppContext, meta: RequestMeta, signedIn: SignedInMember, input: unknown): Result<DeviceChangeAnswer> {
  const values = parseInput(deviceActionSchema, input);
  return memberUseCase(ctx, memberActor(signedIn, meta), null, ({ commit }) =>
    commit<Result<DeviceChangeAnswer>>((tx) => {
      if (values.action === "rename") {
        const renamed = renameDevice(tx, signedIn.userId, values.deviceId, values.newLabel!);
        if (!renamed) throw new DomainError("not_found", DEVICE_NOT_FOUND);
        return {
          result: { message: "Device renamed", device: toDeviceView(renamed, signedIn.deviceId, selectPasskeyOfDevice(tx, renamed.id)) },
          activity: {
            action: "device.renamed",
            description: `Renamed a device to ${renamed.deviceLabel}`,
            metadata: { deviceId: renamed.id },
          },
        };
      }
      const hadPasskey = selectPasskeyOfDevice(tx, values.deviceId)?.userId === signedIn.userId;
      const passwordWasOff = !selectUserById(tx, signedIn.userId)!.passwordSignIn;
      const deleted = deleteDevice(tx, signedIn.userId, values.deviceId);
      const revoked = deleted && { ...deleted, hadPasskey };
      if (!revoked) throw new DomainError("not_found", DEVICE_NOT_FOUND);
      const ended = endSessionsOnDevice({ ...ctx, db: tx }, revoked.id);
      // Fewer than two passkeys left: the delete trigger turned password sign-in back on (decision 0138).
      const passwordBack = passwordWasOff && selectUserById(tx, signedIn.userId)!.passwordSignIn;
      return {
        result: { message: passwordBack ? "Device revoked; password sign-in is back on" : "Device revoked", device: null },
        activity: {
          action: "device.revoked",
          // The device's passkey went with its row (ON DELETE CASCADE): the member reads that it did.
          description: `Revoked ${revoked.deviceLabel}${revoked.hadPasskey ? " and its passkey" : ""}; ${ended} session(s) ended${passwordBack ? "; password sign-in back on" : ""}`,
          metadata: { deviceId: revoked.id },
        },
      };
    }),
  );
}
