// The Members tab's own words that a test pins: the confirms before a change that ends sessions,
// and how a member's state and devices read in the list.
import type { Schema } from "#web/lib/api-types";

/** Asked before deactivating: it signs the member out everywhere (core ends their sessions). */
export const deactivateConfirmation = (username: string) =>
  `Deactivate ${username}? They are signed out on every device at once and cannot sign in until an admin activates them again.`;

/** Asked before clearing devices: the sessions end too, and the next sign-in registers a device. */
export const clearDevicesConfirmation = (username: string, deviceCount: number) =>
  `Clear all ${deviceCount} device(s) of ${username}? Their sessions end, and each device is registered again at its next sign-in.`;

export const memberStateText = (member: Pick<Schema<"MemberSummary">, "isActive">) => (member.isActive ? "Active" : "Inactive");

/** "1 / 2": devices registered of the most allowed. */
export const devicesUsedText = (member: Pick<Schema<"MemberSummary">, "deviceCount" | "maxDevices">) =>
  `${member.deviceCount} / ${member.maxDevices}`;

export const memberFullName = (member: Pick<Schema<"MemberSummary">, "firstName" | "lastName">) =>
  `${member.firstName} ${member.lastName}`.trim();

export const NO_MEMBERS = "No members yet";
export const noMembersMatch = (q: string) => `No members match “${q}”`;
export const NO_DEVICES = "No devices registered";
export const NO_ACTIVITY = "No activity recorded";
