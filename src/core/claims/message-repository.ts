// The only code that touches claim_messages, claim_message_files and claim_threads: a claim's
// thread, its order, what each side has read, and when each side was last told (decision 0081).
import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { claimMessageFiles, claimMessages, claimThreads } from "#db/schema/claim-messages";
import { userDocuments } from "#db/schema/claims";
import type { Db } from "../db/db";
import type { DocumentRow } from "./claim-repository";

export type MessageSide = "member" | "operative";
export type MessageRow = typeof claimMessages.$inferSelect;
export type ThreadRow = typeof claimThreads.$inferSelect;
export type NewMessage = {
  id: string;
  claimId: string;
  author: MessageSide;
  userId: string | null;
  adminId: string | null;
  authorName: string;
  text: string;
  at: Date;
};

/**
 * Adds a message as one conditional statement: it takes the next place in its claim's thread, and
 * a member's message goes in only while the member has sent fewer than `limit` since
 * `windowStart` (all claims together). Answers the new message's place, or undefined when refused.
 */
export function insertMessage(db: Db, message: NewMessage, rate: { limit: number; windowStart: Date } | null): number | undefined {
  const withinRate = rate
    ? sql`(SELECT count(*) FROM claim_messages WHERE user_id = ${message.userId} AND author = 'member' AND created_at > ${rate.windowStart.getTime()}) < ${rate.limit}`
    : sql`1`;
  // all(), not get(): drizzle's get() of a raw statement answers the row's values as an array.
  const [row] = db.all<{ seq: number }>(sql`
    INSERT INTO claim_messages (id, claim_id, seq, author, user_id, admin_id, author_name, text, created_at)
    SELECT ${message.id}, ${message.claimId}, coalesce((SELECT max(seq) FROM claim_messages WHERE claim_id = ${message.claimId}), 0) + 1,
      ${message.author}, ${message.userId}, ${message.adminId}, ${message.authorName}, ${message.text}, ${message.at.getTime()}
    WHERE ${withinRate}
    RETURNING seq`);
  return row?.seq;
}

/** Links a message to the documents it carried, in the order sent. */
export function insertMessageFiles(db: Db, messageId: string, documentIds: string[]): void {
  if (documentIds.length === 0) return;
  db.insert(claimMessageFiles)
    .values(documentIds.map((documentId, position) => ({ messageId, documentId, position })))
    .run();
}

const readColumn = (side: MessageSide) => (side === "member" ? "member_read_seq" : "operative_read_seq");

/** The thread moves on to `seq`; whoever wrote it has read their own thread up to it. */
export function advanceThread(db: Db, claimId: string, seq: number, author: MessageSide, at: Date): void {
  const read = sql.raw(readColumn(author));
  db.run(sql`
    INSERT INTO claim_threads (claim_id, last_seq, last_author, last_message_at, ${read}) VALUES (${claimId}, ${seq}, ${author}, ${at.getTime()}, ${seq})
    ON CONFLICT (claim_id) DO UPDATE SET last_seq = excluded.last_seq, last_author = excluded.last_author,
      last_message_at = excluded.last_message_at, ${read} = excluded.${read}
    WHERE excluded.last_seq > claim_threads.last_seq`);
}

export function selectThread(db: Db, claimId: string): ThreadRow | undefined {
  return db.select().from(claimThreads).where(eq(claimThreads.claimId, claimId)).get();
}

/** Marks the thread read by one side up to where it is; answers whether anything changed. */
export function markThreadRead(db: Db, claimId: string, side: MessageSide): boolean {
  const read = sql.raw(readColumn(side));
  const { changes } = db.run(
    sql`UPDATE claim_threads SET ${read} = last_seq WHERE claim_id = ${claimId} AND ${read} < last_seq`,
  ) as unknown as {
    changes: number;
  };
  return changes > 0;
}

/**
 * Takes the right to tell `side` of a new message on this claim: one conditional statement, true
 * only when nobody took it within the last `everyMs` (so two messages at once send one notice).
 */
export function takeNotice(db: Db, claimId: string, side: MessageSide, at: Date, everyMs: number): boolean {
  const column = sql.raw(side === "member" ? "member_notice_at" : "operative_notice_at");
  const { changes } = db.run(sql`
    UPDATE claim_threads SET ${column} = ${at.getTime()}
    WHERE claim_id = ${claimId} AND (${column} IS NULL OR ${column} <= ${at.getTime() - everyMs})`) as unknown as { changes: number };
  return changes > 0;
}

export type MessageWithFiles = MessageRow & { files: DocumentRow[] };

/**
 * One page of a claim's thread in thread order, each message with its files in the order sent: the
 * newest `limit` before message `before` (none: the newest). Reads only the page, by the thread's index.
 */
export function selectMessagePage(db: Db, claimId: string, page: { before?: number; limit: number }): MessageWithFiles[] {
  const messages = db
    .select()
    .from(claimMessages)
    .where(and(eq(claimMessages.claimId, claimId), page.before === undefined ? undefined : lt(claimMessages.seq, page.before)))
    .orderBy(desc(claimMessages.seq))
    .limit(page.limit)
    .all()
    .reverse();
  return withFiles(db, messages);
}

/** The messages with their files, in one statement for the lot (a page: at most a few hundred ids). */
function withFiles(db: Db, messages: MessageRow[]): MessageWithFiles[] {
  if (messages.length === 0) return [];
  const files = db
    .select({ messageId: claimMessageFiles.messageId, document: userDocuments })
    .from(claimMessageFiles)
    .innerJoin(userDocuments, eq(userDocuments.id, claimMessageFiles.documentId))
    .where(
      inArray(
        claimMessageFiles.messageId,
        messages.map((m) => m.id),
      ),
    )
    .orderBy(asc(claimMessageFiles.position))
    .all();
  const byMessage = new Map<string, DocumentRow[]>();
  for (const { messageId, document } of files) byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), document]);
  return messages.map((m) => ({ ...m, files: byMessage.get(m.id) ?? [] }));
}

/**
 * The other side's messages one side has not read yet, per claim (only claims with some). A side's
 * read mark moves to every message it writes (advanceThread), so every message past it is the
 * other side's: the unread are `last_seq` less the mark, without counting messages.
 */
export function selectUnreadCounts(
  db: Db,
  side: MessageSide,
  ownerId?: string,
): Array<{ claimId: string; unread: number; lastMessageAt: Date | null }> {
  const read = sql.raw(`t.${readColumn(side)}`);
  const rows = db.all<{ claimId: string; unread: number; lastMessageAt: number | null }>(sql`
    SELECT t.claim_id AS claimId, t.last_message_at AS lastMessageAt, t.last_seq - ${read} AS unread
    FROM claim_threads t ${ownerId ? sql`JOIN claims c ON c.id = t.claim_id WHERE c.user_id = ${ownerId} AND` : sql`WHERE`} t.last_seq > ${read}
    ORDER BY t.last_message_at DESC`);
  return rows.map((row) => ({
    claimId: row.claimId,
    unread: Number(row.unread),
    lastMessageAt: row.lastMessageAt === null ? null : new Date(row.lastMessageAt),
  }));
}

export type MovedThread = { claimId: string; userId: string; lastSeq: number };

/** The threads that moved since `since`, with the member each claim belongs to: one statement, no transaction kept. */
export function selectThreadsMovedSince(db: Db, since: Date): MovedThread[] {
  return db.all<MovedThread>(sql`
    SELECT t.claim_id AS claimId, c.user_id AS userId, t.last_seq AS lastSeq
    FROM claim_threads t JOIN claims c ON c.id = t.claim_id
    WHERE t.last_message_at >= ${since.getTime()}`);
}
