// A member's devices: every session is bound to one; a device not seen before is added only while
// the member is under their plan's maxDevices, decided in the statement that adds it.
import type { DeviceChangeAnswer, DevicesAnswer, DeviceView } from "#shared/api-types";
import { DomainError } from "#shared/errors";
import { deviceActionSchema } from "#shared/schemas/members";
import { parseInput } from "#shared/schemas/parse";
import type { RequestMeta } from "../actor";
import type { AppContext } from "../context";
import { writeTransaction } from "../db";
import { endSessionsOnDevice } from "../sessions/sessions";
import { recordActivity } from "./activity";
import {
  deleteDevice,
  insertDeviceWithinLimit,
  renameDevice,
  selectDevice,
  selectDevices,
  selectUserPlan,
  touchDevice,
  type DeviceRow,
} from "./member-repository";
import type { SignedInMember } from "./members";

export const DEVICE_LIMIT_REACHED = "Device limit reached. Remove a device from a signed-in device or contact support.";
export const DEVICE_NOT_FOUND = "Device not found";
/** lastSeenAt is written at most this often per device. */
const DEVICE_TOUCH_INTERVAL_MS = 60 * 1000;

export type DeviceHeaders = { fingerprint: string | undefined; label: string | undefined };

export type DeviceEntry = { ok: true; device: DeviceRow; added: boolean } | { ok: false; message: string };

/** Signs a member in on a device: the known one, or a new one within the limit. Runs inside the caller's transaction. */
export function enterDevice(ctx: AppContext, userId: string, headers: { fingerprint: string; label: string }, meta: RequestMeta): DeviceEntry {
  const now = ctx.clock.now();
  const known = selectDevice(ctx.db, userId, headers.fingerprint);
  if (known) {
    if (now.getTime() - known.lastSeenAt.getTime() >= DEVICE_TOUCH_INTERVAL_MS) touchDevice(ctx.db, known.id, now);
    return { ok: true, device: known, added: false };
  }
  const added = insertDeviceWithinLimit(ctx.db, { userId, label: headers.label, fingerprint: headers.fingerprint, at: now });
  if (!added) return { ok: false, message: DEVICE_LIMIT_REACHED };
  recordActivity(ctx.db, now, userId, "device.added", meta, `New device ${added.deviceLabel}`, { deviceId: added.id });
  return { ok: true, device: added, added: true };
}

function toDeviceView(row: DeviceRow, currentDeviceId: string): DeviceView {
  return { id: row.id, label: row.deviceLabel, createdAt: row.createdAt.toISOString(), lastSeenAt: row.lastSeenAt.toISOString(), current: row.id === currentDeviceId };
}

export function listDevices(ctx: AppContext, signedIn: SignedInMember): DevicesAnswer {
  return {
    success: true as const,
    devices: selectDevices(ctx.db, signedIn.userId).map((row) => toDeviceView(row, signedIn.deviceId)),
    maxDevices: selectUserPlan(ctx.db, signedIn.userId)?.maxDevices ?? ctx.config.defaultMaxDevices,
  };
}

/**
 * Renames or revokes one of the member's own devices; another member's device id is a 404, the
 * same as one that does not exist. Revoking ends every session on that device.
 */
export function changeDevice(ctx: AppContext, meta: RequestMeta, signedIn: SignedInMember, input: unknown): DeviceChangeAnswer {
  const values = parseInput(deviceActionSchema, input);
  return writeTransaction(ctx.db, (tx) => {
    const now = ctx.clock.now();
    if (values.action === "rename") {
      const renamed = renameDevice(tx, signedIn.userId, values.deviceId, values.newLabel!);
      if (!renamed) throw new DomainError("not_found", DEVICE_NOT_FOUND);
      recordActivity(tx, now, signedIn.userId, "device.renamed", meta, `Renamed a device to ${renamed.deviceLabel}`, { deviceId: renamed.id });
      return { success: true as const, message: "Device renamed", device: toDeviceView(renamed, signedIn.deviceId) };
    }
    const revoked = deleteDevice(tx, signedIn.userId, values.deviceId);
    if (!revoked) throw new DomainError("not_found", DEVICE_NOT_FOUND);
    const ended = endSessionsOnDevice({ ...ctx, db: tx }, revoked.id);
    recordActivity(tx, now, signedIn.userId, "device.revoked", meta, `Revoked ${revoked.deviceLabel}; ${ended} session(s) ended`, { deviceId: revoked.id });
    return { success: true as const, message: "Device revoked", device: null };
  });
}
