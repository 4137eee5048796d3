// A member's refused requests roll up in their activity log (decision 0094): the refusals of one
// action within one clock minute are one row whose `repeats` counts them, so a member hammering a
// refused request grows the log by a row a minute, not a row a request. Successes stay one row
// each; the member's own list, the admin's member detail and the CLI show the count as "×N"; the
// daily roll-up and the overview's device counts count a row as its repeats.
import { beforeEach, describe, expect, test } from "bun:test";
import { cliActor } from "#core/actor";
import { runMaintenance } from "#core/db/maintenance";
import { activateSubscription } from "#core/subscriptions/subscriptions";
import { repeatsText } from "#shared/activity-words";
import { MESSAGES_PER_MINUTE, TOO_MANY_MESSAGES } from "#shared/claim-messages";
import { createSignedInAdmin, countRows, type SignedInAdmin } from "../helpers/admin-session";
import { claimForm } from "../helpers/claim-form";
import { runCli } from "../helpers/cli";
import { makeTestContext, tempDir } from "../helpers/context";
import { deviceHeaders, MEMBER_PASSWORD, registerMember, type Member } from "../helpers/member-session";

const REFUSALS = 100;
const MINUTE = 60_000;

let admin: SignedInAdmin;
let member: Member;
let claimId: string;

async function setUp(options: { dataDir?: string } = {}): Promise<void> {
  admin = await createSignedInAdmin({ ctx: makeTestContext(options) });
  // 45 s into a minute: the refusals below stay in it, and 30 s on is the next minute while the
  // member is still over the message rate.
  admin.ctx.clock.set(new Date(Math.floor(admin.ctx.clock.now().getTime() / MINUTE) * MINUTE + 45_000));
  member = await registerMember(admin.ctx, admin.request);
  activateSubscription(admin.ctx, cliActor("tests"), member.username, { plan: "phantom", frequency: "monthly" });
  const filed = await admin.request("POST", "/api/claims", { cookie: member.cookie, headers: member.device, body: claimForm() });
  expect(filed.status).toBe(200);
  claimId = filed.json.claim.id;
}

beforeEach(() => setUp());

const send = () =>
  admin.request("POST", `/api/claims/${claimId}/messages`, { cookie: member.cookie, headers: member.device, body: { text: "hello" } });
const rowsOf = (action: string) =>
  admin.ctx.db.$client
    .query("SELECT repeats, description FROM user_activity_log WHERE user_id = ? AND action = ? ORDER BY rowid")
    .all(member.id, action) as Array<{ repeats: number; description: string }>;

async function sendOverTheRate(): Promise<void> {
  for (let i = 0; i < MESSAGES_PER_MINUTE; i++) expect((await send()).status).toBe(200);
  const statuses = new Set<number>();
  for (let i = 0; i < REFUSALS; i++) statuses.add((await send()).status);
  expect([...statuses]).toEqual([429]);
}

describe("a member's refusals in one minute", () => {
  test("100 refused messages write one row counting 100; the 20 sent are a row each", async () => {
    await sendOverTheRate();
    expect(rowsOf("message.refused")).toEqual([{ repeats: REFUSALS, description: TOO_MANY_MESSAGES }]);
    expect(rowsOf("message.sent")).toEqual(
      Array.from({ length: MESSAGES_PER_MINUTE }, () => ({ repeats: 1, description: expect.any(String) })),
    );
  });

  test("a refusal in the next minute starts a row of its own", async () => {
    await sendOverTheRate();
    admin.ctx.clock.advance(30_000);
    expect((await send()).status).toBe(429);
    expect(rowsOf("message.refused").map((row) => row.repeats)).toEqual([REFUSALS, 1]);
  });

  test("the member's own list, the admin's member detail and the CLI show the row as ×100", async () => {
    await sendOverTheRate();
    const own = await admin.request("GET", "/api/user/activity", { cookie: member.cookie, headers: member.device });
    expect(own.status).toBe(200);
    const refused = (own.json.activity as Array<{ action: string; repeats: number; lastAt: string | null }>).filter(
      (a) => a.action === "message.refused",
    );
    expect(refused).toEqual([expect.objectContaining({ repeats: REFUSALS, lastAt: admin.ctx.clock.now().toISOString() })]);
    const detail = await admin.as("GET", `/api/admin/members/${member.id}`);
    expect(detail.status).toBe(200);
    expect(detail.json.activity.find((a: { action: string }) => a.action === "message.refused").repeats).toBe(REFUSALS);
    expect(repeatsText(REFUSALS)).toBe("×100");
    expect(repeatsText(1)).toBe("");
  });
});

describe("what reads the activity counts a rolled-up row as its repeats", () => {
  test("the daily roll-up into activity_daily counts 100 refusals, not 1 row", async () => {
    await sendOverTheRate();
    const day = new Date(admin.ctx.clock.now()).toISOString().slice(0, 10);
    admin.ctx.clock.advance((admin.ctx.config.activityRetentionDays + 2) * 86_400_000);
    runMaintenance(admin.ctx);
    expect(
      countRows(admin.ctx, "SELECT count(*) AS n FROM user_activity_log WHERE user_id = ? AND action = 'message.refused'", member.id),
    ).toBe(0);
    expect(countRows(admin.ctx, "SELECT count AS n FROM activity_daily WHERE day = ? AND action = 'message.refused'", day)).toBe(REFUSALS);
  });

  test("refused devices counted into one row still count each in the overview's device figures", async () => {
    // One device allowed and taken: every sign-in from another browser is refused.
    admin.ctx.db.$client.run("UPDATE user_plans SET max_devices = 1 WHERE user_id = ?", [member.id]);
    const login = (i: number) =>
      admin.request("POST", "/api/auth/login", {
        body: { username: member.username, password: MEMBER_PASSWORD },
        headers: deviceHeaders(`other-${i}`),
      });
    for (let i = 0; i < 3; i++) expect((await login(i)).status).toBe(403);
    expect(rowsOf("device.refused").map((row) => row.repeats)).toEqual([3]);
    const day = Math.floor(admin.ctx.clock.now().getTime() / 86_400_000);
    expect(countRows(admin.ctx, "SELECT count AS n FROM stats_daily WHERE metric = 'device.refused' AND day = ?", day)).toBe(3);
  });
});

test("`aan members show` prints the rolled-up row with ×100", async () => {
  const dataDir = tempDir("aan-rollup-cli-");
  await setUp({ dataDir });
  await sendOverTheRate();
  const shown = await runCli(["members", "show", member.username], { dataDir });
  expect(shown.exitCode).toBe(0);
  expect(shown.stdout).toMatch(/message\.refused\s+×100/);
});
