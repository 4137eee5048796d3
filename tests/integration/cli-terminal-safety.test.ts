// Hostile stored data never reaches the operator's terminal raw: escape sequences and bidi controls
// in audit rows (what anonymous callers typed), codes, assignees and credibility entries show as
// visible escapes in tables, lines and messages; --json stays valid and equal once parsed; the CSV
// export cannot start a spreadsheet formula. The rows are written with bun:sqlite directly, as the
// core refuses such input.
import { Database } from "bun:sqlite";
import { beforeAll, describe, expect, test } from "bun:test";
import { parse } from "csv-parse/sync";
import { databasePath } from "#core/db/db";
import { runCli, runCliOk, setupDataDir, type CliResult } from "../helpers/cli";
import { ISSUE_HIDDEN_CHARACTERS } from "../helpers/hidden-characters";

/** A character a terminal may act on or hide (the line break aside). */
const RAW_UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2028\u2029\u2060-\u2069\ufeff]/u;

const HOSTILE = {
  actor: "anonymous:evil\x1b[2J\x1b]0;owned\x07",
  address: "10.0.0.1\x1b[1A",
  detail: "user \u202egnp.exe\u202c tried",
  colourCode: "EVIL\x1b[31mRED",
  bidiCode: "\u202eTXT.EXE",
  formulaCode: '=HYPERLINK("http://evil.example")',
  plusCode: "+1-CMD",
  assigneeUsername: "mal\x07ory",
  assigneeFirstName: "Tab\tName",
  contractorName: "Bob\x1b[8m hidden",
  notes: "line1\nline2\u2028x",
};

/** Each hidden character with the escape the CLI prints for it. */
const SHOWN_ESCAPED: ReadonlyArray<readonly [string, string, string]> = [
  ...ISSUE_HIDDEN_CHARACTERS.map(([name, char]) => {
    const codePoint = char.codePointAt(0)!;
    const escape = codePoint <= 0xff ? `\\x${codePoint.toString(16).padStart(2, "0")}` : `\\u{${codePoint.toString(16)}}`;
    return [name, char, escape] as const;
  }),
  ["U+115F hangul choseong filler", "\u115f", "\\u{115f}"],
  ["U+1160 hangul jungseong filler", "\u1160", "\\u{1160}"],
  ["U+FFA0 halfwidth hangul filler", "\uffa0", "\\u{ffa0}"],
];

let dir: string;
const cli = (args: string[]) => runCliOk(args, { dataDir: dir });

function expectNothingRaw(result: CliResult) {
  expect(result.stdout.replace(/\n/g, "")).not.toMatch(RAW_UNSAFE);
  expect(result.stderr.replace(/\n/g, "")).not.toMatch(RAW_UNSAFE);
}

beforeAll(async () => {
  dir = await setupDataDir();
  const db = new Database(databasePath(dir));
  db.exec("PRAGMA busy_timeout = 5000");
  const now = Date.now();
  db.query("INSERT INTO admin_audit_log (at, actor, client_address, action, outcome, detail) VALUES (?, ?, ?, 'login', 'failure', ?)").run(
    now + 60_000, // the newest row
    HOSTILE.actor,
    HOSTILE.address,
    HOSTILE.detail,
  );
  const insertCode = db.query(
    "INSERT INTO invitation_codes (id, code, is_used, assignee_username, assignee_first_name, assignee_last_name, assignee_phone, assignee_email, assigned_at, created_at) VALUES (?, ?, 0, ?, ?, ?, ?, ?, ?, ?)",
  );
  insertCode.run(crypto.randomUUID(), HOSTILE.colourCode, null, null, null, null, null, null, now + 4);
  insertCode.run(crypto.randomUUID(), HOSTILE.bidiCode, null, null, null, null, null, null, now + 3);
  insertCode.run(crypto.randomUUID(), HOSTILE.formulaCode, null, null, null, null, null, null, now + 2);
  insertCode.run(
    crypto.randomUUID(),
    HOSTILE.plusCode,
    HOSTILE.assigneeUsername,
    HOSTILE.assigneeFirstName,
    "Doe",
    "(555) 123-4567",
    "m@example.com",
    now,
    now + 1,
  );
  db.query(
    "INSERT INTO credibility_entries (id, contractor_name, contractor_company, contractor_address, client_name, client_address, claim_type, notes, created_at, updated_at) VALUES (?, ?, 'Co', '1 St', 'Cli', '2 St', 'Wind', ?, ?, ?)",
  ).run(crypto.randomUUID(), HOSTILE.contractorName, HOSTILE.notes, now, now);
  // Stored before the rule refused them: one contractor per hidden character of the issue and the
  // other blank fillers, to be printed escaped.
  for (const [i, [, char]] of SHOWN_ESCAPED.entries()) {
    db.query(
      "INSERT INTO credibility_entries (id, contractor_name, contractor_company, contractor_address, client_name, client_address, claim_type, created_at, updated_at) VALUES (?, ?, 'Co', '1 St', 'Cli', '2 St', 'Wind', ?, ?)",
    ).run(crypto.randomUUID(), `Hid${i}den${char}name`, now, now);
  }
  db.close();
});

describe("aan audit", () => {
  test("the table shows a hostile actor, address and detail as visible escapes", async () => {
    const result = await cli(["audit", "--limit", "3"]);
    expectNothingRaw(result);
    const row = result.stdout.split("\n")[2]!;
    expect(row).toContain("anonymous:evil\\x1b[2J");
    expect(row).toContain("10.0.0.1\\x1b[1A");
    expect(row).toContain("user \\u{202e}gnp.exe\\u{202c} tried");
  });

  test("--json escapes them too and parses back to the stored text", async () => {
    const result = await cli(["audit", "--json", "--limit", "3"]);
    expectNothingRaw(result);
    const newest = result.json().entries[0];
    expect(newest).toMatchObject({ actor: HOSTILE.actor, clientAddress: HOSTILE.address, detail: HOSTILE.detail });
  });
});

describe("aan codes", () => {
  test("list shows hostile codes and assignees as visible escapes", async () => {
    const result = await cli(["codes", "list", "--status", "all"]);
    expectNothingRaw(result);
    expect(result.stdout).toContain("EVIL\\x1b[31mRED");
    expect(result.stdout).toContain("\\u{202e}TXT.EXE");
    expect(result.stdout).toContain("Tab\\x09Name Doe (mal\\x07ory)");
  });

  test("list --json and export --format json parse back to the stored codes", async () => {
    for (const args of [
      ["codes", "list", "--status", "all", "--json"],
      ["codes", "export", "--format", "json"],
    ]) {
      const result = await cli(args);
      expectNothingRaw(result);
      const body = result.json();
      const codes: Array<{ code: string }> = Array.isArray(body) ? body : body.items;
      expect(codes.map((c) => c.code)).toEqual(expect.arrayContaining([HOSTILE.colourCode, HOSTILE.bidiCode, HOSTILE.formulaCode]));
    }
  });

  test("export --format csv: escaped cells, and a cell that would start a formula gets a leading apostrophe", async () => {
    const result = await cli(["codes", "export", "--format", "csv"]);
    expectNothingRaw(result);
    const records: Array<Record<string, string>> = parse(result.stdout, { columns: true });
    const codes = records.map((r) => r.code);
    expect(codes).toEqual(expect.arrayContaining(["EVIL\\x1b[31mRED", "\\u{202e}TXT.EXE", `'${HOSTILE.formulaCode}`, "'+1-CMD"]));
    const assigned = records.find((r) => r.code === "'+1-CMD")!;
    expect(assigned).toMatchObject({ assigneeUsername: "mal\\x07ory", assigneeFirstName: "Tab\\x09Name", assigneePhone: "(555) 123-4567" });
  });

  test("a search text with escapes is quoted escaped in the empty-state line", async () => {
    const result = await cli(["codes", "list", "--search", "\x1b[2Jnothing"]);
    expectNothingRaw(result);
    expect(result.stdout).toContain('No codes match "\\x1b[2Jnothing"');
  });
});

describe("aan credibility list", () => {
  test("a hostile contractor name and a note with line breaks stay on their row, escaped", async () => {
    const result = await cli(["credibility", "list"]);
    expectNothingRaw(result);
    const row = result.stdout.split("\n").find((line) => line.includes("Bob"))!;
    expect(row).toContain("Bob\\x1b[8m hidden");
    expect(row).toContain("line1\\x0aline2\\u{2028}x");
  });
});

describe("the hidden characters the server refuses, stored before it did", () => {
  test("credibility list shows each as its escape, and --json parses back to the stored text", async () => {
    const table = await cli(["credibility", "list"]);
    const json = await cli(["credibility", "list", "--json"]);
    const names = (json.json().items as Array<{ contractorName: string }>).map((e) => e.contractorName);
    const shown = SHOWN_ESCAPED.map(([name, char, escape], i) => ({
      name,
      row: table.stdout.split("\n").some((line) => line.includes(`Hid${i}den${escape}name`)),
      raw: table.stdout.includes(char) || json.stdout.includes(char),
      parsed: names.includes(`Hid${i}den${char}name`),
    }));
    expect(shown).toEqual(SHOWN_ESCAPED.map(([name]) => ({ name, row: true, raw: false, parsed: true })));
  });
});

describe("messages that quote the input", () => {
  test("a refusal naming a hostile username escapes it on stderr", async () => {
    const result = await runCli(["admin", "deactivate", "gh\x1b]0;x\x07ost"], { dataDir: dir });
    expect(result.exitCode).toBe(1);
    expectNothingRaw(result);
    expect(result.stderr).toContain("gh\\x1b]0;x\\x07ost");
  });

  test("commander's 'unknown command' escapes the command it quotes", async () => {
    const result = await runCli(["\x1b[2Jfrob"], { dataDir: dir });
    expect(result.exitCode).toBe(2);
    expectNothingRaw(result);
    expect(result.stderr).toContain("\\x1b[2Jfrob");
  });
});
