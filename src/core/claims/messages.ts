// The channel inside every claim (decision 0081): the member who owns the claim and the operatives
// write to each other, text and files; the files are the claim's documents, stored and judged
// exactly as documents are. Another member's claim does not exist for a member (404); a completed
// or cancelled claim's thread is read-only (409); a member sends at most MESSAGES_PER_MINUTE
// messages a minute (429). The refusals come in that order. Every admin message is audited; a
// member's is in their activity. The member is told of an operative's message through the outbox,
// without its content, at most once per claim per MESSAGE_NOTICE_EVERY_MS.
import { sql } from "drizzle-orm";
import type { ClaimMessagesAnswer, ClaimMessageSentAnswer, ClaimMessageView, UnreadCountsAnswer } from "#shared/answers/claim-messages";
import type { Result } from "#shared/answer";
import {
  MESSAGE_NOTICE_EVERY_MS,
  MESSAGE_RATE_WINDOW_MS,
  MESSAGES_PER_MINUTE,
  memberNoticeSubject,
  memberNoticeText,
  operativeNoticeSubject,
  operativeNoticeText,
  THREAD_CLOSED,
  TOO_MANY_MESSAGES,
} from "#shared/claim-messages";
import { PAGE_PATHS } from "#shared/page-paths";
import { DomainError, throttledError } from "#shared/errors";
import { newMessageSchema, threadPageQuerySchema } from "#shared/schemas/claim-messages";
import { claimIdSchema } from "#shared/schemas/claims";
import { parseInput } from "#shared/schemas/parse";
import type { Actor, RequestMeta } from "../actor";
import { OPERATIONS_NAME } from "#shared/constants";
import { selectAdminById } from "../admins/admin-repository";
import { auditedUseCase } from "../audit/audit-log";
import { secondsUntilFree, type WindowCount } from "../security/rate-window";
import { readSettings } from "../content/site-settings";
import type { AppContext } from "../context";
import { writeTransaction, type Db } from "../db/db";
import type { SignedInMember } from "../members/signed-in-member";
import { memberActor, memberUseCase } from "../members/member-use-case";
import { selectUserById } from "../members/member-repository";
import { enqueue } from "../notifications/outbox";
import { pageUrl } from "../platform/page-url";
import { insertDocumentsWithinQuota, selectClaim, type ClaimWithOwner, type DocumentRow } from "./claim-repository";
import { CLAIM_NOT_FOUND } from "./claims";
import type { StoredUpload } from "./document-store";
import { readsLive } from "./live-readers";
import { assertDeclaredUploadFits, assertPackageForUploads, judgeUploads, quotaRefusal } from "./documents";
import { toDocumentView } from "./document-view";
import {
  advanceThread,
  insertMessage,
  insertMessageFiles,
  markThreadRead,
  selectMessagePage,
  selectThread,
  selectUnreadCounts,
  takeNotice,
  type MessageSide,
  type MessageWithFiles,
  type NewMessage,
} from "./message-repository";

const isClosed = (claim: ClaimWithOwner) => claim.status === "completed" || claim.status === "cancelled";

/** The claim, as `ownerId` may see it (any claim when none is named): or 404. */
function claimOr404(db: Db, claimId: string, ownerId: string | undefined): ClaimWithOwner {
  const claim = selectClaim(db, claimId, ownerId);
  if (!claim) throw new DomainError("not_found", CLAIM_NOT_FOUND);
  return claim;
}

/** The claim exists for the writer and is still open: 404, then 409. */
function openClaimOrRefusal(db: Db, claimId: string, ownerId: string | undefined): ClaimWithOwner {
  const claim = claimOr404(db, claimId, ownerId);
  if (isClosed(claim)) throw new DomainError("conflict", THREAD_CLOSED(claim.status));
  return claim;
}

/** How a claim is named in a notice: its number, or the start of its id. */
export const claimLabel = (claim: ClaimWithOwner) => claim.claimNumber ?? claim.id.slice(0, 8);

function toMessageView(row: MessageWithFiles, otherSideReadSeq: number): ClaimMessageView {
  return {
    id: row.id,
    claimId: row.claimId,
    seq: row.seq,
    author: row.author,
    authorName: row.authorName,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    attachments: row.files.map(toDocumentView),
    read: row.seq <= otherSideReadSeq,
  };
}

/**
 * One page of the thread as `side` reads it (the newest by default, or the one before
 * `?before=`); reading the newest page marks the thread read up to its end. A page costs the same
 * in a thread of 300 messages as in one of 300,000: it reads the page and the thread's row.
 */
function readThread(ctx: AppContext, claim: ClaimWithOwner, side: MessageSide, query: unknown): Result<ClaimMessagesAnswer> {
  const page = parseInput(threadPageQuerySchema, query ?? {});
  const thread = selectThread(ctx.db, claim.id);
  const messages = selectMessagePage(ctx.db, claim.id, page);
  const lastSeq = thread?.lastSeq ?? 0;
  const readBefore = { member: thread?.memberReadSeq ?? 0, operative: thread?.operativeReadSeq ?? 0 };
  const newest = page.before === undefined;
  // Every message past a side's read mark is the other side's (writing moves the writer's mark).
  const unread = lastSeq - readBefore[side];
  if (newest && readBefore[side] < lastSeq) writeTransaction(ctx.db, (tx) => markThreadRead(tx, claim.id, side));
  const readNow = newest ? { ...readBefore, [side]: lastSeq } : readBefore;
  // A message is read once the side it was written to has read the thread past it.
  const recipient = (m: MessageWithFiles): MessageSide => (m.author === "member" ? "operative" : "member");
  return {
    messages: messages.map((m) => toMessageView(m, readNow[recipient(m)])),
    lastSeq,
    // Places are 1, 2, 3… with no gaps (a message is never deleted alone), so older ones exist when the page starts after 1.
    hasOlder: (messages[0]?.seq ?? 1) > 1,
    claimStatus: claim.status,
    open: !isClosed(claim),
    unread,
  };
}

/** The member reads the thread of one of their claims. */
export function memberThread(ctx: AppContext, signedIn: SignedInMember, claimId: unknown, query?: unknown): Result<ClaimMessagesAnswer> {
  const id = parseInput(claimIdSchema, claimId);
  return readThread(ctx, claimOr404(ctx.db, id, signedIn.userId), "member", query);
}

/** An admin reads any claim's thread (refusals audited, as every admin access). */
export function operativeThread(ctx: AppContext, actor: Actor, claimId: unknown, query?: unknown): Result<ClaimMessagesAnswer> {
  return auditedUseCase(ctx, actor, "access", () => {
    const id = parseInput(claimIdSchema, claimId);
    return readThread(ctx, claimOr404(ctx.db, id, undefined), "operative", query);
  });
}

const windowStart = (ctx: AppContext) => new Date(ctx.clock.now().getTime() - MESSAGE_RATE_WINDOW_MS);

/** How many messages the member has sent in the last minute, and when the first of them (a check before the upload; the insert decides). */
function sentThisMinute(db: Db, userId: string, since: Date): WindowCount {
  // Through drizzle, not the raw client: this runs inside a transaction too.
  const [row] = db.all<{ n: number; oldest: number | null }>(
    sql`SELECT count(*) AS n, min(created_at) AS oldest FROM claim_messages WHERE user_id = ${userId} AND author = 'member' AND created_at > ${since.getTime()}`,
  );
  return { count: row?.n ?? 0, oldestAt: row?.oldest == null ? null : new Date(row.oldest) };
}

/** The refusal of a message past the rate, with the seconds until the first of the minute leaves it. */
function tooManyMessages(ctx: AppContext, db: Db, userId: string): DomainError {
  const now = ctx.clock.now();
  const sent = sentThisMinute(db, userId, new Date(now.getTime() - MESSAGE_RATE_WINDOW_MS));
  return throttledError(TOO_MANY_MESSAGES, secondsUntilFree(sent.oldestAt, MESSAGE_RATE_WINDOW_MS, now));
}

/**
 * Before the body of a message with files is read: the claim is the member's (404), open (409),
 * the member within the rate (429), their package active (403) and the declared files within their quota (413).
 */
export function assertMemberMessageAllowed(
  ctx: AppContext,
  meta: RequestMeta,
  signedIn: SignedInMember,
  claimId: unknown,
  declaredBytes: number | null,
): string {
  return memberUseCase(ctx, memberActor(signedIn, meta), "message.refused", () => {
    const id = parseInput(claimIdSchema, claimId);
    openClaimOrRefusal(ctx.db, id, signedIn.userId);
    if (sentThisMinute(ctx.db, signedIn.userId, windowStart(ctx)).count >= MESSAGES_PER_MINUTE)
      throw tooManyMessages(ctx, ctx.db, signedIn.userId);
    if (declaredBytes !== null) {
      assertPackageForUploads(ctx.db, signedIn.userId, ctx.clock.now());
      assertDeclaredUploadFits(ctx, signedIn.userId, declaredBytes);
    }
    return id;
  });
}

/** Before the body of an operative's message with files is read: the claim (404), open (409), the owner's quota (413). Answers the owner. */
export function assertOperativeMessageAllowed(ctx: AppContext, actor: Actor, claimId: unknown, declaredBytes: number | null): string {
  return auditedUseCase(ctx, actor, "claims.message", () => {
    const id = parseInput(claimIdSchema, claimId);
    const claim = openClaimOrRefusal(ctx.db, id, undefined);
    if (declaredBytes !== null) assertDeclaredUploadFits(ctx, claim.userId, declaredBytes);
    return claim.userId;
  });
}

/** The files of a message recorded as documents of the claim, within the owner's quota: their ids, or the refusal. */
function recordFiles(ctx: AppContext, tx: Db, claim: ClaimWithOwner, uploads: StoredUpload[], at: Date) {
  if (uploads.length === 0) return [];
  const inserted = insertDocumentsWithinQuota(
    tx,
    { userId: claim.userId, claimId: claim.id },
    judgeUploads(uploads),
    ctx.config.storageQuotaBytes,
    at,
  );
  if (inserted.length === 0) throw quotaRefusal(tx, ctx, claim.userId);
  return inserted;
}

/** The answer to a send, made from what was just inserted: the thread is not read again. */
function sentAnswer(message: NewMessage & { seq: number }, files: DocumentRow[]): Result<ClaimMessageSentAnswer> {
  const { at, ...row } = message;
  return {
    message: files.length ? `Message sent with ${files.length} file(s)` : "Message sent",
    // Just written: the other side cannot have read it yet.
    sent: toMessageView({ ...row, createdAt: at, files }, 0),
  };
}

/** The member writes on their claim: text, and files judged and stored as the claim's documents. */
export function sendMemberMessage(
  ctx: AppContext,
  meta: RequestMeta,
  signedIn: SignedInMember,
  claimId: unknown,
  input: unknown,
  uploads: StoredUpload[] = [],
): Result<ClaimMessageSentAnswer> {
  return memberUseCase(ctx, memberActor(signedIn, meta), "message.refused", ({ commit }) => {
    const id = parseInput(claimIdSchema, claimId);
    openClaimOrRefusal(ctx.db, id, signedIn.userId);
    const { text } = parseInput(newMessageSchema, input);
    if (uploads.length) judgeUploads(uploads);
    const messageId = crypto.randomUUID();
    const answer = commit((tx) => {
      const now = ctx.clock.now();
      const claim = openClaimOrRefusal(tx, id, signedIn.userId);
      const message: NewMessage = {
        id: messageId,
        claimId: id,
        author: "member",
        userId: signedIn.userId,
        adminId: null,
        authorName: signedIn.member.username,
        text,
        at: now,
      };
      const seq = insertMessage(tx, message, { limit: MESSAGES_PER_MINUTE, windowStart: new Date(now.getTime() - MESSAGE_RATE_WINDOW_MS) });
      if (seq === undefined) throw tooManyMessages(ctx, tx, signedIn.userId);
      if (uploads.length) assertPackageForUploads(tx, signedIn.userId, now);
      const files = fileAndAdvance(ctx, tx, claim, { id: messageId, seq, author: "member" }, uploads, now);
      noticeOperatives(tx, claim, signedIn.member.username, now);
      return {
        result: sentAnswer({ ...message, seq }, files),
        activity: {
          action: "message.sent",
          description: files.length ? `Message with ${files.length} file(s) on a claim` : "Message on a claim",
          metadata: { claimId: id },
        },
      };
    });
    return answer;
  });
}

/** An operative (an admin, or the operator at the terminal) writes on any open claim; audited. */
export function sendOperativeMessage(
  ctx: AppContext,
  actor: Actor,
  claimId: unknown,
  input: unknown,
  uploads: StoredUpload[] = [],
): Result<ClaimMessageSentAnswer> {
  return auditedUseCase(ctx, actor, "claims.message", ({ commit }) => {
    const id = parseInput(claimIdSchema, claimId);
    openClaimOrRefusal(ctx.db, id, undefined);
    const { text } = parseInput(newMessageSchema, input);
    if (uploads.length) judgeUploads(uploads);
    const messageId = crypto.randomUUID();
    return commit((tx) => {
      const now = ctx.clock.now();
      const claim = openClaimOrRefusal(tx, id, undefined);
      const admin = actor.adminId ? selectAdminById(tx, actor.adminId) : undefined;
      const message: NewMessage = {
        id: messageId,
        claimId: id,
        author: "operative",
        userId: null,
        adminId: actor.adminId,
        authorName: admin?.fullName ?? actor.shownAs?.name ?? OPERATIONS_NAME,
        text,
        at: now,
      };
      const seq = insertMessage(tx, message, null)!;
      const files = fileAndAdvance(ctx, tx, claim, { id: messageId, seq, author: "operative" }, uploads, now);
      noticeMember(ctx, tx, claim, now);
      return {
        result: sentAnswer({ ...message, seq }, files),
        detail: `claim=${id} message=${seq}${files.length ? ` files=${files.length}` : ""}`,
      };
    });
  });
}

/** A message's files go into the claim's documents, linked to the message; the thread then moves on to it. */
function fileAndAdvance(
  ctx: AppContext,
  tx: Db,
  claim: ClaimWithOwner,
  message: { id: string; seq: number; author: MessageSide },
  uploads: StoredUpload[],
  now: Date,
) {
  const files = recordFiles(ctx, tx, claim, uploads, now);
  insertMessageFiles(
    tx,
    message.id,
    files.map((f) => f.id),
  );
  advanceThread(tx, claim.id, message.seq, message.author, now);
  return files;
}

/**
 * Tells the member a new message waits on their claim, without its content: by e-mail, and by SMS
 * when an SMS gateway is configured. Queued even without a transport, as every notice; at most once
 * per claim per MESSAGE_NOTICE_EVERY_MS (the thread row holds the last time).
 */
function noticeMember(ctx: AppContext, tx: Db, claim: ClaimWithOwner, now: Date): void {
  // Read where it arrives: the member's live stream of this thread carries it; a notice would only repeat it.
  if (readsLive(tx, claim.userId, claim.id)) return;
  if (!takeNotice(tx, claim.id, "member", now, MESSAGE_NOTICE_EVERY_MS)) return;
  const member = selectUserById(tx, claim.userId);
  if (!member) return;
  const label = claimLabel(claim);
  const body = memberNoticeText(label, pageUrl(ctx.config, `${PAGE_PATHS.claims}/${claim.id}`));
  const base = { userId: member.id, purpose: "claim_message" as const, createdAt: now };
  enqueue(tx, { ...base, channel: "email", recipient: member.email, subject: memberNoticeSubject(label), body });
  if (ctx.config.smsWebhookUrl && member.phone) enqueue(tx, { ...base, channel: "sms", recipient: member.phone, subject: null, body });
}

/** Tells the operatives of a member's message when the operator named an address for it (a site setting). */
function noticeOperatives(tx: Db, claim: ClaimWithOwner, username: string, now: Date): void {
  const to = readSettings(tx).memberMessageNoticeEmail;
  if (!to || !takeNotice(tx, claim.id, "operative", now, MESSAGE_NOTICE_EVERY_MS)) return;
  const label = claimLabel(claim);
  enqueue(tx, {
    channel: "email",
    purpose: "claim_message_operative",
    recipient: to,
    subject: operativeNoticeSubject(label),
    body: operativeNoticeText(label, username),
    createdAt: now,
  });
}

/** Where a claim's thread is: a live stream starts from it. */
export type ThreadMark = { claimId: string; lastSeq: number };

const threadMark = (db: Db, claimId: string): ThreadMark => ({ claimId, lastSeq: selectThread(db, claimId)?.lastSeq ?? 0 });

/** Where the member's claim's thread is, to start a live stream from (404 for another's claim). */
export function memberThreadMark(ctx: AppContext, signedIn: SignedInMember, claimId: unknown): ThreadMark {
  const id = parseInput(claimIdSchema, claimId);
  claimOr404(ctx.db, id, signedIn.userId);
  return threadMark(ctx.db, id);
}

/** Where any claim's thread is, for an admin's live stream (refusals audited). */
export function operativeThreadMark(ctx: AppContext, actor: Actor, claimId: unknown): ThreadMark {
  return auditedUseCase(ctx, actor, "access", () => {
    const id = parseInput(claimIdSchema, claimId);
    claimOr404(ctx.db, id, undefined);
    return threadMark(ctx.db, id);
  });
}

function unreadAnswer(rows: ReturnType<typeof selectUnreadCounts>): Result<UnreadCountsAnswer> {
  return {
    total: rows.reduce((sum, row) => sum + row.unread, 0),
    claims: rows.map((row) => ({ claimId: row.claimId, unread: row.unread, lastMessageAt: row.lastMessageAt?.toISOString() ?? null })),
  };
}

/** The operatives' messages the member has not read, per claim (the claims list and the header show them). */
export const memberUnread = (ctx: AppContext, signedIn: SignedInMember) =>
  unreadAnswer(selectUnreadCounts(ctx.db, "member", signedIn.userId));

/** The members' messages no operative has read, per claim (the claims queue shows them). */
export const operativeUnread = (ctx: AppContext) => unreadAnswer(selectUnreadCounts(ctx.db, "operative"));
