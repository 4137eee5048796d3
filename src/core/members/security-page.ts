// The member's security page (decision 0137): what happened to their own account, read only by
// them. Their sign-ins (registration's first among them), their devices with what each did last
// and how many sessions it holds, their passkeys, and what admins changed on the account, named by
// role. "Sign out everywhere else" ends every session of theirs but the one asking.
import type { Result } from "#shared/answer";
import type { AdminActionView, SecurityDeviceView, SecurityPageAnswer, SignedOutOthersAnswer, SignInView } from "#shared/answers/security";
import { DomainError } from "#shared/errors";
import { parseInput } from "#shared/schemas/parse";
import { securityPageQuerySchema } from "#shared/schemas/security";
import { ADMIN_ROLE_WORDS, adminActionSentence, SECURITY_PAGE_SIZE, SIGN_INS_SHOWN, type ActingRole } from "#shared/security-page";
import type { RequestMeta } from "../actor";
import type { AppContext } from "../context";
import { readTransaction, type Db } from "../db/db";
import { endSessionsOf } from "../sessions/sessions";
import { passkeysByDevice, toDeviceView } from "./devices";
import { selectDevices } from "./member-repository";
import { memberActor, memberUseCase } from "./member-use-case";
import type { SignedInMember } from "./signed-in-member";
import {
  countLiveSessionsByDevice,
  countSignInsFrom,
  isAdminActionOf,
  selectAdminActions,
  selectSignInCursor,
  selectSignIns,
  type AdminActionRow,
  type SignInRow,
} from "./security-repository";

/** A cursor that is not a row of this member's own list: the same answer as one that never was. */
const PAGE_NOT_FOUND = "Page not found";

// Sign-ins recorded before the device and the way in were kept name the device only in words.
const DEVICE_IN_WORDS = /^Signed in (?:with a passkey )?on (.+)$/;

/** What a sign-in's metadata recorded; an unreadable one (never written so) records nothing. */
function recordedSignIn(metadata: string): { device?: unknown; deviceId?: unknown; method?: unknown } {
  try {
    const parsed: unknown = JSON.parse(metadata);
    return parsed !== null && typeof parsed === "object" ? parsed : {};
  } catch {
    return {};
  }
}

/** A sign-in as shown: its device by today's name while the member still has it (`labels`, by id). */
function toSignInView(row: SignInRow, labels: ReadonlyMap<string, string>): SignInView {
  const recorded = recordedSignIn(row.metadata);
  const method = recorded.method === "password" || recorded.method === "passkey" ? recorded.method : null;
  const liveLabel = typeof recorded.deviceId === "string" ? labels.get(recorded.deviceId) : undefined;
  const recordedDevice = typeof recorded.device === "string" ? recorded.device : null;
  return {
    id: row.id,
    at: new Date(row.createdAt).toISOString(),
    device: liveLabel ?? recordedDevice ?? DEVICE_IN_WORDS.exec(row.description ?? "")?.[1] ?? null,
    deviceId: liveLabel === undefined ? null : (recorded.deviceId as string),
    method,
    browser: row.userAgent,
    approximateAddress: row.approximateAddress,
  };
}

/** An admin on the web by their role; the operator at the server's terminal (no admin id) as such. */
function actingRole(row: AdminActionRow): ActingRole {
  if (row.adminId === null) return row.actor.startsWith("cli:") ? "operator" : "admin";
  return row.role === "super_admin" ? "super_admin" : "admin";
}

function toAdminActionView(row: AdminActionRow): AdminActionView {
  const byRole = actingRole(row);
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    action: row.action,
    byRole,
    by: ADMIN_ROLE_WORDS[byRole],
    description: adminActionSentence(row.action, row.detail),
  };
}

/** One page of the newest SIGN_INS_SHOWN sign-ins, after the cursor row, and the cursor of the next. */
function signInPage(db: Db, userId: string, after: string | undefined, labels: ReadonlyMap<string, string>) {
  const cursor = after === undefined ? undefined : selectSignInCursor(db, userId, after);
  if (after !== undefined && !cursor) throw new DomainError("not_found", PAGE_NOT_FOUND);
  const shownBefore = cursor ? countSignInsFrom(db, userId, cursor) : 0;
  const room = Math.max(0, Math.min(SECURITY_PAGE_SIZE, SIGN_INS_SHOWN - shownBefore));
  // One row more than the page says whether another page follows.
  const rows = room > 0 ? selectSignIns(db, userId, cursor, room + 1) : [];
  const page = rows.slice(0, room);
  const more = rows.length > room && shownBefore + room < SIGN_INS_SHOWN;
  return { signIns: page.map((row) => toSignInView(row, labels)), signInsNext: more ? page.at(-1)!.id : null };
}

function adminActionPage(db: Db, userId: string, after: number | undefined) {
  if (after !== undefined && !isAdminActionOf(db, userId, after)) throw new DomainError("not_found", PAGE_NOT_FOUND);
  const rows = selectAdminActions(db, userId, after, SECURITY_PAGE_SIZE + 1);
  const page = rows.slice(0, SECURITY_PAGE_SIZE);
  return { adminActions: page.map(toAdminActionView), adminActionsNext: rows.length > SECURITY_PAGE_SIZE ? page.at(-1)!.id : null };
}

/** The member's devices, newest use first, each with its passkey and its live sessions. */
function securityDevices(
  ctx: AppContext,
  db: Db,
  signedIn: SignedInMember,
  keys = passkeysByDevice({ ...ctx, db }, signedIn.userId),
): SecurityDeviceView[] {
  const sessions = countLiveSessionsByDevice(db, signedIn.userId, ctx.clock.now());
  return selectDevices(db, signedIn.userId).map((row) => ({
    ...toDeviceView(row, signedIn.deviceId, keys.get(row.id)),
    sessions: sessions.get(row.id) ?? 0,
  }));
}

/** `GET /api/account/security`: everything on one read snapshot; each list's page after its own cursor. */
export function securityPage(ctx: AppContext, signedIn: SignedInMember, query: unknown): Result<SecurityPageAnswer> {
  const { signInsAfter, adminActionsAfter } = parseInput(securityPageQuerySchema, query ?? {});
  return readTransaction(ctx.db, (tx) => {
    const keys = passkeysByDevice({ ...ctx, db: tx }, signedIn.userId);
    const devices = securityDevices(ctx, tx, signedIn, keys);
    const labels = new Map(devices.map((device) => [device.id, device.label]));
    const passkeys = [...keys.values()]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((key) => ({
        deviceId: key.deviceId,
        device: labels.get(key.deviceId) ?? "",
        createdAt: key.createdAt.toISOString(),
        lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
      }));
    return {
      ...signInPage(tx, signedIn.userId, signInsAfter, labels),
      devices,
      passkeys,
      ...adminActionPage(tx, signedIn.userId, adminActionsAfter),
    };
  });
}

/**
 * Ends every session of the member but this one, on every device, in one statement; the member's
 * activity records it. Answers the devices as the page lists them now: only this one signed in.
 */
export function signOutOtherSessions(
  ctx: AppContext,
  meta: RequestMeta,
  signedIn: SignedInMember,
  sessionToken: string | undefined,
): Result<SignedOutOthersAnswer> {
  return memberUseCase(ctx, memberActor(signedIn, meta), null, ({ commit }) =>
    commit((tx) => {
      // Without this session's token there is no "this one" to keep: a signed-in request always has it.
      if (!sessionToken) throw new DomainError("unauthenticated", "Authentication required");
      const ended = endSessionsOf({ ...ctx, db: tx }, "member", signedIn.userId, sessionToken);
      return {
        result: {
          message: ended === 0 ? "No other session was signed in" : `Signed out everywhere else: ${ended} session(s) ended`,
          ended,
          devices: securityDevices(ctx, tx, signedIn),
        },
        activity: { action: "sessions.ended", description: `Signed out everywhere else; ${ended} session(s) ended`, metadata: { ended } },
      };
    }),
  );
}
