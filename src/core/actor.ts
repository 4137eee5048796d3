// Who is acting, as core sees it: a signed-in admin on the web, or the operator at the CLI.
import { OPERATIONS_NAME, USERNAME_MAX } from "#shared/constants";
import { escapeHiddenCharacters } from "#shared/hidden-characters";
import type { AdminRole } from "#shared/schemas/admin";

export type RequestMeta = { clientAddress: string | null; userAgent: string | null };

export type Actor = {
  /** What the audit log shows: "admin:<username>" or "cli:<os user>". */
  label: string;
  adminId: string | null;
  role: AdminRole;
  meta: RequestMeta;
  /**
   * The name members read for what an operator at the terminal did (a reply in a claim's thread,
   * a step in its history): the admin they act as, or OPERATIONS_NAME. Never the OS account, which
   * only the audit log keeps. Unset for an admin on the web, who is shown by their own name.
   */
  shownAs?: { name: string; historyLabel: string };
};

export const NO_META: RequestMeta = { clientAddress: null, userAgent: null };

export function adminActor(admin: { id: string; username: string; role: AdminRole }, meta: RequestMeta): Actor {
  return { label: `admin:${admin.username}`, adminId: admin.id, role: admin.role, meta };
}

/**
 * The operator on the server's terminal has full access: they hold the database file already.
 * Members see them as the admin they act as (`--as`, AAN_OPERATOR), else as OPERATIONS_NAME.
 */
export function cliActor(osUser: string, actingAs?: { username: string; fullName: string }): Actor {
  const shownAs = actingAs
    ? { name: actingAs.fullName, historyLabel: `admin:${actingAs.username}` }
    : { name: OPERATIONS_NAME, historyLabel: "cli:operations" };
  return { label: `cli:${osUser}`, adminId: null, role: "super_admin", meta: NO_META, shownAs };
}

/** What a claim's history (which its member reads) records as the one who made a step. */
export const historyLabelOf = (actor: Actor): string => actor.shownAs?.historyLabel ?? actor.label;

/**
 * Someone not signed in. The username they typed is kept for the audit log, cut to the longest
 * username there can be: an attempt with a 10 MB name stores no more than one with a real one.
 * Its hidden characters are kept as visible escapes: the attempt is refused, and the log shows
 * "co\u{61c}mmander" for what was tried rather than a name that looks like an admin's.
 */
export function anonymousActor(meta: RequestMeta, username?: string): Actor {
  const cut = username && username.length > USERNAME_MAX ? `${username.slice(0, USERNAME_MAX)}…` : username;
  const shown = cut && escapeHiddenCharacters(cut);
  return { label: shown ? `anonymous:${shown}` : "anonymous", adminId: null, role: "admin", meta };
}
