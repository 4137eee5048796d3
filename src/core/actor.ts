// Who is acting, as core sees it: a signed-in admin on the web, or the operator at the CLI.
import { USERNAME_MAX } from "#shared/constants";
import { escapeHiddenCharacters } from "#shared/hidden-characters";
import type { AdminRole } from "#shared/schemas/admin";

export type RequestMeta = { clientAddress: string | null; userAgent: string | null };

export type Actor = {
  /** What the audit log shows: "admin:<username>" or "cli:<os user>". */
  label: string;
  adminId: string | null;
  role: AdminRole;
  meta: RequestMeta;
};

export const NO_META: RequestMeta = { clientAddress: null, userAgent: null };

export function adminActor(admin: { id: string; username: string; role: AdminRole }, meta: RequestMeta): Actor {
  return { label: `admin:${admin.username}`, adminId: admin.id, role: admin.role, meta };
}

/** The operator on the server's terminal has full access: they hold the database file already. */
export function cliActor(osUser: string): Actor {
  return { label: `cli:${osUser}`, adminId: null, role: "super_admin", meta: NO_META };
}

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
