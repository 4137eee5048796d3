// The only code that touches the member tables: users, user_plans, devices, user_activity_log
// (and its daily counts, activity_daily), and the redemption of an invitation code.
import { and, count, desc, eq, gt, isNull, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { invitationCodes } from "#db/schema/invitation-codes";
import { memberActiveWeeks } from "#db/schema/stats";
import { activityDaily, devices, memberActiveDays, passwordResetTokens, userActivityLog, userPlans, users } from "#db/schema/users";
import type { Db } from "../db/db";
import { notExpiredAt } from "../invitation-codes/code-repository";
import { prepared } from "../db/prepared";
import { columnContains } from "../search/like-pattern";

export type UserRow = typeof users.$inferSelect;
export type DeviceRow = typeof devices.$inferSelect;
export type ActivityRow = typeof userActivityLog.$inferSelect;

const lowerEquals = (column: typeof users.username | typeof users.email, value: string) => sql`lower(${column}) = lower(${value})`;

export function selectUserByUsername(db: Db, username: string): UserRow | undefined {
  return db.select().from(users).where(lowerEquals(users.username, username)).get();
}

export function selectUserById(db: Db, id: string): UserRow | undefined {
  return prepared(db, "user-by-id", (root) =>
    root
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder("id")))
      .prepare(),
  ).get({ id });
}

/** Taken, compared case-insensitively: "JDoe" and "jdoe" are one person, as are their e-mails. */
export function usernameTaken(db: Db, username: string): boolean {
  return db.select({ id: users.id }).from(users).where(lowerEquals(users.username, username)).limit(1).get() !== undefined;
}

export function emailTaken(db: Db, email: string): boolean {
  return db.select({ id: users.id }).from(users).where(lowerEquals(users.email, email)).limit(1).get() !== undefined;
}

/** Another code is assigned to this username and still waits for its person to register. */
export function usernameReservedByOtherCode(db: Db, username: string, codeId: string): boolean {
  return (
    db
      .select({ id: invitationCodes.id })
      .from(invitationCodes)
      .where(
        and(
          sql`lower(${invitationCodes.assigneeUsername}) = lower(${username})`,
          eq(invitationCodes.isUsed, false),
          sql`${invitationCodes.id} <> ${codeId}`,
        ),
      )
      .limit(1)
      .get() !== undefined
  );
}

/**
 * A code that can be redeemed at `at`: it exists, is unused, is not expired, and, when it is
 * assigned to a person, is redeemed with that person's e-mail.
 */
const redeemable = (code: string, email: string, at: Date) =>
  and(
    eq(invitationCodes.code, code),
    eq(invitationCodes.isUsed, false),
    notExpiredAt(at),
    sql`(${invitationCodes.assigneeEmail} IS NULL OR lower(${invitationCodes.assigneeEmail}) = lower(${email}))`,
  );

/** A cheap look (one read by the unique code) before any work: the redemption below still decides. */
export function selectRedeemableCode(db: Db, code: string, email: string, at: Date) {
  return db
    .select({ id: invitationCodes.id })
    .from(invitationCodes)
    .where(redeemable(code, email, at))
    .get();
}

/** Redeems a code as one conditional statement; undefined when it is not redeemable (any more). */
export function redeemInvitationCode(db: Db, code: string, email: string, userId: string, at: Date) {
  return db
    .update(invitationCodes)
    .set({ isUsed: true, usedAt: at, usedByUserId: userId })
    .where(redeemable(code, email, at))
    .returning({ id: invitationCodes.id })
    .get();
}

export function insertUser(db: Db, values: typeof users.$inferInsert): UserRow {
  return db.insert(users).values(values).returning().get();
}

export function insertUserPlan(db: Db, values: { userId: string; planName: string; maxDevices: number; now: Date }): void {
  db.insert(userPlans)
    .values({
      userId: values.userId,
      planName: values.planName,
      maxDevices: values.maxDevices,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .run();
}

export function selectUserPlan(db: Db, userId: string) {
  return prepared(db, "plan-by-user", (root) =>
    root
      .select()
      .from(userPlans)
      .where(eq(userPlans.userId, sql.placeholder("userId")))
      .prepare(),
  ).get({ userId });
}

export function setFirstLogin(db: Db, userId: string, at: Date): void {
  db.update(users)
    .set({ firstLoginAt: at })
    .where(and(eq(users.id, userId), sql`${users.firstLoginAt} IS NULL`))
    .run();
}

/** The member's device this browser's device cookie (its hash) belongs to. */
export function selectDeviceByCredential(db: Db, userId: string, credentialHash: string): DeviceRow | undefined {
  return db
    .select()
    .from(devices)
    .where(and(eq(devices.userId, userId), eq(devices.credentialHash, credentialHash)))
    .get();
}

/** True when some device (any member's: a shared computer) holds this device cookie. */
export function credentialIssued(db: Db, credentialHash: string): boolean {
  return db.select({ id: devices.id }).from(devices).where(eq(devices.credentialHash, credentialHash)).limit(1).get() !== undefined;
}

export function selectDeviceById(db: Db, userId: string, deviceId: string): DeviceRow | undefined {
  return prepared(db, "device-by-id", (root) =>
    root
      .select()
      .from(devices)
      .where(and(eq(devices.userId, sql.placeholder("userId")), eq(devices.id, sql.placeholder("deviceId"))))
      .prepare(),
  ).get({ userId, deviceId });
}

/** The member's devices, newest use first: read by every account and security page, so built once per connection. */
export function selectDevices(db: Db, userId: string): DeviceRow[] {
  return prepared(db, "devices-of-member", (root) =>
    root
      .select()
      .from(devices)
      .where(eq(devices.userId, sql.placeholder("userId")))
      .orderBy(desc(devices.lastSeenAt))
      .prepare(),
  ).all({ userId });
}

/**
 * Adds a device only while the member has fewer than their plan's maxDevices: the count and the
 * insert are one statement, so parallel sign-ins from new devices cannot pass the limit.
 */
export function insertDeviceWithinLimit(
  db: Db,
  values: {
    userId: string;
    label: string;
    fingerprint: string;
    at: Date;
    credentialHash: string;
    credentialExpiresAt: Date;
    userAgent: string | null;
  },
): DeviceRow | undefined {
  const id = crypto.randomUUID();
  const at = values.at.getTime();
  // Raw SQL because the condition is an INSERT … SELECT … WHERE, which drizzle cannot say.
  // drizzle's raw get answers the row's values in column order.
  const inserted = db.get<[string] | undefined>(sql`
    INSERT INTO devices (id, user_id, device_label, device_fingerprint, created_at, last_seen_at, credential_hash, credential_expires_at, last_label, user_agent)
    SELECT ${id}, ${values.userId}, ${values.label}, ${values.fingerprint}, ${at}, ${at}, ${values.credentialHash}, ${values.credentialExpiresAt.getTime()}, ${values.label}, ${values.userAgent}
    WHERE (SELECT count(*) FROM devices WHERE user_id = ${values.userId}) < (SELECT max_devices FROM user_plans WHERE user_id = ${values.userId})
    RETURNING id`);
  return inserted ? selectDeviceById(db, values.userId, inserted[0]) : undefined;
}

/** A sign-in on the device: seen now, and its device cookie good for another full lifetime. */
export function renewDeviceCredential(db: Db, deviceId: string, at: Date, credentialExpiresAt: Date): void {
  db.update(devices).set({ lastSeenAt: at, credentialExpiresAt }).where(eq(devices.id, deviceId)).run();
}

/**
 * A device from before device cookies takes one, once: the condition and the write are one
 * statement, so of two requests racing to adopt, one wins and the other finds it taken.
 */
export function adoptDeviceCredential(db: Db, deviceId: string, credentialHash: string, credentialExpiresAt: Date, at: Date): boolean {
  return (
    db
      .update(devices)
      .set({ credentialHash, credentialExpiresAt, lastSeenAt: at })
      .where(and(eq(devices.id, deviceId), isNull(devices.credentialHash)))
      .returning({ id: devices.id })
      .all().length === 1
  );
}

/**
 * Records the headers and User-Agent the device now sends; nothing when they did not change.
 * `detailsChangedAt` moves only when the User-Agent or the label moved from one the device had
 * sent (a browser update): the fingerprint also changes with a window's size or a zoom, which is
 * not the browser changing. A request without a User-Agent keeps the one recorded.
 */
export function recordDeviceDetails(
  db: Db,
  deviceId: string,
  sent: { fingerprint: string; label: string; userAgent?: string; at: Date },
): void {
  const userAgent = sent.userAgent ?? null;
  const agentMoved = sql`(${userAgent} IS NOT NULL AND ${devices.userAgent} IS NOT ${userAgent})`;
  const browserChanged = sql`((${devices.lastLabel} IS NOT NULL AND ${devices.lastLabel} IS NOT ${sent.label}) OR (${devices.userAgent} IS NOT NULL AND ${agentMoved}))`;
  db.update(devices)
    .set({
      deviceFingerprint: sent.fingerprint,
      lastLabel: sent.label,
      userAgent: sql`coalesce(${userAgent}, ${devices.userAgent})`,
      detailsChangedAt: sql`CASE WHEN ${browserChanged} THEN ${sent.at.getTime()} ELSE ${devices.detailsChangedAt} END`,
    })
    .where(
      and(
        eq(devices.id, deviceId),
        or(ne(devices.deviceFingerprint, sent.fingerprint), sql`${devices.lastLabel} IS NOT ${sent.label}`, agentMoved),
      ),
    )
    .run();
}

/** The device was used now: written when its last sighting is at least `every` old, in the one statement. */
export function touchDeviceSeen(db: Db, deviceId: string, at: Date, every: number): void {
  db.update(devices)
    .set({ lastSeenAt: at })
    .where(and(eq(devices.id, deviceId), lte(devices.lastSeenAt, new Date(at.getTime() - every))))
    .run();
}

/**
 * Removes the member's devices from before device cookies that no live session can adopt any
 * more: nothing can ever recognise them again, and they would hold a slot of the member's limit.
 */
export function deleteUnrecognisableDevices(db: Db, userId: string, now: Date): number {
  const at = now.getTime();
  return db
    .delete(devices)
    .where(
      and(
        eq(devices.userId, userId),
        isNull(devices.credentialHash),
        sql`NOT EXISTS (SELECT 1 FROM sessions s WHERE s.device_id = ${devices.id} AND s.expire > ${at} AND s.absolute_expire > ${at})`,
      ),
    )
    .returning({ id: devices.id })
    .all().length;
}

export function renameDevice(db: Db, userId: string, deviceId: string, label: string): DeviceRow | undefined {
  return db
    .update(devices)
    .set({ deviceLabel: label })
    .where(and(eq(devices.userId, userId), eq(devices.id, deviceId)))
    .returning()
    .get();
}

export function deleteDevice(db: Db, userId: string, deviceId: string): DeviceRow | undefined {
  return db
    .delete(devices)
    .where(and(eq(devices.userId, userId), eq(devices.id, deviceId)))
    .returning()
    .get();
}

export function insertActivity(db: Db, values: typeof userActivityLog.$inferInsert): void {
  db.insert(userActivityLog).values(values).run();
}

/**
 * Records a refusal in its minute's row: the first refusal of the member's action in that clock
 * minute inserts the row, each next one adds to its `repeats` and moves `lastAt`, in this one
 * statement (the partial unique index user_activity_log_refusal_minute_idx is its key), so refusals
 * racing from several connections still make one row.
 */
export function upsertRefusalActivity(db: Db, values: typeof userActivityLog.$inferInsert & { createdAt: Date }): void {
  db.insert(userActivityLog)
    .values({ ...values, refusalMinute: Math.floor(values.createdAt.getTime() / 60_000) })
    .onConflictDoUpdate({
      target: [userActivityLog.userId, userActivityLog.action, userActivityLog.refusalMinute],
      targetWhere: sql`${userActivityLog.refusalMinute} IS NOT NULL`,
      set: { repeats: sql`${userActivityLog.repeats} + 1`, lastAt: values.createdAt },
    })
    .run();
}

export function selectRecentActivity(db: Db, userId: string, limit: number): ActivityRow[] {
  return db
    .select()
    .from(userActivityLog)
    .where(eq(userActivityLog.userId, userId))
    .orderBy(desc(userActivityLog.createdAt))
    .limit(limit)
    .all();
}

/**
 * Counts the oldest `limit` activity rows from before `before` into activity_daily (per UTC day
 * and action, a rolled-up refusal row as its repeats, added to what earlier runs counted) and deletes them; answers how many went. Run
 * inside one write transaction: the count and the delete then see the same rows, so each row is
 * counted exactly once however often, and by whichever process, the maintenance runs.
 */
export function rollUpActivityBefore(db: Db, before: Date, limit: number): number {
  const oldest = sql`SELECT rowid FROM ${userActivityLog} WHERE ${userActivityLog.createdAt} < ${before.getTime()} ORDER BY ${userActivityLog.createdAt}, rowid LIMIT ${limit}`;
  db.run(sql`
    INSERT INTO ${activityDaily} (day, action, count)
    SELECT strftime('%Y-%m-%d', created_at / 1000, 'unixepoch') AS day, action, sum(repeats)
    FROM ${userActivityLog} WHERE rowid IN (${oldest})
    GROUP BY day, action
    ON CONFLICT (day, action) DO UPDATE SET count = count + excluded.count`);
  // bun:sqlite's run() answers { changes }; drizzle's types call it void.
  const deleted = db.run(sql`DELETE FROM ${userActivityLog} WHERE rowid IN (${oldest})`) as unknown as { changes: number };
  return deleted.changes;
}

/**
 * Forgets which members signed in on the days before `beforeDay` (whole days since 1970-01-01)
 * and in the weeks before it: at most `limit` rows of each. Their counts stay in stats_daily.
 */
export function deleteActiveDaysBefore(db: Db, beforeDay: number, limit: number): number {
  const days = sql`SELECT rowid FROM ${memberActiveDays} WHERE ${memberActiveDays.day} < ${beforeDay} LIMIT ${limit}`;
  const weeks = sql`SELECT rowid FROM ${memberActiveWeeks} WHERE ${memberActiveWeeks.week} < ${beforeDay - 7} LIMIT ${limit}`;
  // bun:sqlite's run() answers { changes }; drizzle's types call it void.
  const deletedDays = db.run(sql`DELETE FROM ${memberActiveDays} WHERE rowid IN (${days})`) as unknown as { changes: number };
  const deletedWeeks = db.run(sql`DELETE FROM ${memberActiveWeeks} WHERE rowid IN (${weeks})`) as unknown as { changes: number };
  return Math.max(deletedDays.changes, deletedWeeks.changes);
}

export type CountdownKind = "purchase" | "access";

/** Sets the countdown's start unless it has one: true when this call started it. */
export function startCountdownOnce(db: Db, userId: string, kind: CountdownKind, at: Date): boolean {
  const column = kind === "purchase" ? users.purchaseCountdownStart : users.accessCountdownStart;
  const set = kind === "purchase" ? { purchaseCountdownStart: at } : { accessCountdownStart: at };
  return (
    db
      .update(users)
      .set(set)
      .where(and(eq(users.id, userId), sql`${column} IS NULL`))
      .returning({ id: users.id })
      .all().length === 1
  );
}

export type ResetRow = typeof passwordResetTokens.$inferSelect;

export function selectUserByEmail(db: Db, email: string): UserRow | undefined {
  return db.select().from(users).where(lowerEquals(users.email, email)).get();
}

/** Members whose phone has the same digits as `phone` ("(713) 555-0142" = "713.555.0142"). */
export function selectUsersByPhoneDigits(db: Db, phone: string): UserRow[] {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 10) return [];
  const onlyDigits = sql`replace(replace(replace(replace(replace(replace(${users.phone}, ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', '')`;
  return db
    .select()
    .from(users)
    .where(sql`${onlyDigits} = ${digits}`)
    .limit(2)
    .all();
}

export function countRecentResets(db: Db, userId: string, since: Date): number {
  return (
    db
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)))
      .get()?.n ?? 0
  );
}

export function insertResetToken(db: Db, values: typeof passwordResetTokens.$inferInsert): void {
  db.insert(passwordResetTokens).values(values).run();
}

export function selectResetById(db: Db, id: string): ResetRow | undefined {
  return db.select().from(passwordResetTokens).where(eq(passwordResetTokens.id, id)).get();
}

export function selectResetByTokenHash(db: Db, tokenHash: string): ResetRow | undefined {
  return db.select().from(passwordResetTokens).where(eq(passwordResetTokens.token, tokenHash)).get();
}

export function recordWrongGuess(db: Db, id: string): void {
  db.update(passwordResetTokens)
    .set({ attempts: sql`${passwordResetTokens.attempts} + 1` })
    .where(eq(passwordResetTokens.id, id))
    .run();
}

/** Marks a reset used if it still can be: one statement, so it is used at most once. */
export function useResetToken(db: Db, id: string, now: Date, maxGuesses: number): boolean {
  return (
    db
      .update(passwordResetTokens)
      .set({ isUsed: true })
      .where(
        and(
          eq(passwordResetTokens.id, id),
          eq(passwordResetTokens.isUsed, false),
          gt(passwordResetTokens.expiresAt, now),
          lt(passwordResetTokens.attempts, maxGuesses),
        ),
      )
      .returning({ id: passwordResetTokens.id })
      .all().length === 1
  );
}

/** Ends every reset of a member still open (links and SMS codes alike): a completed reset leaves none behind. */
export function endOpenResetsOf(db: Db, userId: string): void {
  db.update(passwordResetTokens)
    .set({ isUsed: true })
    .where(and(eq(passwordResetTokens.userId, userId), eq(passwordResetTokens.isUsed, false)))
    .run();
}

export function setUserPassword(db: Db, userId: string, passwordHash: string): void {
  db.update(users).set({ password: passwordHash }).where(eq(users.id, userId)).run();
}

export type MemberListRow = UserRow & { planName: string | null; maxDevices: number | null; deviceCount: number; lastSeenAt: Date | null };

const memberListColumns = {
  user: users,
  planName: userPlans.planName,
  maxDevices: userPlans.maxDevices,
  deviceCount: sql<number>`(SELECT count(*) FROM devices d WHERE d.user_id = ${users.id})`,
  lastSeenAt: sql<number | null>`(SELECT max(d.last_seen_at) FROM devices d WHERE d.user_id = ${users.id})`,
};

function toListRow(row: {
  user: UserRow;
  planName: string | null;
  maxDevices: number | null;
  deviceCount: number;
  lastSeenAt: number | null;
}): MemberListRow {
  return {
    ...row.user,
    planName: row.planName,
    maxDevices: row.maxDevices,
    deviceCount: Number(row.deviceCount),
    lastSeenAt: row.lastSeenAt === null ? null : new Date(Number(row.lastSeenAt)),
  };
}

/** Members whose username, name, e-mail or company contains the text (all of them without one). */
function membersMatching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const columns = [users.username, users.firstName, users.lastName, users.email, users.companyName];
  return or(...columns.map((column) => columnContains(column, search)));
}

export function countMembers(db: Db, search: string | undefined): number {
  return db.select({ n: count() }).from(users).where(membersMatching(search)).get()?.n ?? 0;
}

/** One page of them, newest first (the id breaks ties, so pages never overlap or skip). */
export function selectMembers(db: Db, search: string | undefined, page: { limit: number; offset: number }): MemberListRow[] {
  return db
    .select(memberListColumns)
    .from(users)
    .leftJoin(userPlans, eq(userPlans.userId, users.id))
    .where(membersMatching(search))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset)
    .all()
    .map(toListRow);
}

export function selectMember(db: Db, userId: string): MemberListRow | undefined {
  const row = db
    .select(memberListColumns)
    .from(users)
    .leftJoin(userPlans, eq(userPlans.userId, users.id))
    .where(eq(users.id, userId))
    .get();
  return row ? toListRow(row) : undefined;
}

export function setUserActive(db: Db, userId: string, isActive: boolean): boolean {
  return db.update(users).set({ isActive }).where(eq(users.id, userId)).returning({ id: users.id }).all().length === 1;
}

export function setMaxDevices(db: Db, userId: string, maxDevices: number, at: Date): boolean {
  return (
    db
      .update(userPlans)
      .set({ maxDevices, updatedAt: at })
      .where(eq(userPlans.userId, userId))
      .returning({ userId: userPlans.userId })
      .all().length === 1
  );
}

export function deleteDevicesOf(db: Db, userId: string): number {
  return db.delete(devices).where(eq(devices.userId, userId)).returning({ id: devices.id }).all().length;
}
