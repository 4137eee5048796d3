// Admins managed on the web (the panel's Admins screen): a super admin renames, deactivates and
// reactivates another admin and removes a lost second factor, each audited like the CLI's; a plain
// admin is refused (403) every one; nobody deactivates their own account, and the last active
// super admin stays active (the CLI included).
import { describe, expect, test } from "bun:test";
import { Secret, TOTP } from "otpauth";
import { CANNOT_DEACTIVATE_SELF, LAST_SUPER_ADMIN } from "#core/admins/admins";
import { createOtherAdmin, createSignedInAdmin, loginAdmin, type SignedInAdmin } from "../helpers/admin-session";
import { runCli, setupDataDir } from "../helpers/cli";

const auditOf = (admin: SignedInAdmin, action: string) =>
  admin.ctx.db.$client.query("SELECT actor, outcome, detail FROM admin_audit_log WHERE action = ? ORDER BY id").all(action) as Array<{
    actor: string;
    outcome: string;
    detail: string;
  }>;
const idOf = (admin: SignedInAdmin, username: string) =>
  (admin.ctx.db.$client.query("SELECT id FROM admin_accounts WHERE username = ?").get(username) as { id: string }).id;
const login = (admin: SignedInAdmin, username: string, password: string) =>
  admin.request("POST", "/api/admin/login", { body: { username, password } });

describe("a super admin manages another admin on the web", () => {
  test("rename: the admin signs in under the new name with the same password and stays signed in; audited", async () => {
    const root = await createSignedInAdmin();
    const opsCookie = await createOtherAdmin(root, { username: "ops", password: "opspass1" });
    const reply = await root.as("POST", `/api/admin/admins/${idOf(root, "ops")}/rename`, { body: { username: "ops-lead" } });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({
      success: true,
      message: "Admin ops renamed to ops-lead",
      admin: { username: "ops-lead", isActive: true },
    });
    expect((await root.request("GET", "/api/admin/me", { cookie: opsCookie })).json.admin.username).toBe("ops-lead");
    expect((await login(root, "ops", "opspass1")).status).toBe(401);
    expect((await login(root, "ops-lead", "opspass1")).status).toBe(200);
    expect(auditOf(root, "admin.rename")).toEqual([
      { actor: `admin:${root.username}`, outcome: "success", detail: "username=ops new=ops-lead" },
    ]);
  });

  test("rename to a taken or short name: 409 / 400 with the message, nothing changed", async () => {
    const root = await createSignedInAdmin();
    await createOtherAdmin(root, { username: "ops", password: "opspass1" });
    const taken = await root.as("POST", "/api/admin/admins/ops/rename", { body: { username: root.username } });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ success: false, error: `Username ${root.username} is already taken`, kind: "conflict" });
    const short = await root.as("POST", "/api/admin/admins/ops/rename", { body: { username: "ab" } });
    expect(short.status).toBe(400);
    expect(short.json.error).toBe("Username must be at least 3 characters");
    expect(root.ctx.db.$client.query("SELECT username FROM admin_accounts ORDER BY username").all()).toEqual([
      { username: root.username },
      { username: "ops" },
    ]);
  });

  test("deactivate ends the admin's sessions and refuses their sign-in; activate lets them back; both audited", async () => {
    const root = await createSignedInAdmin();
    const opsCookie = await createOtherAdmin(root, { username: "ops", password: "opspass1" });
    const off = await root.as("POST", `/api/admin/admins/${idOf(root, "ops")}/deactivate`);
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ message: "Admin ops deactivated", admin: { username: "ops", isActive: false } });
    expect((await root.request("GET", "/api/admin/me", { cookie: opsCookie })).status).toBe(401);
    expect((await login(root, "ops", "opspass1")).status).toBe(401);

    const on = await root.as("POST", "/api/admin/admins/ops/activate");
    expect(on.json).toMatchObject({ message: "Admin ops activated", admin: { isActive: true } });
    expect((await login(root, "ops", "opspass1")).status).toBe(200);
    expect(auditOf(root, "admin.deactivate").map((row) => row.outcome)).toEqual(["success"]);
    expect(auditOf(root, "admin.activate").map((row) => row.outcome)).toEqual(["success"]);
  });

  test("nobody deactivates their own account (409), and the account stays active", async () => {
    const root = await createSignedInAdmin();
    const reply = await root.as("POST", `/api/admin/admins/${idOf(root, root.username)}/deactivate`);
    expect(reply.status).toBe(409);
    expect(reply.json).toMatchObject({ success: false, error: CANNOT_DEACTIVATE_SELF, kind: "conflict" });
    expect((await root.as("GET", "/api/admin/me")).status).toBe(200);
    expect(auditOf(root, "admin.deactivate")).toEqual([
      { actor: `admin:${root.username}`, outcome: "failure", detail: CANNOT_DEACTIVATE_SELF },
    ]);
  });

  test("a lost second factor is removed: the admin signs in with the password alone again; without one it is 409; the list shows it off, pending, on, off", async () => {
    const root = await createSignedInAdmin();
    const opsCookie = await createOtherAdmin(root, { username: "ops", password: "opspass1" });
    const ops = (method: string, path: string, options: { body?: unknown } = {}) =>
      root.request(method as "POST", path, { cookie: opsCookie, ...options });
    const twoFactorOfOps = async () =>
      ((await root.as("GET", "/api/admin/admins")).json.admins as Array<{ username: string; twoFactor: string }>).find(
        (a) => a.username === "ops",
      )?.twoFactor;
    expect(await twoFactorOfOps()).toBe("off");
    const secret = (await ops("POST", "/api/admin/mfa/enroll")).json.secret as string;
    expect(await twoFactorOfOps()).toBe("pending");
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
      timestamp: root.ctx.clock.now().getTime(),
    });
    expect((await ops("POST", "/api/admin/mfa/confirm", { body: { code } })).status).toBe(200);
    expect((await login(root, "ops", "opspass1")).json.error).toBe("Two-factor code required");
    expect(await twoFactorOfOps()).toBe("on");

    const reset = await root.as("DELETE", `/api/admin/admins/${idOf(root, "ops")}/mfa`);
    expect(reset.status).toBe(200);
    expect(reset.json.message).toContain("Two-factor sign-in of ops removed");
    expect((await login(root, "ops", "opspass1")).status).toBe(200);
    expect(await twoFactorOfOps()).toBe("off");
    const again = await root.as("DELETE", "/api/admin/admins/ops/mfa");
    expect(again.status).toBe(409);
    expect(again.json.error).toBe("ops has no two-factor sign-in");
  });

  test("an unknown admin is 404 on every route", async () => {
    const root = await createSignedInAdmin();
    for (const [method, path] of [
      ["POST", "/api/admin/admins/nobody/deactivate"],
      ["POST", "/api/admin/admins/nobody/activate"],
      ["DELETE", "/api/admin/admins/nobody/mfa"],
    ] as const) {
      const reply = await root.as(method, path);
      expect(reply.status).toBe(404);
    }
    expect((await root.as("POST", "/api/admin/admins/nobody/rename", { body: { username: "somebody" } })).status).toBe(404);
  });
});

describe("a plain admin", () => {
  test("is refused (403) renaming, deactivating, activating and resetting another admin's second factor; nothing changes", async () => {
    const root = await createSignedInAdmin();
    const plainCookie = await createOtherAdmin(root, { username: "plain", password: "plainpass1" });
    const rootId = idOf(root, root.username);
    for (const [method, path, body] of [
      ["POST", `/api/admin/admins/${rootId}/rename`, { username: "hijack" }],
      ["POST", `/api/admin/admins/${rootId}/deactivate`, undefined],
      ["POST", `/api/admin/admins/${rootId}/activate`, undefined],
      ["DELETE", `/api/admin/admins/${rootId}/mfa`, undefined],
    ] as const) {
      const reply = await root.request(method, path, { cookie: plainCookie, ...(body ? { body } : {}) });
      expect(reply.status).toBe(403);
      expect(reply.json).toMatchObject({ success: false, error: "Only a super admin can manage admins", kind: "forbidden" });
    }
    expect(root.ctx.db.$client.query("SELECT username, is_active FROM admin_accounts WHERE id = ?").get(rootId)).toEqual({
      username: root.username,
      is_active: 1,
    });
    expect(await loginAdmin(root.request, root.username, root.password)).toBeString();
  });
});

describe("the last active super admin", () => {
  test("cannot be deactivated, from the CLI either (409)", async () => {
    const dataDir = await setupDataDir();
    const run = await runCli(["admin", "deactivate", "root"], { dataDir });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain(LAST_SUPER_ADMIN);
  });
});
