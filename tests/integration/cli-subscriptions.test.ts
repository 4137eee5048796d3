// `aan subscriptions …` and `aan plans …`: the CLI's activation gives the same row the panel's
// does (same core function), refusals exit 1 with the schema's message, everything is audited.
import { beforeAll, describe, expect, test } from "bun:test";
import { closeDatabase } from "#core/db/db";
import { createApp } from "#server/app";
import { loginAdmin } from "../helpers/admin-session";
import { makeRequester, makeTestContext } from "../helpers/context";
import { CLI_ACTOR, countIn, ROOT_PASSWORD, ROOT_USERNAME, runCli, runCliOk, setupDataDir } from "../helpers/cli";
import { registerMember, type Member } from "../helpers/member-session";

let dataDir: string;
let byCli: Member;
let byPanel: Member;
let withoutPackage: Member;

const SUBSCRIPTION_COLUMNS =
  "u.username, p.name AS plan, s.frequency, s.price_cents, s.estimates_quota, s.appraisals_quota, s.engineer_assignments_quota, s.attorney_assistance_quota, s.estimates_used, s.is_active, s.due_date / 86400000 - s.start_date / 86400000 AS due_after_days";

beforeAll(async () => {
  dataDir = await setupDataDir();
  const ctx = makeTestContext({ dataDir, config: { dataDir } });
  const request = makeRequester(createApp(ctx));
  byCli = await registerMember(ctx, request);
  byPanel = await registerMember(ctx, request);
  withoutPackage = await registerMember(ctx, request);
  closeDatabase(ctx.db);
});

describe("aan subscriptions", () => {
  test("activate from the CLI and from the panel make the same row; both audited", async () => {
    const done = await runCliOk(["subscriptions", "activate", byCli.username, "--plan", "ghost", "--frequency", "monthly"], { dataDir });
    expect(done.stdout).toContain(`Ghost (monthly) activated for ${byCli.username}`);
    expect(
      countIn(
        dataDir,
        "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'subscriptions.activate' AND outcome = 'success' AND actor = ?",
        CLI_ACTOR,
      ),
    ).toBe(1);

    // The panel's way: the HTTP route, signed in as the folder's super admin.
    const ctx = makeTestContext({ dataDir, config: { dataDir } });
    const request = makeRequester(createApp(ctx));
    const cookie = await loginAdmin(request, ROOT_USERNAME, ROOT_PASSWORD);
    const reply = await request("POST", `/api/admin/members/${byPanel.id}/subscription`, {
      cookie,
      body: { plan: "ghost", frequency: "monthly" },
    });
    expect(reply.status).toBe(200);
    const rows = ctx.db.$client
      .query(
        `SELECT ${SUBSCRIPTION_COLUMNS} FROM user_subscriptions s JOIN users u ON u.id = s.user_id JOIN subscription_plans p ON p.id = s.plan_id ORDER BY u.username`,
      )
      .all() as Array<Record<string, unknown>>;
    closeDatabase(ctx.db);
    expect(rows).toHaveLength(2);
    const { username: _a, ...cliRow } = rows.find((r) => r.username === byCli.username)!;
    const { username: _b, ...panelRow } = rows.find((r) => r.username === byPanel.username)!;
    expect(cliRow).toEqual(panelRow);
  });

  test("a second activation, a bad package and an unknown member are refused with exit 1", async () => {
    const again = await runCli(["subscriptions", "activate", byCli.username, "--plan", "assassin", "--frequency", "weekly"], { dataDir });
    expect(again.exitCode).toBe(1);
    expect(again.stderr).toContain("already has a running Ghost subscription");
    const badPlan = await runCli(["subscriptions", "activate", byCli.username, "--plan", "gold", "--frequency", "weekly"], { dataDir });
    expect(badPlan.exitCode).toBe(1);
    expect(badPlan.stderr).toContain("Package must be phantom, ghost or assassin");
    const nobody = await runCli(["subscriptions", "activate", "nobody-here", "--plan", "ghost", "--frequency", "weekly"], { dataDir });
    expect(nobody.exitCode).toBe(1);
    expect(nobody.stderr).toContain("Member not found");
    expect(
      countIn(dataDir, "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'subscriptions.activate' AND outcome = 'failure'"),
    ).toBe(3);
  });

  test("list, show and the JSON forms", async () => {
    const listed = await runCliOk(["subscriptions", "list"], { dataDir });
    expect(listed.stdout).toContain(byCli.username);
    expect(listed.stdout).toContain("active");
    const shown = await runCliOk(["subscriptions", "show", byCli.username], { dataDir });
    expect(shown.stdout).toContain("Ghost (monthly) ACTIVE");
    expect(shown.stdout).toContain("estimates 9/9");
    // Money as the web prints it: a dollar sign, thousands grouped, two decimals.
    expect(shown.stdout).toMatch(/next payment \$\d{1,3}(,\d{3})*\.\d{2} due/);
    const json = (await runCliOk(["subscriptions", "show", byCli.username, "--json"], { dataDir })).json();
    expect(json.subscription).toMatchObject({ plan: "ghost", state: "active" });
    expect(json.payments).toHaveLength(1);
  });

  test("show of a member who never had a package says so and succeeds", async () => {
    const shown = await runCliOk(["subscriptions", "show", withoutPackage.username], { dataDir });
    expect(shown.stdout).toBe(`${withoutPackage.username} has no subscription\n`);
    const json = (await runCliOk(["subscriptions", "show", withoutPackage.username, "--json"], { dataDir })).json();
    expect(json).toEqual({ success: true, subscription: null, payments: [] });
  });

  test("cancel ends it at the due date; a second cancel is refused", async () => {
    const done = await runCliOk(["subscriptions", "cancel", byPanel.username], { dataDir });
    expect(done.stdout).toContain(`Subscription of ${byPanel.username} cancelled; it ends on`);
    expect((await runCli(["subscriptions", "cancel", byPanel.username], { dataDir })).exitCode).toBe(1);
  });
});

describe("aan plans", () => {
  test("list shows the three packages; set changes one, refuses bad values", async () => {
    const listed = await runCliOk(["plans", "list"], { dataDir });
    for (const name of ["Phantom", "Ghost", "Assassin"]) expect(listed.stdout).toContain(name);
    expect(listed.stdout).toContain("$15,000.00");
    await runCliOk(["plans", "set", "phantom", "--estimates", "5", "--weekly", "1700"], { dataDir });
    expect(
      countIn(
        dataDir,
        "SELECT count(*) AS n FROM subscription_plans WHERE name = 'phantom' AND estimates_quota = 5 AND price_per_week_cents = 170000",
      ),
    ).toBe(1);
    const bad = await runCli(["plans", "set", "phantom", "--estimates", "lots"], { dataDir });
    expect(bad.exitCode).toBe(1);
    expect(bad.stderr).toContain("Quota must be a whole number from 0 to 1000");
  });
});

describe("aan claims and aan requests", () => {
  test("list, show and status move a member's claim with a note; a skipped step exits 1", async () => {
    const ctx = makeTestContext({ dataDir, config: { dataDir } });
    const request = makeRequester(createApp(ctx));
    const filed = await request("POST", "/api/claims", {
      cookie: byCli.cookie,
      headers: byCli.device,
      body: {
        propertyAddress: "9 Elm Rd",
        homeowner: "Sam Home",
        col: "2026-06-01",
        dol: "2026-06-02",
        inspectionStatus: "scheduled",
        serviceRequestType: "estimate",
      },
    });
    expect(filed.status).toBe(200);
    await request("POST", "/api/service-requests", {
      body: { name: "Walk In", email: "walk@example.com", serviceType: "appraisal", planType: "none" },
    });
    closeDatabase(ctx.db);
    const id = filed.json.claim.id as string;

    expect((await runCliOk(["claims", "list", "--status", "submitted"], { dataDir })).stdout).toContain(id);
    await runCliOk(["claims", "status", id, "in_review", "--note", "Looking at it"], { dataDir });
    const skipped = await runCli(["claims", "status", id, "completed"], { dataDir });
    expect(skipped.exitCode).toBe(1);
    expect(skipped.stderr).toContain("The claim is in_review; it cannot be moved to completed");
    const shown = await runCliOk(["claims", "show", id], { dataDir });
    expect(shown.stdout).toContain("IN_REVIEW");
    expect(shown.stdout).toContain("Looking at it");
    // The step is signed by the operative the terminal acts as (none named: AAN operations), never the OS account.
    expect(shown.stdout).toContain("cli:operations");
    expect(shown.stdout).not.toContain(CLI_ACTOR);
    expect((await runCliOk(["requests", "list"], { dataDir })).stdout).toContain("Walk In");
  });

  test("--json prints the API's answers: success first, then the same fields", async () => {
    const keysOf = async (args: string[]) => Object.keys((await runCliOk([...args, "--json"], { dataDir })).json());
    const id = (await runCliOk(["claims", "list", "--json"], { dataDir })).json().claims[0].id as string;
    expect(await keysOf(["claims", "list"])).toEqual(["success", "claims", "total", "page", "pageSize"]);
    expect(await keysOf(["claims", "show", id])).toEqual(["success", "claim", "documents", "history"]);
    expect(await keysOf(["claims", "status", id, "in_progress", "--note", "Started"])).toEqual(["success", "message", "claim"]);
    expect(await keysOf(["requests", "list"])).toEqual(["success", "requests"]);
  });
});
