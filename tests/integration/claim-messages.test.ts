// The channel inside every claim (decision 0081) through app.handle: the owner and the admins read
// and write; another member gets 404 for everything; a closed claim's thread is read-only (409);
// a member sends at most 20 messages a minute (429, with a concurrent burst); the refusals come in
// the order 404 → 409 → 429; text is bounded and hidden characters refused; files follow the
// documents' rules (judged by content, the quota) and appear among the claim's documents; the
// member is told of an operative's message without its content, once per claim per 15 minutes;
// the operatives are told of a member's only when the operator set an address; both sides posting
// at once keep one order and lose nothing.
import { describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { cliActor } from "#core/actor";
import { databasePath } from "#core/db/db";
import { activateSubscription } from "#core/subscriptions/subscriptions";
import { MESSAGES_PER_MINUTE, THREAD_CLOSED, TOO_MANY_MESSAGES, memberNoticeText } from "#shared/claim-messages";
import { HIDDEN_CHARACTERS_MESSAGE } from "#shared/hidden-characters";
import { UPLOAD_TYPE_REFUSED } from "#shared/upload-limits";
import { tempDir } from "../helpers/context";
import { registerMember, type Member } from "../helpers/member-session";
import { PLAIN_ADMIN_FULL_NAME, runScenarios, scenarioTemplate, type Scenario, type World } from "../helpers/scenario";
import { claimForm } from "../helpers/claim-form";

const operator = cliActor("tests");
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n");
const HTML = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");

type Thread = { owner: Member; other: Member; claimId: string; closedId: string };

async function fileClaim(w: World<unknown>, m: Member): Promise<string> {
  const reply = await w.as({ member: () => m })("POST", "/api/claims", {
    body: claimForm({ claimNumber: "HX-1001" }),
  });
  if (reply.status !== 200) throw new Error(`claim: ${reply.status} ${reply.text}`);
  return reply.json.claim.id;
}

const threads = scenarioTemplate<Thread>({
  // Files go to a folder of their own (an in-memory database has no data folder).
  config: { dataDir: tempDir("aan-thread-") },
  build: async (w) => {
    const owner = await registerMember(w.ctx, w.request);
    const other = await registerMember(w.ctx, w.request, { deviceName: "phone" });
    activateSubscription(w.ctx, operator, owner.username, { plan: "phantom", frequency: "monthly" });
    activateSubscription(w.ctx, operator, other.username, { plan: "phantom", frequency: "monthly" });
    const claimId = await fileClaim(w as World<unknown>, owner);
    const closedId = await fileClaim(w as World<unknown>, owner);
    const cancelled = await w.as({ member: () => owner })("POST", `/api/claims/${closedId}/cancel`);
    if (cancelled.status !== 200) throw new Error(cancelled.text);
    return { owner, other, claimId, closedId };
  },
});

const owner = { member: (w: World<Thread>) => w.fixture.owner };
const other = { member: (w: World<Thread>) => w.fixture.other };
const messagesOf = (w: World<Thread>) => `/api/claims/${w.fixture.claimId}/messages`;
const adminMessagesOf = (w: World<Thread>) => `/api/admin/claims/${w.fixture.claimId}/messages`;

/** Sends a multipart message as a browser does (FormData), as the owner or with an admin's cookie. */
async function sendForm(
  w: World<Thread>,
  path: string,
  text: string | null,
  files: Array<{ name: string; bytes: Uint8Array }>,
  as: "owner" | "admin",
) {
  const form = new FormData();
  if (text !== null) form.append("text", text);
  for (const f of files) form.append("files", new Blob([f.bytes as Uint8Array<ArrayBuffer>]), f.name);
  const headers: Record<string, string> =
    as === "owner" ? { cookie: w.fixture.owner.cookie, ...w.fixture.owner.device } : { cookie: w.cookies.superAdmin };
  const response = await w.app.handle(new Request(`http://localhost${path}`, { method: "POST", body: form, headers }));
  return {
    status: response.status,
    json: (await response.json()) as Record<string, unknown> & { sent?: { attachments: Array<{ id: string }> } },
  };
}

/** Messages already sent by the owner this minute, written as the use case would. */
function sentBefore(w: World<Thread>, count: number) {
  const now = w.ctx.clock.now().getTime();
  for (let i = 0; i < count; i++)
    w.ctx.db.$client.run(
      "INSERT INTO claim_messages (id, claim_id, seq, author, user_id, author_name, text, created_at) VALUES (?, ?, ?, 'member', ?, 'x', 'earlier', ?)",
      [crypto.randomUUID(), w.fixture.claimId, i + 1, w.fixture.owner.id, now - 1000],
    );
}

const noticeRows = (w: World<Thread>) =>
  w.rows(
    "SELECT channel, purpose, recipient, subject, body FROM notifications WHERE purpose LIKE 'claim_message%' ORDER BY created_at",
  ) as Array<{ channel: string; purpose: string; recipient: string; subject: string | null; body: string }>;

const invalid = (name: string, text: unknown, message: string): Scenario<Thread> => ({
  name: `text ${name} → 400 '${message}', nothing written`,
  actor: owner,
  method: "POST",
  path: messagesOf,
  body: { text },
  status: 400,
  json: { success: false, kind: "invalid", error: message },
  unchanged: ["claim_messages", "claim_threads"],
});

describe("who may read and write a claim's thread", () => {
  runScenarios(threads, [
    {
      name: "the owner writes: 200, the message answered with its place and author, in their activity",
      actor: owner,
      method: "POST",
      path: messagesOf,
      body: { text: "Photos of the roof follow.\nThanks!" },
      status: 200,
      json: {
        success: true,
        message: "Message sent",
        sent: { seq: 1, author: "member", text: "Photos of the roof follow.\nThanks!", attachments: [], read: false },
      },
      db: (w) => ({
        "SELECT count(*) FROM claim_messages": 1,
        [`SELECT count(*) FROM user_activity_log WHERE user_id = '${w.fixture.owner.id}' AND action = 'message.sent'`]: 1,
        "SELECT last_author, member_read_seq, operative_read_seq FROM claim_threads": {
          last_author: "member",
          member_read_seq: 1,
          operative_read_seq: 0,
        },
      }),
      audit: {},
    },
    {
      name: "another member reading the thread → 404, nothing written",
      actor: other,
      method: "GET",
      path: messagesOf,
      status: 404,
      json: { success: false, kind: "not_found", error: "Claim not found" },
    },
    {
      name: "another member writing → 404, nothing written",
      actor: other,
      method: "POST",
      path: messagesOf,
      body: { text: "hello" },
      status: 404,
      json: { error: "Claim not found" },
      unchanged: ["claim_messages", "claim_threads"],
    },
    {
      name: "another member writing on a closed claim of someone else → 404, not 409",
      actor: other,
      method: "POST",
      path: (w) => `/api/claims/${w.fixture.closedId}/messages`,
      body: { text: "hello" },
      status: 404,
      unchanged: ["claim_messages"],
    },
    {
      name: "another member over the rate on someone else's claim → 404, not 429",
      actor: other,
      method: "POST",
      path: messagesOf,
      before: (w) => {
        const now = w.ctx.clock.now().getTime();
        for (let i = 0; i < MESSAGES_PER_MINUTE; i++)
          w.ctx.db.$client.run(
            "INSERT INTO claim_messages (id, claim_id, seq, author, user_id, author_name, text, created_at) VALUES (?, ?, ?, 'member', ?, 'x', 'x', ?)",
            [crypto.randomUUID(), w.fixture.claimId, i + 1, w.fixture.other.id, now - 1000],
          );
      },
      body: { text: "hello" },
      status: 404,
    },
    {
      name: "a closed claim's thread is read-only for the owner → 409",
      actor: owner,
      method: "POST",
      path: (w) => `/api/claims/${w.fixture.closedId}/messages`,
      body: { text: "hello" },
      status: 409,
      json: { kind: "conflict", error: THREAD_CLOSED("cancelled") },
      unchanged: ["claim_messages"],
      db: (w) => ({
        [`SELECT description FROM user_activity_log WHERE user_id = '${w.fixture.owner.id}' AND action = 'message.refused'`]:
          THREAD_CLOSED("cancelled"),
      }),
    },
    {
      name: "closed comes before too many: 409 on a closed claim even over the rate",
      actor: owner,
      method: "POST",
      path: (w) => `/api/claims/${w.fixture.closedId}/messages`,
      before: (w) => sentBefore(w, MESSAGES_PER_MINUTE),
      body: { text: "hello" },
      status: 409,
    },
    {
      name: "a closed claim's thread can still be read",
      actor: owner,
      method: "GET",
      path: (w) => `/api/claims/${w.fixture.closedId}/messages`,
      status: 200,
      jsonEquals: { success: true, messages: [], lastSeq: 0, hasOlder: false, claimStatus: "cancelled", open: false, unread: 0 },
    },
    {
      name: "an admin writes on a closed claim → 409, audited",
      actor: "admin",
      method: "POST",
      path: (w) => `/api/admin/claims/${w.fixture.closedId}/messages`,
      body: { text: "hello" },
      status: 409,
      audit: { "claims.message/failure": 1 },
    },
    {
      name: `the ${MESSAGES_PER_MINUTE + 1}th message in a minute → 429, nothing written`,
      actor: owner,
      method: "POST",
      path: messagesOf,
      before: (w) => sentBefore(w, MESSAGES_PER_MINUTE),
      body: { text: "one more" },
      status: 429,
      json: { kind: "throttled", error: TOO_MANY_MESSAGES },
      unchanged: ["claim_messages"],
    },
    {
      name: "a minute later the member may write again",
      actor: owner,
      method: "POST",
      path: messagesOf,
      before: (w) => {
        sentBefore(w, MESSAGES_PER_MINUTE);
        w.ctx.clock.advance(60_000);
      },
      body: { text: "one more" },
      status: 200,
      json: { sent: { seq: MESSAGES_PER_MINUTE + 1 } },
    },
    {
      name: "an admin writes: 200 under their display name, audited with the claim",
      actor: "plainAdmin",
      method: "POST",
      path: adminMessagesOf,
      body: { text: "We received your claim." },
      status: 200,
      json: { sent: { author: "operative", authorName: PLAIN_ADMIN_FULL_NAME, seq: 1 } },
      audit: { "claims.message/success": 1 },
    },
    {
      name: "an admin reads a claim that does not exist → 404, audited",
      actor: "admin",
      method: "GET",
      path: `/api/admin/claims/${crypto.randomUUID()}/messages`,
      status: 404,
      audit: { "access/failure": 1 },
    },
    {
      name: "no session → 401 on the member's thread",
      actor: "anonymous",
      method: "GET",
      path: messagesOf,
      status: 401,
    },
    invalid("missing", undefined, "Message is required"),
    invalid("empty", "", "Message is required"),
    invalid("blank", "   \n ", "Message is required"),
    invalid("of 5,001 characters", "x".repeat(5001), "Message must be at most 5000 characters"),
    invalid("with a terminal escape", "hi \u001b[2J", HIDDEN_CHARACTERS_MESSAGE("Message")),
    invalid("with a bidirectional override", "invoice\u202Efdp.exe", HIDDEN_CHARACTERS_MESSAGE("Message")),
    invalid("not text", 42, "Message is required"),
  ]);

  test("5,000 characters is the longest message", async () => {
    const w = await threads.fresh();
    const reply = await w.as(owner)("POST", messagesOf(w), { body: { text: "x".repeat(5000) } });
    expect(reply.status).toBe(200);
  });
});

describe("the thread both sides read", () => {
  test("oldest first, authors named, read state per side, unread counted once", async () => {
    const w = await threads.fresh();
    expect((await w.as(owner)("POST", messagesOf(w), { body: { text: "first" } })).status).toBe(200);
    w.ctx.clock.advance(1000);
    expect((await w.as("admin")("POST", adminMessagesOf(w), { body: { text: "second" } })).status).toBe(200);
    w.ctx.clock.advance(1000);
    expect((await w.as(owner)("POST", messagesOf(w), { body: { text: "third" } })).status).toBe(200);

    const admin = await w.as("admin")("GET", adminMessagesOf(w));
    expect(admin.status).toBe(200);
    // Writing is reading: the admin's own message marked the thread read up to it, so only "third" is new.
    expect(admin.json.unread).toBe(1);
    expect(admin.json.messages.map((m: { seq: number; text: string; author: string }) => [m.seq, m.author, m.text])).toEqual([
      [1, "member", "first"],
      [2, "operative", "second"],
      [3, "member", "third"],
    ]);
    expect(admin.json.messages[1].authorName).toBe("Ada Commander");
    // The admin's reading marks the member's messages read; the member has read up to their last message.
    expect(admin.json.messages.map((m: { read: boolean }) => m.read)).toEqual([true, true, true]);
    expect((await w.as("admin")("GET", adminMessagesOf(w))).json.unread).toBe(0);

    expect((await w.as("admin")("POST", adminMessagesOf(w), { body: { text: "fourth" } })).status).toBe(200);
    const member = await w.as(owner)("GET", messagesOf(w));
    expect(member.json.unread).toBe(1);
    expect(member.json.messages.at(-1)).toMatchObject({ text: "fourth", read: true });
    expect((await w.as(owner)("GET", messagesOf(w))).json.unread).toBe(0);
  });
});

describe("files in a message", () => {
  test("a PDF sent with a message is kept, linked, among the claim's documents, and downloadable by both sides", async () => {
    const w = await threads.fresh();
    const reply = await sendForm(w, messagesOf(w), "The estimate", [{ name: "estimate.pdf", bytes: PDF }], "owner");
    expect(reply).toMatchObject({ status: 200, json: { message: "Message sent with 1 file(s)" } });
    const documentId = reply.json.sent!.attachments[0]!.id;
    const detail = await w.as(owner)("GET", `/api/claims/${w.fixture.claimId}`);
    expect(detail.json.documents.map((d: { id: string }) => d.id)).toEqual([documentId]);
    const download = await w.as(owner)("GET", `/api/documents/${documentId}`);
    expect(download.status).toBe(200);
    expect(new Uint8Array(Buffer.from(download.text))).toEqual(PDF);
    const asAdmin = await w.as("admin")("GET", `/api/admin/documents/${documentId}`);
    expect(asAdmin.text).toBe(new TextDecoder().decode(PDF));
    const thread = await w.as(owner)("GET", messagesOf(w));
    expect(thread.json.messages[0].attachments[0]).toMatchObject({ id: documentId, originalFilename: "estimate.pdf" });
  });

  test("an admin's file goes to the member's claim documents and counts in the member's storage", async () => {
    const w = await threads.fresh();
    const reply = await sendForm(w, adminMessagesOf(w), "Signed contract", [{ name: "contract.pdf", bytes: PDF }], "admin");
    expect(reply.status).toBe(200);
    const documentId = reply.json.sent!.attachments[0]!.id;
    expect(w.value("SELECT user_id FROM user_documents WHERE id = ?", documentId)).toBe(w.fixture.owner.id);
    expect(w.value("SELECT used_bytes FROM member_storage WHERE user_id = ?", w.fixture.owner.id)).toBe(PDF.byteLength);
    expect(existsSync(join(w.ctx.config.dataDir, "uploads", w.fixture.owner.id, documentId))).toBe(true);
    expect((await w.as(owner)("GET", `/api/documents/${documentId}`)).status).toBe(200);
  });

  test("a disguised file (HTML named .pdf) refuses the whole message: 415, no message, no document, no file left", async () => {
    const w = await threads.fresh();
    const folder = join(w.ctx.config.dataDir, "uploads", w.fixture.owner.id);
    // Copies of the template share its data folder: what other tests stored there stays.
    const filesBefore = existsSync(folder) ? readdirSync(folder) : [];
    const reply = await sendForm(
      w,
      messagesOf(w),
      "see attached",
      [
        { name: "fine.pdf", bytes: PDF },
        { name: "invoice.pdf", bytes: HTML },
      ],
      "owner",
    );
    expect(reply).toMatchObject({ status: 415, json: { kind: "unsupported_type", error: `${UPLOAD_TYPE_REFUSED}: invoice.pdf` } });
    expect(w.value("SELECT count(*) FROM claim_messages")).toBe(0);
    expect(w.value("SELECT count(*) FROM user_documents")).toBe(0);
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual(filesBefore);
  });

  test("a multipart message without text is refused (400) and its files removed", async () => {
    const w = await threads.fresh();
    const reply = await sendForm(w, messagesOf(w), null, [{ name: "a.pdf", bytes: PDF }], "owner");
    expect(reply).toMatchObject({ status: 400, json: { error: "Message is required" } });
    expect(w.value("SELECT count(*) FROM user_documents")).toBe(0);
  });

  test("files past the member's storage quota → 413, for the member and for an admin writing to them", async () => {
    const w = await threads.fresh({ config: { storageQuotaBytes: PDF.byteLength + 10 } });
    expect((await sendForm(w, messagesOf(w), "one", [{ name: "a.pdf", bytes: PDF }], "owner")).status).toBe(200);
    const member = await sendForm(w, messagesOf(w), "two", [{ name: "b.pdf", bytes: PDF }], "owner");
    expect(member).toMatchObject({ status: 413, json: { kind: "too_large" } });
    expect(String(member.json.error)).toStartWith("Not enough document storage left");
    const admin = await sendForm(w, adminMessagesOf(w), "three", [{ name: "c.pdf", bytes: PDF }], "admin");
    expect(admin.status).toBe(413);
    expect(w.value("SELECT count(*) FROM claim_messages")).toBe(1);
    expect(w.value("SELECT count(*) FROM user_documents")).toBe(1);
  });

  test("another member's multipart message is refused (404) before a byte is stored", async () => {
    const w = await threads.fresh();
    const form = new FormData();
    form.append("text", "hi");
    form.append("files", new Blob([PDF]), "a.pdf");
    const response = await w.app.handle(
      new Request(`http://localhost${messagesOf(w)}`, {
        method: "POST",
        body: form,
        headers: { cookie: w.fixture.other.cookie, ...w.fixture.other.device },
      }),
    );
    expect(response.status).toBe(404);
    expect(existsSync(join(w.ctx.config.dataDir, "uploads", w.fixture.other.id))).toBe(false);
  });
});

describe("notices", () => {
  test("an operative's message queues one notice to the member without its content, at most once per claim per 15 minutes", async () => {
    const w = await threads.fresh();
    const secret = "the adjuster offered 41,000";
    for (const text of [secret, "and more", "and more again"])
      expect((await w.as("admin")("POST", adminMessagesOf(w), { body: { text } })).status).toBe(200);
    let notices = noticeRows(w);
    expect(notices).toEqual([
      {
        channel: "email",
        purpose: "claim_message",
        recipient: w.fixture.owner.email,
        subject: "A new message on claim HX-1001",
        body: memberNoticeText("HX-1001", `${w.ctx.config.baseUrl.replace(/\/+$/, "")}/claims/${w.fixture.claimId}`),
      },
    ]);
    expect(notices[0]!.body).not.toContain("41,000");
    // The way back: the claim's page, at the install's own address.
    expect(notices[0]!.body).toContain(`/claims/${w.fixture.claimId} `);
    // Queued even with no transport configured: held for the operator, never dropped.
    expect(w.value("SELECT status FROM notifications WHERE purpose = 'claim_message'")).toBe("pending");
    w.ctx.clock.advance(15 * 60_000);
    expect((await w.as("admin")("POST", adminMessagesOf(w), { body: { text: "later" } })).status).toBe(200);
    notices = noticeRows(w);
    expect(notices).toHaveLength(2);
    expect(notices.every((n) => !n.body.includes("later"))).toBe(true);
  });

  test("an SMS gateway configured: the notice goes by mail and by SMS", async () => {
    const w = await threads.fresh({ config: { smsWebhookUrl: "https://sms.example/send" } });
    expect((await w.as("admin")("POST", adminMessagesOf(w), { body: { text: "hello" } })).status).toBe(200);
    expect(w.rows("SELECT channel FROM notifications WHERE purpose = 'claim_message' ORDER BY channel")).toEqual(["email", "sms"]);
  });

  test("operatives are told of a member's message only once the operator set an address", async () => {
    const w = await threads.fresh();
    expect((await w.as(owner)("POST", messagesOf(w), { body: { text: "private detail" } })).status).toBe(200);
    expect(noticeRows(w)).toEqual([]);
    const set = await w.as("admin")("PUT", "/api/admin/site-settings/memberMessageNoticeEmail", { body: { value: "desk@example.com" } });
    expect(set.status).toBe(200);
    w.ctx.clock.advance(1000);
    expect((await w.as(owner)("POST", messagesOf(w), { body: { text: "private detail" } })).status).toBe(200);
    expect((await w.as(owner)("POST", messagesOf(w), { body: { text: "private detail 2" } })).status).toBe(200);
    const notices = noticeRows(w);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ recipient: "desk@example.com", subject: "A member wrote on claim HX-1001" });
    expect(notices[0]!.body).not.toContain("private");
  });
});

describe("races", () => {
  test(`${MESSAGES_PER_MINUTE + 10} messages at once from one member: exactly ${MESSAGES_PER_MINUTE} kept, the rest 429`, async () => {
    const w = await threads.fresh({ onDisk: true });
    const replies = await Promise.all(
      Array.from({ length: MESSAGES_PER_MINUTE + 10 }, (_, i) => w.as(owner)("POST", messagesOf(w), { body: { text: `burst ${i}` } })),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(MESSAGES_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(w.value("SELECT count(*) FROM claim_messages")).toBe(MESSAGES_PER_MINUTE);
    // Each refusal says when the minute frees: within it, never past it.
    for (const refused of replies.filter((r) => r.status === 429)) {
      const seconds = Number(refused.headers.get("retry-after"));
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
    }
  });

  test("both sides posting at once keep one total order and lose nothing", async () => {
    const w = await threads.fresh({ onDisk: true });
    const sends = Array.from({ length: 30 }, (_, i) =>
      i % 2 === 0
        ? w.as(owner)("POST", messagesOf(w), { body: { text: `member ${i}` } })
        : w.as(i % 4 === 1 ? "admin" : "plainAdmin")("POST", adminMessagesOf(w), { body: { text: `operative ${i}` } }),
    );
    const replies = await Promise.all(sends);
    expect(replies.map((r) => r.status)).toEqual(Array(30).fill(200));
    const seqs = replies.map((r) => r.json.sent.seq as number).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const thread = await w.as("admin")("GET", adminMessagesOf(w));
    expect(thread.json.messages.map((m: { seq: number }) => m.seq)).toEqual(seqs);
    expect(new Set(thread.json.messages.map((m: { text: string }) => m.text)).size).toBe(30);
    expect(w.value("SELECT last_seq FROM claim_threads")).toBe(30);
  });

  test("reading a thread (which marks it read) waits for a lock another process holds, instead of failing", async () => {
    const w = await threads.fresh({ onDisk: true });
    expect((await w.as("admin")("POST", adminMessagesOf(w), { body: { text: "unread by the member" } })).status).toBe(200);
    const other = new Database(databasePath(w.ctx.config.dataDir));
    other.run("BEGIN IMMEDIATE");
    const reading = w.as(owner)("GET", messagesOf(w));
    await Bun.sleep(50);
    other.run("COMMIT");
    other.close();
    const reply = await reading;
    expect(reply.status).toBe(200);
    expect(reply.json.unread).toBe(1);
    expect(w.value("SELECT member_read_seq FROM claim_threads")).toBe(1);
  });
});
