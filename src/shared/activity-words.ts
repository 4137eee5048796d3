// What each kind of member activity is called in the member's own list ("Signed in", not "login").
// Every action has its words: a new action without them fails the typecheck.
/** Every kind of member activity the core records. */
export const MEMBER_ACTIVITY_ACTIONS = [
  "register",
  "login",
  "login.failure",
  "logout",
  "sessions.ended",
  "device.added",
  "device.refused",
  "device.revoked",
  "device.renamed",
  "passkey.added",
  "passkey.refused",
  "password.off",
  "password.on",
  "device.code.sent",
  "device.code.refused",
  "device.replaced",
  "reset.requested",
  "reset.completed",
  "countdown.started",
  "subscription.started",
  "subscription.renewed",
  "subscription.cancelled",
  "claim.filed",
  "claim.cancelled",
  "claim.refused",
  "claim.state_changed",
  "claim.event_added",
  "claim.event_removed",
  "deadlines.reminders_set",
  "deadlines.feed_on",
  "deadlines.feed_off",
  "document.uploaded",
  "document.refused",
  "message.sent",
  "message.refused",
  "service_request.sent",
] as const;
export type MemberActivityAction = (typeof MEMBER_ACTIVITY_ACTIONS)[number];

export const ACTIVITY_NAMES: Record<MemberActivityAction, string> = {
  register: "Registered",
  login: "Signed in",
  "login.failure": "Sign-in failed",
  logout: "Signed out",
  "sessions.ended": "Signed out elsewhere",
  "device.added": "New device",
  "device.refused": "Device refused",
  "device.revoked": "Device removed",
  "device.renamed": "Device renamed",
  "passkey.added": "Passkey added",
  "passkey.refused": "Passkey refused",
  "password.off": "Password sign-in off",
  "password.on": "Password sign-in on",
  "device.code.sent": "New-device code sent",
  "device.code.refused": "New-device code refused",
  "device.replaced": "Device replaced",
  "reset.requested": "Password reset asked",
  "reset.completed": "Password reset",
  "countdown.started": "Window started",
  "subscription.started": "Package started",
  "subscription.renewed": "Package renewed",
  "subscription.cancelled": "Package cancelled",
  "claim.filed": "Claim filed",
  "claim.cancelled": "Claim cancelled",
  "claim.refused": "Claim refused",
  "claim.state_changed": "Claim state set",
  "claim.event_added": "Claim event added",
  "claim.event_removed": "Claim event removed",
  "deadlines.reminders_set": "Deadline reminders set",
  "deadlines.feed_on": "Calendar feed turned on",
  "deadlines.feed_off": "Calendar feed turned off",
  "document.uploaded": "Documents uploaded",
  "document.refused": "Upload refused",
  "message.sent": "Message sent",
  "message.refused": "Message refused",
  "service_request.sent": "Service requested",
};

/** The words for a stored action; one this screen does not know (a newer server) reads as a sentence, not a key. */
export function activityName(action: string): string {
  if (Object.hasOwn(ACTIVITY_NAMES, action)) return ACTIVITY_NAMES[action as MemberActivityAction];
  const words = action.replace(/[._]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * How many times a rolled-up row happened, as every list shows it ("×100"), or nothing for a row
 * that stands for one event: a member's refusals of one action within a minute are one row.
 */
export function repeatsText(repeats: number): string {
  return repeats > 1 ? `×${repeats}` : "";
}
