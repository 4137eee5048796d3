// The only code that touches claims, claim_status_history, user_documents and service_requests,
// and the quota counters a claim uses.
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { claims, claimStatusHistory, memberStorage, userDocuments } from "#db/schema/claims";
import { serviceRequests } from "#db/schema/messages";
import { userSubscriptions } from "#db/schema/subscriptions";
import { users } from "#db/schema/users";
import type { ClaimStatus, claimListSchema, ServiceRequestType } from "#shared/schemas/claims";
import type { z } from "#zod";
import { windowCountColumns, type WindowCount } from "../security/rate-window";
import type { Db } from "../db/db";
import { columnContains } from "../search/like-pattern";

export type ClaimRow = typeof claims.$inferSelect;
export type ClaimWithOwner = ClaimRow & { username: string; documentCount: number };
export type DocumentRow = typeof userDocuments.$inferSelect;
export type HistoryRow = typeof claimStatusHistory.$inferSelect;
export type ServiceRequestRow = typeof serviceRequests.$inferSelect & { username: string | null };

/** The counter and quota columns a service uses. */
const QUOTA_COLUMNS = {
  estimate: [userSubscriptions.estimatesUsed, userSubscriptions.estimatesQuota],
  appraisal: [userSubscriptions.appraisalsUsed, userSubscriptions.appraisalsQuota],
  engineer_assignment: [userSubscriptions.engineerAssignmentsUsed, userSubscriptions.engineerAssignmentsQuota],
  attorney_assistance: [userSubscriptions.attorneyAssistanceUsed, userSubscriptions.attorneyAssistanceQuota],
} as const;

const USED_KEYS = {
  estimate: "estimatesUsed",
  appraisal: "appraisalsUsed",
  engineer_assignment: "engineerAssignmentsUsed",
  attorney_assistance: "attorneyAssistanceUsed",
} as const;

/**
 * Takes one unit of a service from the member's period as one conditional statement: only while
 * the period is the active one, paid up (due today or later) and has a unit left.
 */
export function takeQuotaUnit(db: Db, subscriptionId: string, service: ServiceRequestType, paidUpFrom: Date, at: Date): boolean {
  const [used, quota] = QUOTA_COLUMNS[service];
  return (
    db
      .update(userSubscriptions)
      .set({ [USED_KEYS[service]]: sql`${used} + 1`, updatedAt: at })
      .where(
        and(
          eq(userSubscriptions.id, subscriptionId),
          eq(userSubscriptions.isActive, true),
          gte(userSubscriptions.dueDate, paidUpFrom),
          lt(used, quota),
        ),
      )
      .returning({ id: userSubscriptions.id })
      .get() !== undefined
  );
}

/** Gives a unit back to the period it was taken from (a claim cancelled before work began). */
export function returnQuotaUnit(db: Db, subscriptionId: string, service: ServiceRequestType, at: Date): boolean {
  const [used] = QUOTA_COLUMNS[service];
  return (
    db
      .update(userSubscriptions)
      .set({ [USED_KEYS[service]]: sql`${used} - 1`, updatedAt: at })
      .where(and(eq(userSubscriptions.id, subscriptionId), sql`${used} > 0`))
      .returning({ id: userSubscriptions.id })
      .get() !== undefined
  );
}

export function insertClaim(db: Db, values: typeof claims.$inferInsert): ClaimRow {
  return db.insert(claims).values(values).returning().get();
}

/** Moves a claim from one status to another only if it is still in the first (no lost update). */
export function moveClaim(
  db: Db,
  id: string,
  from: ClaimStatus,
  to: ClaimStatus,
  at: Date,
  finalClaimAmountCents?: number | null,
): ClaimRow | undefined {
  return db
    .update(claims)
    .set({ status: to, updatedAt: at, ...(finalClaimAmountCents != null ? { finalClaimAmountCents } : {}) })
    .where(and(eq(claims.id, id), eq(claims.status, from)))
    .returning()
    .get();
}

/** Sets a claim's state; with `userId`, only that member's claim (another member's changes nothing). */
export function updateClaimState(db: Db, id: string, state: string | null, at: Date, userId?: string): ClaimRow | undefined {
  return db
    .update(claims)
    .set({ state, updatedAt: at })
    .where(userId ? and(eq(claims.id, id), eq(claims.userId, userId)) : eq(claims.id, id))
    .returning()
    .get();
}

export function insertHistory(db: Db, values: typeof claimStatusHistory.$inferInsert): void {
  db.insert(claimStatusHistory).values(values).run();
}

export function selectHistory(db: Db, claimId: string): HistoryRow[] {
  return db.select().from(claimStatusHistory).where(eq(claimStatusHistory.claimId, claimId)).orderBy(claimStatusHistory.at).all();
}

const documentCount = sql<number>`(SELECT count(*) FROM user_documents d WHERE d.claim_id = ${claims.id})`;

function selectClaimsWithOwner(db: Db) {
  return db.select({ claim: claims, username: users.username, documentCount }).from(claims).innerJoin(users, eq(users.id, claims.userId));
}

const flatten = (row: { claim: ClaimRow; username: string; documentCount: number }): ClaimWithOwner => ({
  ...row.claim,
  username: row.username,
  documentCount: Number(row.documentCount),
});

/** A claim by id; with `userId`, only that member's (another member's claim reads as missing). */
export function selectClaim(db: Db, id: string, userId?: string): ClaimWithOwner | undefined {
  const row = selectClaimsWithOwner(db)
    .where(userId ? and(eq(claims.id, id), eq(claims.userId, userId)) : eq(claims.id, id))
    .get();
  return row ? flatten(row) : undefined;
}

/** The list's query as parsed, within one member's claims when `userId` is set; `waiting` as a yes or no. */
export type ClaimFilter = Partial<Pick<z.output<typeof claimListSchema>, "status" | "type" | "q">> & { userId?: string; waiting?: boolean };

function claimWhere(filter: ClaimFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.userId) parts.push(eq(claims.userId, filter.userId));
  if (filter.status) parts.push(eq(claims.status, filter.status));
  if (filter.type) parts.push(eq(claims.serviceRequestType, filter.type));
  // Waiting for the operatives: the thread's last message is the member's (claim_threads, message-repository.ts).
  if (filter.waiting) parts.push(sql`EXISTS (SELECT 1 FROM claim_threads t WHERE t.claim_id = ${claims.id} AND t.last_author = 'member')`);
  if (filter.q)
    parts.push(
      sql`(${columnContains(users.username, filter.q)} OR ${columnContains(claims.propertyAddress, filter.q)} OR ${columnContains(claims.claimNumber, filter.q)} OR ${columnContains(claims.homeowner, filter.q)})`,
    );
  return parts.length ? and(...parts) : undefined;
}

export function selectClaims(db: Db, filter: ClaimFilter, offset: number, limit: number): { rows: ClaimWithOwner[]; total: number } {
  const where = claimWhere(filter);
  const rows = selectClaimsWithOwner(db)
    .where(where)
    .orderBy(desc(claims.createdAt), desc(claims.id))
    .limit(limit)
    .offset(offset)
    .all()
    .map(flatten);
  const total = db.select({ n: count() }).from(claims).innerJoin(users, eq(users.id, claims.userId)).where(where).get()?.n ?? 0;
  return { rows, total };
}

/** The bytes a member's documents take, all claims together (kept by migration 0022's triggers). */
export function selectStoredBytes(db: Db, userId: string): number {
  return db.select({ bytes: memberStorage.usedBytes }).from(memberStorage).where(eq(memberStorage.userId, userId)).get()?.bytes ?? 0;
}

export type NewDocument = { id: string; filename: string; originalFilename: string; fileSize: number; mimeType: string; fileType: string };

/**
 * Adds one upload's documents as one conditional statement: all of them, or none when they would
 * take the member's documents past `quotaBytes`. Answers the rows added, in the order given.
 */
export function insertDocumentsWithinQuota(
  db: Db,
  owner: { userId: string; claimId: string },
  documents: NewDocument[],
  quotaBytes: number,
  at: Date,
): DocumentRow[] {
  const incoming = documents.reduce((sum, d) => sum + d.fileSize, 0);
  // The room is judged once, before the first row goes in: the triggers then add each file's size
  // to member_storage, which must not shrink the room for the next file of the same upload.
  // bun:sqlite's run() answers { changes }; drizzle's types call it void.
  const { changes } = db.run(sql`
    WITH room (fits) AS MATERIALIZED (
      SELECT coalesce((SELECT used_bytes FROM member_storage WHERE user_id = ${owner.userId}), 0) + ${incoming} <= ${quotaBytes}
    )
    INSERT INTO user_documents (id, user_id, claim_id, filename, original_filename, file_size, mime_type, file_type, uploaded_at)
    SELECT value ->> 'id', ${owner.userId}, ${owner.claimId}, value ->> 'filename', value ->> 'originalFilename', value ->> 'fileSize', value ->> 'mimeType', value ->> 'fileType', ${at.getTime()}
    FROM room, json_each(${JSON.stringify(documents)})
    WHERE room.fits`) as unknown as { changes: number };
  if (changes === 0) return [];
  const rows = db
    .select()
    .from(userDocuments)
    .where(
      inArray(
        userDocuments.id,
        documents.map((d) => d.id),
      ),
    )
    .all();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return documents.map((d) => byId.get(d.id)!);
}

export function selectClaimDocuments(db: Db, claimId: string): DocumentRow[] {
  return db.select().from(userDocuments).where(eq(userDocuments.claimId, claimId)).orderBy(userDocuments.uploadedAt).all();
}

/** A document by id; with `userId`, only that member's. */
export function selectDocument(db: Db, id: string, userId?: string): DocumentRow | undefined {
  return db
    .select()
    .from(userDocuments)
    .where(userId ? and(eq(userDocuments.id, id), eq(userDocuments.userId, userId)) : eq(userDocuments.id, id))
    .get();
}

/** The names of a member's stored files (user_documents_user_idx). */
/** Documents in rowid order after `afterRowid`, a page at a time: where each one's bytes are and how many. */
export function selectDocumentPlaces(db: Db, afterRowid: number, limit: number) {
  return db
    .select({
      rowid: sql<number>`${userDocuments}.rowid`,
      id: userDocuments.id,
      userId: userDocuments.userId,
      filename: userDocuments.filename,
      fileSize: userDocuments.fileSize,
    })
    .from(userDocuments)
    .where(sql`${userDocuments}.rowid > ${afterRowid}`)
    .orderBy(sql`${userDocuments}.rowid`)
    .limit(limit)
    .all();
}

export function selectDocumentFilenames(db: Db, userId: string): string[] {
  return db
    .select({ filename: userDocuments.filename })
    .from(userDocuments)
    .where(eq(userDocuments.userId, userId))
    .all()
    .map((row) => row.filename);
}

export function insertServiceRequest(db: Db, values: typeof serviceRequests.$inferInsert) {
  return db.insert(serviceRequests).values(values).returning().get();
}

export function selectServiceRequests(db: Db, filter: { userId?: string }, limit: number): ServiceRequestRow[] {
  return db
    .select({
      id: serviceRequests.id,
      userId: serviceRequests.userId,
      name: serviceRequests.name,
      email: serviceRequests.email,
      phone: serviceRequests.phone,
      serviceType: serviceRequests.serviceType,
      planType: serviceRequests.planType,
      description: serviceRequests.description,
      files: serviceRequests.files,
      clientAddress: serviceRequests.clientAddress,
      createdAt: serviceRequests.createdAt,
      username: users.username,
    })
    .from(serviceRequests)
    .leftJoin(users, eq(users.id, serviceRequests.userId))
    .where(filter.userId ? eq(serviceRequests.userId, filter.userId) : undefined)
    .orderBy(desc(serviceRequests.createdAt))
    .limit(limit)
    .all();
}

/** Requests a member sent since `since`: the per-member throttle counts these. */
export function countRequestsBy(db: Db, userId: string, since: Date): WindowCount {
  return (
    db
      .select(windowCountColumns(serviceRequests.createdAt))
      .from(serviceRequests)
      .where(and(eq(serviceRequests.userId, userId), gte(serviceRequests.createdAt, since)))
      .get() ?? { count: 0, oldestAt: null }
  );
}

/** Requests a visitor's address sent since `since`: the per-address throttle counts these. */
export function countRequestsFrom(db: Db, clientAddress: string, since: Date): WindowCount {
  return (
    db
      .select(windowCountColumns(serviceRequests.createdAt))
      .from(serviceRequests)
      .where(
        and(
          eq(serviceRequests.clientAddress, clientAddress),
          gte(serviceRequests.createdAt, since),
          sql`${serviceRequests.userId} IS NULL`,
        ),
      )
      .get() ?? { count: 0, oldestAt: null }
  );
}
