// Live claim threads (decision 0081): an open stream hears of a new message from either side, and
// of one written by another connection (the CLI); another member's stream is refused; a stream
// sends heartbeats; many streams opened and dropped leave nothing behind; an open stream does not
// hold the server's stop. And the counts that go with it: unread per claim for each side, and the
// queue's "waiting for us" filter.
import { describe, expect, test } from "bun:test";
import { startServer } from "#cli/commands/serve";
import { cliActor } from "#core/actor";
import { sendOperativeMessage } from "#core/claims/messages";
import { activateSubscription } from "#core/subscriptions/subscriptions";
import { HEARTBEAT_MS, STREAMS_PER_HOLDER, threadEventsOf } from "#server/thread-events";
import { loginAdmin } from "../helpers/admin-session";
import { tempDir } from "../helpers/context";
import { registerMember, type Member } from "../helpers/member-session";
import { memberWithClaim } from "../helpers/member-with-claim";
import { scenarioTemplate, type World } from "../helpers/scenario";

type Fixture = { owner: Member; other: Member; claimId: string; secondId: string };
const operator = cliActor("tests");

const template = scenarioTemplate<Fixture>({
  build: async (w) => {
    const owner = await registerMember(w.ctx, w.request);
    const other = await registerMember(w.ctx, w.request, { deviceName: "phone" });
    activateSubscription(w.ctx, operator, owner.username, { plan: "phantom", frequency: "monthly" });
    const file = async () => {
      const reply = await w.as({ member: () => owner })("POST", "/api/claims", {
        body: {
          propertyAddress: "1 Live St",
          homeowner: "L",
          col: "2026-01-01",
          dol: "2026-01-02",
          inspectionStatus: "pending",
          serviceRequestType: "estimate",
        },
      });
      return reply.json.claim.id as string;
    };
    return { owner, other, claimId: await file(), secondId: await file() };
  },
});

const decoder = new TextDecoder();

/** Opens a thread's stream as a browser's EventSource does (cookies only); answers a reader of its events. */
async function openStream(w: World<Fixture>, path: string, cookie: string) {
  const abort = new AbortController();
  const response = await w.app.handle(new Request(`http://localhost${path}`, { headers: { cookie }, signal: abort.signal }));
  const reader = response.body?.getReader();
  let buffered = "";
  /** The next event (or comment) block. */
  const next = async (): Promise<string> => {
    for (;;) {
      const end = buffered.indexOf("\n\n");
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        return block;
      }
      const { done, value } = await reader!.read();
      if (done) return "(end)";
      buffered += decoder.decode(value);
    }
  };
  return { response, next, abort: () => abort.abort() };
}

/** The event that says a claim's thread is at message `lastSeq` (by default the fixture's first claim). */
const moved = (w: World<Fixture>, lastSeq: number, claimId = w.fixture.claimId) =>
  `event: thread\ndata: ${JSON.stringify({ claimId, lastSeq })}`;

const memberEvents = (w: World<Fixture>) => `/api/claims/${w.fixture.claimId}/messages/events`;
const adminEvents = (w: World<Fixture>) => `/api/admin/claims/${w.fixture.claimId}/messages/events`;

describe("live streams", () => {
  test("the member's stream hears the admin's message, the admin's hears the member's", async () => {
    const w = await template.fresh();
    const member = await openStream(w, memberEvents(w), w.fixture.owner.cookie);
    expect(member.response.status).toBe(200);
    expect(member.response.headers.get("content-type")).toStartWith("text/event-stream");
    expect(await member.next()).toBe(`retry: 2000\n${moved(w, 0)}`);
    const admin = await openStream(w, adminEvents(w), w.cookies.superAdmin);
    expect(await admin.next()).toContain(moved(w, 0));

    expect((await w.as("admin")("POST", `/api/admin/claims/${w.fixture.claimId}/messages`, { body: { text: "hello" } })).status).toBe(200);
    expect(await member.next()).toBe(moved(w, 1));
    expect(await admin.next()).toBe(moved(w, 1));

    const sent = await w.as({ member: (x) => x.fixture.owner })("POST", `/api/claims/${w.fixture.claimId}/messages`, {
      body: { text: "hi" },
    });
    expect(sent.status).toBe(200);
    expect(await admin.next()).toBe(moved(w, 2));
    member.abort();
    admin.abort();
  });

  test("a message the member reads live (their stream of the thread open) queues no notice; with it closed, one with the claim's address", async () => {
    const w = await template.fresh();
    const notices = () => w.value("SELECT count(*) FROM notifications WHERE purpose = 'claim_message'");
    const live = await openStream(w, "/api/user/messages/events", w.fixture.owner.cookie);
    expect(live.response.status).toBe(200);
    await live.next();
    expect((await w.as("admin")("POST", `/api/admin/claims/${w.fixture.claimId}/messages`, { body: { text: "seen live" } })).status).toBe(
      200,
    );
    expect(await live.next()).toContain(moved(w, 1));
    expect(notices()).toBe(0);

    live.abort();
    for (let i = 0; i < 100 && threadEventsOf(w.ctx).open > 0; i++) await Bun.sleep(10);
    expect(threadEventsOf(w.ctx).open).toBe(0);
    expect((await w.as("admin")("POST", `/api/admin/claims/${w.fixture.claimId}/messages`, { body: { text: "not seen" } })).status).toBe(
      200,
    );
    expect(notices()).toBe(1);
    expect(w.value("SELECT body FROM notifications WHERE purpose = 'claim_message'")).toContain(
      `${w.ctx.config.baseUrl.replace(/\/+$/, "")}/claims/${w.fixture.claimId}`,
    );
  });

  test("a message written by another connection (the CLI's) reaches an open stream", async () => {
    const w = await template.fresh({ onDisk: true });
    const stream = await openStream(w, memberEvents(w), w.fixture.owner.cookie);
    await stream.next();
    const { makeTestContext } = await import("../helpers/context");
    const cli = makeTestContext({ dataDir: w.ctx.config.dataDir, config: w.ctx.config });
    sendOperativeMessage(cli, operator, w.fixture.claimId, { text: "from the terminal" });
    expect(await stream.next()).toBe(moved(w, 1));
    stream.abort();
  });

  test("another member's stream → 404; a stream of another claim hears nothing of this one", async () => {
    const w = await template.fresh();
    const refused = await w.app.handle(new Request(`http://localhost${memberEvents(w)}`, { headers: { cookie: w.fixture.other.cookie } }));
    expect(refused.status).toBe(404);
    expect(threadEventsOf(w.ctx).open).toBe(0);
  });

  test(
    "an idle stream sends a heartbeat comment",
    async () => {
      const w = await template.fresh();
      const stream = await openStream(w, memberEvents(w), w.fixture.owner.cookie);
      await stream.next();
      expect(await stream.next()).toBe(": heartbeat");
      stream.abort();
    },
    HEARTBEAT_MS + 5_000,
  );

  test("200 streams of one member: the 6th and every later one ends that member's oldest; dropped, none is left and the poller stops", async () => {
    const w = await template.fresh();
    const hub = threadEventsOf(w.ctx);
    const streams = [];
    for (let i = 0; i < 200; i++) {
      const stream = await openStream(w, i % 2 ? memberEvents(w) : "/api/user/messages/events", w.fixture.owner.cookie);
      expect(stream.response.status).toBe(200);
      await stream.next();
      streams.push(stream);
      expect(hub.open).toBe(Math.min(i + 1, STREAMS_PER_HOLDER));
    }
    // The replaced ones were told why, so a browser does not reconnect at once, and ended.
    expect(await streams[0]!.next()).toBe('event: closed\ndata: {"reason":"replaced"}');
    expect(await streams[0]!.next()).toBe("(end)");
    // Another member and an admin keep their own places.
    const other = await openStream(w, "/api/user/messages/events", w.fixture.other.cookie);
    const admin = await openStream(w, "/api/admin/messages/events", w.cookies.superAdmin);
    expect([other.response.status, admin.response.status]).toEqual([200, 200]);
    expect(hub.open).toBe(STREAMS_PER_HOLDER + 2);
    for (const s of [...streams, other, admin]) s.abort();
    expect(hub.open).toBe(0);
    // And the hub works again afterwards.
    const again = await openStream(w, memberEvents(w), w.fixture.owner.cookie);
    await again.next();
    expect(hub.open).toBe(1);
    again.abort();
    expect(hub.open).toBe(0);
  });

  test("the member's one stream hears each of their claims, never another member's; the admin's hears every claim", async () => {
    const w = await template.fresh();
    const mine = await openStream(w, "/api/user/messages/events", w.fixture.owner.cookie);
    const others = await openStream(w, "/api/user/messages/events", w.fixture.other.cookie);
    const everyClaim = await openStream(w, "/api/admin/messages/events", w.cookies.superAdmin);
    for (const s of [mine, others, everyClaim]) expect(await s.next()).toBe("retry: 2000\nevent: ready\ndata: {}");
    const admin = w.as("admin");
    expect((await admin("POST", `/api/admin/claims/${w.fixture.claimId}/messages`, { body: { text: "one" } })).status).toBe(200);
    expect((await admin("POST", `/api/admin/claims/${w.fixture.secondId}/messages`, { body: { text: "two" } })).status).toBe(200);
    expect(await mine.next()).toBe(moved(w, 1));
    expect(await mine.next()).toBe(moved(w, 1, w.fixture.secondId));
    expect(await everyClaim.next()).toBe(moved(w, 1));
    expect(await everyClaim.next()).toBe(moved(w, 1, w.fixture.secondId));
    // The other member's stream heard nothing: its next block is the heartbeat or its end, never a thread.
    others.abort();
    expect(await others.next()).toBe("(end)");
    mine.abort();
    everyClaim.abort();
  });

  test(
    "a stream ends within a heartbeat of its member signing out, of a member's deactivation and of an admin's deactivation",
    async () => {
      const w = await template.fresh();
      const member = w.as({ member: (x) => x.fixture.owner });
      const created = await w.as("superAdmin")("POST", "/api/admin/admins", {
        body: { username: "streamop", password: "streampass1", confirmPassword: "streampass1", fullName: "Stream Op", role: "admin" },
      });
      expect(created.status).toBe(200);
      const operativeCookie = await loginAdmin(w.request, "streamop", "streampass1");
      const signedOut = await openStream(w, "/api/user/messages/events", w.fixture.owner.cookie);
      const deactivated = await openStream(w, "/api/user/messages/events", w.fixture.other.cookie);
      const operative = await openStream(w, "/api/admin/messages/events", operativeCookie);
      for (const s of [signedOut, deactivated, operative]) expect(s.response.status).toBe(200);
      for (const s of [signedOut, deactivated, operative]) await s.next();

      expect((await member("POST", "/api/auth/logout")).status).toBe(200);
      expect((await w.as("admin")("POST", `/api/admin/members/${w.fixture.other.id}/deactivate`)).status).toBe(200);
      expect((await w.as("superAdmin")("POST", `/api/admin/admins/${created.json.admin.id}/deactivate`)).status).toBe(200);
      const started = Date.now();
      for (const s of [signedOut, deactivated, operative]) {
        let block = await s.next();
        while (block === ": heartbeat") block = await s.next();
        expect(block).toBe('event: closed\ndata: {"reason":"signed_out"}');
        expect(await s.next()).toBe("(end)");
      }
      expect(Date.now() - started).toBeLessThan(HEARTBEAT_MS + 2_000);
      expect(threadEventsOf(w.ctx).open).toBe(0);
    },
    HEARTBEAT_MS * 2 + 10_000,
  );

  test("a real server with an open stream stops: the stream ends and the stop completes", async () => {
    const dataDir = tempDir();
    const running = await startServer({ port: "0", host: "127.0.0.1", dataDir }, { AAN_DATA_DIR: dataDir });
    const url = `http://127.0.0.1:${running.gate.port}`;
    const uploader = await memberWithClaim(url, "streamer");
    const response = await fetch(`${url}/api/claims/${uploader.claimId}/messages/events`, { headers: { cookie: uploader.cookie } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    expect(decoder.decode((await reader.read()).value)).toContain("lastSeq");
    await running.stop();
    const rest = await reader.read().catch(() => ({ done: true, value: undefined }));
    // Its last words say why it ended, so the browser waits before it tries again.
    if (!rest.done) expect(decoder.decode(rest.value)).toBe('event: closed\ndata: {"reason":"stopping"}\n\n');
    expect((await reader.read().catch(() => ({ done: true }))).done).toBe(true);
  });
});

describe("unread counts and the queue's filter", () => {
  test("each side's unread per claim, cleared by reading; 'waiting for us' lists claims whose last message is the member's", async () => {
    const w = await template.fresh();
    const member = w.as({ member: (x) => x.fixture.owner });
    const admin = w.as("admin");
    const { claimId, secondId } = w.fixture;
    expect((await member("POST", `/api/claims/${claimId}/messages`, { body: { text: "one" } })).status).toBe(200);
    expect((await member("POST", `/api/claims/${claimId}/messages`, { body: { text: "two" } })).status).toBe(200);
    expect((await member("POST", `/api/claims/${secondId}/messages`, { body: { text: "three" } })).status).toBe(200);

    const queue = await admin("GET", "/api/admin/unread-messages");
    expect(queue.json.total).toBe(3);
    expect(Object.fromEntries(queue.json.claims.map((c: { claimId: string; unread: number }) => [c.claimId, c.unread]))).toEqual({
      [claimId]: 2,
      [secondId]: 1,
    });
    const waiting = await admin("GET", "/api/admin/claims?waiting=1");
    expect(waiting.json.claims.map((c: { id: string }) => c.id).sort()).toEqual([claimId, secondId].sort());

    expect((await admin("POST", `/api/admin/claims/${secondId}/messages`, { body: { text: "answered" } })).status).toBe(200);
    expect((await admin("GET", "/api/admin/claims?waiting=1")).json.claims.map((c: { id: string }) => c.id)).toEqual([claimId]);
    expect((await admin("GET", `/api/admin/claims/${claimId}/messages`)).status).toBe(200);
    expect((await admin("GET", "/api/admin/unread-messages")).json).toEqual({ success: true, total: 0, claims: [] });

    const mine = await member("GET", "/api/user/unread-messages");
    expect(mine.json).toMatchObject({ total: 1, claims: [{ claimId: secondId, unread: 1 }] });
    await member("GET", `/api/claims/${secondId}/messages`);
    expect((await member("GET", "/api/user/unread-messages")).json.total).toBe(0);
    // Another member has none of these.
    expect((await w.as({ member: (x) => x.fixture.other })("GET", "/api/user/unread-messages")).json.total).toBe(0);
    expect((await admin("GET", "/api/admin/claims?waiting=yes")).status).toBe(400);
  });
});
