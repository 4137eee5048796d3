// The scenario runner itself: a scenario whose expectation does not hold must fail, and every
// scenario must see its own copy of the template.
import { describe, expect, test } from "bun:test";
import { ADMIN_USERNAME } from "./admin-session";
import { PLAIN_ADMIN_USERNAME, runScenario, scenarioTemplate, type Scenario } from "./scenario";

const CODES = "/api/admin/invitation-codes";
const template = scenarioTemplate({ build: () => ({ note: "built once" }) });

/** A scenario that holds: a plain admin generates 2 codes. */
const generate: Scenario<{ note: string }> = {
  name: "generate",
  actor: "plainAdmin",
  method: "POST",
  path: CODES,
  body: { count: 2 },
  status: 200,
  json: { success: true },
  db: { "SELECT count(*) FROM invitation_codes": 22 },
  unchanged: ["credibility_entries"],
  audit: { "codes.generate/success": 1 },
};

describe("a scenario that holds passes; one wrong expectation fails it", () => {
  test("the holding scenario", async () => {
    await runScenario(template, generate);
  });

  test.each([
    ["status", { status: 201 }],
    ["json (partial)", { json: { success: false } }],
    ["jsonEquals", { jsonEquals: { success: true } }],
    ["db value", { db: { "SELECT count(*) FROM invitation_codes": 21 } }],
    ["db row", { db: { "SELECT username, role FROM admin_accounts WHERE role = 'admin'": { username: "someone-else" } } }],
    ["db rows", { db: { "SELECT role FROM admin_accounts ORDER BY role": ["admin"] } }],
    ["unchanged", { unchanged: ["invitation_codes"] }],
    ["audit: a wrong count", { audit: { "codes.generate/success": 2 } }],
    ["audit: a row not listed", { audit: {} }],
    ["check", { check: () => expect(1).toBe(2) }],
  ] as Array<[string, Partial<Scenario<{ note: string }>>]>)("a wrong %s", async (_what, wrong) => {
    let failed = false;
    try {
      await runScenario(template, { ...generate, ...wrong });
    } catch {
      failed = true;
    }
    expect(failed).toBe(true);
  });
});

describe("worlds", () => {
  test("each copy starts from the template: a change in one is seen in no other", async () => {
    const first = await template.fresh();
    first.ctx.db.$client.run("DELETE FROM invitation_codes");
    const second = await template.fresh();
    expect(second.value("SELECT count(*) FROM invitation_codes")).toBe(20);
    expect((await template.ready()).value("SELECT count(*) FROM invitation_codes")).toBe(20);
    expect(second.fixture).toEqual({ note: "built once" });
  });

  test("the actors: admin and superAdmin are the setup's super admin, plainAdmin has role admin", async () => {
    const w = await template.fresh();
    for (const [actor, username, role] of [
      ["admin", ADMIN_USERNAME, "super_admin"],
      ["superAdmin", ADMIN_USERNAME, "super_admin"],
      ["plainAdmin", PLAIN_ADMIN_USERNAME, "admin"],
    ] as const) {
      const me = await w.as(actor)("GET", "/api/admin/me");
      expect(me.json.admin).toMatchObject({ username, role });
    }
    expect((await w.as("anonymous")("GET", "/api/admin/me")).status).toBe(401);
    expect((await w.as({ cookie: "aan_admin=nonsense" })("GET", "/api/admin/me")).status).toBe(401);
    expect((await w.as({ cookie: (world) => world.newSession("plainAdmin") })("GET", "/api/admin/me")).json.admin.username).toBe(
      PLAIN_ADMIN_USERNAME,
    );
  });

  test("extend builds on a copy of the template; an on-disk copy lives in a data dir", async () => {
    const more = template.extend(async (w) => {
      await w.as("admin")("POST", CODES, { body: { count: 1 } });
      return { extra: true };
    });
    const w = await more.fresh({ onDisk: true });
    expect(w.fixture).toEqual({ extra: true });
    expect(w.value("SELECT count(*) FROM invitation_codes")).toBe(21);
    expect(w.ctx.config.dataDir).not.toContain(":memory:");
    expect((await w.as("admin")("GET", "/api/admin/me")).status).toBe(200);
    expect((await template.fresh()).value("SELECT count(*) FROM invitation_codes")).toBe(20);
  });

  test("under another config, newSession makes the cookie that config wants", async () => {
    const https = template.extend(() => undefined, { config: { baseUrl: "https://aan.example" } });
    const w = await https.fresh();
    const cookie = w.newSession("plainAdmin");
    expect(cookie).toStartWith("__Host-aan_admin=");
    expect((await w.as({ cookie })("GET", "/api/admin/me")).json.admin.username).toBe(PLAIN_ADMIN_USERNAME);
  });

  test("a template without setup has no admins", async () => {
    const bare = scenarioTemplate({ setup: false });
    const w = await bare.fresh();
    expect(w.value("SELECT count(*) FROM admin_accounts")).toBe(0);
    expect(() => w.as("admin")).toThrow(/no admins/);
  });
});
