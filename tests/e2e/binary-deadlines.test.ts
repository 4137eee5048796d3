// The compiled binary's deadline commands on a data dir: `aan claims event` (the note from
// standard input), `aan claims events`, a refused event (its message, nothing stored, the refusal
// audited), and `aan deadlines due` by days, by who owes and overdue, as JSON and as a table.
import { beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { insertClaim } from "#core/claims/claim-repository";
import { addDays, todayIn } from "#shared/civil-date";
import { rewriteClaimDeadlines } from "#core/deadlines/claim-deadlines";
import { closeDatabase, openDatabase } from "#core/db/db";
import { EVENT_BEFORE } from "#core/deadlines/event-rules";
import { CURSOR_MESSAGE } from "#shared/schemas/claim-events";
import { CLI_ACTOR, countIn, queryDataDir, REPO_ROOT, runCli, runCliOk, setupDataDir } from "../helpers/cli";
import { tempDir } from "../helpers/context";
import { insertTestMember } from "../helpers/use-case";

const BINARY = join(REPO_ROOT, "dist/aan");
// Texas claims: "today" is Chicago's.
const today = todayIn(new Date(), "America/Chicago");
let dataDir: string;
let recent: string; // reported 3 days ago: its acknowledgement is due in 12 days
let old: string; // reported 30 days ago: its acknowledgement is 15 days overdue
const aan = (args: string[], stdin?: string) => runCliOk(args, { command: [BINARY], dataDir, stdin });

beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error("dist/aan is missing: `npm test` builds it first (npm run build)");
  dataDir = join(tempDir("aan-binary-deadlines-"), "data");
  await setupDataDir({ command: [BINARY], dataDir });
  // A member's claims as the web would have filed them (the CLI files none).
  const db = openDatabase(dataDir);
  const now = new Date();
  const userId = insertTestMember({ db, clock: { now: () => now } });
  const file = (claimNumber: string) => {
    const id = insertClaim(db, {
      userId,
      claimNumber,
      propertyAddress: "12 Oak St, Austin, TX",
      homeowner: "Pat Owner",
      col: addDays(today, -60),
      dol: addDays(today, -60),
      inspectionStatus: "pending",
      serviceRequestType: "estimate",
      state: "TX",
      createdAt: now,
      updatedAt: now,
    }).id;
    rewriteClaimDeadlines(db, id, now);
    return id;
  };
  recent = file("TX-RECENT");
  old = file("TX-OLD");
  closeDatabase(db);
});

describe("aan claims event / events", () => {
  test("records an event with its note from standard input, audited as the terminal's user", async () => {
    const result = await aan(
      ["claims", "event", recent, "--kind", "reported", "--on", addDays(today, -3), "--note", "-", "--json"],
      "Called the carrier\n",
    );
    expect(result.json()).toEqual({
      success: true,
      event: { id: expect.any(String), kind: "reported", on: addDays(today, -3), note: "Called the carrier" },
    });
    expect(
      countIn(
        dataDir,
        "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'claims.event' AND outcome = 'success' AND actor = ?",
        CLI_ACTOR,
      ),
    ).toBe(1);
    await aan(["claims", "event", old, "--kind", "reported", "--on", addDays(today, -30)]);
  });

  test("lists a claim's events, as JSON and as a table in words", async () => {
    expect((await aan(["claims", "events", recent, "--json"])).json().events).toHaveLength(1);
    const table = (await aan(["claims", "events", recent])).stdout;
    expect(table).toContain("Claim reported to the carrier");
    expect(table).toContain("Called the carrier");
  });

  test("a refused event: its message, a failing exit, nothing stored, the refusal audited", async () => {
    const before = countIn(dataDir, "SELECT count(*) AS n FROM claim_events");
    const result = await runCli(["claims", "event", recent, "--kind", "acknowledged", "--on", addDays(today, -4)], {
      command: [BINARY],
      dataDir,
    });
    expect(result.exitCode).not.toBe(0);
    expect(result.stderr).toContain(EVENT_BEFORE("acknowledged", "reported", addDays(today, -3)));
    expect(countIn(dataDir, "SELECT count(*) AS n FROM claim_events")).toBe(before);
    expect(countIn(dataDir, "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'claims.event' AND outcome = 'failure'")).toBe(1);
  });
});

describe("aan claims deadlines", () => {
  test("a clock not started names the event it waits for, in the table and in the JSON", async () => {
    const table = (await aan(["claims", "deadlines", recent])).stdout;
    expect(table).toContain("verify with counsel");
    expect(table).toContain("Not started: waits for 'Carrier accepted the claim'");
    const pay = (await aan(["claims", "deadlines", recent, "--json"]))
      .json()
      .deadlines.find((d: { ruleId: string }) => d.ruleId === "tx-542-057-pay");
    expect(pay).toMatchObject({ status: "not-started", waitsFor: [{ kind: "accepted", label: "Carrier accepted the claim" }] });
  });
});

describe("aan deadlines due", () => {
  test("due within 30 days, owed by the carrier: the recent claim's acknowledgement", async () => {
    const body = (await aan(["deadlines", "due", "--days", "30", "--owed-by", "carrier", "--json"])).json();
    expect(body.deadlines).toEqual([
      expect.objectContaining({
        claimId: recent,
        claimNumber: "TX-RECENT",
        ruleId: "tx-542-055-acknowledge",
        dueOn: addDays(today, 12),
        status: "upcoming",
        citation: expect.objectContaining({ text: "Tex. Ins. Code 542.055" }),
      }),
    ]);
  });

  test("overdue: the old claim's, as a table with its claim number", async () => {
    const body = (await aan(["deadlines", "due", "--overdue", "--json"])).json();
    expect(body.deadlines.map((d: { claimNumber: string; status: string }) => [d.claimNumber, d.status])).toEqual([["TX-OLD", "overdue"]]);
    const table = (await aan(["deadlines", "due", "--overdue"])).stdout;
    expect(table).toContain("TX-OLD");
    expect(table).toContain("Tex. Ins. Code 542.055");
  });

  test("a cursor that is not one is refused in words; the last page prints no next one", async () => {
    const result = await runCli(["deadlines", "due", "--after", "soon"], { command: [BINARY], dataDir });
    expect(result.exitCode).not.toBe(0);
    expect(result.stderr).toContain(CURSOR_MESSAGE);
    expect((await aan(["deadlines", "due", "--overdue"])).stdout).not.toContain("Next page");
  });

  test("a bad --owed-by is refused in words", async () => {
    const result = await runCli(["deadlines", "due", "--owed-by", "bank"], { command: [BINARY], dataDir });
    expect(result.exitCode).not.toBe(0);
    expect(result.stderr).toContain("Owed by must be carrier, policyholder or appraisers");
  });

  test("two deadlines stay open in the rows the lists read: the recent and the old acknowledgement", () => {
    expect(queryDataDir(dataDir, "SELECT count(*) AS n FROM claim_deadlines WHERE open = 1")).toEqual([{ n: 2 }]);
  });
});
