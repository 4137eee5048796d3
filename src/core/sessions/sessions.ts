// Server sessions: the browser holds a random token, the database only its SHA-256. A session
// ends after 30 minutes without use or 12 hours after sign-in, whichever comes first.
import type { AppContext } from "../context";
import { isDatabaseBusy } from "../db";
import { hashToken, newSessionToken } from "../security/tokens";
import {
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOf,
  deleteSessionsOnDevice,
  insertSession,
  selectSession,
  touchSession,
  type SessionKind,
} from "./session-repository";

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads do not turn every request into a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type StartedSession = { token: string; sid: string; expiresAt: Date };

/**
 * Starts a new session for `subjectId`. The session presented with the request (if any) is
 * destroyed first: a sign-in always rotates the token.
 */
export function startSession(
  ctx: AppContext,
  kind: SessionKind,
  subjectId: string,
  previousToken?: string,
  deviceId?: string,
): StartedSession {
  const now = ctx.clock.now();
  if (previousToken) deleteSession(ctx.db, hashToken(previousToken));
  deleteExpiredSessions(ctx.db, now);
  const token = newSessionToken();
  const sid = hashToken(token);
  const absoluteExpire = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  insertSession(ctx.db, {
    sid,
    kind,
    subjectId,
    deviceId: deviceId ?? null,
    sess: {},
    createdAt: now,
    lastSeenAt: now,
    expire: new Date(now.getTime() + SESSION_IDLE_MS),
    absoluteExpire,
  });
  return { token, sid, expiresAt: absoluteExpire };
}

/** The live session of `kind` behind a cookie token, or undefined. Extends its idle window. */
export function resumeSession(ctx: AppContext, kind: SessionKind, token: string | undefined) {
  if (!token) return undefined;
  const sid = hashToken(token);
  const row = selectSession(ctx.db, sid);
  if (!row || row.kind !== kind) return undefined;
  const now = ctx.clock.now();
  if (row.expire <= now || row.absoluteExpire <= now) {
    // Best effort: an expired session counts for nothing either way, and maintenance removes it.
    try {
      deleteSession(ctx.db, sid);
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error;
    }
    return undefined;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    try {
      touchSession(ctx.db, sid, now, new Date(Math.min(now.getTime() + SESSION_IDLE_MS, row.absoluteExpire.getTime())));
    } catch (error) {
      // Another process holds the write lock: the touch waits for the next request, the read goes on.
      if (!isDatabaseBusy(error)) throw error;
    }
  }
  return row;
}

export function endSession(ctx: AppContext, token: string | undefined): void {
  if (token) deleteSession(ctx.db, hashToken(token));
}

/** Ends every session signed in on one device (the device was revoked). */
export function endSessionsOnDevice(ctx: AppContext, deviceId: string): number {
  return deleteSessionsOnDevice(ctx.db, deviceId);
}

export function endSessionsOf(ctx: AppContext, kind: SessionKind, subjectId: string, keepToken?: string): number {
  return deleteSessionsOf(ctx.db, kind, subjectId, keepToken ? hashToken(keepToken) : undefined);
}
