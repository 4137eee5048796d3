// The toasts of the Members tab, as data. Successes show the server's own sentence (it names the
// member and what changed); the fallbacks say the same when an answer carries none.
import { changeFailed, fetchFailed, said } from "#web/components/toast/toast-text";

export const memberToasts = {
  activated: (message: string | undefined, username: string) => said(message, `Member ${username} activated`),
  deactivated: (message: string | undefined, username: string) => said(message, `Member ${username} deactivated`),
  maxDevicesChanged: (message: string | undefined, username: string, maxDevices: number) =>
    said(message, `Member ${username} may now use ${maxDevices} device(s)`),
  devicesCleared: (message: string | undefined, username: string) => said(message, `Removed the devices of ${username}`),

  fetchMembersFailed: (error: unknown) => fetchFailed("Failed to fetch members", error),
  fetchMemberFailed: (error: unknown) => fetchFailed("Failed to fetch member", error),
  activateFailed: (error: unknown) => changeFailed("Failed to activate member", error),
  deactivateFailed: (error: unknown) => changeFailed("Failed to deactivate member", error),
  maxDevicesFailed: (error: unknown) => changeFailed("Failed to change max devices", error),
  clearDevicesFailed: (error: unknown) => changeFailed("Failed to clear devices", error),
} as const;
