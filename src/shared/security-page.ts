// The member's security page (decision 0137): how much it shows, and the words for what admins
// did to the account. The server writes these words into its answer; the page shows them as sent,
// so a member reads sentences, never an audit action's key.

/** The sign-ins the page reaches back to: the newest this many, registration's included. */
export const SIGN_INS_SHOWN = 100;
/** Rows per page of the sign-ins and of the admin actions. */
export const SECURITY_PAGE_SIZE = 25;

/** Who did it, by role: the name of an admin is theirs, not the member's to read. */
export const ADMIN_ROLE_WORDS = {
  admin: "An administrator",
  super_admin: "A super administrator",
  operator: "The server's operator",
} as const;
export type ActingRole = keyof typeof ADMIN_ROLE_WORDS;

/** The audit actions that change a member's account, and what the member reads for each. */
const ADMIN_ACTION_WORDS = {
  "members.activate": () => "Your account was turned on again",
  "members.deactivate": () => "Your account was turned off and signed out everywhere",
  "members.max_devices": (detail) => {
    const limit = /\bmaxDevices=(\d+)/.exec(detail)?.[1];
    return limit ? `Your device limit was set to ${limit}` : "Your device limit was changed";
  },
  "members.reset_devices": () => "All your devices were removed and signed out",
  "subscriptions.activate": (detail) => {
    const frequency = /\bfrequency=(monthly|weekly)\b/.exec(detail)?.[1];
    return frequency ? `A package was started for you, paid ${frequency}` : "A package was started for you";
  },
  "subscriptions.cancel": () => "Your package was cancelled; it runs to the end of its paid period",
} as const satisfies Record<string, (detail: string) => string>;

export type AccountAdminAction = keyof typeof ADMIN_ACTION_WORDS;

/** The sentence for an admin's action on the account; an action this server does not know reads as one, not as a key. */
export function adminActionSentence(action: string, detail: string | null): string {
  if (Object.hasOwn(ADMIN_ACTION_WORDS, action)) return ADMIN_ACTION_WORDS[action as AccountAdminAction](detail ?? "");
  return "An administrator changed your account";
}
