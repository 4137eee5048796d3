import { and, asc, desc, eq, isNull, lte, or } from "drizzle-orm";
import { notifications } from "#db/schema/notifications";
import type { outboxQuerySchema } from "#shared/schemas/members";
import type { z } from "#zod";
import type { Db } from "../db/db";

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

export function insertNotification(db: Db, values: NewNotification): NotificationRow {
  return db.insert(notifications).values(values).returning().get();
}

/** Pending messages whose time has come, oldest first. */
export function selectDueNotifications(db: Db, now: Date, limit: number): NotificationRow[] {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.status, "pending"), or(isNull(notifications.nextAttemptAt), lte(notifications.nextAttemptAt, now))))
    .orderBy(asc(notifications.createdAt))
    .limit(limit)
    .all();
}

/**
 * Takes a due message for one sending attempt: it moves its next attempt to `leaseUntil`, so a
 * second sender running at the same time does not take it too. Undefined when someone else did.
 */
export function claimNotification(db: Db, id: string, now: Date, leaseUntil: Date): NotificationRow | undefined {
  return db
    .update(notifications)
    .set({ nextAttemptAt: leaseUntil })
    .where(
      and(
        eq(notifications.id, id),
        eq(notifications.status, "pending"),
        or(isNull(notifications.nextAttemptAt), lte(notifications.nextAttemptAt, now)),
      ),
    )
    .returning()
    .get();
}

export function selectNotificationById(db: Db, id: string): NotificationRow | undefined {
  return db.select().from(notifications).where(eq(notifications.id, id)).get();
}

export function updateNotification(db: Db, id: string, values: Partial<NewNotification>): void {
  db.update(notifications).set(values).where(eq(notifications.id, id)).run();
}

export function selectNotifications(db: Db, filter: z.output<typeof outboxQuerySchema> & { limit: number }): NotificationRow[] {
  return db
    .select()
    .from(notifications)
    .where(filter.status ? eq(notifications.status, filter.status) : undefined)
    .orderBy(desc(notifications.createdAt))
    .limit(filter.limit)
    .all();
}

/** Messages still carrying a secret after it expired. */
export function selectExpiredSecrets(db: Db, now: Date): NotificationRow[] {
  return db
    .select()
    .from(notifications)
    .where(and(isNull(notifications.redactedAt), lte(notifications.secretExpiresAt, now)))
    .all();
}
