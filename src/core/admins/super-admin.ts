// Managing admins (list, create, rename, (de)activate, reset a second factor) is for super admins.
import { DomainError } from "#shared/errors";
import type { Actor } from "../actor";
import type { AppContext } from "../context";
import { selectAdminByReference, type AdminRow } from "./admin-repository";

/** Refuses (403) an actor who is not a super admin; the CLI acts as one. */
export function requireSuperAdmin(actor: Actor): void {
  if (actor.role !== "super_admin") throw new DomainError("forbidden", "Only a super admin can manage admins");
}

/** The admin a reference names (username or id), or a 404. */
export function requireAdminByReference(ctx: AppContext, reference: string): AdminRow {
  const wanted = reference.trim();
  const admin = selectAdminByReference(ctx.db, wanted);
  if (!admin) throw new DomainError("not_found", `No admin named ${wanted}`);
  return admin;
}
