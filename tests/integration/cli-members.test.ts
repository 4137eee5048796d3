// `aan members …` and `aan outbox …` on a data folder with a registered member, through the same
// core as the panel; every change audited as cli:tester.
import { Database } from "bun:sqlite";
import { beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { closeDatabase } from "#core/db/db";
import { createApp } from "#server/app";
import { makeRequester, makeTestContext } from "../helpers/context";
import { CLI_ACTOR, countIn, runCli, runCliOk, setupDataDir } from "../helpers/cli";
import { registerMember, type Member } from "../helpers/member-session";

let dataDir: string;
let member: Member;

beforeAll(async () => {
  dataDir = await setupDataDir();
  const ctx = makeTestContext({ dataDir, config: { dataDir } });
  const request = makeRequester(createApp(ctx));
  member = await registerMember(ctx, request, { overrides: { firstName: "Milo", companyName: "Milo Adjusting" } });
  // The member's browser updates itself: the same device now reports another label.
  await request("GET", "/api/auth/user", {
    cookie: member.cookie,
    headers: { ...member.device, "x-device-label": "Desktop - Chrome 131 on Linux" },
  });
  await makeRequester(createApp(ctx))("POST", "/api/auth/password-reset/request", {
    body: { identifier: member.email, resetType: "email" },
  });
  await Bun.sleep(50); // the outbox holds the message (no transport configured)
  closeDatabase(ctx.db);
});

describe("aan members", () => {
  test("list finds the member and shows devices against the limit", async () => {
    const plain = await runCliOk(["members", "list", "--search", "milo"], { dataDir });
    expect(plain.stdout).toContain(member.username);
    expect(plain.stdout).toContain("1/2");
    const json = (await runCliOk(["members", "list", "--json"], { dataDir })).json();
    expect(json).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(json.items.map((m: { username: string }) => m.username)).toContain(member.username);
    expect(plain.stdout).toContain('page 1 of 1 (1 member matching "milo")');
  });

  test("show prints profile, devices and activity; an unknown member is refused with exit 1", async () => {
    const shown = await runCliOk(["members", "show", member.username], { dataDir });
    expect(shown.stdout).toContain("Milo Adjusting");
    // The device the browser update changed: its name, what it reports now, and when that changed.
    expect(shown.stdout).toContain("BROWSER UPDATED");
    expect(shown.stdout).toContain("Desktop - Chrome 131 on Linux");
    expect(shown.stdout).toContain("register");
    const missing = await runCli(["members", "show", "nobody-here"], { dataDir });
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toContain("Member not found");
  });

  test("deactivate, set-max-devices and reset-devices change the member and are audited", async () => {
    expect((await runCliOk(["members", "deactivate", member.username], { dataDir })).stdout).toContain("deactivated");
    expect(countIn(dataDir, "SELECT count(*) AS n FROM users WHERE username = ? AND is_active = 0", member.username)).toBe(1);
    await runCliOk(["members", "activate", member.username], { dataDir });
    const bad = await runCli(["members", "set-max-devices", member.username, "0"], { dataDir });
    expect(bad.exitCode).toBe(1);
    expect(bad.stderr).toContain("Max devices must be a whole number from 1 to 20");
    await runCliOk(["members", "set-max-devices", member.username, "4"], { dataDir });
    expect(
      countIn(
        dataDir,
        "SELECT count(*) AS n FROM user_plans p JOIN users u ON u.id = p.user_id WHERE u.username = ? AND p.max_devices = 4",
        member.username,
      ),
    ).toBe(1);
    expect((await runCliOk(["members", "reset-devices", member.username], { dataDir })).stdout).toContain("Removed 1 device(s)");
    for (const action of ["members.deactivate", "members.activate", "members.max_devices", "members.reset_devices"]) {
      expect(
        countIn(
          dataDir,
          "SELECT count(*) AS n FROM admin_audit_log WHERE action = ? AND actor = ? AND outcome = 'success'",
          action,
          CLI_ACTOR,
        ),
      ).toBe(1);
    }
    expect(countIn(dataDir, "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'members.max_devices' AND outcome = 'failure'")).toBe(
      1,
    );
  });
});

describe("aan outbox", () => {
  test("list shows the held reset message; show prints it whole for relaying; retry queues it again", async () => {
    const held = (await runCliOk(["outbox", "list", "--status", "held", "--json"], { dataDir })).json().notifications;
    const message = held.find((n: { recipient: string }) => n.recipient === member.email);
    expect(message).toBeDefined();
    const shown = await runCliOk(["outbox", "show", message.id], { dataDir });
    expect(shown.stdout).toContain("/reset-password?token=");
    expect((await runCliOk(["outbox", "retry", message.id], { dataDir })).stdout).toContain("queued");
    expect(countIn(dataDir, "SELECT count(*) AS n FROM notifications WHERE id = ? AND status = 'pending'", message.id)).toBe(1);
    const wrongStatus = await runCli(["outbox", "list", "--status", "lost"], { dataDir });
    expect(wrongStatus.exitCode).toBe(1);
  });
});

describe("aan audit and codes list show the newer columns", () => {
  test("a rolled-up anonymous refusal shows how many times it happened", async () => {
    const db = new Database(join(dataDir, "aan.db"));
    db.run(
      "INSERT INTO admin_audit_log (at, actor, action, outcome, detail, client_address, repeats) VALUES (?, 'anonymous:x', 'login', 'failure', 'flood', '203.0.113.9', 7)",
      [Date.now() + 60_000],
    );
    db.close();
    const result = await runCliOk(["audit", "--limit", "1"], { dataDir });
    expect(result.stdout.split("\n")[2]).toContain("×7");
  });

  test("codes list names the member who redeemed a code", async () => {
    const result = await runCliOk(["codes", "list", "--status", "used"], { dataDir });
    expect(result.stdout).toContain(member.username);
  });
});
