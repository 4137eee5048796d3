// The admin CLI, every command non-interactively: `aan …` run in-process through runCli on temp
// data dirs (stdin is never a terminal there; tests/integration/cli-spawned.test.ts runs the real
// process). Output, --json shapes, exit codes (0 done, 1 refused, 2 bad usage), the spec's
// messages (§5), what lands in the database, and the audit rows (cli:tester).
import { Database } from "bun:sqlite";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { parse } from "csv-parse/sync";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { closeDatabase, databasePath } from "#core/db/db";
import { APP_VERSION } from "#core/platform/version";
import { createApp } from "#server/app";
import { HIDDEN_CHARACTERS_MESSAGE } from "#shared/hidden-characters";
import { adminCookieOf, loginAdmin } from "../helpers/admin-session";
import {
  ANSI,
  CLI_ACTOR,
  countIn,
  expectColourUnlessNoColor,
  queryDataDir,
  ROOT_FULL_NAME,
  ROOT_PASSWORD,
  ROOT_USERNAME,
  runCli,
  runCliOk,
  setupDataDir,
  type CliOptions,
  type CliResult,
} from "../helpers/cli";
import { makeRequester, makeTestContext, tempDir, type TestContext } from "../helpers/context";

const CODE_FORMAT = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/;
const INVALID_COUNT = "Invalid Count: Please enter a number between 1 and 100";
const UNKNOWN_UUID = "0d9e3c56-2f0a-4d55-9b61-3f3b1c1e9a77";
const EXPORT_HEADER = [
  "code",
  "isUsed",
  "usedAt",
  "usedByUsername",
  "createdAt",
  "assigneeUsername",
  "assigneeFirstName",
  "assigneeLastName",
  "assigneePhone",
  "assigneeEmail",
  "assignedAt",
  "expiresAt",
  "isExpired",
  "id",
];

type CodeRow = {
  id: string;
  code: string;
  is_used: number;
  assignee_username: string | null;
  assignee_first_name: string | null;
  assignee_last_name: string | null;
  assignee_phone: string | null;
  assignee_email: string | null;
};
type AuditRow = { id: number; actor: string; action: string; outcome: string; detail: string | null; admin_id: string | null };

/** The shared data dir most tests work on: `aan setup` done once. */
let dir: string;
beforeAll(async () => {
  dir = await setupDataDir();
});

const cli = (args: string[], options: Omit<CliOptions, "command"> = {}) => runCli(args, { dataDir: dir, ...options });
const cliOk = (args: string[], options: { stdin?: string; dataDir?: string; env?: Record<string, string | undefined> } = {}) =>
  runCliOk(args, { dataDir: dir, ...options });

const totalCodes = (dataDir = dir) => countIn(dataDir, "SELECT count(*) AS n FROM invitation_codes");
const codeByText = (code: string, dataDir = dir) =>
  queryDataDir<CodeRow>(dataDir, "SELECT * FROM invitation_codes WHERE code = ?", code)[0];
const unassignedCodes = (dataDir = dir) =>
  queryDataDir<CodeRow>(dataDir, "SELECT * FROM invitation_codes WHERE is_used = 0 AND assignee_username IS NULL ORDER BY code");
const entryCount = (dataDir = dir) => countIn(dataDir, "SELECT count(*) AS n FROM credibility_entries");
const auditRows = (dataDir = dir) => queryDataDir<AuditRow>(dataDir, "SELECT * FROM admin_audit_log ORDER BY id");
const lastAuditId = (dataDir = dir) => countIn(dataDir, "SELECT coalesce(max(id), 0) AS n FROM admin_audit_log");
const auditSince = (id: number, dataDir = dir) => auditRows(dataDir).filter((r) => r.id > id);

/** The audit rows written since `before`: exactly the one expected, by cli:tester. */
function expectAudited(before: number, action: string, outcome = "success", detail?: string) {
  const rows = auditSince(before);
  expect(rows.map((r) => ({ actor: r.actor, action: r.action, outcome: r.outcome }))).toEqual([{ actor: CLI_ACTOR, action, outcome }]);
  if (detail) expect(rows[0]!.detail).toContain(detail);
  expect(rows[0]!.admin_id).toBeNull();
}

/** For tests that run concurrently: among the rows since `before`, one is this change by cli:tester. */
function expectAuditedAmong(before: number, action: string, outcome: string, detail: string) {
  const rows = auditSince(before).filter((r) => r.action === action && r.outcome === outcome && r.detail?.includes(detail));
  expect(rows.map((r) => r.actor)).toContain(CLI_ACTOR);
}

/** A refusal: exit 1, the message on stderr, nothing on stdout. */
function expectRefused(result: CliResult, message: string) {
  expect(result.stderr).toContain(message);
  expect(result.exitCode).toBe(1);
  expect(result.stdout).toBe("");
}

/** Bad usage: exit 2 and stderr names what is wrong. */
function expectUsage(result: CliResult, mention: string) {
  expect(result.stderr).toContain(mention);
  expect(result.exitCode).toBe(2);
  expect(result.stdout).toBe("");
}

const assignFlags = (overrides: Record<string, string | undefined> = {}) => {
  const values: Record<string, string | undefined> = {
    "--username": "jdoe",
    "--first-name": "John",
    "--last-name": "Doe",
    "--phone": "(555) 123-4567",
    "--email": "john.doe@example.com",
    ...overrides,
  };
  return Object.entries(values).flatMap(([flag, value]) => (value === undefined ? [] : [flag, value]));
};

const ENTRY_FLAGS: Record<string, string> = {
  "--contractor-name": "Bob Builder",
  "--contractor-company": "Builder Roofing LLC",
  "--contractor-address": "12 Shingle Way, Tampa, FL",
  "--client-name": "Carol Client",
  "--client-address": "34 Palm Ave, Tampa, FL",
  "--claim-type": "Wind",
};
const entryFlags = (overrides: Record<string, string | undefined> = {}) =>
  Object.entries({ ...ENTRY_FLAGS, ...overrides }).flatMap(([flag, value]) => (value === undefined ? [] : [flag, value]));

// ───────────────────────────────────────────── setup ─────────────────────────────────────────────

describe("aan setup", () => {
  const setupArgs = (dataDir: string, extra: string[] = []) => [
    "setup",
    "--username",
    ROOT_USERNAME,
    "--full-name",
    ROOT_FULL_NAME,
    "--password-stdin",
    "-d",
    dataDir,
    ...extra,
  ];

  test("prints the super admin and the 20 codes it stored, and audits the setup as cli:tester", async () => {
    const fresh = tempDir("aan-cli-setup-");
    const result = await runCliOk(setupArgs(fresh), { stdin: `${ROOT_PASSWORD}\n` });
    expect(result.stdout).toContain(`super admin ${ROOT_USERNAME} (${ROOT_FULL_NAME})`);
    expect(result.stdout).toContain("20 invitation codes generated");
    const printed = result.stdout.match(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/g) ?? [];
    const stored = queryDataDir<{ code: string }>(fresh, "SELECT code FROM invitation_codes").map((r) => r.code);
    expect(printed).toHaveLength(20);
    expect(new Set(printed)).toEqual(new Set(stored));
    for (const code of printed) expect(code).toMatch(CODE_FORMAT);
    expect(queryDataDir(fresh, "SELECT username, full_name, role, is_active FROM admin_accounts")).toEqual([
      { username: ROOT_USERNAME, full_name: ROOT_FULL_NAME, role: "super_admin", is_active: 1 },
    ]);
    // The password is hashed, never stored as given.
    const hash = queryDataDir<{ password_hash: string }>(fresh, "SELECT password_hash FROM admin_accounts")[0]!.password_hash;
    expect(hash).not.toContain(ROOT_PASSWORD);
    expect(auditRows(fresh).map((r) => [r.actor, r.action, r.outcome])).toEqual([[CLI_ACTOR, "setup", "success"]]);
  });

  test("--json prints one document {success, message, admin, invitationCodes: 20, codes}", async () => {
    const fresh = tempDir("aan-cli-setup-");
    const result = await runCliOk(setupArgs(fresh, ["--json"]), { stdin: `${ROOT_PASSWORD}\n` });
    const body = result.json();
    expect(Object.keys(body).sort()).toEqual(["admin", "codes", "invitationCodes", "message", "success"]);
    expect(body).toMatchObject({
      success: true,
      message: expect.any(String),
      admin: { fullName: ROOT_FULL_NAME, username: ROOT_USERNAME },
      invitationCodes: 20,
    });
    expect(Object.keys(body.admin).sort()).toEqual(["fullName", "username"]);
    expect(body.codes).toHaveLength(20);
    for (const code of body.codes) expect(code).toMatch(CODE_FORMAT);
    expect(new Set(body.codes)).toEqual(
      new Set(queryDataDir<{ code: string }>(fresh, "SELECT code FROM invitation_codes").map((r) => r.code)),
    );
  });

  test("a second run → exit 1 'Admin setup has already been completed', nothing added", async () => {
    const before = lastAuditId();
    const result = await runCli(["setup", "--username", "other", "--full-name", "Other One", "--password-stdin", "-d", dir], {
      stdin: "another1\n",
    });
    expectRefused(result, "Admin setup has already been completed");
    expect(countIn(dir, "SELECT count(*) AS n FROM admin_accounts")).toBe(1);
    expect(totalCodes()).toBeGreaterThanOrEqual(20);
    expectAudited(before, "setup", "failure", "Admin setup has already been completed");
  });

  // name, arguments after `setup -d <fresh>`, stdin, expected exit, expected stderr text
  const refusals: Array<[string, string[], string | undefined, number, string]> = [
    ["missing --username", ["--full-name", "Root Admin", "--password-stdin"], "secret12\n", 2, "--username"],
    ["missing --full-name", ["--username", "root", "--password-stdin"], "secret12\n", 2, "--full-name"],
    [
      "no --password-stdin (no terminal to prompt on)",
      ["--username", "root", "--full-name", "Root Admin"],
      undefined,
      2,
      "--password-stdin",
    ],
    [
      "a password given as an argument",
      ["--username", "root", "--full-name", "Root Admin", "--password", "secret12"],
      undefined,
      2,
      "--password",
    ],
    [
      "a 5-character password",
      ["--username", "root", "--full-name", "Root Admin", "--password-stdin"],
      "abcde\n",
      1,
      "Password must be at least 6 characters",
    ],
    [
      "a 2-character username",
      ["--username", "ro", "--full-name", "Root Admin", "--password-stdin"],
      "secret12\n",
      1,
      "Username must be at least 3 characters",
    ],
    [
      "a 1-character full name",
      ["--username", "root", "--full-name", "R", "--password-stdin"],
      "secret12\n",
      1,
      "Full name must be at least 2 characters",
    ],
  ];

  test.concurrent.each(refusals)("%s", async (_name, args, stdin, exitCode, message) => {
    const fresh = tempDir("aan-cli-setup-");
    const result = await runCli(["setup", "-d", fresh, ...args], { stdin });
    expect(result.stderr).toContain(message);
    expect(result.exitCode).toBe(exitCode);
    expect(result.stdout).toBe("");
    if (existsSync(databasePath(fresh))) {
      expect(countIn(fresh, "SELECT count(*) AS n FROM admin_accounts")).toBe(0);
      expect(totalCodes(fresh)).toBe(0);
    }
  });
});

// ───────────────────────────────────────────── codes ─────────────────────────────────────────────

describe("aan codes generate", () => {
  test("default: 5 new codes, printed one per line after the spec's message", async () => {
    const before = totalCodes();
    const audit = lastAuditId();
    const result = await cliOk(["codes", "generate"]);
    const lines = result.stdout.trim().split("\n");
    expect(lines[0]).toBe("Generated 5 new invitation codes");
    const codes = lines.slice(1);
    expect(codes).toHaveLength(5);
    for (const code of codes) {
      expect(code).toMatch(CODE_FORMAT);
      expect(codeByText(code)).toMatchObject({ is_used: 0, assignee_username: null });
    }
    expect(totalCodes()).toBe(before + 5);
    expectAudited(audit, "codes.generate", "success", "count=5");
  });

  test("--count 3 --json → {success, message, codes: 3 strings}", async () => {
    const before = totalCodes();
    const body = (await cliOk(["codes", "generate", "--count", "3", "--json"])).json();
    expect(body).toEqual({ success: true, message: "Generated 3 new invitation codes", codes: expect.any(Array), expiresAt: null });
    expect(body.codes).toHaveLength(3);
    for (const code of body.codes) expect(codeByText(code)?.code).toBe(code);
    expect(totalCodes()).toBe(before + 3);
  });

  test.concurrent.each(["0", "101", "abc", "2.5"])(
    "--count %p → exit 1 with the 'Invalid Count' message, nothing generated",
    async (count) => {
      const before = totalCodes();
      const result = await cli(["codes", "generate", "--count", count]);
      expectRefused(result, INVALID_COUNT);
      expect(totalCodes()).toBe(before);
    },
  );

  test("--count 500: the CLI's own refusal has its one audit row (failure, the message, cli:tester)", async () => {
    const audit = lastAuditId();
    expectRefused(await cli(["codes", "generate", "--count", "500"]), INVALID_COUNT);
    expectAudited(audit, "codes.generate", "failure", INVALID_COUNT);
  });

  test("--count 100 (the upper bound) is accepted", async () => {
    const before = totalCodes();
    const body = (await cliOk(["codes", "generate", "--count", "100", "--json"])).json();
    expect(new Set(body.codes).size).toBe(100);
    expect(totalCodes()).toBe(before + 100);
  });
});

describe("aan codes create", () => {
  test("upper-cases and trims: vip-7 → 'Created custom code: VIP-7'", async () => {
    const audit = lastAuditId();
    const result = await cliOk(["codes", "create", " vip-7 "]);
    expect(result.stdout.trim()).toBe("Created custom code: VIP-7");
    expect(codeByText("VIP-7")).toMatchObject({ code: "VIP-7", is_used: 0, assignee_username: null });
    expectAudited(audit, "codes.create", "success", "code=VIP-7");
  });

  test.concurrent.each(["VIP-7", "Vip-7"])("a duplicate (%p) → exit 1 'Code VIP-7 already exists'", async (code) => {
    const before = totalCodes();
    const audit = lastAuditId();
    expectRefused(await cli(["codes", "create", code]), "Code VIP-7 already exists");
    expect(totalCodes()).toBe(before);
    expectAuditedAmong(audit, "codes.create", "failure", "Code VIP-7 already exists");
  });

  test("51 characters → exit 1, nothing stored; 50 characters are accepted", async () => {
    const [tooLong, longest] = await Promise.all([
      cli(["codes", "create", "x".repeat(51)]),
      cli(["codes", "create", "y".repeat(50), "--json"]),
    ]);
    expectRefused(tooLong, "Code must be at most 50 characters");
    expect(codeByText("X".repeat(51))).toBeUndefined();
    expect(longest.exitCode).toBe(0);
    expect(longest.json()).toMatchObject({
      success: true,
      message: `Created custom code: ${"Y".repeat(50)}`,
      code: { code: "Y".repeat(50) },
    });
  });

  test.concurrent("a blank code → exit 1 'Invalid Code: Please enter a custom code'", async () => {
    expectRefused(await cli(["codes", "create", "   "]), "Invalid Code: Please enter a custom code");
  });

  test.concurrent("no code argument → exit 2", async () => {
    expectUsage(await cli(["codes", "create"]), "missing required argument");
  });
});

describe("aan codes: expiry (--expires, extend, AAN_CODE_EXPIRY_DAYS)", () => {
  const expiryOf = (code: string) => (codeByText(code) as { expires_at: number | null } | undefined)?.expires_at;
  const DAY = 24 * 60 * 60 * 1000;

  test("create --expires 5 stores an expiry five days out and prints it; --expires never stores none", async () => {
    const before = Date.now();
    const result = await cliOk(["codes", "create", "exp-five", "--expires", "5"]);
    expect(result.stdout).toContain("Created custom code: EXP-FIVE");
    expect(result.stdout).toMatch(/Expires \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(expiryOf("EXP-FIVE")! - before).toBeGreaterThanOrEqual(5 * DAY);
    expect(expiryOf("EXP-FIVE")! - before).toBeLessThan(5 * DAY + 60_000);
    await cliOk(["codes", "create", "exp-never", "--expires", "never"]);
    expect(expiryOf("EXP-NEVER")).toBeNull();
  });

  test("generate --expires 2 --json answers the batch's expiry", async () => {
    const body = (await cliOk(["codes", "generate", "--count", "2", "--expires", "2", "--json"])).json();
    expect(body.codes).toHaveLength(2);
    expect(new Date(body.expiresAt).getTime()).toBe(expiryOf(body.codes[0])!);
    expect(expiryOf(body.codes[1])).toBe(expiryOf(body.codes[0])!);
  });

  test("AAN_CODE_EXPIRY_DAYS is the default when --expires is left out", async () => {
    const before = Date.now();
    await cliOk(["codes", "create", "exp-default"], { env: { AAN_CODE_EXPIRY_DAYS: "30" } });
    expect(expiryOf("EXP-DEFAULT")! - before).toBeGreaterThanOrEqual(30 * DAY);
    expect(expiryOf("EXP-DEFAULT")! - before).toBeLessThan(30 * DAY + 60_000);
  });

  test.concurrent.each(["0", "3651", "soon", "1.5"])("--expires %p → exit 1 with the one expiry message, nothing stored", async (days) => {
    expectRefused(
      await cli(["codes", "create", `exp-bad-${days.replace(".", "")}`, "--expires", days]),
      "Expiry must be a whole number of days between 1 and 3650",
    );
    expect(codeByText(`EXP-BAD-${days.replace(".", "").toUpperCase()}`)).toBeUndefined();
  });

  test("extend --expires 9 moves the expiry, audited; extend on an unknown code → exit 1", async () => {
    await cliOk(["codes", "create", "exp-move", "--expires", "1"]);
    const audit = lastAuditId();
    const before = Date.now();
    const result = await cliOk(["codes", "extend", "exp-move", "--expires", "9"]);
    expect(result.stdout).toMatch(/^Code EXP-MOVE is valid until \d{4}-\d{2}-\d{2}/);
    expect(expiryOf("EXP-MOVE")! - before).toBeGreaterThanOrEqual(9 * DAY);
    expectAudited(audit, "codes.extend", "success", "code=EXP-MOVE");
    expectRefused(await cli(["codes", "extend", "NO-SUCH-CODE", "--expires", "9"]), "Invitation code not found");
  });

  test.concurrent("extend without --expires → exit 2", async () => {
    expectUsage(await cli(["codes", "extend", "exp-move"]), "--expires");
  });
});

describe("aan codes assign / unassign", () => {
  test("by code text (any case) → 'Code X assigned successfully', the assignee stored", async () => {
    const target = unassignedCodes()[0]!;
    const audit = lastAuditId();
    const result = await cliOk(["codes", "assign", target.code.toLowerCase(), ...assignFlags()]);
    expect(result.stdout.trim()).toBe(`Code ${target.code} assigned successfully`);
    expect(codeByText(target.code)).toMatchObject({
      assignee_username: "jdoe",
      assignee_first_name: "John",
      assignee_last_name: "Doe",
      assignee_phone: "(555) 123-4567",
      assignee_email: "john.doe@example.com",
      is_used: 0,
    });
    expectAudited(audit, "codes.assign", "success", `code=${target.code}`);
  });

  test("by id, with --json → the assigned code", async () => {
    const target = unassignedCodes()[0]!;
    const result = await cliOk([
      "codes",
      "assign",
      target.id,
      ...assignFlags({ "--username": "  asmith  ", "--first-name": "Ann", "--last-name": "Smith", "--phone": "+1 713.555.0142" }),
      "--json",
    ]);
    expect(result.json()).toMatchObject({
      success: true,
      message: `Code ${target.code} assigned successfully`,
      // The panel's and registration's ways of typing a number, stored in the one form.
      code: { id: target.id, code: target.code, assigneeUsername: "asmith", assigneeFirstName: "Ann", assigneePhone: "(713) 555-0142" },
    });
    expect(codeByText(target.code)?.assignee_username).toBe("asmith"); // trimmed
  });

  // name, flag overrides, spec message
  const invalid: Array<[string, Record<string, string>, string]> = [
    ["phone of seven digits", { "--phone": "555-4567" }, "Phone must be in format (xxx) xxx-xxxx"],
    ["email without @", { "--email": "not-an-email" }, "Valid email is required"],
    ["username of 2 characters", { "--username": "jd" }, "Username must be at least 3 characters long"],
    ["blank first name", { "--first-name": "  " }, "All fields are required: Username, First Name, Last Name, Phone, and Email"],
  ];

  test.concurrent.each(invalid)("%s → exit 1 with the spec's message, the code stays unassigned", async (_name, overrides, message) => {
    const target = unassignedCodes()[0]!;
    const audit = lastAuditId();
    expectRefused(await cli(["codes", "assign", target.code, ...assignFlags(overrides)]), message);
    expect(codeByText(target.code)?.assignee_username).toBeNull();
    expectAuditedAmong(audit, "codes.assign", "failure", message);
  });

  test.concurrent.each(["--username", "--first-name", "--last-name", "--phone", "--email"])(
    "without %s (no terminal) → exit 2 naming the flag, nothing changed",
    async (flag) => {
      const target = unassignedCodes()[0]!;
      expectUsage(await cli(["codes", "assign", target.code, ...assignFlags({ [flag]: undefined })]), flag);
      expect(codeByText(target.code)?.assignee_username).toBeNull();
    },
  );

  test.concurrent.each([
    ["assign of an unknown code", ["codes", "assign", "NOPE-NOPE-NOPE", ...assignFlags()]],
    ["unassign of an unknown id", ["codes", "unassign", UNKNOWN_UUID]],
  ])("%s → exit 1 'Invitation code not found'", async (_name, args) => {
    expectRefused(await cli(args), "Invitation code not found");
  });

  test("assign NOPE leaves exactly one audit row: failure, 'Invitation code not found', cli:tester", async () => {
    const audit = lastAuditId();
    expectRefused(await cli(["codes", "assign", "NOPE", ...assignFlags()]), "Invitation code not found");
    expectAudited(audit, "codes.assign", "failure", "Invitation code not found");
  });

  test("bad usage is not a refusal: it leaves no audit row", async () => {
    const target = unassignedCodes()[0]!;
    const audit = lastAuditId();
    expectUsage(await cli(["codes", "assign", target.code, ...assignFlags({ "--email": undefined })]), "--email");
    expectUsage(await cli(["codes", "generate", "--count"]), "--count");
    expect(auditSince(audit)).toEqual([]);
  });

  test("an already assigned code → exit 1 'Code X is already assigned', the first assignee kept", async () => {
    const target = queryDataDir<CodeRow>(dir, "SELECT * FROM invitation_codes WHERE assignee_username = 'jdoe'")[0]!;
    expectRefused(
      await cli(["codes", "assign", target.code, ...assignFlags({ "--username": "other" })]),
      `Code ${target.code} is already assigned`,
    );
    expect(codeByText(target.code)?.assignee_username).toBe("jdoe");
  });

  test("unassign → 'Code X unassigned successfully' and the assignee is cleared; a second time → exit 1 'is not assigned'", async () => {
    const target = queryDataDir<CodeRow>(dir, "SELECT * FROM invitation_codes WHERE assignee_username = 'asmith'")[0]!;
    const audit = lastAuditId();
    const result = await cliOk(["codes", "unassign", target.code]);
    expect(result.stdout.trim()).toBe(`Code ${target.code} unassigned successfully`);
    expect(codeByText(target.code)).toMatchObject({
      assignee_username: null,
      assignee_first_name: null,
      assignee_last_name: null,
      assignee_phone: null,
      assignee_email: null,
    });
    expectAudited(audit, "codes.unassign", "success", `code=${target.code}`);
    expectRefused(await cli(["codes", "unassign", target.id]), `Code ${target.code} is not assigned`);
  });
});

describe("aan codes list / export", () => {
  /** Its own data dir with known content: 20 setup codes, 2 assigned, 1 used, 1 custom. */
  let listDir: string;
  let assigned: CodeRow[];
  let used: CodeRow;
  const list = (args: string[]) => runCliOk(["codes", "list", ...args], { dataDir: listDir });

  beforeAll(async () => {
    listDir = await setupDataDir();
  });

  test("empty states on a fresh system: 'No codes have been used yet', 'No codes are assigned yet'", async () => {
    const [usedList, assignedList] = await Promise.all([list(["--status", "used"]), list(["--status", "assigned"])]);
    expect(usedList.stdout).toContain("No codes have been used yet");
    expect(assignedList.stdout).toContain("No codes are assigned yet");
    for (const r of [usedList, assignedList]) {
      expect(r.stdout).toContain("ACTIVE CODES 20  USED CODES 0  EXPIRED 0  TOTAL GENERATED 20");
    }
  });

  test("prepare: assign two codes, mark one used (as a member sign-up would), add a custom code", async () => {
    const codes = unassignedCodes(listDir);
    await runCliOk(
      [
        "codes",
        "assign",
        codes[0]!.code,
        ...assignFlags({ "--username": "zelda", "--first-name": "Zelda", "--last-name": "Hyrule", "--email": "zelda@example.com" }),
      ],
      { dataDir: listDir },
    );
    await runCliOk(
      [
        "codes",
        "assign",
        codes[1]!.code,
        ...assignFlags({ "--username": "mario", "--first-name": "Mario", "--last-name": "Bros", "--email": "mario@example.com" }),
      ],
      { dataDir: listDir },
    );
    await runCliOk(["codes", "create", "custom-one"], { dataDir: listDir });
    const db = new Database(databasePath(listDir));
    db.exec("PRAGMA busy_timeout = 5000");
    db.query("UPDATE invitation_codes SET is_used = 1, used_at = ? WHERE id = ?").run(Date.now(), codes[2]!.id);
    db.close();
    assigned = [codeByText(codes[0]!.code, listDir)!, codeByText(codes[1]!.code, listDir)!];
    used = codeByText(codes[2]!.code, listDir)!;
    expect(assigned.map((c) => c.assignee_username)).toEqual(["zelda", "mario"]);
    expect(used.is_used).toBe(1);
  });

  // status, how many rows, which code must show, which must not
  test.concurrent.each([
    ["unused", 20, () => assigned[0]!.code, () => used.code],
    ["used", 1, () => used.code, () => assigned[0]!.code],
    ["assigned", 2, () => assigned[1]!.code, () => "CUSTOM-ONE"],
    ["unassigned", 18, () => "CUSTOM-ONE", () => assigned[0]!.code],
    ["all", 21, () => used.code, () => "NOPE"],
  ] as Array<[string, number, () => string, () => string]>)(
    "--status %s lists %i codes under the header with the counts, then the page line",
    async (status, rows, shown, hidden) => {
      const table = await list(["--status", status]);
      // The counts, the column titles, a rule, one line per code, then "page 1 of 1 (N codes)".
      const lines = table.stdout.trimEnd().split("\n");
      expect(lines[0]).toBe("ACTIVE CODES 20  USED CODES 1  EXPIRED 0  TOTAL GENERATED 21  ASSIGNED 2");
      expect(lines[1]).toMatch(/^CODE\s+STATUS\s+ASSIGNEE\s+CREATED\s+EXPIRES\s+USED\s+REDEEMED BY\s+ID$/);
      expect(lines.slice(3, -1)).toHaveLength(rows);
      expect(lines.at(-1)).toBe(`page 1 of 1 (${rows} ${rows === 1 ? "code" : "codes"})`);
      expect(table.stdout).toContain(shown());
      expect(table.stdout).not.toContain(hidden());
    },
  );

  test("--page and --page-size: the server's page of the list, newest first, with page X of Y", async () => {
    const [all, second, beyond] = await Promise.all([
      list(["--status", "all", "--json", "--page-size", "200"]),
      list(["--status", "all", "--page", "2", "--page-size", "5"]),
      list(["--status", "all", "--page", "9", "--page-size", "5", "--json"]),
    ]);
    const lines = second.stdout.trimEnd().split("\n");
    expect(lines.slice(3, -1).map((line) => line.split(/\s+/)[0])).toEqual(
      all
        .json()
        .items.slice(5, 10)
        .map((c: { code: string }) => c.code),
    );
    expect(lines.at(-1)).toBe("page 2 of 5 (21 codes)");
    expect(beyond.json()).toMatchObject({ items: [], total: 21, page: 9, pageSize: 5 });
  });

  test.concurrent.each([
    [["--page", "0"], "Page must be a whole number of at least 1"],
    [["--page-size", "201"], "Page size must be a whole number between 1 and 200"],
  ])("%p → exit 1 with the shared schema's message", async (args, message) => {
    expectRefused(await runCli(["codes", "list", ...args], { dataDir: listDir }), message);
  });

  test("--json → the page answer {success, items, total, page, pageSize, counts: {active, used, expired, total, assigned, unassigned}} with every code field", async () => {
    const body = (await list(["--json"])).json();
    expect(Object.keys(body).sort()).toEqual(["counts", "items", "page", "pageSize", "success", "total"]);
    expect(body.counts).toEqual({ active: 20, used: 1, expired: 0, total: 21, assigned: 2, unassigned: 18 });
    expect(body).toMatchObject({ success: true, total: 20, page: 1, pageSize: 50 });
    const zelda = body.items.find((c: { code: string }) => c.code === assigned[0]!.code);
    expect(zelda).toMatchObject({
      id: assigned[0]!.id,
      isUsed: false,
      usedAt: null,
      assigneeUsername: "zelda",
      assigneeFirstName: "Zelda",
      assigneeLastName: "Hyrule",
      assigneePhone: "(555) 123-4567",
      assigneeEmail: "zelda@example.com",
      expiresAt: null,
      isExpired: false,
    });
    expect(new Date(zelda.createdAt).toISOString()).toBe(zelda.createdAt);
    expect(new Date(zelda.assignedAt).toISOString()).toBe(zelda.assignedAt);
    // Newest first: the custom code was created last.
    expect(body.items[0].code).toBe("CUSTOM-ONE");
  });

  test.concurrent.each([
    ["a code's text, any case", ["--search", "custom"], ["CUSTOM-ONE"]],
    ["an assignee's first name", ["--search", "zelda"], ["zelda"]],
    ["an assignee's last name, within assigned", ["--status", "assigned", "--search", "BROS"], ["mario"]],
  ])("--search by %s", async (_name, args, expected) => {
    const body = (await list([...args, "--json"])).json();
    const names = body.items.map((c: { code: string; assigneeUsername: string | null }) =>
      c.code === "CUSTOM-ONE" ? c.code : c.assigneeUsername,
    );
    expect(names).toEqual(expected);
  });

  test("--search without a match says so", async () => {
    const result = await list(["--search", "no-such-thing"]);
    expect(result.stdout).toContain('No codes match "no-such-thing"');
  });

  test("codes list --status bogus → exit 2 naming the allowed values", async () => {
    expectUsage(
      await runCli(["codes", "list", "--status", "bogus"], { dataDir: listDir }),
      "--status must be one of unused, used, assigned, unassigned, expired, all",
    );
  });

  test("export --format csv: a header row and one row per code (all by default)", async () => {
    const result = await runCliOk(["codes", "export", "--format", "csv"], { dataDir: listDir });
    const rows: string[][] = parse(result.stdout);
    expect(rows[0]).toEqual(EXPORT_HEADER);
    expect(rows).toHaveLength(1 + 21);
    const records: Array<Record<string, string>> = parse(result.stdout, { columns: true });
    expect(new Set(records.map((r) => r.id))).toEqual(
      new Set(queryDataDir<{ id: string }>(listDir, "SELECT id FROM invitation_codes").map((r) => r.id)),
    );
    const zelda = records.find((r) => r.code === assigned[0]!.code)!;
    expect(zelda).toMatchObject({ assigneeUsername: "zelda", assigneeEmail: "zelda@example.com", assigneePhone: "(555) 123-4567" });
  });

  test("export --status assigned --format csv: only the assigned codes with their assignees", async () => {
    const result = await runCliOk(["codes", "export", "--status", "assigned"], { dataDir: listDir });
    const records: Array<Record<string, string>> = parse(result.stdout, { columns: true });
    expect(records.map((r) => r.assigneeUsername).sort()).toEqual(["mario", "zelda"]);
    expect(records.map((r) => r.code).sort()).toEqual(assigned.map((c) => c.code).sort());
  });

  test("export --format json: the code views as one JSON array", async () => {
    const usedOnly = await runCliOk(["codes", "export", "--format", "json", "--status", "used"], { dataDir: listDir });
    expect(usedOnly.json()).toEqual([expect.objectContaining({ id: used.id, code: used.code, isUsed: true, usedAt: expect.any(String) })]);
  });

  test("export --format xml → exit 2", async () => {
    expectUsage(await runCli(["codes", "export", "--format", "xml"], { dataDir: listDir }), "--format must be csv or json");
  });

  test("assigning a used code → exit 1 'Code X has already been used'", async () => {
    expectRefused(
      await runCli(["codes", "assign", used.code, ...assignFlags()], { dataDir: listDir }),
      `Code ${used.code} has already been used`,
    );
  });
});

// ────────────────────────────────────────── credibility ──────────────────────────────────────────

describe("aan credibility", () => {
  let entryId: string;

  test("add with flags: amounts stored as cents, listed as dollars", async () => {
    const audit = lastAuditId();
    const result = await cliOk([
      "credibility",
      "add",
      ...entryFlags(),
      "--original-amount",
      "52000.5",
      "--final-amount",
      "1,234.56",
      "--deductible",
      "0",
      "--notes",
      "roof replaced",
    ]);
    const match = result.stdout.trim().match(/^Entry created successfully \(([0-9a-f-]{36})\)$/);
    expect(match).not.toBeNull();
    entryId = match![1]!;
    const row = queryDataDir(dir, "SELECT * FROM credibility_entries WHERE id = ?", entryId)[0];
    expect(row).toMatchObject({
      contractor_name: "Bob Builder",
      contractor_company: "Builder Roofing LLC",
      claim_type: "Wind",
      original_amount_cents: 5200050,
      final_amount_cents: 123456,
      deductible_cents: 0,
      reduced_amount_cents: null,
      contractor_email: null,
      notes: "roof replaced",
    });
    expectAudited(audit, "credibility.create", "success", entryId);

    const listed = await cliOk(["credibility", "list"]);
    const line = listed.stdout.split("\n").find((l) => l.includes(entryId))!;
    expect(line).toContain("$52,000.50");
    expect(line).toContain("$1,234.56");
    expect(line).toContain("Bob Builder");
    expect(listed.stdout.split("\n")[0]).toMatch(/^CONTRACTOR\s+COMPANY\s+CLAIM TYPE\s+CLIENT\s+ORIGINAL\s+FINAL\s+NOTES\s+ID$/);
  });

  test.concurrent.each(Object.keys(ENTRY_FLAGS))("add without %s (no terminal) → exit 2 naming it, nothing stored", async (flag) => {
    const before = entryCount();
    expectUsage(await cli(["credibility", "add", ...entryFlags({ [flag]: undefined })]), flag);
    expect(entryCount()).toBe(before);
  });

  test.concurrent.each([
    ["a negative amount", { "--original-amount": "-5" }, "Original amount must be an amount of 0 or more with at most 2 decimals"],
    ["three decimals", { "--final-amount": "1.234" }, "Final amount must be an amount of 0 or more with at most 2 decimals"],
    ["a bad contractor email", { "--contractor-email": "nope" }, "Contractor email must be a valid email address"],
  ] as Array<[string, Record<string, string>, string]>)(
    "add with %s → exit 1 with the schema's message, nothing stored",
    async (_name, overrides, message) => {
      const before = entryCount();
      expectRefused(await cli(["credibility", "add", ...entryFlags(overrides)]), message);
      expect(entryCount()).toBe(before);
    },
  );

  test("list --json → one page {items, total, page, pageSize} with decimal amounts; --search filters", async () => {
    await cliOk([
      "credibility",
      "add",
      ...entryFlags({
        "--contractor-name": "Dana Drywall",
        "--contractor-company": "Dry Co",
        "--claim-type": "Water",
        "--client-name": "Evan",
      }),
    ]);
    const [all, search, none] = await Promise.all([
      cliOk(["credibility", "list", "--json"]),
      cliOk(["credibility", "list", "--json", "--search", "dry co"]),
      cliOk(["credibility", "list", "--search", "zzz-nothing"]),
    ]);
    expect(all.json()).toMatchObject({ success: true, total: entryCount(), page: 1, pageSize: 50 });
    const entries = all.json().items;
    expect(entries).toHaveLength(entryCount());
    expect(entries.find((e: { id: string }) => e.id === entryId)).toMatchObject({
      contractorName: "Bob Builder",
      originalAmount: "52000.50",
      finalAmount: "1234.56",
      deductible: "0.00",
      reducedAmount: null,
    });
    expect(search.json().items.map((e: { contractorName: string }) => e.contractorName)).toEqual(["Dana Drywall"]);
    expect(none.stdout).toContain('No entries match "zzz-nothing"');
  });

  test("edit <ID> --notes x → 'Entry updated successfully'; only that field changes", async () => {
    const audit = lastAuditId();
    const result = await cliOk(["credibility", "edit", entryId, "--notes", "x"]);
    expect(result.stdout.trim()).toBe("Entry updated successfully");
    expect(
      queryDataDir(dir, "SELECT notes, contractor_name, original_amount_cents FROM credibility_entries WHERE id = ?", entryId)[0],
    ).toEqual({
      notes: "x",
      contractor_name: "Bob Builder",
      original_amount_cents: 5200050,
    });
    expectAudited(audit, "credibility.update", "success", "fields=notes");
  });

  test.concurrent.each([
    ["a non-uuid id", ["credibility", "edit", "not-a-uuid", "--notes", "x"], 1, "Invalid credibility entry ID"],
    ["an unknown id", ["credibility", "edit", UNKNOWN_UUID, "--notes", "x"], 1, "Credibility entry not found"],
    ["no field flags (no terminal)", ["credibility", "edit", UNKNOWN_UUID], 2, "--notes"],
    ["delete of an unknown id", ["credibility", "delete", UNKNOWN_UUID, "--yes"], 1, "Credibility entry not found"],
  ] as Array<[string, string[], number, string]>)("%s → exit %i", async (_name, args, exitCode, message) => {
    const result = await cli(args);
    expect(result.stderr).toContain(message);
    expect(result.exitCode).toBe(exitCode);
  });

  test("delete without --yes (no terminal) → exit 2, the entry is still there", async () => {
    const result = await cli(["credibility", "delete", entryId]);
    expectUsage(result, "--yes");
    expect(countIn(dir, "SELECT count(*) AS n FROM credibility_entries WHERE id = ?", entryId)).toBe(1);
  });

  test("delete --yes → 'Entry deleted successfully', the entry is gone", async () => {
    const audit = lastAuditId();
    const result = await cliOk(["credibility", "delete", entryId, "--yes"]);
    expect(result.stdout.trim()).toBe("Entry deleted successfully");
    expect(countIn(dir, "SELECT count(*) AS n FROM credibility_entries WHERE id = ?", entryId)).toBe(0);
    expectAudited(audit, "credibility.delete", "success", entryId);
  });

  describe("import", () => {
    const header = "contractorName,contractorCompany,contractorAddress,clientName,clientAddress,claimType,originalAmount,notes";
    const csvFile = (name: string, text: string) => {
      const path = join(tempDir("aan-cli-csv-"), name);
      writeFileSync(path, text);
      return path;
    };

    test("a valid file of 3 rows → 'Imported 3 credibility entries', amounts in cents", async () => {
      const file = csvFile(
        "good.csv",
        [
          header,
          "Imp One,One LLC,1 A St,Cli One,1 B St,Hail,100.25,first",
          'Imp Two,"Two, Inc.",2 A St,Cli Two,2 B St,Fire,"2,000",',
          "Imp Three,Three Co,3 A St,Cli Three,3 B St,Flood,,",
        ].join("\n") + "\n",
      );
      const before = entryCount();
      const audit = lastAuditId();
      const result = await cliOk(["credibility", "import", file]);
      expect(result.stdout.trim()).toBe("Imported 3 credibility entries");
      expect(entryCount()).toBe(before + 3);
      const rows = queryDataDir<{
        contractor_name: string;
        contractor_company: string;
        original_amount_cents: number | null;
        notes: string | null;
      }>(
        dir,
        "SELECT contractor_name, contractor_company, original_amount_cents, notes FROM credibility_entries WHERE contractor_name LIKE 'Imp %' ORDER BY contractor_name",
      );
      expect(rows).toEqual([
        { contractor_name: "Imp One", contractor_company: "One LLC", original_amount_cents: 10025, notes: "first" },
        { contractor_name: "Imp Three", contractor_company: "Three Co", original_amount_cents: null, notes: null },
        { contractor_name: "Imp Two", contractor_company: "Two, Inc.", original_amount_cents: 200000, notes: null },
      ]);
      expectAudited(audit, "credibility.import", "success", "count=3");
    });

    test.concurrent.each([
      [
        "a blank required field at line 3",
        [
          header,
          "Ok One,One LLC,1 A St,Cli,1 B St,Hail,1,",
          "Bad Two,Two LLC,2 A St,,2 B St,Fire,2,",
          "Ok Three,Three LLC,3 A St,Cli,3 B St,Flood,3,",
        ],
        ["line 3", "Client name is required"],
      ],
      [
        "a bad row after a quoted field spanning two lines (line 4)",
        [header, 'Ok One,One LLC,1 A St,Cli,1 B St,Hail,1,"two', 'lines"', "Bad Two,Two LLC,2 A St,Cli,2 B St,,2,"],
        ["line 4", "Claim type is required"],
      ],
      [
        "a hidden character (a Hangul filler) in a name at line 3",
        [header, "Ok One,One LLC,1 A St,Cli,1 B St,Hail,1,", "Bad\u3164Two,Two LLC,2 A St,Cli,2 B St,Fire,2,"],
        ["line 3", HIDDEN_CHARACTERS_MESSAGE("Contractor name")],
      ],
      [
        "a tag character in a note at line 2",
        [header, "Bad One,One LLC,1 A St,Cli,1 B St,Hail,1,paid\u{e0041}\u{e0042}", "Ok Two,Two LLC,2 A St,Cli,2 B St,Fire,2,"],
        ["line 2", HIDDEN_CHARACTERS_MESSAGE("Notes")],
      ],
    ] as Array<[string, string[], string[]]>)(
      "%s → exit 1 naming the line and message, nothing written",
      async (_name, lines, mentions) => {
        const file = csvFile("bad.csv", lines.join("\n") + "\n");
        const before = entryCount();
        const audit = lastAuditId();
        const result = await cli(["credibility", "import", file]);
        expect(result.exitCode).toBe(1);
        for (const mention of mentions) expect(result.stderr).toContain(mention);
        expect(result.stderr).toContain(`${mentions[0]}: ${mentions[1]}`);
        expect(result.stdout).toBe("");
        expect(entryCount()).toBe(before);
        expectAuditedAmong(audit, "credibility.import", "failure", `${mentions[0]}: ${mentions[1]}`);
      },
    );

    test.concurrent("an unknown column → exit 2 naming it, nothing written", async () => {
      const file = csvFile("unknown.csv", `${header},favouriteColour\nA,B,C,D,E,F,1,,blue\n`);
      const before = entryCount();
      expectUsage(await cli(["credibility", "import", file]), "favouriteColour");
      expect(entryCount()).toBe(before);
    });

    test.concurrent("a missing file → exit 2", async () => {
      expectUsage(await cli(["credibility", "import", "/nonexistent/file.csv"]), "/nonexistent/file.csv");
    });
  });
});

// ───────────────────────────────────────────── admin ─────────────────────────────────────────────

describe("aan admin", () => {
  let ctx: TestContext;
  let request: ReturnType<typeof makeRequester>;
  const login = (username: string, password: string) => request("POST", "/api/admin/login", { body: { username, password } });

  beforeAll(() => {
    ctx = makeTestContext({ dataDir: dir });
    request = makeRequester(createApp(ctx));
  });
  afterAll(() => closeDatabase(ctx.db));

  test("list shows root as an active super admin; --json gives the admin views", async () => {
    const [table, json] = await Promise.all([cliOk(["admin", "list"]), cliOk(["admin", "list", "--json"])]);
    expect(table.stdout.split("\n")[0]).toMatch(/^USERNAME\s+FULL NAME\s+ROLE\s+ACTIVE\s+LAST LOGIN$/);
    expect(table.stdout).toMatch(/root\s+Root Admin\s+super_admin\s+yes/);
    const body = json.json();
    expect(body.success).toBe(true);
    expect(body.admins.find((a: { username: string }) => a.username === "root")).toMatchObject({
      username: "root",
      fullName: "Root Admin",
      role: "super_admin",
      isActive: true,
    });
    expect(JSON.stringify(body)).not.toContain("password");
  });

  test("create --password-stdin: role admin by default, the password works on the web", async () => {
    const audit = lastAuditId();
    const result = await cliOk(["admin", "create", "--username", "ops", "--full-name", "Ops Person", "--password-stdin"], {
      stdin: "opspass1\n",
    });
    expect(result.stdout.trim()).toBe("Admin ops created (admin)");
    expect(queryDataDir(dir, "SELECT role, full_name, is_active FROM admin_accounts WHERE username = 'ops'")).toEqual([
      { role: "admin", full_name: "Ops Person", is_active: 1 },
    ]);
    expectAudited(audit, "admin.create", "success", "role=admin");
    expect((await login("ops", "opspass1")).status).toBe(200);
  });

  test("create --role super_admin --json", async () => {
    const result = await cliOk(
      ["admin", "create", "--username", "boss", "--full-name", "Big Boss", "--role", "super_admin", "--password-stdin", "--json"],
      {
        stdin: "bosspass1\n",
      },
    );
    expect(result.json()).toMatchObject({ success: true, admin: { username: "boss", role: "super_admin", isActive: true } });
    expect(queryDataDir(dir, "SELECT role FROM admin_accounts WHERE username = 'boss'")).toEqual([{ role: "super_admin" }]);
  });

  test.concurrent.each([
    [
      "a bad role",
      ["--username", "bad1", "--full-name", "Bad One", "--role", "root", "--password-stdin"],
      "badpass1\n",
      1,
      "Role must be admin or super_admin",
    ],
    [
      "a taken username",
      ["--username", "ops", "--full-name", "Ops Again", "--password-stdin"],
      "opspass2\n",
      1,
      "Username ops is already taken",
    ],
    [
      "a short password",
      ["--username", "bad2", "--full-name", "Bad Two", "--password-stdin"],
      "12345\n",
      1,
      "Password must be at least 6 characters",
    ],
    ["no --password-stdin (no terminal)", ["--username", "bad3", "--full-name", "Bad Three"], undefined, 2, "--password-stdin"],
  ] as Array<[string, string[], string | undefined, number, string]>)("create with %s", async (_name, args, stdin, exitCode, message) => {
    const admins = countIn(dir, "SELECT count(*) AS n FROM admin_accounts");
    const result = await cli(["admin", "create", ...args], { stdin });
    expect(result.stderr).toContain(message);
    expect(result.exitCode).toBe(exitCode);
    expect(countIn(dir, "SELECT count(*) AS n FROM admin_accounts")).toBe(admins);
  });

  test("passwd root --password-stdin: the new password signs in, the old one does not, root's sessions end", async () => {
    const oldCookie = await loginAdmin(request, ROOT_USERNAME, ROOT_PASSWORD);
    expect((await request("GET", "/api/admin/me", { cookie: oldCookie })).status).toBe(200);
    const audit = lastAuditId();

    const result = await cliOk(["admin", "passwd", "root", "--password-stdin"], { stdin: "brand-new-pass\n" });
    expect(result.stdout.trim()).toBe("Password of root changed; 1 session(s) ended");
    expectAudited(audit, "admin.password", "success", "username=root");
    const audited = auditRows().find((r) => r.action === "admin.password")!;
    expect(audited.detail).not.toContain("brand-new-pass");

    expect((await request("GET", "/api/admin/me", { cookie: oldCookie })).status).toBe(401);
    const root = queryDataDir<{ id: string }>(dir, "SELECT id FROM admin_accounts WHERE username = 'root'")[0]!;
    expect(countIn(dir, "SELECT count(*) AS n FROM sessions WHERE kind = 'admin' AND subject_id = ?", root.id)).toBe(0);

    const old = await login(ROOT_USERNAME, ROOT_PASSWORD);
    expect(old.status).toBe(401);
    const fresh = await login(ROOT_USERNAME, "brand-new-pass");
    expect(fresh.status).toBe(200);
    expect(adminCookieOf(fresh)).toBeDefined();
  });

  test.concurrent.each([
    ["an unknown admin", ["nobody", "--password-stdin"], "whatever1\n", 1, "No admin named nobody"],
    ["a short password", ["ops", "--password-stdin"], "short\n", 1, "Password must be at least 6 characters"],
  ] as Array<[string, string[], string | undefined, number, string]>)("passwd with %s", async (_name, args, stdin, exitCode, message) => {
    const result = await cli(["admin", "passwd", ...args], { stdin });
    expect(result.stderr).toContain(message);
    expect(result.exitCode).toBe(exitCode);
  });

  test("deactivate ops → its login is refused (401) and its session ends; activate ops → login works again", async () => {
    const opsCookie = await loginAdmin(request, "ops", "opspass1");
    let audit = lastAuditId();
    expect((await cliOk(["admin", "deactivate", "ops"])).stdout.trim()).toBe("Admin ops deactivated");
    expectAudited(audit, "admin.deactivate", "success", "username=ops");
    expect(queryDataDir(dir, "SELECT is_active FROM admin_accounts WHERE username = 'ops'")).toEqual([{ is_active: 0 }]);
    expect((await request("GET", "/api/admin/me", { cookie: opsCookie })).status).toBe(401);
    const refused = await login("ops", "opspass1");
    expect(refused.status).toBe(401);
    expect(refused.json).toMatchObject({ success: false, error: "Invalid credentials" });

    audit = lastAuditId();
    expect((await cliOk(["admin", "activate", "ops"])).stdout.trim()).toBe("Admin ops activated");
    expectAudited(audit, "admin.activate", "success", "username=ops");
    expect((await login("ops", "opspass1")).status).toBe(200);
  });

  test("deactivate of an unknown admin → exit 1", async () => {
    expectRefused(await cli(["admin", "deactivate", "ghost"]), "No admin named ghost");
  });

  test("rename ops ops2 → signs in as ops2 with the same password, its session stays; audited; renaming back works", async () => {
    const opsCookie = await loginAdmin(request, "ops", "opspass1");
    const audit = lastAuditId();
    expect((await cliOk(["admin", "rename", "ops", "ops2"])).stdout.trim()).toBe("Admin ops renamed to ops2");
    expectAudited(audit, "admin.rename", "success", "username=ops new=ops2");
    expect((await request("GET", "/api/admin/me", { cookie: opsCookie })).json).toMatchObject({ admin: { username: "ops2" } });
    expect((await login("ops", "opspass1")).status).toBe(401);
    expect((await login("ops2", "opspass1")).status).toBe(200);
    expect((await cliOk(["admin", "rename", "ops2", "ops", "--json"])).json()).toMatchObject({ success: true, admin: { username: "ops" } });
  });

  test.each([
    ["a taken username", ["ops", "root"], "Username root is already taken"],
    ["a short username", ["ops", "ab"], "Username must be at least 3 characters"],
    ["an unknown admin", ["ghost", "ghost2"], "No admin named ghost"],
  ])("rename with %s → exit 1 and the message, nothing changed", async (_name, args, message) => {
    const before = queryDataDir(dir, "SELECT username FROM admin_accounts ORDER BY username");
    expectRefused(await cli(["admin", "rename", ...args]), message);
    expect(queryDataDir(dir, "SELECT username FROM admin_accounts ORDER BY username")).toEqual(before);
  });
});

// ───────────────────────────────────────────── audit ─────────────────────────────────────────────

describe("aan audit", () => {
  test("--limit 5: five rows, newest first, after the column titles", async () => {
    const result = await cliOk(["audit", "--limit", "5"]);
    const lines = result.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^TIME \(UTC\)\s+ACTOR\s+ACTION\s+OUTCOME\s+TIMES\s+ADDRESS\s+DETAIL$/);
    expect(lines.slice(2)).toHaveLength(5);
    const newest = auditRows().at(-1)!;
    expect(lines[2]).toContain(newest.action);
  });

  test("--json → {entries}, newest first; --action codes.generate keeps only those", async () => {
    const [all, generated] = await Promise.all([
      cliOk(["audit", "--json", "--limit", "500"]),
      cliOk(["audit", "--json", "--action", "codes.generate"]),
    ]);
    const entries = all.json().entries;
    expect(Object.keys(all.json())).toEqual(["entries"]);
    expect(entries).toHaveLength(Math.min(500, auditRows().length));
    expect(entries.map((e: { id: number }) => e.id)).toEqual(
      [...entries.map((e: { id: number }) => e.id)].sort((a: number, b: number) => b - a),
    );
    expect(entries[0]).toMatchObject({
      actor: expect.any(String),
      action: expect.any(String),
      outcome: expect.any(String),
      at: expect.any(String),
    });
    const onlyGenerate = generated.json().entries;
    expect(onlyGenerate.length).toBe(countIn(dir, "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'codes.generate'"));
    expect(onlyGenerate.length).toBeGreaterThan(0);
    for (const entry of onlyGenerate) expect(entry.action).toBe("codes.generate");
  });

  test.concurrent.each([
    ["--action nope", ["--action", "nope"], "Unknown audit action"],
    ["--limit 0", ["--limit", "0"], "Limit must be a whole number from 1 to 500"],
  ])("%s → exit 1 with the message", async (_name, args, message) => {
    expectRefused(await cli(["audit", ...args]), message);
  });

  test("every change made above is in the audit log with actor cli:tester", async () => {
    const successes = new Set(
      auditRows()
        .filter((r) => r.actor === CLI_ACTOR && r.outcome === "success")
        .map((r) => r.action),
    );
    for (const action of [
      "setup",
      "codes.generate",
      "codes.create",
      "codes.assign",
      "codes.unassign",
      "credibility.create",
      "credibility.update",
      "credibility.delete",
      "credibility.import",
      "admin.create",
      "admin.password",
      "admin.deactivate",
      "admin.activate",
    ]) {
      expect([action, successes.has(action)]).toEqual([action, true]);
    }
    // The web sign-ins of the admin tests are audited as admins, not as the CLI.
    const logins = auditRows().filter((r) => r.action === "login" && r.outcome === "success");
    expect(logins.length).toBeGreaterThan(0);
    for (const row of logins) expect(row.actor).toMatch(/^admin:/);
  });

  test("the OS user names the actor: USER=alice → cli:alice", async () => {
    const audit = lastAuditId();
    await runCliOk(["codes", "generate", "--count", "1"], { dataDir: dir, env: { USER: "alice", LOGNAME: "alice" } });
    expect(auditSince(audit).map((r) => r.actor)).toEqual(["cli:alice"]);
  });
});

// ──────────────────────────────────────────── general ────────────────────────────────────────────

describe("aan, its usage and its output", () => {
  test("--version prints the version and exits 0", async () => {
    const result = await runCli(["--version"]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout.trim()).toBe(APP_VERSION);
  });

  test.concurrent.each([
    ["an unknown command", ["frobnicate"], "unknown command"],
    ["an unknown option", ["codes", "list", "--frob"], "unknown option"],
    ["a flag without its value", ["codes", "generate", "--count"], "--count"],
  ])("%s → exit 2", async (_name, args, message) => {
    const result = await cli(args);
    expect(result.stderr).toContain(message);
    expect(result.exitCode).toBe(2);
  });

  test("`aan` alone without a terminal prints the usage and exits without hanging", async () => {
    const result = await runCli([], { dataDir: dir, timeoutMs: 10_000 });
    expect([0, 2]).toContain(result.exitCode);
    const output = result.stdout + result.stderr;
    expect(output).toContain("Usage: aan");
    for (const command of ["setup", "codes", "credibility", "admin", "audit"]) expect(output).toContain(command);
  });

  test("`aan dashboard` without a terminal → exit 2, no hang", async () => {
    expectUsage(await runCli(["dashboard"], { dataDir: dir, timeoutMs: 10_000 }), "terminal");
  });

  test("--data-dir wins over AAN_DATA_DIR", async () => {
    const other = tempDir("aan-cli-other-");
    const result = await runCliOk(["codes", "list", "--json", "--data-dir", other], { dataDir: dir });
    expect(result.json().counts.total).toBe(0);
    expect(existsSync(databasePath(other))).toBe(true);
  });

  test("no ANSI escape codes when stdout and stderr are not terminals", async () => {
    const results = await Promise.all([cli(["codes", "list"]), cli(["codes", "generate", "--count", "0"]), cli(["frobnicate"])]);
    expect(results.map((r) => r.exitCode)).toEqual([0, 1, 2]);
    for (const result of results) {
      expect(result.stdout + result.stderr).not.toMatch(ANSI);
      expect((result.stdout + result.stderr).length).toBeGreaterThan(0);
    }
  });

  // A real pseudo-terminal (`script`) is in cli-spawned.test.ts; here stdout only says it is one.
  test("when stdout is a terminal the output is coloured, and NO_COLOR turns colour off", async () => {
    const [coloured, plain] = await Promise.all([
      cli(["codes", "list", "--status", "all"], { stdoutIsTerminal: true }),
      cli(["codes", "list", "--status", "all"], { stdoutIsTerminal: true, env: { NO_COLOR: "1" } }),
    ]);
    expectColourUnlessNoColor(coloured, plain);
  });

  test("runs on two data dirs at once stay apart: each reads and writes only its own", async () => {
    const [first, second] = [tempDir("aan-cli-apart-"), tempDir("aan-cli-apart-")];
    const [one, two] = await Promise.all([
      runCliOk(["codes", "generate", "--count", "1", "--json"], { dataDir: first }),
      runCliOk(["codes", "generate", "--count", "2", "--json"], { dataDir: second }),
    ]);
    expect(one.json().codes).toHaveLength(1);
    expect(two.json().codes).toHaveLength(2);
    expect([totalCodes(first), totalCodes(second)]).toEqual([1, 2]);
    const listed = await runCliOk(["codes", "list", "--json"], { dataDir: first });
    expect(listed.json().items.map((c: { code: string }) => c.code)).toEqual(one.json().codes);
  });
});
