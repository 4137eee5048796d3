// Who a member's request comes from: what the browser presents of its device, and the member
// its session resolves to. Types only, on their own, so sign-in (members.ts), devices and their
// cookies (devices.ts, device-credentials.ts) and every member use case can name them without
// importing one another.
import type { MemberView } from "#shared/answers/members";

export type DeviceHeaders = { fingerprint: string | undefined; label: string | undefined };

/** What a browser presents of its device: the spec's headers and its device cookie. */
export type PresentedDevice = DeviceHeaders & {
  credential: string | undefined;
  /** The browser's User-Agent: when it changes from one it had sent, the browser was updated. */
  userAgent?: string;
};

/** The member behind a live session, on the device the session is bound to. */
export type SignedInMember = { member: MemberView; userId: string; deviceId: string };

/** `issuedCredential`: a device from before device cookies adopted this one; the caller sets it. */
export type MemberRequest = SignedInMember & { issuedCredential?: string };
