// The audit log's rules at the use-case level: every outcome of an admin use case leaves exactly
// one row (a success with its change, a refusal after the rollback), a refusal's outcome follows
// its kind, anonymous refusals of one address roll up a minute, stored text is cut to its bound,
// a failed log write never hides the refusal, and the log reads newest first by its shared query.
import { beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { AUDIT_TEXT_MAX } from "#shared/constants";
import { DomainError } from "#shared/errors";
import { adminActor, anonymousActor, cliActor, type Actor } from "../actor";
import { cloneTestContext, makeTestContext, type TestContext } from "../../../tests/helpers/context";
import type { Log } from "../platform/log";
import { AUDIT_ROLLUP_WINDOW_MS, auditedUseCase, listAuditLog, outcomeOf, recordRefusal } from "./audit-log";
import { deleteAuditRowsBefore } from "./audit-repository";

const META = { clientAddress: "203.0.113.9", userAgent: "tests" };
const admin = adminActor({ id: "admin-1", username: "ada", role: "admin" }, META);
const anonymous = anonymousActor(META, "mallory");

// Migrating a database costs more than a test here: each test gets a copy of one migrated database.
let migrated: TestContext;
let ctx: TestContext;
beforeAll(() => {
  migrated = makeTestContext();
  migrated.db.$client.run("CREATE TABLE scratch (value TEXT)");
});
beforeEach(() => {
  ctx = cloneTestContext(migrated);
});

type Row = {
  actor: string;
  adminId: string | null;
  action: string;
  outcome: string;
  detail: string | null;
  repeats: number;
  memberId: string | null;
};
const rows = () =>
  ctx.db.$client
    .query("SELECT actor, admin_id AS adminId, action, outcome, detail, repeats, member_id AS memberId FROM admin_audit_log ORDER BY id")
    .all() as Row[];
const scratch = () => (ctx.db.$client.query("SELECT value FROM scratch").all() as Array<{ value: string }>).map((r) => r.value);
const write = (value: string) => ctx.db.$client.run("INSERT INTO scratch VALUES (?)", [value]);

describe("auditedUseCase", () => {
  test("a success commits its change and one success row naming the actor, the detail and the member", () => {
    const answer = auditedUseCase(ctx, admin, "members.activate", ({ commit }) =>
      commit(() => {
        write("activated");
        return { result: "done", detail: "member=jane", memberId: "user-1" };
      }),
    );
    expect(answer).toBe("done");
    expect(scratch()).toEqual(["activated"]);
    expect(rows()).toEqual([
      {
        actor: "admin:ada",
        adminId: "admin-1",
        action: "members.activate",
        outcome: "success",
        detail: "member=jane",
        repeats: 1,
        memberId: "user-1",
      },
    ]);
  });

  test("`as` names another actor for the success row (a sign-in is anonymous until it succeeds)", () => {
    auditedUseCase(ctx, anonymous, "login", ({ commit }) => commit(() => ({ result: undefined }), { as: admin }));
    expect(rows().map((r) => [r.actor, r.outcome])).toEqual([["admin:ada", "success"]]);
  });

  test("a refusal inside the change rolls the change back and leaves one row with the refusal's message", () => {
    const run = () =>
      auditedUseCase(ctx, admin, "codes.assign", ({ commit }) =>
        commit(() => {
          write("assigned");
          throw new DomainError("conflict", "Code is already assigned");
        }),
      );
    expect(run).toThrow("Code is already assigned");
    expect(scratch()).toEqual([]);
    expect(rows()).toEqual([
      {
        actor: "admin:ada",
        adminId: "admin-1",
        action: "codes.assign",
        outcome: "failure",
        detail: "Code is already assigned",
        repeats: 1,
        memberId: null,
      },
    ]);
  });

  test("a read that succeeds writes nothing; its refusal (before any commit) writes one row", () => {
    expect(auditedUseCase(ctx, admin, "codes.assign", () => "read")).toBe("read");
    expect(rows()).toEqual([]);
    expect(() =>
      auditedUseCase(ctx, admin, "codes.assign", () => {
        throw new DomainError("invalid", "Invalid invitation code ID");
      }),
    ).toThrow("Invalid invitation code ID");
    expect(rows().map((r) => `${r.action}/${r.outcome}: ${r.detail}`)).toEqual(["codes.assign/failure: Invalid invitation code ID"]);
  });

  test("a refusal from a promise is recorded once it rejects", async () => {
    const run = auditedUseCase(ctx, admin, "admin.password", async () => {
      await Promise.resolve();
      throw new DomainError("unauthenticated", "Current password is incorrect");
    });
    await expect(run).rejects.toThrow("Current password is incorrect");
    expect(rows().map((r) => `${r.action}/${r.outcome}`)).toEqual(["admin.password/denied"]);
  });

  test("`refuse` keeps a fuller detail than the caller sees, and may name the row's action, outcome and actor", () => {
    expect(() =>
      auditedUseCase(ctx, anonymous, "login", ({ refuse }) => {
        throw refuse(new DomainError("unauthenticated", "Invalid username or password"), "unknown username");
      }),
    ).toThrow("Invalid username or password");
    expect(() =>
      auditedUseCase(ctx, anonymous, "login", ({ refuse }) => {
        throw refuse(new DomainError("unauthenticated", "Enter your authentication code"), "password accepted", {
          action: "mfa.prompt",
          outcome: "success",
          actor: admin,
        });
      }),
    ).toThrow("Enter your authentication code");
    expect(rows().map((r) => `${r.actor} ${r.action}/${r.outcome}: ${r.detail}`)).toEqual([
      "anonymous:mallory login/failure: unknown username",
      "admin:ada mfa.prompt/success: password accepted",
    ]);
  });

  test("a refusal passing through nested use cases is recorded once, under the innermost action", () => {
    const nested = () =>
      auditedUseCase(ctx, admin, "subscriptions.activate", () =>
        auditedUseCase(ctx, admin, "plans.update", () => {
          throw new DomainError("not_found", "Package not found");
        }),
      );
    expect(nested).toThrow("Package not found");
    expect(rows().map((r) => r.action)).toEqual(["plans.update"]);
  });

  test("an error that is not a refusal rolls back and is not recorded", () => {
    const broken = () =>
      auditedUseCase(ctx, admin, "codes.assign", ({ commit }) =>
        commit(() => {
          write("half");
          throw new Error("disk on fire");
        }),
      );
    expect(broken).toThrow("disk on fire");
    expect(scratch()).toEqual([]);
    expect(rows()).toEqual([]);
  });
});

describe("outcomeOf", () => {
  const refusal = (kind: DomainError["kind"]) => new DomainError(kind, "no");
  test("forbidden is denied; no session is a failed sign-in on the sign-in actions and denied elsewhere; throttled; the rest failed", () => {
    expect(outcomeOf("codes.assign", refusal("forbidden"))).toBe("denied");
    expect(outcomeOf("login", refusal("unauthenticated"))).toBe("failure");
    expect(outcomeOf("member.login", refusal("unauthenticated"))).toBe("failure");
    expect(outcomeOf("access", refusal("unauthenticated"))).toBe("denied");
    expect(outcomeOf("login", refusal("throttled"))).toBe("throttled");
    for (const kind of ["invalid", "not_found", "conflict", "busy"] as const) expect(outcomeOf("login", refusal(kind))).toBe("failure");
  });
});

describe("recordRefusal", () => {
  const refuseLogin = (actor: Actor, message = "Invalid username or password") =>
    recordRefusal(ctx, actor, "login", new DomainError("unauthenticated", message));

  test("anonymous refusals of one address, action, outcome and detail within a minute are one row that counts them", () => {
    refuseLogin(anonymous);
    ctx.clock.advance(AUDIT_ROLLUP_WINDOW_MS - 1);
    refuseLogin(anonymousActor(META, "mallory"));
    expect(rows().map((r) => r.repeats)).toEqual([2]);
    const lastAt = ctx.db.$client.query("SELECT last_at AS lastAt FROM admin_audit_log").get() as { lastAt: number };
    expect(lastAt.lastAt).toBe(ctx.clock.now().getTime());
  });

  test("a refusal a minute after the row, with other words, from another address or by an admin starts its own row", () => {
    refuseLogin(anonymous);
    refuseLogin(anonymous, "Invalid authentication code");
    refuseLogin(anonymousActor({ ...META, clientAddress: "198.51.100.4" }, "mallory"));
    refuseLogin(admin);
    refuseLogin(admin);
    ctx.clock.advance(AUDIT_ROLLUP_WINDOW_MS);
    refuseLogin(anonymous);
    expect(rows().map((r) => `${r.actor}: ${r.detail} ×${r.repeats}`)).toEqual([
      "anonymous:mallory: Invalid username or password ×1",
      "anonymous:mallory: Invalid authentication code ×1",
      "anonymous:mallory: Invalid username or password ×1",
      "admin:ada: Invalid username or password ×1",
      "admin:ada: Invalid username or password ×1",
      "anonymous:mallory: Invalid username or password ×1",
    ]);
  });

  test("a refusal stamped before the row it would join (the clock set back) starts its own row; the later row keeps its times", () => {
    ctx.clock.set(new Date("2026-11-25T09:10:00Z"));
    refuseLogin(anonymous);
    ctx.clock.set(new Date("2026-11-18T23:59:00Z"));
    refuseLogin(anonymous);
    const stamped = ctx.db.$client.query("SELECT at, last_at AS lastAt, repeats FROM admin_audit_log ORDER BY id").all();
    expect(stamped).toEqual([
      { at: Date.parse("2026-11-25T09:10:00Z"), lastAt: null, repeats: 1 },
      { at: Date.parse("2026-11-18T23:59:00Z"), lastAt: null, repeats: 1 },
    ]);
  });

  test("an anonymous refusal without an address never rolls up (the CLI's refusals have none)", () => {
    const noAddress = anonymousActor({ clientAddress: null, userAgent: null }, "mallory");
    refuseLogin(noAddress);
    refuseLogin(noAddress);
    expect(rows()).toHaveLength(2);
  });

  test("the same refusal is recorded once, however many layers record it", () => {
    const error = new DomainError("forbidden", "Super admin role required");
    recordRefusal(ctx, admin, "admin.create", error);
    recordRefusal(ctx, cliActor("root"), "admin.create", error);
    expect(rows().map((r) => `${r.actor} ${r.outcome}`)).toEqual(["admin:ada denied"]);
  });

  test("stored text is cut to its bound with an ellipsis: no input grows the log by more than a bounded row", () => {
    const long = "x".repeat(AUDIT_TEXT_MAX * 20);
    recordRefusal(
      ctx,
      adminActor({ id: "admin-1", username: "ada", role: "admin" }, { clientAddress: long, userAgent: long }),
      "login",
      new DomainError("invalid", long),
    );
    const row = ctx.db.$client.query("SELECT detail, client_address AS address, user_agent AS agent FROM admin_audit_log").get() as Record<
      string,
      string
    >;
    for (const text of Object.values(row)) {
      expect(text).toHaveLength(AUDIT_TEXT_MAX);
      expect(text.endsWith("…")).toBe(true);
    }
  });

  test("a log that cannot be written never hides the refusal: it is logged, not thrown", () => {
    const logged: string[] = [];
    const log: Log = { info() {}, warn() {}, error: (event) => void logged.push(event) };
    ctx.db.$client.run("PRAGMA query_only = 1");
    expect(() => recordRefusal({ ...ctx, log }, admin, "login", new DomainError("invalid", "Username is required"))).not.toThrow();
    expect(logged).toEqual(["audit_write_failed"]);
  });
});

describe("listAuditLog", () => {
  beforeEach(() => {
    for (const [action, detail] of [
      ["login", "one"],
      ["codes.generate", "two"],
      ["login", "three"],
      ["codes.assign", "four"],
    ] as const) {
      auditedUseCase(ctx, admin, action, ({ commit }) => commit(() => ({ result: undefined, detail })));
      ctx.clock.advance(1000);
    }
  });

  test("newest first, with ISO times, and every action the log holds, in order", () => {
    const { entries, actions } = listAuditLog(ctx, {});
    expect(entries.map((e) => e.detail)).toEqual(["four", "three", "two", "one"]);
    expect(entries[0]!.at).toBe(new Date(ctx.clock.now().getTime() - 1000).toISOString());
    expect(entries[0]!.lastAt).toBeNull();
    expect(actions).toEqual(["codes.assign", "codes.generate", "login"]);
  });

  test("an action, a limit and a cursor narrow it: the page before an id holds only older rows", () => {
    expect(listAuditLog(ctx, { action: "login" }).entries.map((e) => e.detail)).toEqual(["three", "one"]);
    const first = listAuditLog(ctx, { limit: "2" }).entries;
    expect(first.map((e) => e.detail)).toEqual(["four", "three"]);
    expect(listAuditLog(ctx, { limit: 2, before: first.at(-1)!.id }).entries.map((e) => e.detail)).toEqual(["two", "one"]);
  });

  test.each([
    ["limit=0", { limit: 0 }, "Limit must be a whole number from 1 to 500"],
    ["limit=501", { limit: 501 }, "Limit must be a whole number from 1 to 500"],
    ["limit=ten", { limit: "ten" }, "Limit must be a whole number from 1 to 500"],
    ["before=-1", { before: -1 }, "Invalid cursor"],
    ["an unknown action", { action: "drop.tables" }, "Unknown audit action"],
  ])("%s is refused as invalid: %s", (_, query, message) => {
    expect(() => listAuditLog(ctx, query)).toThrow(expect.objectContaining({ kind: "invalid", message }));
  });
});

describe("retention (deleteAuditRowsBefore)", () => {
  test("rows older than the bound are counted per day, action and outcome, repeats included, then removed; newer rows stay", () => {
    ctx.clock.set(new Date("2026-01-05T10:00:00Z"));
    refuseLoginTwice();
    auditedUseCase(ctx, admin, "codes.generate", ({ commit }) => commit(() => ({ result: undefined })));
    ctx.clock.set(new Date("2026-01-06T10:00:00Z"));
    auditedUseCase(ctx, admin, "codes.generate", ({ commit }) => commit(() => ({ result: undefined })));
    const before = new Date("2026-01-06T00:00:00Z");
    expect(deleteAuditRowsBefore(ctx.db, before, 100)).toBe(2);
    expect(deleteAuditRowsBefore(ctx.db, before, 100)).toBe(0);
    expect(ctx.db.$client.query("SELECT day, action, outcome, count FROM audit_daily ORDER BY action").all()).toEqual([
      { day: "2026-01-05", action: "codes.generate", outcome: "success", count: 1 },
      { day: "2026-01-05", action: "login", outcome: "failure", count: 2 },
    ]);
    expect(rows().map((r) => r.action)).toEqual(["codes.generate"]);
  });

  function refuseLoginTwice() {
    for (let i = 0; i < 2; i++) recordRefusal(ctx, anonymous, "login", new DomainError("unauthenticated", "Invalid username or password"));
  }
});
