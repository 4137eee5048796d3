// Every admin use case, every outcome: each call leaves exactly one audit row with the right
// action and outcome, whether it succeeds or is refused before, inside or after its transaction.
// Read-only use cases write a row only when they refuse.
import { beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { adminActor, anonymousActor, cliActor, NO_META, type Actor } from "#core/actor";
import {
  createAdmin,
  listAdmins,
  resetAdminPassword,
  setAdminActive,
  setupFirstAdmin,
  signInAdmin,
  signOutAdmin,
  updateAdminCredentials,
} from "#core/admins/admins";
import {
  createCredibilityEntry,
  deleteCredibilityEntry,
  importCredibilityEntries,
  updateCredibilityEntry,
} from "#core/credibility/credibility";
import {
  assignInvitationCode,
  createCustomCode,
  findInvitationCode,
  generateInvitationCodes,
  unassignInvitationCode,
} from "#core/invitation-codes/invitation-codes";
import { AUDIT_ROLLUP_WINDOW_MS } from "#core/audit/audit-log";
import { DomainError } from "#shared/errors";
import { cloneTestContext, makeTestContext, type TestContext } from "../helpers/context";
import { validAssignee, validCredibilityEntry } from "../helpers/admin-session";

const PASSWORD = "s3cret-Pass!";
const MISSING_ID = "0d9e3c56-2f0a-4d55-9b61-3f3b1c1e9a77";
const META = { clientAddress: "203.0.113.9", userAgent: "audit-test" };

type World = {
  ctx: TestContext;
  superAdmin: Actor;
  plainAdmin: Actor;
  cli: Actor;
  freeCodeId: string;
  freeCode: string;
  assignedCodeId: string;
  usedCodeId: string;
  entryId: string;
};

let template: World;
let world: World;

async function makeWorld(): Promise<World> {
  const ctx = makeTestContext();
  const cli = cliActor("auditor");
  await setupFirstAdmin(ctx, cli, { username: "chief", fullName: "Chief Admin", password: PASSWORD, confirmPassword: PASSWORD });
  await createAdmin(ctx, cli, { username: "plain", fullName: "Plain Admin", password: PASSWORD, confirmPassword: PASSWORD, role: "admin" });
  const ids = ctx.db.$client.query("SELECT id, username, role FROM admin_accounts").all() as Array<{
    id: string;
    username: string;
    role: "admin" | "super_admin";
  }>;
  const chief = ids.find((a) => a.username === "chief")!;
  const plain = ids.find((a) => a.username === "plain")!;
  const codes = ctx.db.$client.query("SELECT id, code FROM invitation_codes LIMIT 3").all() as Array<{ id: string; code: string }>;
  const [free, assigned, used] = codes.map((c) => c.id) as [string, string, string];
  const freeCode = codes[0]!.code;
  assignInvitationCode(ctx, cli, assigned, validAssignee({ assigneeUsername: "holder", assigneeEmail: "holder@example.com" }));
  ctx.db.$client.run("UPDATE invitation_codes SET is_used = 1, used_at = 0 WHERE id = ?", [used]);
  const entry = createCredibilityEntry(ctx, cli, validCredibilityEntry());
  return {
    ctx,
    cli,
    superAdmin: adminActor(chief, META),
    plainAdmin: adminActor(plain, META),
    freeCodeId: free,
    freeCode,
    assignedCodeId: assigned,
    usedCodeId: used,
    entryId: entry.entry.id,
  };
}

type AuditRow = { action: string; outcome: string; actor: string; detail: string | null };

function rowsAfter(ctx: TestContext, lastId: number): AuditRow[] {
  return ctx.db.$client
    .query("SELECT action, outcome, actor, detail FROM admin_audit_log WHERE id > ? ORDER BY id")
    .all(lastId) as AuditRow[];
}

function lastAuditId(ctx: TestContext): number {
  return (ctx.db.$client.query("SELECT coalesce(max(id), 0) AS id FROM admin_audit_log").get() as { id: number }).id;
}

type Case = {
  name: string;
  /** State the case needs, made before its rows are counted. */
  prepare?: (w: World) => unknown;
  run: (w: World) => unknown;
  /** The one row expected, or null for a read that succeeded. */
  row: { action: string; outcome: "success" | "failure" | "denied" | "throttled" } | null;
  /** The refusal's error kind; absent for a success. */
  kind?: DomainError["kind"];
};

const cases: Case[] = [
  // setup
  {
    name: "setup twice",
    run: (w) =>
      setupFirstAdmin(w.ctx, w.cli, { username: "again", fullName: "Again Admin", password: PASSWORD, confirmPassword: PASSWORD }),
    row: { action: "setup", outcome: "failure" },
    kind: "conflict",
  },
  {
    name: "setup with a short password",
    run: (w) => setupFirstAdmin(w.ctx, w.cli, { username: "again", fullName: "Again", password: "x", confirmPassword: "x" }),
    row: { action: "setup", outcome: "failure" },
    kind: "invalid",
  },
  // sign-in and sign-out
  {
    name: "sign-in",
    run: (w) => signInAdmin(w.ctx, META, { username: "chief", password: PASSWORD }),
    row: { action: "login", outcome: "success" },
  },
  {
    name: "sign-in with a wrong password",
    run: (w) => signInAdmin(w.ctx, META, { username: "chief", password: "wrong-password" }),
    row: { action: "login", outcome: "failure" },
    kind: "unauthenticated",
  },
  {
    name: "sign-in of an unknown admin",
    run: (w) => signInAdmin(w.ctx, META, { username: "nobody", password: PASSWORD }),
    row: { action: "login", outcome: "failure" },
    kind: "unauthenticated",
  },
  {
    name: "sign-in with a 10 kB username",
    run: (w) => signInAdmin(w.ctx, META, { username: "x".repeat(10_000), password: PASSWORD }),
    row: { action: "login", outcome: "failure" },
    kind: "invalid",
  },
  {
    name: "sign-in with no body",
    run: (w) => signInAdmin(w.ctx, META, undefined),
    row: { action: "login", outcome: "failure" },
    kind: "invalid",
  },
  { name: "sign-out", run: (w) => signOutAdmin(w.ctx, w.superAdmin, undefined), row: { action: "logout", outcome: "success" } },
  // credentials
  {
    name: "credentials change",
    run: (w) =>
      updateAdminCredentials(w.ctx, w.plainAdmin, {
        currentPassword: PASSWORD,
        newUsername: "plain2",
        newPassword: PASSWORD,
        confirmPassword: PASSWORD,
      }),
    row: { action: "credentials.update", outcome: "success" },
  },
  {
    name: "credentials change to a taken username",
    run: (w) =>
      updateAdminCredentials(w.ctx, w.plainAdmin, {
        currentPassword: PASSWORD,
        newUsername: "chief",
        newPassword: PASSWORD,
        confirmPassword: PASSWORD,
      }),
    row: { action: "credentials.update", outcome: "failure" },
    kind: "conflict",
  },
  {
    name: "credentials change with mismatched passwords",
    run: (w) =>
      updateAdminCredentials(w.ctx, w.plainAdmin, {
        currentPassword: PASSWORD,
        newUsername: "plain2",
        newPassword: PASSWORD,
        confirmPassword: "other-pass",
      }),
    row: { action: "credentials.update", outcome: "failure" },
    kind: "invalid",
  },
  {
    name: "credentials change with a wrong current password",
    run: (w) =>
      updateAdminCredentials(w.ctx, w.plainAdmin, {
        currentPassword: "not-the-pass",
        newUsername: "plain2",
        newPassword: PASSWORD,
        confirmPassword: PASSWORD,
      }),
    row: { action: "credentials.update", outcome: "denied" },
    kind: "forbidden",
  },
  {
    name: "credentials change by the CLI (no admin)",
    run: (w) =>
      updateAdminCredentials(w.ctx, w.cli, {
        currentPassword: PASSWORD,
        newUsername: "plain2",
        newPassword: PASSWORD,
        confirmPassword: PASSWORD,
      }),
    row: { action: "credentials.update", outcome: "denied" },
    kind: "forbidden",
  },
  // admins
  { name: "list admins as super admin", run: (w) => listAdmins(w.ctx, w.superAdmin), row: null },
  {
    name: "list admins as a plain admin",
    run: (w) => listAdmins(w.ctx, w.plainAdmin),
    row: { action: "access", outcome: "denied" },
    kind: "forbidden",
  },
  {
    name: "create admin",
    run: (w) =>
      createAdmin(w.ctx, w.superAdmin, { username: "third", fullName: "Third Admin", password: PASSWORD, confirmPassword: PASSWORD }),
    row: { action: "admin.create", outcome: "success" },
  },
  {
    name: "create admin as a plain admin",
    run: (w) =>
      createAdmin(w.ctx, w.plainAdmin, { username: "third", fullName: "Third Admin", password: PASSWORD, confirmPassword: PASSWORD }),
    row: { action: "admin.create", outcome: "denied" },
    kind: "forbidden",
  },
  {
    name: "create admin with a taken username",
    run: (w) =>
      createAdmin(w.ctx, w.superAdmin, { username: "plain", fullName: "Plain Again", password: PASSWORD, confirmPassword: PASSWORD }),
    row: { action: "admin.create", outcome: "failure" },
    kind: "conflict",
  },
  {
    name: "create admin with a bad role",
    run: (w) =>
      createAdmin(w.ctx, w.superAdmin, {
        username: "third",
        fullName: "Third",
        password: PASSWORD,
        confirmPassword: PASSWORD,
        role: "king",
      }),
    row: { action: "admin.create", outcome: "failure" },
    kind: "invalid",
  },
  {
    name: "reset a password",
    run: (w) => resetAdminPassword(w.ctx, w.cli, "plain", { password: PASSWORD }),
    row: { action: "admin.password", outcome: "success" },
  },
  {
    name: "reset the password of nobody",
    run: (w) => resetAdminPassword(w.ctx, w.cli, "nobody", { password: PASSWORD }),
    row: { action: "admin.password", outcome: "failure" },
    kind: "not_found",
  },
  {
    name: "reset a password as a plain admin",
    run: (w) => resetAdminPassword(w.ctx, w.plainAdmin, "chief", { password: PASSWORD }),
    row: { action: "admin.password", outcome: "denied" },
    kind: "forbidden",
  },
  {
    name: "reset to a short password",
    run: (w) => resetAdminPassword(w.ctx, w.cli, "plain", { password: "x" }),
    row: { action: "admin.password", outcome: "failure" },
    kind: "invalid",
  },
  {
    name: "deactivate an admin",
    run: (w) => setAdminActive(w.ctx, w.cli, "plain", false),
    row: { action: "admin.deactivate", outcome: "success" },
  },
  {
    name: "deactivate nobody",
    run: (w) => setAdminActive(w.ctx, w.cli, "nobody", false),
    row: { action: "admin.deactivate", outcome: "failure" },
    kind: "not_found",
  },
  {
    name: "activate as a plain admin",
    run: (w) => setAdminActive(w.ctx, w.plainAdmin, "chief", true),
    row: { action: "admin.activate", outcome: "denied" },
    kind: "forbidden",
  },
  // invitation codes
  {
    name: "generate codes",
    run: (w) => generateInvitationCodes(w.ctx, w.superAdmin, { count: 3 }),
    row: { action: "codes.generate", outcome: "success" },
  },
  {
    name: "generate 500 codes",
    run: (w) => generateInvitationCodes(w.ctx, w.superAdmin, { count: 500 }),
    row: { action: "codes.generate", outcome: "failure" },
    kind: "invalid",
  },
  {
    name: "create a custom code",
    run: (w) => createCustomCode(w.ctx, w.superAdmin, { code: "vip-1" }),
    row: { action: "codes.create", outcome: "success" },
  },
  {
    name: "create a custom code with an escape character",
    run: (w) => createCustomCode(w.ctx, w.superAdmin, { code: "VIP\u001b[2J" }),
    row: { action: "codes.create", outcome: "failure" },
    kind: "invalid",
  },
  {
    name: "create a custom code that exists",
    prepare: (w) => createCustomCode(w.ctx, w.superAdmin, { code: "DUP" }),
    run: (w) => createCustomCode(w.ctx, w.superAdmin, { code: "dup" }),
    row: { action: "codes.create", outcome: "failure" },
    kind: "conflict",
  },
  {
    name: "assign a code",
    run: (w) => assignInvitationCode(w.ctx, w.superAdmin, w.freeCodeId, validAssignee()),
    row: { action: "codes.assign", outcome: "success" },
  },
  {
    name: "assign with a bad id",
    run: (w) => assignInvitationCode(w.ctx, w.superAdmin, "not-an-id", validAssignee()),
    row: { action: "codes.assign", outcome: "failure" },
    kind: "invalid",
  },
  {
    name: "assign with a bad phone",
    run: (w) => assignInvitationCode(w.ctx, w.superAdmin, w.freeCodeId, validAssignee({ assigneePhone: "555-0142" })),
    row: { action: "codes.assign", outcome: "failure" },
    kind: "invalid",
  },
  {
    name: "assign a missing code",
    run: (w) => assignInvitationCode(w.ctx, w.superAdmin, MISSING_ID, validAssignee()),
    row: { action: "codes.assign", outcome: "failure" },
    kind: "not_found",
  },
  {
    name: "assign a used code",
    run: (w) => assignInvitationCode(w.ctx, w.superAdmin, w.usedCodeId, validAssignee()),
    row: { action: "codes.assign", outcome: "failure" },
    kind: "conflict",
  },
  {
    name: "assign an assigned code",
    run: (w) => assignInvitationCode(w.ctx, w.superAdmin, w.assignedCodeId, validAssignee()),
    row: { action: "codes.assign", outcome: "failure" },
    kind: "conflict",
  },
  {
    name: "assign to a username another code carries",
    run: (w) => assignInvitationCode(w.ctx, w.superAdmin, w.freeCodeId, validAssignee({ assigneeUsername: "HOLDER" })),
    row: { action: "codes.assign", outcome: "failure" },
    kind: "conflict",
  },
  {
    name: "unassign a code",
    run: (w) => unassignInvitationCode(w.ctx, w.superAdmin, w.assignedCodeId),
    row: { action: "codes.unassign", outcome: "success" },
  },
  {
    name: "unassign a free code",
    run: (w) => unassignInvitationCode(w.ctx, w.superAdmin, w.freeCodeId),
    row: { action: "codes.unassign", outcome: "failure" },
    kind: "conflict",
  },
  {
    name: "unassign a missing code",
    run: (w) => unassignInvitationCode(w.ctx, w.superAdmin, MISSING_ID),
    row: { action: "codes.unassign", outcome: "failure" },
    kind: "not_found",
  },
  { name: "find a code by its text", run: (w) => findInvitationCode(w.ctx, w.cli, "codes.assign", w.freeCode.toLowerCase()), row: null },
  {
    name: "find a code that does not exist",
    run: (w) => findInvitationCode(w.ctx, w.cli, "codes.unassign", "NOPE"),
    row: { action: "codes.unassign", outcome: "failure" },
    kind: "not_found",
  },
  // credibility
  {
    name: "create an entry",
    run: (w) => createCredibilityEntry(w.ctx, w.superAdmin, validCredibilityEntry()),
    row: { action: "credibility.create", outcome: "success" },
  },
  {
    name: "create an entry without a name",
    run: (w) => createCredibilityEntry(w.ctx, w.superAdmin, validCredibilityEntry({ contractorName: " " })),
    row: { action: "credibility.create", outcome: "failure" },
    kind: "invalid",
  },
  {
    name: "update an entry",
    run: (w) => updateCredibilityEntry(w.ctx, w.superAdmin, w.entryId, { claimType: "Hail" }),
    row: { action: "credibility.update", outcome: "success" },
  },
  {
    name: "update a missing entry",
    run: (w) => updateCredibilityEntry(w.ctx, w.superAdmin, MISSING_ID, { claimType: "Hail" }),
    row: { action: "credibility.update", outcome: "failure" },
    kind: "not_found",
  },
  {
    name: "update with a bad id",
    run: (w) => updateCredibilityEntry(w.ctx, w.superAdmin, "nope", { claimType: "Hail" }),
    row: { action: "credibility.update", outcome: "failure" },
    kind: "invalid",
  },
  {
    name: "delete an entry",
    run: (w) => deleteCredibilityEntry(w.ctx, w.superAdmin, w.entryId),
    row: { action: "credibility.delete", outcome: "success" },
  },
  {
    name: "delete a missing entry",
    run: (w) => deleteCredibilityEntry(w.ctx, w.superAdmin, MISSING_ID),
    row: { action: "credibility.delete", outcome: "failure" },
    kind: "not_found",
  },
  {
    name: "import entries",
    run: (w) => importCredibilityEntries(w.ctx, w.cli, [{ line: 2, values: validCredibilityEntry() }]),
    row: { action: "credibility.import", outcome: "success" },
  },
  {
    name: "import with a bad row",
    run: (w) =>
      importCredibilityEntries(w.ctx, w.cli, [
        { line: 2, values: validCredibilityEntry() },
        { line: 3, values: {} },
      ]),
    row: { action: "credibility.import", outcome: "failure" },
    kind: "invalid",
  },
];

describe("every use case, every outcome: exactly one audit row", () => {
  // The world costs a few argon2 hashes: build it once, give each case its own copy.
  beforeAll(async () => {
    template = await makeWorld();
  });
  beforeEach(() => {
    world = { ...template, ctx: cloneTestContext(template.ctx) };
  });

  test.each(cases.map((c) => [c.name, c] as const))("%s", async (_, c) => {
    await c.prepare?.(world);
    const before = lastAuditId(world.ctx);
    let error: unknown;
    try {
      await c.run(world);
    } catch (caught) {
      error = caught;
    }
    if (c.kind) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).kind).toBe(c.kind);
    } else {
      expect(error).toBeUndefined();
    }
    const rows = rowsAfter(world.ctx, before);
    if (c.row === null) {
      expect(rows).toEqual([]);
      return;
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(c.row);
    if (c.kind) expect(rows[0]!.detail).toBeTruthy();
  });

  test("a refused sign-in names the attempted username, cut to the longest username there can be", async () => {
    const before = lastAuditId(world.ctx);
    await signInAdmin(world.ctx, META, { username: "y".repeat(100_000), password: PASSWORD }).catch(() => undefined);
    const [row] = rowsAfter(world.ctx, before);
    expect(row!.actor.length).toBeLessThanOrEqual("anonymous:".length + 64 + 1);
    expect(row!.actor.startsWith("anonymous:yyyy")).toBe(true);
  });

  test("a wrong password is refused with the same message as an unknown name; the row says which", async () => {
    const before = lastAuditId(world.ctx);
    const wrong = await signInAdmin(world.ctx, META, { username: "chief", password: "wrong-password" }).catch((e: DomainError) => e);
    world.ctx.clock.advance(AUDIT_ROLLUP_WINDOW_MS);
    const unknown = await signInAdmin(world.ctx, META, { username: "nobody", password: "wrong-password" }).catch((e: DomainError) => e);
    expect((wrong as DomainError).message).toBe((unknown as DomainError).message);
    expect(rowsAfter(world.ctx, before).map((r) => r.detail)).toEqual(["wrong password", "unknown username"]);
  });

  test("the anonymous actor of a sign-in becomes the admin on success", async () => {
    const before = lastAuditId(world.ctx);
    await signInAdmin(world.ctx, NO_META, { username: "chief", password: PASSWORD });
    await signInAdmin(world.ctx, NO_META, { username: "chief", password: "wrong-password" }).catch(() => undefined);
    expect(rowsAfter(world.ctx, before).map((r) => r.actor)).toEqual(["admin:chief", anonymousActor(NO_META, "chief").label]);
  });
});
