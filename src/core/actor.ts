// Who is acting, as core sees it: a signed-in admin on the web, or the operator at the CLI.
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

export function anonymousActor(meta: RequestMeta, username?: string): Actor {
  return { label: username ? `anonymous:${username}` : "anonymous", adminId: null, role: "admin", meta };
}
