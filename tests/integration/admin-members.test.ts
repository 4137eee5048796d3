// Admins over members and the outbox (decision 0027): search, detail with devices and
// activity, deactivate (ends sessions), device limit, clearing devices, outbox list and retry.
// Every change is audited.
import { beforeAll, describe, expect, test } from "bun:test";
import { countRows, createSignedInAdmin, type SignedInAdmin } from "../helpers/admin-session";
import { makeTestContext } from "../helpers/context";
import { MEMBER_PASSWORD, registerMember, deviceHeaders, type Member } from "../helpers/member-session";

let admin: SignedInAdmin;
let member: Member;

beforeAll(async () => {
  admin = await createSignedInAdmin();
  member = await registerMember(admin.ctx, admin.request, { overrides: { firstName: "Quentin", companyName: "Quarry Claims LLC" } });
});

const auditRows = (action: string) =>
  countRows(admin.ctx, "SELECT count(*) AS n FROM admin_audit_log WHERE action = ? AND outcome = 'success'", action);
const memberSignedIn = () => admin.request("GET", "/api/auth/user", { cookie: member.cookie, headers: member.device });

describe("members", () => {
  test("search by name, company, username or e-mail", async () => {
    for (const q of ["quentin", "QUARRY", member.username, member.email]) {
      const reply = await admin.as("GET", `/api/admin/members?q=${encodeURIComponent(q)}`);
      expect(reply.status).toBe(200);
      expect(reply.json.items.map((m: { id: string }) => m.id)).toContain(member.id);
    }
    const none = await admin.as("GET", "/api/admin/members?q=zzz-nobody");
    expect(none.json).toMatchObject({ items: [], total: 0 });
  });

  test("a member's detail: summary without secrets, devices and activity; by id or username", async () => {
    for (const ref of [member.id, member.username]) {
      const reply = await admin.as("GET", `/api/admin/members/${encodeURIComponent(ref)}`);
      expect(reply.status).toBe(200);
      expect(reply.json.member).toMatchObject({ id: member.id, deviceCount: 1, maxDevices: 2 });
      expect(reply.json.devices).toHaveLength(1);
      expect(reply.json.activity.map((a: { action: string }) => a.action)).toContain("register");
      expect(reply.text).not.toContain("argon2");
    }
    expect((await admin.as("GET", "/api/admin/members/nobody-at-all")).status).toBe(404);
  });

  test("deactivating ends the member's sessions and refuses sign-in; activating lets them back", async () => {
    expect((await memberSignedIn()).status).toBe(200);
    const off = await admin.as("POST", `/api/admin/members/${member.id}/deactivate`);
    expect(off.status).toBe(200);
    expect(off.json.member.isActive).toBe(false);
    expect((await memberSignedIn()).status).toBe(401);
    const signIn = () =>
      admin.request("POST", "/api/auth/login", {
        body: { username: member.username, password: MEMBER_PASSWORD },
        headers: member.device,
        cookie: member.cookie,
      });
    expect((await signIn()).status).toBe(403);
    expect((await admin.as("POST", `/api/admin/members/${member.id}/activate`)).status).toBe(200);
    const back = await signIn();
    expect(back.status).toBe(200);
    member = { ...member, cookie: back.headers.getSetCookie()[0]!.split(";")[0]! };
    expect(auditRows("members.deactivate")).toBe(1);
    expect(auditRows("members.activate")).toBe(1);
  });

  test("the device limit can be changed, and a bad value is refused with its message", async () => {
    const bad = await admin.as("PUT", `/api/admin/members/${member.id}/max-devices`, { body: { maxDevices: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe("Max devices must be a whole number from 1 to 20");
    const ok = await admin.as("PUT", `/api/admin/members/${member.id}/max-devices`, { body: { maxDevices: 3 } });
    expect(ok.json.member.maxDevices).toBe(3);
    for (const name of ["second", "third"]) {
      const reply = await admin.request("POST", "/api/auth/login", {
        body: { username: member.username, password: MEMBER_PASSWORD },
        headers: deviceHeaders(`${member.username}-${name}`),
      });
      expect(reply.status).toBe(200);
    }
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM devices WHERE user_id = ?", member.id)).toBe(3);
  });

  test("clearing a member's devices removes them all and ends their sessions", async () => {
    const reply = await admin.as("DELETE", `/api/admin/members/${member.id}/devices`);
    expect(reply.status).toBe(200);
    expect(reply.json.member.deviceCount).toBe(0);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM sessions WHERE kind = 'member' AND subject_id = ?", member.id)).toBe(0);
    expect(auditRows("members.reset_devices")).toBe(1);
  });
});

describe("the outbox", () => {
  test("lists messages by status and sends a held one again; only held or failed ones", async () => {
    await admin.request("POST", "/api/auth/password-reset/request", { body: { identifier: member.email, resetType: "email" } });
    let held: { id: string } | undefined;
    for (let i = 0; i < 100 && !held; i++) {
      await Bun.sleep(10);
      held = (await admin.as("GET", "/api/admin/outbox?status=held")).json.notifications.find(
        (n: { recipient: string }) => n.recipient === member.email,
      );
    }
    expect(held).toBeDefined();
    expect((await admin.as("GET", "/api/admin/outbox?status=bogus")).status).toBe(400);
    const retried = await admin.as("POST", `/api/admin/outbox/${held!.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.json.notification.status).toBe("pending");
    expect(auditRows("outbox.retry")).toBe(1);
    admin.ctx.db.$client.run("UPDATE notifications SET status = 'sent' WHERE id = ?", [held!.id]);
    const sent = await admin.as("POST", `/api/admin/outbox/${held!.id}/retry`);
    expect(sent.status).toBe(409);
    expect(sent.json.error).toBe("Only a held or failed message can be sent again; this one is sent");
    expect((await admin.as("POST", "/api/admin/outbox/0d9e3c56-2f0a-4d55-9b61-3f3b1c1e9a77/retry")).status).toBe(404);
  });

  test("the list says which transports this server has, so the panel's lead tells the truth", async () => {
    expect((await admin.as("GET", "/api/admin/outbox")).json.delivery).toEqual({ email: false, sms: false });
    const mailing = await createSignedInAdmin({ ctx: makeTestContext({ config: { smtpUrl: "smtp://mail.example:25" } }) });
    expect((await mailing.as("GET", "/api/admin/outbox")).json.delivery).toEqual({ email: true, sms: false });
  });
});
