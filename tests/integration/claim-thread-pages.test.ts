// A claim's thread is read a page at a time (decision 0090): the newest 50 by default, older pages
// with `?before=<seq>`, at most 200 a page; only the newest page marks the thread read; a bad page
// query is a 400 with the schema's words; the answer of a send is the message just written.
import { describe, expect, test } from "bun:test";
import { cliActor } from "#core/actor";
import { sendOperativeMessage } from "#core/claims/messages";
import { activateSubscription } from "#core/subscriptions/subscriptions";
import { MESSAGE_PAGE_DEFAULT, MESSAGE_PAGE_MAX } from "#shared/claim-messages";
import { MESSAGE_BEFORE_MESSAGE, MESSAGE_LIMIT_MESSAGE } from "#shared/schemas/claim-messages";
import { claimForm } from "../helpers/claim-form";
import { registerMember, type Member } from "../helpers/member-session";
import { scenarioTemplate } from "../helpers/scenario";

const operator = cliActor("tests");
const MESSAGES = 260;

const template = scenarioTemplate<{ owner: Member; claimId: string }>({
  build: async (w) => {
    const owner = await registerMember(w.ctx, w.request);
    activateSubscription(w.ctx, operator, owner.username, { plan: "phantom", frequency: "monthly" });
    const filed = await w.as({ member: () => owner })("POST", "/api/claims", { body: claimForm() });
    const claimId = filed.json.claim.id as string;
    for (let i = 1; i <= MESSAGES; i++) sendOperativeMessage(w.ctx, operator, claimId, { text: `message ${i}` });
    return { owner, claimId };
  },
});

const seqs = (reply: { json: { messages: Array<{ seq: number }> } }) => reply.json.messages.map((m) => m.seq);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("a thread of 260 messages, a page at a time", () => {
  test("the newest 50 first, oldest first within the page; then each older page by ?before=, to the first", async () => {
    const w = await template.fresh();
    const member = w.as({ member: (x) => x.fixture.owner });
    const path = `/api/claims/${w.fixture.claimId}/messages`;
    const newest = await member("GET", path);
    expect(newest.status).toBe(200);
    expect(seqs(newest)).toEqual(range(MESSAGES - MESSAGE_PAGE_DEFAULT + 1, MESSAGES));
    expect(newest.json).toMatchObject({ lastSeq: MESSAGES, hasOlder: true, unread: MESSAGES });
    const older = await member("GET", `${path}?before=211&limit=200`);
    expect(seqs(older)).toEqual(range(11, 210));
    expect(older.json.hasOlder).toBe(true);
    const first = await member("GET", `${path}?before=11`);
    expect(seqs(first)).toEqual(range(1, 10));
    expect(first.json.hasOlder).toBe(false);
    // Reading the newest page marked the whole thread read; the older pages are read as they were.
    expect(first.json.unread).toBe(0);
    expect(first.json.messages.every((m: { read: boolean }) => m.read)).toBe(true);
  });

  test("an older page does not mark the thread read; the newest does", async () => {
    const w = await template.fresh();
    const member = w.as({ member: (x) => x.fixture.owner });
    const path = `/api/claims/${w.fixture.claimId}/messages`;
    await member("GET", `${path}?before=100`);
    expect((await member("GET", "/api/user/unread-messages")).json.total).toBe(MESSAGES);
    await member("GET", path);
    expect((await member("GET", "/api/user/unread-messages")).json.total).toBe(0);
  });

  test("the admins' reads page the same way", async () => {
    const w = await template.fresh();
    const reply = await w.as("admin")("GET", `/api/admin/claims/${w.fixture.claimId}/messages?limit=3`);
    expect(seqs(reply)).toEqual([MESSAGES - 2, MESSAGES - 1, MESSAGES]);
  });

  test.each([
    ["before=0", MESSAGE_BEFORE_MESSAGE],
    ["before=abc", MESSAGE_BEFORE_MESSAGE],
    ["before=1.5", MESSAGE_BEFORE_MESSAGE],
    ["limit=0", MESSAGE_LIMIT_MESSAGE],
    [`limit=${MESSAGE_PAGE_MAX + 1}`, MESSAGE_LIMIT_MESSAGE],
  ])("?%s → 400 with the schema's words", async (query, message) => {
    const w = await template.fresh();
    const reply = await w.as({ member: (x) => x.fixture.owner })("GET", `/api/claims/${w.fixture.claimId}/messages?${query}`);
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ success: false, kind: "invalid", error: message });
  });

  test("a send answers the message just written, its place the thread's next", async () => {
    const w = await template.fresh();
    const sent = await w.as({ member: (x) => x.fixture.owner })("POST", `/api/claims/${w.fixture.claimId}/messages`, {
      body: { text: "the newest" },
    });
    expect(sent.status).toBe(200);
    expect(sent.json.sent).toMatchObject({ seq: MESSAGES + 1, author: "member", text: "the newest", read: false, attachments: [] });
    const again = await w.as({ member: (x) => x.fixture.owner })("GET", `/api/claims/${w.fixture.claimId}/messages?limit=1`);
    expect(again.json.messages[0]).toEqual(sent.json.sent);
  });
});
