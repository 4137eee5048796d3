// Managing admins (list, create, rename, (de)activate, reset a second factor) is for super admins.
import { DomainError } from "#shared/errors";
import type { Actor } from "../actor";

/** Refuses (403) an actor who is not a super admin; the CLI acts as one. */
export function requireSuperAdmin(actor: Actor): void {
  if (actor.role !== "super_admin") throw new DomainError("forbidden", "Only a super admin can manage admins");
}
