// A device is a browser the server recognised (decision 0060), through app.handle: a browser keeps
// its device cookie across updates, zooms, sign-outs and sign-ins; a session cookie without it is
// refused; cleared cookies are a new device; a device from before device cookies adopts one once;
// documents download with the cookies alone.
import { Database } from "bun:sqlite";
import { beforeAll, describe, expect, test } from "bun:test";
import { cliActor } from "#core/actor";
import { activateSubscription } from "#core/subscriptions/subscriptions";
import { databasePath, readJournal, readMigration } from "#core/db/db";
import { ADOPTION_GRACE_MS } from "#core/members/device-credentials";
import { hashToken, newSessionToken } from "#core/security/tokens";
import { createApp } from "#server/app";
import { countRows, createSignedInAdmin, type Requester, type SignedInAdmin } from "../helpers/admin-session";
import { makeRequester, makeTestContext, tempDir } from "../helpers/context";
import {
  deviceCookieIn,
  deviceHeaders,
  freshCode,
  MEMBER_PASSWORD,
  memberCookieOf,
  registerMember,
  registration,
  type Member,
} from "../helpers/member-session";
import { claimForm } from "../helpers/claim-form";

const DEVICE_LIMIT = "Device limit reached. Remove a device from a signed-in device or contact support.";
const FOUR_HUNDRED_DAYS_S = 400 * 24 * 60 * 60;

let admin: SignedInAdmin;
let request: Requester;

beforeAll(async () => {
  admin = await createSignedInAdmin({ ctx: makeTestContext({ config: { dataDir: tempDir() } }) });
  request = admin.request;
});

const signIn = (member: Member, headers: Record<string, string>, cookie?: string) =>
  request("POST", "/api/auth/login", { body: { username: member.username, password: MEMBER_PASSWORD }, headers, cookie });
const me = (cookie: string | undefined, headers: Record<string, string> = {}) => request("GET", "/api/auth/user", { cookie, headers });
const devicesOf = (member: Member) => countRows(admin.ctx, "SELECT count(*) AS n FROM devices WHERE user_id = ?", member.id);
const sessionPart = (cookie: string) => cookie.split("; ")[0]!;

/** The same browser after an update to Chrome 131 and a 125% zoom: another fingerprint, another label. */
const updatedBrowser = (member: Member) => ({
  "x-device-fingerprint": new Bun.CryptoHasher("sha256")
    .update(`${member.device["x-device-fingerprint"]}:chrome-131:zoom-125`)
    .digest("hex"),
  "x-device-label": "Desktop - Chrome 131 on Linux",
});

describe("the device cookie", () => {
  test("registration sets it HttpOnly, SameSite=Lax, for 400 days; __Host- and Secure under https", async () => {
    const reply = await request("POST", "/api/auth/register", {
      body: registration(freshCode(admin.ctx)),
      headers: deviceHeaders("cookie-shape"),
    });
    expect(reply.status).toBe(200);
    const header = reply.headers.getSetCookie().find((h) => h.startsWith("aan_device="))!;
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Path=/");
    expect(header).toContain(`Max-Age=${FOUR_HUNDRED_DAYS_S}`);
    // Only its hash is stored.
    const credential = header.split(";")[0]!.slice("aan_device=".length);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM devices WHERE credential_hash = ?", hashToken(credential))).toBe(1);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM devices WHERE credential_hash = ?", credential)).toBe(0);

    const secure = makeTestContext({ config: { baseUrl: "https://aan.example" } });
    const secureReply = await makeRequester(createApp(secure))("POST", "/api/auth/register", {
      body: registration(freshCode(secure)),
      headers: deviceHeaders("https"),
    });
    const secureHeader = secureReply.headers.getSetCookie().find((h) => h.startsWith("__Host-aan_device="))!;
    expect(secureHeader).toContain("Secure");
    expect(secureHeader).toContain("Path=/");
  });

  test("a browser update or a zoom keeps the member signed in on the same device, and is recorded", async () => {
    const member = await registerMember(admin.ctx, request, { deviceName: "updating" });
    const updated = updatedBrowser(member);
    const reply = await me(member.cookie, updated);
    expect(reply.status).toBe(200);
    expect(devicesOf(member)).toBe(1);
    const list = await request("GET", "/api/user/devices", { cookie: member.cookie, headers: updated });
    expect(list.json.devices).toHaveLength(1);
    expect(list.json.devices[0]).toMatchObject({
      current: true,
      label: member.device["x-device-label"],
      reportedLabel: "Desktop - Chrome 131 on Linux",
    });
    const row = admin.ctx.db.$client
      .query("SELECT device_fingerprint, last_label, details_changed_at FROM devices WHERE user_id = ?")
      .get(member.id) as Record<string, unknown>;
    expect(row).toMatchObject({ device_fingerprint: updated["x-device-fingerprint"], last_label: "Desktop - Chrome 131 on Linux" });
    expect(row.details_changed_at).not.toBeNull();
    // The old browser's headers again (a zoom back): still signed in, still one device.
    expect((await me(member.cookie, member.device)).status).toBe(200);
    expect(devicesOf(member)).toBe(1);
  });

  test("at the limit of 2, browser updates on both devices never refuse a sign-in", async () => {
    const member = await registerMember(admin.ctx, request, { deviceName: "desk" });
    const phone = memberCookieOf(await signIn(member, deviceHeaders(`${member.username}-phone`)))!;
    expect(devicesOf(member)).toBe(2);
    for (const cookie of [member.cookie, phone]) {
      const again = await signIn(member, updatedBrowser(member), cookie);
      expect(again.status).toBe(200);
    }
    expect(devicesOf(member)).toBe(2);
  });

  test("several tabs at once: parallel calls after an update and parallel sign-ins all keep the one device", async () => {
    const member = await registerMember(admin.ctx, request, { deviceName: "tabs" });
    const updated = updatedBrowser(member);
    const calls = await Promise.all(Array.from({ length: 20 }, () => me(member.cookie, updated)));
    expect(calls.map((reply) => reply.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const signIns = await Promise.all(Array.from({ length: 3 }, () => signIn(member, updated, member.cookie)));
    expect(signIns.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(new Set(signIns.map((reply) => deviceCookieIn(memberCookieOf(reply))))).toEqual(new Set([deviceCookieIn(member.cookie)]));
    expect(devicesOf(member)).toBe(1);
  });

  test("signing out keeps the device cookie: signing in again reuses the slot, with no new-device mail", async () => {
    const member = await registerMember(admin.ctx, request, { deviceName: "out-and-in" });
    const out = await request("POST", "/api/auth/logout", { cookie: member.cookie, headers: member.device });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((h) => h.startsWith("aan_device="))).toBe(false);
    const mails = countRows(admin.ctx, "SELECT count(*) AS n FROM notifications WHERE user_id = ? AND purpose = 'device_added'", member.id);
    const again = await signIn(member, member.device, deviceCookieIn(member.cookie));
    expect(again.status).toBe(200);
    expect(devicesOf(member)).toBe(1);
    // The same value, its expiry renewed.
    expect(deviceCookieIn(memberCookieOf(again))).toBe(deviceCookieIn(member.cookie));
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM notifications WHERE user_id = ? AND purpose = 'device_added'", member.id)).toBe(
      mails,
    );
    expect(
      countRows(admin.ctx, "SELECT count(*) AS n FROM user_activity_log WHERE user_id = ? AND action = 'device.added'", member.id),
    ).toBe(1);
  });

  test("a stolen session cookie without the device cookie is refused, whatever headers it copies", async () => {
    const member = await registerMember(admin.ctx, request, { deviceName: "victim" });
    const thief = await registerMember(admin.ctx, request, { deviceName: "thief" });
    expect((await me(sessionPart(member.cookie), member.device)).status).toBe(401);
    // With the thief's own device cookie: not the session's device.
    expect((await me(`${sessionPart(member.cookie)}; ${deviceCookieIn(thief.cookie)}`, member.device)).status).toBe(401);
    expect((await request("GET", "/api/user/devices", { cookie: sessionPart(member.cookie), headers: member.device })).status).toBe(401);
    expect((await me(member.cookie, member.device)).status).toBe(200);
  });

  test("cleared cookies (or a private window) are a new device, refused past the limit", async () => {
    const member = await registerMember(admin.ctx, request, { deviceName: "cleared" });
    const fresh = await signIn(member, member.device);
    expect(fresh.status).toBe(200);
    expect(deviceCookieIn(memberCookieOf(fresh))).not.toBe(deviceCookieIn(member.cookie));
    expect(devicesOf(member)).toBe(2);
    const third = await signIn(member, member.device);
    expect(third.status).toBe(403);
    expect(third.json.error).toBe(DEVICE_LIMIT);
    expect(devicesOf(member)).toBe(2);
  });

  test("two members on one shared browser share its device cookie; neither signs the other out", async () => {
    const first = await registerMember(admin.ctx, request, { deviceName: "shared" });
    const second = await registerMember(admin.ctx, request, { deviceName: "elsewhere" });
    const onShared = await signIn(second, first.device, deviceCookieIn(first.cookie));
    expect(onShared.status).toBe(200);
    expect(deviceCookieIn(memberCookieOf(onShared))).toBe(deviceCookieIn(first.cookie));
    expect((await me(first.cookie, first.device)).status).toBe(200);
    expect((await me(memberCookieOf(onShared), first.device)).status).toBe(200);
  });
});

describe("devices from before device cookies", () => {
  test("after migration 0023, a session signed in before it adopts a device cookie on its first request", async () => {
    // A database as the previous release left it (migrations before 0023, recorded as openDatabase
    // records them), with a member signed in on a device known by its fingerprint alone.
    const dataDir = tempDir();
    const journal = readJournal();
    const upgrade = journal.findIndex((entry) => entry.tag === "0023_device_credentials");
    expect(upgrade).toBeGreaterThan(0);
    const before = new Database(databasePath(dataDir), { create: true });
    before.run("CREATE TABLE __drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)");
    for (const entry of journal.slice(0, upgrade)) {
      const migration = readMigration(entry);
      for (const statement of migration.sql) if (statement.trim()) before.run(statement);
      before.run("INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)", [migration.hash, migration.folderMillis]);
    }
    const now = Date.now();
    const token = newSessionToken();
    const fingerprint = deviceHeaders("before-the-upgrade");
    before.run(
      "INSERT INTO users (id, username, email, password, first_name, last_name, phone, company_name, position, is_active, created_at) VALUES ('u1', 'early_bird', 'early@example.com', 'x', 'Early', 'Bird', '(713) 555-0100', 'Co', 'Policyholder', 1, ?)",
      [now],
    );
    before.run("INSERT INTO user_plans (user_id, plan_name, max_devices, created_at, updated_at) VALUES ('u1', 'member', 2, ?, ?)", [
      now,
      now,
    ]);
    before.run(
      "INSERT INTO devices (id, user_id, device_label, device_fingerprint, created_at, last_seen_at) VALUES ('d1', 'u1', 'Desktop - Chrome on Linux', ?, ?, ?)",
      [fingerprint["x-device-fingerprint"]!, now, now],
    );
    before.run(
      "INSERT INTO sessions (sid, sess, expire, kind, subject_id, device_id, created_at, last_seen_at, absolute_expire) VALUES (?, '{}', ?, 'member', 'u1', 'd1', ?, ?, ?)",
      [hashToken(token), now + 30 * 60 * 1000, now, now, now + 12 * 60 * 60 * 1000],
    );
    before.close();

    const upgraded = makeTestContext({ dataDir });
    const upgradedRequest = makeRequester(createApp(upgraded));
    const session = `aan_member=${token}`;
    const first = await upgradedRequest("GET", "/api/auth/user", { cookie: session, headers: fingerprint });
    expect(first.status).toBe(200);
    expect(first.json.user.username).toBe("early_bird");
    const deviceCookie = first.headers
      .getSetCookie()
      .find((h) => h.startsWith("aan_device="))!
      .split(";")[0]!;
    // The same session and fingerprint are handed the same cookie for the grace (tabs restored together), then never again.
    const tab = await upgradedRequest("GET", "/api/auth/user", { cookie: session, headers: fingerprint });
    expect(tab.status).toBe(200);
    expect(deviceCookieIn(tab.headers.getSetCookie().join("; "))).toBe(deviceCookie);
    upgraded.clock.advance(ADOPTION_GRACE_MS + 1000);
    expect((await upgradedRequest("GET", "/api/auth/user", { cookie: session, headers: fingerprint })).status).toBe(401);
    expect((await upgradedRequest("GET", "/api/auth/user", { cookie: `${session}; ${deviceCookie}`, headers: fingerprint })).status).toBe(
      200,
    );
    expect(countRows(upgraded, "SELECT count(*) AS n FROM devices WHERE user_id = 'u1' AND credential_hash IS NOT NULL")).toBe(1);
  });

  /** A member signed in before the upgrade: the migration leaves their device without a credential. */
  async function legacyMember(name: string): Promise<Member> {
    const member = await registerMember(admin.ctx, request, { deviceName: name });
    admin.ctx.db.$client.run(
      "UPDATE devices SET credential_hash = NULL, credential_expires_at = NULL, last_label = NULL WHERE user_id = ?",
      [member.id],
    );
    return { ...member, cookie: sessionPart(member.cookie) };
  }

  test("adopt a device cookie once, on a request of the live session with the matching fingerprint", async () => {
    const member = await legacyMember("legacy");
    // Any member call adopts it, here the device list (the account page's first call).
    const first = await request("GET", "/api/user/devices", { cookie: member.cookie, headers: member.device });
    expect(first.status).toBe(200);
    expect(first.json.devices[0].current).toBe(true);
    const adopted = first.headers.getSetCookie().find((h) => h.startsWith("aan_device="))!;
    expect(adopted).toContain("HttpOnly");
    const deviceCookie = adopted.split(";")[0]!;
    // Once the grace for the browser's other tabs is over, the fingerprint never stands in for the cookie.
    admin.ctx.clock.advance(ADOPTION_GRACE_MS + 1000);
    expect((await me(member.cookie, member.device)).status).toBe(401);
    const withCookie = await me(`${member.cookie}; ${deviceCookie}`, member.device);
    expect(withCookie.status).toBe(200);
    expect(withCookie.headers.getSetCookie()).toHaveLength(0);
    // And it is the device the member signs in on again.
    const again = await signIn(member, updatedBrowser(member), deviceCookie);
    expect(again.status).toBe(200);
    expect(devicesOf(member)).toBe(1);
  });

  test("8 parallel first requests (tabs restored together) all answer 200 with the one adopted cookie", async () => {
    const member = await legacyMember("legacy-tabs");
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        request("GET", i % 2 ? "/api/auth/user" : "/api/user/devices", { cookie: member.cookie, headers: member.device }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(200));
    const cookies = replies.map((reply) => deviceCookieIn(reply.headers.getSetCookie().join("; ")));
    expect(new Set(cookies).size).toBe(1);
    expect(cookies[0]).toMatch(/^aan_device=[A-Za-z0-9_-]{43}$/);
    expect(
      countRows(
        admin.ctx,
        "SELECT count(*) AS n FROM devices WHERE user_id = ? AND credential_hash = ?",
        member.id,
        hashToken(cookies[0]!.split("=")[1]!),
      ),
    ).toBe(1);
    // Within the grace, another session's request with the same fingerprint is not handed it.
    const other = await signIn(member, updatedBrowser(member));
    expect(other.status).toBe(200);
    const otherSession = memberCookieOf(other)!;
    const stranger = await me(sessionPart(otherSession), member.device);
    expect(stranger.status).toBe(401);
    expect(stranger.headers.getSetCookie().join()).not.toContain(cookies[0]!);
    // Nor is another fingerprint with the same session.
    expect((await me(member.cookie, deviceHeaders("someone-else"))).status).toBe(401);
    // After the grace, a replay of the first requests is refused, as it always was.
    admin.ctx.clock.advance(ADOPTION_GRACE_MS + 1000);
    const late = await me(member.cookie, member.device);
    expect(late.status).toBe(401);
    expect(late.headers.getSetCookie()).toHaveLength(0);
    expect((await me(`${member.cookie}; ${cookies[0]}`, member.device)).status).toBe(200);
  });

  test("a sign-out that is the session's first request still hands the adopted cookie over", async () => {
    const member = await legacyMember("legacy-out");
    const out = await request("POST", "/api/auth/logout", { cookie: member.cookie, headers: member.device });
    expect(out.status).toBe(200);
    const deviceCookie = out.headers
      .getSetCookie()
      .find((h) => h.startsWith("aan_device="))!
      .split(";")[0]!;
    const again = await signIn(member, member.device, deviceCookie);
    expect(again.status).toBe(200);
    expect(devicesOf(member)).toBe(1);
  });

  test("another fingerprint does not adopt it", async () => {
    const member = await legacyMember("legacy-other");
    const reply = await me(member.cookie, deviceHeaders("someone-else"));
    expect(reply.status).toBe(401);
    expect(reply.headers.getSetCookie()).toHaveLength(0);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM devices WHERE user_id = ? AND credential_hash IS NOT NULL", member.id)).toBe(0);
  });

  test("ones no live session can adopt no longer hold a slot at the next sign-in", async () => {
    const member = await legacyMember("legacy-full");
    admin.ctx.db.$client.run(
      "INSERT INTO devices (id, user_id, device_label, device_fingerprint, created_at, last_seen_at) VALUES (?, ?, 'Old phone', ?, 0, 0)",
      [crypto.randomUUID(), member.id, "f".repeat(64)],
    );
    expect(devicesOf(member)).toBe(2);
    admin.ctx.db.$client.run("DELETE FROM sessions WHERE subject_id = ?", [member.id]);
    const reply = await signIn(member, member.device);
    expect(reply.status).toBe(200);
    expect(devicesOf(member)).toBe(1);
  });
});

describe("document downloads", () => {
  const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n");

  async function memberWithDocument(name: string): Promise<{ member: Member; documentId: string }> {
    const member = await registerMember(admin.ctx, request, { deviceName: name });
    activateSubscription(admin.ctx, cliActor("tests"), member.username, { plan: "phantom", frequency: "monthly" });
    const claim = await request("POST", "/api/claims", {
      cookie: member.cookie,
      headers: member.device,
      body: claimForm(),
    });
    const form = new FormData();
    form.append("files", new Blob([PDF]), "claim estimate (final).pdf");
    const uploaded = await admin.app.handle(
      new Request(`http://localhost/api/claims/${claim.json.claim.id}/documents`, {
        method: "POST",
        body: form,
        headers: { cookie: member.cookie, ...member.device },
      }),
    );
    const documents = ((await uploaded.json()) as { documents: Array<{ id: string }> }).documents;
    return { member, documentId: documents[0]!.id };
  }

  test("a browser navigation with the cookies alone downloads the member's own document, byte for byte", async () => {
    const { member, documentId } = await memberWithDocument("downloader");
    const reply = await admin.app.handle(
      new Request(`http://localhost/api/documents/${documentId}`, { headers: { cookie: member.cookie } }),
    );
    expect(reply.status).toBe(200);
    expect(new Uint8Array(await reply.arrayBuffer())).toEqual(PDF);
    const disposition = reply.headers.get("content-disposition")!;
    expect(disposition).toStartWith("attachment;");
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent("claim estimate (final).pdf")}`);
  });

  test("another member's document is a 404; a session cookie without its device cookie a 401", async () => {
    const { member, documentId } = await memberWithDocument("owner");
    const other = await registerMember(admin.ctx, request, { deviceName: "nosy" });
    expect((await request("GET", `/api/documents/${documentId}`, { cookie: other.cookie })).status).toBe(404);
    expect((await request("GET", `/api/documents/${documentId}`, { cookie: sessionPart(member.cookie) })).status).toBe(401);
    expect((await request("GET", `/api/documents/${documentId}`)).status).toBe(401);
  });
});
