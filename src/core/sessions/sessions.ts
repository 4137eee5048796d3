// Server sessions: the browser holds a random token, the database only its SHA-256. A session
// ends after 30 minutes without use or 12 hours after sign-in, whichever comes first.
import { changeMark, sameMark, type ChangeMark } from "../db/change-mark";
import type { AppContext } from "../context";
import { isDatabaseBusy } from "../db/db";
import { sqliteOf } from "../db/prepared";
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
  type SessionRow,
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

function resumeBySid(ctx: AppContext, kind: SessionKind, sid: string): SessionRow | undefined {
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

/** True while a session answers as it did when read: not expired, no touch of its idle window due. */
const unchangedAt = (session: SessionRow, now: Date) =>
  session.expire > now && session.absoluteExpire > now && now.getTime() - session.lastSeenAt.getTime() < TOUCH_INTERVAL_MS;

type Remembered = { kind: SessionKind; session: SessionRow; config: AppContext["config"]; value: unknown };
type Memory = { mark: ChangeMark; bySid: Map<string, Remembered> };
const memories = new WeakMap<object, Memory>();
/** Beyond this many signed-in sessions at once, the memory starts over (a bound, not an eviction policy). */
const MAX_REMEMBERED = 10_000;

/** The memory of this connection, emptied when the database has changed since it was last read. */
function memoryOf(ctx: AppContext): Memory {
  const connection = sqliteOf(ctx.db);
  const mark = changeMark(ctx.db);
  let memory = memories.get(connection);
  if (!memory || !sameMark(memory.mark, mark)) memories.set(connection, (memory = { mark, bySid: new Map() }));
  return memory;
}

const lastMarks = new WeakMap<object, ChangeMark>();

/**
 * The change mark the last sign-in check on this connection read, or undefined when it read none
 * (no token, inside a transaction). Every check replaces it, with a mark read then, so while a
 * signed-in request is answered it is the database at a moment after that request arrived: a
 * listing answers as of it (src/core/listings/read-model.ts), which spares it a second read of
 * the mark. Outside the session module only the read model asks for it.
 */
export function markOfLastSignIn(ctx: AppContext): ChangeMark | undefined {
  return lastMarks.get(sqliteOf(ctx.db));
}

/**
 * `lookUp` of the live session of `kind` behind `token` (undefined: none), remembered while the
 * database does not change (change-mark.ts): a signed-in read then asks SQLite one cheap
 * question instead of looking up the session and every row behind it (decision 0048).
 * Any write, by this process or another, forgets every remembered answer; a session whose expiry
 * or idle-window touch comes due takes the full path again, as does every refusal (`lookUp`
 * throws; nothing is remembered). Remembered answers are frozen: callers share them.
 */
export function resumeSignedIn<T>(
  ctx: AppContext,
  kind: SessionKind,
  token: string | undefined,
  lookUp: (session: SessionRow | undefined) => T,
): T {
  const connection = sqliteOf(ctx.db);
  lastMarks.delete(connection);
  if (!token) return lookUp(undefined);
  const sid = hashToken(token);
  // Inside a transaction, a read may see writes that a rollback takes back without moving the mark.
  if (connection.inTransaction) return lookUp(resumeBySid(ctx, kind, sid));
  const memory = memoryOf(ctx);
  lastMarks.set(connection, memory.mark);
  const now = ctx.clock.now();
  const kept = memory.bySid.get(sid);
  if (kept && kept.kind === kind && kept.config === ctx.config && unchangedAt(kept.session, now)) return kept.value as T;
  const session = resumeBySid(ctx, kind, sid);
  const value = lookUp(session);
  // Kept only when nothing was written meanwhile (a touch of the session, another process's commit).
  if (session && sameMark(memory.mark, changeMark(ctx.db))) {
    if (memory.bySid.size >= MAX_REMEMBERED) memory.bySid.clear();
    memory.bySid.set(sid, { kind, session, config: ctx.config, value: Object.freeze(value) });
  }
  return value;
}

/**
 * The live session of `kind` behind `token`, read without touching its idle window: a live stream
 * asks this at each heartbeat, and an open stream is no use of the site.
 */
export function liveSession(ctx: AppContext, kind: SessionKind, token: string | undefined): SessionRow | undefined {
  if (!token) return undefined;
  const row = selectSession(ctx.db, hashToken(token));
  const now = ctx.clock.now();
  return row && row.kind === kind && row.expire > now && row.absoluteExpire > now ? row : undefined;
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
