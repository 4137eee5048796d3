// `aan claims thread` and `aan claims reply` (decision 0081) against a data folder with a member's
// claim: a reply by argument, by standard input (`-`), with a file (kept as the claim's document in
// the member's folder) and with a disguised one (refused, nothing left); the thread printed oldest
// first, each line escaped and green on a terminal; refusals in the core's words.
import { describe, expect, test } from "bun:test";
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { cliActor } from "#core/actor";
import { activateSubscription } from "#core/subscriptions/subscriptions";
import { sendOperativeMessage } from "#core/claims/messages";
import { THREAD_CLOSED } from "#shared/claim-messages";
import { MESSAGE_LIMIT_MESSAGE } from "#shared/schemas/claim-messages";
import { UPLOAD_TYPE_REFUSED } from "#shared/upload-limits";
import { NO_ADMIN_TO_ACT_AS } from "#core/admins/acting-as";
import { ADMIN_FULL_NAME, ADMIN_USERNAME } from "../helpers/admin-session";
import { CLI_ACTOR, CLI_USER, runCli } from "../helpers/cli";
import { tempDir } from "../helpers/context";
import { registerMember, type Member } from "../helpers/member-session";
import { PLAIN_ADMIN_FULL_NAME, PLAIN_ADMIN_USERNAME, scenarioTemplate, type World } from "../helpers/scenario";

type Fixture = { owner: Member; claimId: string };

const template = scenarioTemplate<Fixture>({
  build: async (w) => {
    const owner = await registerMember(w.ctx, w.request);
    activateSubscription(w.ctx, cliActor("tests"), owner.username, { plan: "phantom", frequency: "monthly" });
    const reply = await w.as({ member: () => owner })("POST", "/api/claims", {
      body: {
        propertyAddress: "9 Cli Rd",
        homeowner: "C",
        col: "2026-01-01",
        dol: "2026-01-02",
        inspectionStatus: "pending",
        serviceRequestType: "estimate",
      },
    });
    return { owner, claimId: reply.json.claim.id as string };
  },
});

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n");

async function world(): Promise<World<Fixture> & { dir: string }> {
  const w = await template.fresh({ onDisk: true });
  return Object.assign(w, { dir: w.ctx.config.dataDir });
}

const thread = async (w: World<Fixture> & { dir: string }) =>
  (await w.as({ member: (x) => x.fixture.owner })("GET", `/api/claims/${w.fixture.claimId}/messages`)).json.messages as Array<{
    text: string;
    author: string;
    authorName: string;
    attachments: Array<{ id: string; originalFilename: string }>;
  }>;

describe("aan claims reply", () => {
  test("--message TEXT: the member reads it from AAN operations, never the OS account, which the audit log keeps", async () => {
    const w = await world();
    const result = await runCli(["claims", "reply", w.fixture.claimId, "--message", "We booked the inspection."], { dataDir: w.dir });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain("Message sent (#1)");
    expect(await thread(w)).toMatchObject([{ text: "We booked the inspection.", author: "operative", authorName: "AAN operations" }]);
    expect(w.value("SELECT actor FROM admin_audit_log WHERE action = 'claims.message' AND outcome = 'success'")).toBe(CLI_ACTOR);
  });

  test("--as ADMIN: the member reads that admin's name on the reply and on the claim's step; the audit log the OS account", async () => {
    const w = await world();
    const reply = await runCli(["claims", "reply", w.fixture.claimId, "--message", "On it.", "--as", ADMIN_USERNAME], { dataDir: w.dir });
    expect(reply.exitCode).toBe(0);
    const step = await runCli(["claims", "status", w.fixture.claimId, "in_review", "--as", ADMIN_USERNAME], { dataDir: w.dir });
    expect(step.exitCode).toBe(0);
    expect(await thread(w)).toMatchObject([{ text: "On it.", authorName: ADMIN_FULL_NAME }]);
    const detail = await w.as({ member: (x) => x.fixture.owner })("GET", `/api/claims/${w.fixture.claimId}`);
    expect(detail.json.claim.status).toBe("in_review");
    expect(detail.json.history.find((h: { toStatus: string }) => h.toStatus === "in_review").actor).toBe(`admin:${ADMIN_USERNAME}`);
    expect(detail.text).not.toContain(CLI_USER);
    expect(w.value("SELECT count(*) FROM admin_audit_log WHERE actor = ? AND outcome = 'success'", CLI_ACTOR)).toBe(2);
  });

  test("AAN_OPERATOR names the admin by default; --as overrides it", async () => {
    const w = await world();
    const env = { AAN_OPERATOR: ADMIN_USERNAME };
    expect((await runCli(["claims", "reply", w.fixture.claimId, "--message", "one"], { dataDir: w.dir, env })).exitCode).toBe(0);
    const asOther = ["claims", "reply", w.fixture.claimId, "--message", "two", "--as", PLAIN_ADMIN_USERNAME];
    expect((await runCli(asOther, { dataDir: w.dir, env })).exitCode).toBe(0);
    expect((await thread(w)).map((m) => m.authorName)).toEqual([ADMIN_FULL_NAME, PLAIN_ADMIN_FULL_NAME]);
  });

  test("--as a name that is no admin's is bad usage: nothing is sent", async () => {
    const w = await world();
    const result = await runCli(["claims", "reply", w.fixture.claimId, "--message", "lost", "--as", "nobody"], { dataDir: w.dir });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain(NO_ADMIN_TO_ACT_AS("nobody"));
    expect(await thread(w)).toEqual([]);
  });

  test("--message - reads the text from standard input, line breaks kept", async () => {
    const w = await world();
    const result = await runCli(["claims", "reply", w.fixture.claimId, "--message", "-", "--json"], {
      dataDir: w.dir,
      stdin: "line one\nline two\n",
    });
    expect(result.exitCode).toBe(0);
    expect(result.json().sent.text).toBe("line one\nline two");
  });

  test("--file PATH: the file joins the claim's documents in the member's folder", async () => {
    const w = await world();
    const path = join(tempDir(), "contract.pdf");
    writeFileSync(path, PDF);
    const result = await runCli(["claims", "reply", w.fixture.claimId, "--message", "Signed contract", "--file", path, "--json"], {
      dataDir: w.dir,
    });
    expect(result.exitCode).toBe(0);
    const [message] = await thread(w);
    expect(message!.attachments.map((a) => a.originalFilename)).toEqual(["contract.pdf"]);
    expect(existsSync(join(w.dir, "uploads", w.fixture.owner.id, message!.attachments[0]!.id))).toBe(true);
  });

  test("a disguised file refuses the reply: no message, no document, no file left", async () => {
    const w = await world();
    const path = join(tempDir(), "invoice.pdf");
    writeFileSync(path, "<!doctype html><script>alert(1)</script>");
    const result = await runCli(["claims", "reply", w.fixture.claimId, "--message", "see file", "--file", path], { dataDir: w.dir });
    expect(result.exitCode).not.toBe(0);
    expect(result.stderr).toContain(`${UPLOAD_TYPE_REFUSED}: invoice.pdf`);
    expect(w.value("SELECT count(*) FROM claim_messages")).toBe(0);
    const folder = join(w.dir, "uploads", w.fixture.owner.id);
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
  });

  test("refusals in the core's words: a closed claim, an empty message, a missing file", async () => {
    const w = await world();
    const empty = await runCli(["claims", "reply", w.fixture.claimId, "--message", "-"], { dataDir: w.dir, stdin: "" });
    expect(empty.stderr).toContain("Message is required");
    expect((await w.as({ member: (x) => x.fixture.owner })("POST", `/api/claims/${w.fixture.claimId}/cancel`)).status).toBe(200);
    const closed = await runCli(["claims", "reply", w.fixture.claimId, "--message", "hello"], { dataDir: w.dir });
    expect(closed.exitCode).not.toBe(0);
    expect(closed.stderr).toContain(THREAD_CLOSED("cancelled"));
    const missing = await runCli(["claims", "reply", w.fixture.claimId, "--message", "x", "--file", "/nonexistent/a.pdf"], {
      dataDir: w.dir,
    });
    expect(missing.stderr).toContain("Cannot read the file /nonexistent/a.pdf");
  });
});

describe("aan claims thread", () => {
  test("oldest first, each line escaped, green on a terminal; --json is the API's answer", async () => {
    const w = await world();
    const member = w.as({ member: (x) => x.fixture.owner });
    expect((await member("POST", `/api/claims/${w.fixture.claimId}/messages`, { body: { text: "First line\nsecond line" } })).status).toBe(
      200,
    );
    expect((await runCli(["claims", "reply", w.fixture.claimId, "--message", "Answer"], { dataDir: w.dir })).exitCode).toBe(0);
    // A text that reached the table some other way (an old import) still cannot draw on the terminal.
    w.ctx.db.$client.run("UPDATE claim_messages SET text = 'evil \u001b[2J\u202etxt.exe' WHERE seq = 2");

    const printed = await runCli(["claims", "thread", w.fixture.claimId], { dataDir: w.dir, stdoutIsTerminal: true });
    expect(printed.exitCode).toBe(0);
    expect(printed.stdout).not.toContain("\u001b[2J");
    expect(printed.stdout).not.toContain("\u202e");
    expect(printed.stdout).toContain("evil \\x1b[2J\\u{202e}txt.exe");
    expect(printed.stdout).toContain("\u001b[32m  First line\u001b[0m\n\u001b[32m  second line\u001b[0m");
    expect(printed.stdout.indexOf("First line")).toBeLessThan(printed.stdout.indexOf("evil"));
    expect(printed.stdout).toContain(`${w.fixture.owner.username} (member)`);

    const json = (await runCli(["claims", "thread", w.fixture.claimId, "--json"], { dataDir: w.dir })).json();
    expect(json.messages.map((m: { seq: number }) => m.seq)).toEqual([1, 2]);
  });

  test("a page at a time: the newest 50 with where they stand, --before for older ones, --limit past 200 refused in the API's words", async () => {
    const w = await world();
    for (let i = 1; i <= 60; i++) sendOperativeMessage(w.ctx, cliActor("tests"), w.fixture.claimId, { text: `note ${i}` });
    const newest = await runCli(["claims", "thread", w.fixture.claimId], { dataDir: w.dir });
    expect(newest.exitCode).toBe(0);
    expect(newest.stdout).toContain("Messages 11-60 of 60; older ones: --before 11");
    expect(newest.stdout).not.toContain("note 10\n");
    const older = await runCli(["claims", "thread", w.fixture.claimId, "--before", "11", "--json"], { dataDir: w.dir });
    expect(older.json().messages.map((m: { seq: number }) => m.seq)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(older.json().hasOlder).toBe(false);
    const tooMany = await runCli(["claims", "thread", w.fixture.claimId, "--limit", "201"], { dataDir: w.dir });
    expect(tooMany.exitCode).toBe(1);
    expect(tooMany.stderr).toContain(MESSAGE_LIMIT_MESSAGE);
  });

  test("an unknown claim: refused as not found", async () => {
    const w = await world();
    const result = await runCli(["claims", "thread", crypto.randomUUID()], { dataDir: w.dir });
    expect(result.exitCode).not.toBe(0);
    expect(result.stderr).toContain("Claim not found");
  });
});
