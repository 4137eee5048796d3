// Sessions' rules at the use-case level: the database keeps only a token's SHA-256; a sign-in
// rotates the token; a session ends 30 minutes after its last use or 12 hours after sign-in,
// whichever comes first; its idle window moves at most once a minute and never past the 12
// hours; a remembered answer is never given once the database changed or the session came due;
// an admin's session is not a member's; a live stream's check touches nothing and ends with the
// holder's account or device.
import { beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { cloneTestContext, makeTestContext, type TestContext } from "../../../tests/helpers/context";
import { insertTestMember } from "../../../tests/helpers/use-case";
import { insertAdmin } from "../admins/admin-repository";
import { hashToken } from "../security/tokens";
import { adminStillSignedIn, memberStillSignedIn } from "./still-signed-in";
import {
  endSession,
  endSessionsOf,
  endSessionsOnDevice,
  liveSession,
  markOfLastSignIn,
  resumeSignedIn,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  startSession,
} from "./sessions";

const MINUTE = 60_000;

let migrated: TestContext;
let ctx: TestContext;
beforeAll(() => {
  migrated = makeTestContext();
});
beforeEach(() => {
  ctx = cloneTestContext(migrated);
});

type StoredSession = { sid: string; kind: string; subjectId: string; expire: number; lastSeenAt: number; absoluteExpire: number };
const storedSessions = () =>
  ctx.db.$client
    .query(
      "SELECT sid, kind, subject_id AS subjectId, expire, last_seen_at AS lastSeenAt, absolute_expire AS absoluteExpire FROM sessions ORDER BY created_at, sid",
    )
    .all() as StoredSession[];
/** The subject a token signs in as a `kind`, looked up the way the auth plugins do. */
const signedIn = (token: string | undefined, kind: "admin" | "member" = "member") =>
  resumeSignedIn(ctx, kind, token, (session) => session?.subjectId);

describe("startSession", () => {
  test("the database keeps the token's SHA-256, never the token; idle and absolute expiry start from now", () => {
    const now = ctx.clock.now().getTime();
    const { token, sid, expiresAt } = startSession(ctx, "member", "user-1");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sid).toBe(hashToken(token));
    expect(expiresAt.getTime()).toBe(now + SESSION_ABSOLUTE_MS);
    expect(storedSessions()).toEqual([
      {
        sid,
        kind: "member",
        subjectId: "user-1",
        expire: now + SESSION_IDLE_MS,
        lastSeenAt: now,
        absoluteExpire: now + SESSION_ABSOLUTE_MS,
      },
    ]);
    expect(JSON.stringify(ctx.db.$client.query("SELECT * FROM sessions").all())).not.toContain(token);
  });

  test("a sign-in rotates: the session presented with it ends, another subject's stays", () => {
    const first = startSession(ctx, "member", "user-1");
    const other = startSession(ctx, "member", "user-2");
    const second = startSession(ctx, "member", "user-1", first.token);
    expect(second.token).not.toBe(first.token);
    expect(signedIn(first.token)).toBeUndefined();
    expect(signedIn(second.token)).toBe("user-1");
    expect(signedIn(other.token)).toBe("user-2");
  });

  test("a sign-in clears the sessions that have expired, anyone's", () => {
    startSession(ctx, "admin", "admin-1");
    ctx.clock.advance(SESSION_IDLE_MS + 1);
    const fresh = startSession(ctx, "member", "user-1");
    expect(storedSessions().map((s) => s.sid)).toEqual([fresh.sid]);
  });
});

describe("resumeSignedIn", () => {
  test("no token, an unknown token, or another kind's token signs in no one", () => {
    const { token } = startSession(ctx, "admin", "admin-1");
    expect(signedIn(undefined)).toBeUndefined();
    expect(signedIn("not-a-token")).toBeUndefined();
    expect(signedIn(token, "member")).toBeUndefined();
    expect(signedIn(token, "admin")).toBe("admin-1");
  });

  test("30 minutes without use end a session, and the expired row goes", () => {
    const { token } = startSession(ctx, "member", "user-1");
    ctx.clock.advance(SESSION_IDLE_MS - 1);
    expect(signedIn(token)).toBe("user-1");
    ctx.clock.advance(SESSION_IDLE_MS);
    expect(signedIn(token)).toBeUndefined();
    expect(storedSessions()).toEqual([]);
  });

  test("use moves the idle window, at most once a minute", () => {
    const { token } = startSession(ctx, "member", "user-1");
    const start = ctx.clock.now().getTime();
    ctx.clock.advance(MINUTE - 1);
    signedIn(token);
    expect(storedSessions()[0]!.lastSeenAt).toBe(start);
    ctx.clock.advance(1);
    signedIn(token);
    expect(storedSessions()[0]).toMatchObject({ lastSeenAt: start + MINUTE, expire: start + MINUTE + SESSION_IDLE_MS });
  });

  test("12 hours after sign-in a session ends however busy; the idle window never reaches past them", () => {
    const { token } = startSession(ctx, "member", "user-1");
    const absolute = ctx.clock.now().getTime() + SESSION_ABSOLUTE_MS;
    while (ctx.clock.now().getTime() + 20 * MINUTE < absolute) {
      ctx.clock.advance(20 * MINUTE);
      expect(signedIn(token)).toBe("user-1");
    }
    expect(storedSessions()[0]!.expire).toBe(absolute);
    ctx.clock.set(new Date(absolute));
    expect(signedIn(token)).toBeUndefined();
  });

  test("an answer is remembered while the database is unchanged, and looked up again after any write", () => {
    const { token } = startSession(ctx, "member", "user-1");
    let lookUps = 0;
    const check = () =>
      resumeSignedIn(ctx, "member", token, (session) => {
        lookUps++;
        return { subject: session?.subjectId };
      });
    const first = check();
    expect(check()).toBe(first);
    expect(lookUps).toBe(1);
    expect(Object.isFrozen(first)).toBe(true);
    startSession(ctx, "member", "user-2");
    expect(check()).toEqual(first);
    expect(lookUps).toBe(2);
  });

  test("a remembered session that comes due is not given: expired, it signs in no one", () => {
    const { token } = startSession(ctx, "member", "user-1");
    expect(signedIn(token)).toBe("user-1");
    ctx.clock.advance(SESSION_IDLE_MS);
    expect(signedIn(token)).toBeUndefined();
  });

  test("a refusal is never remembered: the lookup that throws runs again", () => {
    const { token } = startSession(ctx, "member", "user-1");
    let lookUps = 0;
    const refused = () =>
      resumeSignedIn(ctx, "member", token, () => {
        lookUps++;
        throw new Error("Account deactivated");
      });
    expect(refused).toThrow("Account deactivated");
    expect(refused).toThrow("Account deactivated");
    expect(lookUps).toBe(2);
  });

  test("the mark of the last sign-in is kept by a check with a token and cleared by one without", () => {
    const { token } = startSession(ctx, "member", "user-1");
    signedIn(token);
    expect(markOfLastSignIn(ctx)).toBeDefined();
    signedIn(undefined);
    expect(markOfLastSignIn(ctx)).toBeUndefined();
  });
});

describe("ending sessions", () => {
  test("sign-out ends that session only; a token-less sign-out does nothing", () => {
    const mine = startSession(ctx, "member", "user-1");
    const other = startSession(ctx, "member", "user-1");
    endSession(ctx, undefined);
    endSession(ctx, mine.token);
    expect(storedSessions().map((s) => s.sid)).toEqual([other.sid]);
  });

  test("every session of one subject ends but the one kept; the same id as another kind is left alone", () => {
    const kept = startSession(ctx, "member", "same-id");
    startSession(ctx, "member", "same-id");
    startSession(ctx, "member", "same-id");
    const admin = startSession(ctx, "admin", "same-id");
    expect(endSessionsOf(ctx, "member", "same-id", kept.token)).toBe(2);
    expect(
      storedSessions()
        .map((s) => s.sid)
        .sort(),
    ).toEqual([kept.sid, admin.sid].sort());
    expect(endSessionsOf(ctx, "member", "same-id")).toBe(1);
  });

  test("revoking a device ends the sessions signed in on it, no other", () => {
    startSession(ctx, "member", "user-1", undefined, "device-a");
    startSession(ctx, "member", "user-1", undefined, "device-a");
    const elsewhere = startSession(ctx, "member", "user-1", undefined, "device-b");
    expect(endSessionsOnDevice(ctx, "device-a")).toBe(2);
    expect(storedSessions().map((s) => s.sid)).toEqual([elsewhere.sid]);
  });
});

describe("still signed in (a live stream's heartbeat)", () => {
  function member() {
    const userId = insertTestMember(ctx);
    const deviceId = crypto.randomUUID();
    ctx.db.$client.run(
      "INSERT INTO devices (id, user_id, device_label, device_fingerprint, created_at, last_seen_at) VALUES (?, ?, 'Laptop', 'fp', ?, ?)",
      [deviceId, userId, ctx.clock.now().getTime(), ctx.clock.now().getTime()],
    );
    return { userId, deviceId, token: startSession(ctx, "member", userId, undefined, deviceId).token };
  }

  test("reading a live session touches nothing: a stream open for 30 minutes is no use of the site", () => {
    const { token } = member();
    const before = storedSessions();
    ctx.clock.advance(SESSION_IDLE_MS - 1);
    expect(liveSession(ctx, "member", token)).toBeDefined();
    expect(storedSessions()).toEqual(before);
    ctx.clock.advance(1);
    expect(liveSession(ctx, "member", token)).toBeUndefined();
  });

  test("a member's stream ends with their deactivation or their device's removal", () => {
    const { userId, deviceId, token } = member();
    expect(memberStillSignedIn(ctx, token)).toBe(true);
    expect(memberStillSignedIn(ctx, undefined)).toBe(false);
    ctx.db.$client.run("UPDATE users SET is_active = 0 WHERE id = ?", [userId]);
    expect(memberStillSignedIn(ctx, token)).toBe(false);
    ctx.db.$client.run("UPDATE users SET is_active = 1 WHERE id = ?", [userId]);
    ctx.db.$client.run("DELETE FROM devices WHERE id = ?", [deviceId]);
    expect(memberStillSignedIn(ctx, token)).toBe(false);
  });

  test("an admin's stream ends with their deactivation; an admin's token is no member's", () => {
    const admin = insertAdmin(ctx.db, {
      username: "ada",
      fullName: "Ada Admin",
      passwordHash: "not-a-hash",
      role: "admin",
      now: ctx.clock.now(),
    })!;
    const { token } = startSession(ctx, "admin", admin.id);
    expect(adminStillSignedIn(ctx, token)).toBe(true);
    expect(memberStillSignedIn(ctx, token)).toBe(false);
    ctx.db.$client.run("UPDATE admin_accounts SET is_active = 0 WHERE id = ?", [admin.id]);
    expect(adminStillSignedIn(ctx, token)).toBe(false);
  });
});
