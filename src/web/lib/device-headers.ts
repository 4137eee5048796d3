// The two device headers every call carries (accounts-admin-api.md §3, §7).
import { DEVICE_FINGERPRINT_HEADER, DEVICE_LABEL_HEADER } from "#shared/constants";
import { getDeviceLabel } from "./device-label";
import { getDeviceFingerprint } from "./fingerprint";

export type DeviceHeaders = Record<string, string>;

export function buildDeviceHeaders(fingerprint: string, label: string): DeviceHeaders {
  return { [DEVICE_FINGERPRINT_HEADER]: fingerprint, [DEVICE_LABEL_HEADER]: label };
}

/** Headers of this browser; both values are computed once per page load. */
export async function getBrowserDeviceHeaders(): Promise<DeviceHeaders> {
  return buildDeviceHeaders(await getDeviceFingerprint(), getDeviceLabel());
}
