// Whether a session still signs its holder in, for what outlives one request (a live thread
// stream): read without touching the session's idle window, and false once the session ended
// (sign-out, expiry), its holder was deactivated or its device revoked.
import { selectAdminById } from "../admins/admin-repository";
import type { AppContext } from "../context";
import { selectDeviceById, selectUserById } from "../members/member-repository";
import { liveSession } from "./sessions";

export function memberStillSignedIn(ctx: AppContext, token: string | undefined): boolean {
  const session = liveSession(ctx, "member", token);
  if (!session?.subjectId || !session.deviceId) return false;
  const user = selectUserById(ctx.db, session.subjectId);
  return Boolean(user?.isActive && selectDeviceById(ctx.db, user.id, session.deviceId));
}

export function adminStillSignedIn(ctx: AppContext, token: string | undefined): boolean {
  const session = liveSession(ctx, "admin", token);
  return Boolean(session?.subjectId && selectAdminById(ctx.db, session.subjectId)?.isActive);
}
