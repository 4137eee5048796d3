// The admin an operator at the terminal acts as (`--as`, AAN_OPERATOR): members read that admin's
// name on the operator's replies and claim steps, never the OS account the audit log keeps.
import { DomainError } from "#shared/errors";
import type { AppContext } from "../context";
import { anyAdminExists, selectAdminByUsername } from "./admin-repository";

export const NO_ADMIN_TO_ACT_AS = (username: string) =>
  `No admin "${username}" to act as: --as (or AAN_OPERATOR) takes an admin's username (aan admin list)`;

/**
 * The admin named, or nothing while no admin exists yet (`aan setup` with AAN_OPERATOR already in
 * the shell's profile creates the first one). A name that is not an admin's is refused: the
 * operator meant members to read a name, and a silent "AAN operations" would not be it.
 */
export function adminToActAs(ctx: AppContext, username: string): { username: string; fullName: string } | undefined {
  const admin = selectAdminByUsername(ctx.db, username);
  if (admin) return { username: admin.username, fullName: admin.fullName };
  if (!anyAdminExists(ctx.db)) return undefined;
  throw new DomainError("not_found", NO_ADMIN_TO_ACT_AS(username));
}
