// The toasts of the account page (devices, activity, the subscription, the credibility database), as data.
import { changeFailed, fetchFailed, said } from "#web/components/toast/toast-text";

export const accountToasts = {
  deviceRenamed: (message: string | undefined) => said(message, "Device renamed"),
  deviceRevoked: (message: string | undefined) => said(message, "Device revoked"),
  /** Revoking the device in hand ends its session: the member is signed out here. */
  currentDeviceRevoked: () => ({ ...said(undefined, "Device revoked"), description: "This device is signed out" }),
  renameFailed: (error: unknown) => changeFailed("Failed to rename device", error),
  revokeFailed: (error: unknown) => changeFailed("Failed to revoke device", error),
  passkeyAdded: (message: string | undefined) => said(message, "Passkey added"),
  passkeyFailed: (error: unknown) => changeFailed("Passkey not added", error),
  passwordSignInChanged: (message: string | undefined) => said(message, "Password sign-in changed"),
  passwordSignInFailed: (error: unknown) => changeFailed("Password sign-in not changed", error),

  fetchDevicesFailed: (error: unknown) => fetchFailed("Failed to fetch devices", error),
  fetchActivityFailed: (error: unknown) => fetchFailed("Failed to fetch activity", error),
  fetchEntriesFailed: (error: unknown) => fetchFailed("Failed to fetch credibility entries", error),
  fetchSubscriptionFailed: (error: unknown) => fetchFailed("Failed to fetch your subscription", error),
} as const;

export const revokeConfirmation = (label: string, current: boolean) =>
  current ? `Revoke this device (${label})? You will be signed out here.` : `Revoke ${label}? Its sessions end at once.`;
