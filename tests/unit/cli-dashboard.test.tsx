// The Ink dashboard and form through ink-testing-library: the counters, the tabs, keyboard
// actions, the form's validation with the shared schemas, and hostile stored text shown escaped,
// on an in-memory database.
import { afterEach, beforeEach, describe, expect, mock, test } from "bun:test";
import { render } from "ink-testing-library";
import { z } from "zod";
import { Dashboard, keysOf } from "../../src/cli/ui/dashboard";
import { Form } from "../../src/cli/ui/form";
import { cliActor } from "#core/actor";
import { createCredibilityEntry } from "#core/credibility/credibility";
import { pageInvitationCodes } from "#core/invitation-codes/code-listing";
import { createCustomCode, generateInvitationCodes } from "#core/invitation-codes/invitation-codes";
import { makeTestContext, type TestContext } from "../helpers/context";

const KEYS = {
  tab: "\t",
  enter: "\r",
  escape: "\u001B",
  up: "\u001B[A",
  down: "\u001B[B",
  right: "\u001B[C",
  left: "\u001B[D",
  backspace: "\u007F",
  pageDown: "\u001B[6~",
  pageUp: "\u001B[5~",
};
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;

type Instance = ReturnType<typeof render>;
const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes one piece of input and lets Ink render it. */
async function press(app: Instance, ...inputs: string[]) {
  for (const input of inputs) {
    app.stdin.write(input);
    // Ink holds a lone Esc for 20 ms (more bytes may follow) before it counts as the key.
    await tick(input === KEYS.escape ? 30 : 5);
  }
}

/** Types a field's text, then Enter, as two separate writes. */
async function fill(app: Instance, ...values: string[]) {
  for (const value of values) {
    if (value) await press(app, value);
    await press(app, KEYS.enter);
  }
}

async function clearField(app: Instance, length: number) {
  for (let i = 0; i < length; i++) await press(app, KEYS.backspace);
}

const frame = (app: Instance) => (app.lastFrame() ?? "").replace(ANSI, "");

/** The frame once it contains `text` (waits up to a second for Ink to render). */
async function frameWith(app: Instance, text: string | RegExp): Promise<string> {
  const deadline = Date.now() + 1000;
  for (;;) {
    const current = frame(app);
    if (typeof text === "string" ? current.includes(text) : text.test(current)) return current;
    if (Date.now() > deadline) return current; // the caller's expect shows what was there
    await tick(10);
  }
}

describe("Dashboard", () => {
  const actor = cliActor("tester");
  let ctx: TestContext;
  let app: Instance;
  let codes: string[];

  beforeEach(async () => {
    ctx = makeTestContext();
    codes = generateInvitationCodes(ctx, actor, { count: 5 }).codes;
    ctx.clock.advance(1000);
    createCustomCode(ctx, actor, { code: "vip-1" }); // the newest code: first in the lists
    createCredibilityEntry(ctx, actor, {
      contractorName: "Bob Builder",
      contractorCompany: "Builder Roofing LLC",
      contractorAddress: "12 Shingle Way",
      clientName: "Carol Client",
      clientAddress: "34 Palm Ave",
      claimType: "Wind",
      originalAmount: "52000.5",
      finalAmount: "1234.56",
    });
    app = render(<Dashboard ctx={ctx} actor={actor} height={30} />);
    await tick();
  });

  afterEach(() => {
    app.unmount();
  });

  const assignee = (code: string) =>
    ctx.db.$client.query("SELECT assignee_username, assignee_phone, assignee_email FROM invitation_codes WHERE code = ?").get(code);
  const codeCount = () => (ctx.db.$client.query("SELECT count(*) AS n FROM invitation_codes").get() as { n: number }).n;

  test("shows the four counters and the five tabs with their counts, the unused codes listed", async () => {
    const text = await frameWith(app, "Active Codes");
    expect(text).toContain("AAN CONTROL PANEL");
    expect(text).toMatch(/Active Codes: 6\s+Used Codes: 0\s+Expired: 0\s+Total Generated: 6/);
    expect(text).toMatch(/Unused \(6\)\s+Used \(0\)\s+Assigned \(0\)\s+Expired \(0\)\s+Credibility \(1\)/);
    for (const code of [...codes, "VIP-1"]) expect(text).toContain(code);
    expect(text.indexOf("VIP-1")).toBeLessThan(text.indexOf(codes[0]!)); // newest first
  });

  test("Tab walks Used → Assigned → Expired → Credibility, each with its empty state or rows; → wraps back to Unused", async () => {
    await press(app, KEYS.tab);
    let text = await frameWith(app, "No codes have been used yet");
    expect(text).toContain("No codes have been used yet");
    expect(text).not.toContain("VIP-1");

    await press(app, KEYS.tab);
    expect(await frameWith(app, "No codes are assigned yet")).toContain("No codes are assigned yet");

    await press(app, KEYS.tab);
    expect(await frameWith(app, "No codes have expired")).toContain("No codes have expired");

    await press(app, KEYS.tab);
    text = await frameWith(app, "Bob Builder");
    expect(text).toContain("Bob Builder · Builder Roofing LLC · Wind · Carol Client · $52,000.50 → $1,234.56");
    expect(text).toContain("n new · e edit · d delete");

    await press(app, KEYS.right);
    text = await frameWith(app, "VIP-1");
    expect(text).toContain("VIP-1");
    expect(text).not.toContain("Bob Builder");
  });

  test("'a' opens the assign form; a bad phone shows the spec's message; fixed as the panel takes it, it saves in the one format and the Assigned tab counts 1", async () => {
    await press(app, "a");
    let text = await frameWith(app, "ASSIGN CODE VIP-1");
    expect(text).toContain("ASSIGN CODE VIP-1");
    for (const label of ["Username*", "First name*", "Last name*", "Phone (xxx) xxx-xxxx*", "Email*"]) expect(text).toContain(label);

    await fill(app, "jdoe", "John", "Doe", "555-4567", "john@example.com");
    text = await frameWith(app, "Phone must be in format (xxx) xxx-xxxx");
    expect(text).toContain("Phone must be in format (xxx) xxx-xxxx");
    expect(text).toMatch(/› Phone \(xxx\) xxx-xxxx\*: 555-4567/); // focus is back on the phone
    expect(assignee("VIP-1")).toEqual({ assignee_username: null, assignee_phone: null, assignee_email: null });

    await clearField(app, "555-4567".length);
    await fill(app, "555.123.4567", ""); // phone, then Enter on the kept email saves
    text = await frameWith(app, "Code VIP-1 assigned successfully");
    expect(text).toContain("Code VIP-1 assigned successfully");
    expect(text).not.toContain("ASSIGN CODE");
    expect(text).toMatch(/Assigned \(1\)/);
    expect(text).toContain("John Doe <john@example.com> (555) 123-4567");
    expect(assignee("VIP-1")).toEqual({ assignee_username: "jdoe", assignee_phone: "(555) 123-4567", assignee_email: "john@example.com" });
    const audit = ctx.db.$client.query("SELECT actor, outcome FROM admin_audit_log WHERE action = 'codes.assign' ORDER BY id").all();
    // The form's own check stopped the bad phone before core; the save is audited as the CLI user.
    expect(audit).toEqual([{ actor: "cli:tester", outcome: "success" }]);

    await press(app, KEYS.tab, KEYS.tab);
    text = await frameWith(app, /jdoe|John Doe/);
    expect(text).toContain("VIP-1");
    expect(text).toContain("John Doe <john@example.com>");
  });

  test("↓ then 'a' opens the form for the second code of the list", async () => {
    const listed = frame(app)
      .match(/^\s*(\S{4}-\S{4}-\S{4}|VIP-1)\s+unassigned/gm)!
      .map((line) => line.trim().split(/\s+/)[0]);
    expect(listed[0]).toBe("VIP-1");
    await press(app, KEYS.down, "a");
    const text = await frameWith(app, "ASSIGN CODE");
    expect(text).toContain(`ASSIGN CODE ${listed[1]}`);
  });

  test("Esc closes the assign form without writing anything", async () => {
    await press(app, "a", "jdoe", KEYS.escape);
    const text = await frameWith(app, "g generate");
    expect(text).not.toContain("ASSIGN CODE");
    expect(assignee("VIP-1")).toEqual({ assignee_username: null, assignee_phone: null, assignee_email: null });
  });

  test("'g' then Enter → 'Generated 5 new invitation codes', the counters move", async () => {
    await press(app, "g");
    expect(await frameWith(app, "GENERATE NEW CODES")).toContain("Count (1-100)*: 5");
    await press(app, KEYS.enter);
    const text = await frameWith(app, "Generated 5 new invitation codes");
    expect(text).toContain("Generated 5 new invitation codes");
    expect(text).toMatch(/Active Codes: 11\s+Used Codes: 0\s+Expired: 0\s+Total Generated: 11/);
    expect(text).toMatch(/Unused \(11\)/);
    expect(codeCount()).toBe(11);
  });

  const listedCodes = () =>
    frame(app)
      .match(/^\s*(\S{4}-\S{4}-\S{4}|VIP-1)\s+unassigned/gm)!
      .map((line) => line.trim().split(/\s+/)[0]);

  test("keys that arrive in one write are each handled: Tab Tab Tab moves three tabs, four ↓ move four rows", async () => {
    await press(app, KEYS.tab + KEYS.tab + KEYS.tab);
    expect(await frameWith(app, "No codes have expired")).toContain("No codes have expired");
    await press(app, KEYS.tab + KEYS.tab);
    expect(await frameWith(app, "VIP-1")).toContain("VIP-1");

    const listed = listedCodes();
    await press(app, KEYS.down.repeat(4));
    await press(app, "a");
    expect(await frameWith(app, "ASSIGN CODE")).toContain(`ASSIGN CODE ${listed[4]}`);
  });

  test("a command that opens a form ends the write: the letters after it are not commands", async () => {
    await press(app, "gu");
    const text = await frameWith(app, "GENERATE NEW CODES");
    expect(text).toContain("GENERATE NEW CODES");
    expect(text).not.toContain("unassigned ·"); // no unassign ran behind the form
  });

  test("after generating codes the highlight stays on the code it was on, not on its row number", async () => {
    const listed = listedCodes();
    await press(app, KEYS.down, KEYS.down);
    ctx.clock.advance(1000); // the new codes are the newest: listed above the highlighted one
    await press(app, "g");
    await frameWith(app, "GENERATE NEW CODES");
    await press(app, KEYS.enter);
    await frameWith(app, "Generated 5 new invitation codes");
    await press(app, "a");
    expect(await frameWith(app, "ASSIGN CODE")).toContain(`ASSIGN CODE ${listed[2]}`);
  });

  test("'g' with a count of 0 → the 'Invalid Count' message, nothing generated", async () => {
    await press(app, "g", KEYS.backspace, "0", KEYS.enter);
    const text = await frameWith(app, "Invalid Count");
    expect(text).toContain("Invalid Count: Please enter a number between 1 and 100");
    expect(codeCount()).toBe(6);
  });

  test("'c' creates a custom code; a duplicate shows core's refusal in the form", async () => {
    await press(app, "c");
    await fill(app, "vip-2");
    let text = await frameWith(app, "Created custom code: VIP-2");
    expect(text).toContain("Created custom code: VIP-2");
    expect(text).toMatch(/Unused \(7\)/);

    await press(app, "c");
    await fill(app, "vip-1");
    text = await frameWith(app, "Code VIP-1 already exists");
    expect(text).toContain("Code VIP-1 already exists");
    expect(text).toContain("CREATE CUSTOM CODE"); // the form stays open
    expect(codeCount()).toBe(7);
  });

  test("'/' filters the list by the search text", async () => {
    await press(app, "/", "vip", KEYS.enter);
    let text = await frameWith(app, "Filter: vip");
    expect(text).toContain("VIP-1");
    for (const code of codes) expect(text).not.toContain(code);

    await press(app, "/", KEYS.backspace, KEYS.backspace, KEYS.backspace, "zzz", KEYS.enter);
    text = await frameWith(app, 'No codes match "zzz"');
    expect(text).toContain('No codes match "zzz"');
  });

  test("Credibility: '/' searches the notes too (the shared credibility search)", async () => {
    createCredibilityEntry(ctx, actor, {
      contractorName: "Dana Drywall",
      contractorCompany: "Dry Co",
      contractorAddress: "1 Wall St",
      clientName: "Evan",
      clientAddress: "2 Wall St",
      claimType: "Water",
      notes: "mould under the sink",
    });
    await press(app, "r", KEYS.left); // refresh, then ← wraps from Unused to Credibility
    expect(await frameWith(app, "Dana Drywall")).toContain("Bob Builder");
    await press(app, "/", "mould", KEYS.enter);
    const text = await frameWith(app, "Filter: mould");
    expect(text).toContain("Dana Drywall");
    expect(text).not.toContain("Bob Builder");
  });

  test("Credibility: 'd' asks the spec's question, 'y' deletes the entry", async () => {
    await press(app, KEYS.left); // ← wraps from Unused to Credibility
    expect(await frameWith(app, "Bob Builder")).toContain("Bob Builder");
    await press(app, "d");
    expect(await frameWith(app, "Are you sure")).toContain("Are you sure you want to delete this credibility entry?");
    await press(app, "y");
    const text = await frameWith(app, "Entry deleted successfully");
    expect(text).toContain("Entry deleted successfully");
    expect(text).toContain("No credibility entries available");
    expect(text).toMatch(/Credibility \(0\)/);
    expect((ctx.db.$client.query("SELECT count(*) AS n FROM credibility_entries").get() as { n: number }).n).toBe(0);
  });
});

describe("Dashboard over many codes", () => {
  const actor = cliActor("tester");

  test("a code tab reads a page of 50 from the core: 'page 1 of 3'; ↓ past the last row and PgUp/PgDn walk on across pages", async () => {
    const ctx = makeTestContext();
    for (let i = 0; i < 5; i++) generateInvitationCodes(ctx, actor, { count: 24 }); // + nothing else: 120 codes
    const secondPage = pageInvitationCodes(ctx, { status: "unused", page: 2, pageSize: 50 }).items.map((c) => c.code);
    const app = render(<Dashboard ctx={ctx} actor={actor} height={30} />);
    try {
      let text = await frameWith(app, "page 1 of 3");
      expect(text).toContain("page 1 of 3 · 120 codes");
      expect(text).toMatch(/Unused \(120\)/);
      // 18 rows show (height 30): PgDn three times reaches row 50, the page's last; once more is page 2,
      // its first code under the cursor.
      await press(app, KEYS.pageDown, KEYS.pageDown, KEYS.pageDown);
      expect(await frameWith(app, "page 1 of 3")).toContain("page 1 of 3");
      await press(app, KEYS.pageDown);
      text = await frameWith(app, "page 2 of 3");
      expect(text).toContain("page 2 of 3");
      await press(app, "a");
      expect(await frameWith(app, "ASSIGN CODE")).toContain(`ASSIGN CODE ${secondPage[0]}`);
      await press(app, KEYS.escape, KEYS.up);
      expect(await frameWith(app, "page 1 of 3")).toContain("page 1 of 3");
    } finally {
      app.unmount();
    }
  });
});

describe("Dashboard with hostile stored data", () => {
  const actor = cliActor("tester");
  // Characters a terminal acts on or hides; Ink's own colours use ESC [ … m, so ESC is checked apart.
  const HIDDEN = /[\u0000-\u0009\u000b-\u001a\u001c-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/u;
  /** ESC that does not start one of Ink's colour sequences (ESC [ digits m). */
  const FOREIGN_ESC = /\u001b(?!\[[0-9;]*m)/;

  test("codes, assignees and credibility entries with escape sequences and bidi controls show as visible escapes", async () => {
    const ctx = makeTestContext();
    const now = Date.now();
    const insertCode = ctx.db.$client.query(
      "INSERT INTO invitation_codes (id, code, is_used, assignee_username, assignee_first_name, assignee_last_name, assignee_phone, assignee_email, assigned_at, created_at) VALUES (?, ?, 0, ?, ?, ?, ?, ?, ?, ?)",
    );
    insertCode.run(crypto.randomUUID(), "EVIL\u202eTXT.EXE", null, null, null, null, null, null, now + 2);
    insertCode.run(
      crypto.randomUUID(),
      "ASSIGNED-1",
      "mal",
      "Zed\u001b]0;owned\u0007",
      "Doe",
      "(555) 123-4567",
      "z@example.com",
      now,
      now + 1,
    );
    ctx.db.$client
      .query(
        "INSERT INTO credibility_entries (id, contractor_name, contractor_company, contractor_address, client_name, client_address, claim_type, notes, created_at, updated_at) VALUES (?, ?, 'Co', '1 St', 'Cli', '2 St', 'Wind', 'roof\nfixed', ?, ?)",
      )
      .run(crypto.randomUUID(), "Bob\u001b[2J", now, now);
    const app = render(<Dashboard ctx={ctx} actor={actor} height={30} />);
    try {
      let raw = app.lastFrame() ?? "";
      expect(frame(app)).toContain("EVIL\\u{202e}TXT.EXE");
      expect(raw).not.toMatch(HIDDEN);
      expect(raw).not.toMatch(FOREIGN_ESC);

      await press(app, KEYS.tab, KEYS.tab); // Assigned
      const assigned = await frameWith(app, "ASSIGNED-1");
      expect(assigned).toContain("Zed\\x1b]0;owned\\x07 Doe <z@example.com>");
      raw = app.lastFrame() ?? "";
      expect(raw).not.toMatch(HIDDEN);
      expect(raw).not.toMatch(FOREIGN_ESC);

      await press(app, KEYS.tab, KEYS.tab); // Expired, Credibility
      const entries = await frameWith(app, "Bob");
      expect(entries).toContain("Bob\\x1b[2J · Co · Wind · Cli");
      expect(entries).toContain("roof\\x0afixed");
      raw = app.lastFrame() ?? "";
      expect(raw).not.toMatch(HIDDEN);
      expect(raw).not.toMatch(FOREIGN_ESC);
    } finally {
      app.unmount();
    }
  });
});

describe("Form", () => {
  const schema = z.object({
    name: z.string().trim().min(3, "Name must be at least 3 characters"),
    email: z.email("Valid email is required"),
    secret: z.string().min(6, "Secret must be at least 6 characters"),
  });
  const fields = [
    { key: "name", label: "Name", required: true },
    { key: "email", label: "Email", required: true },
    { key: "secret", label: "Secret", required: true, mask: true },
  ];

  function renderForm(props: { initial?: Record<string, string>; onSubmit?: (values: Record<string, string>) => void | string } = {}) {
    const onSubmit = mock(props.onSubmit ?? (() => undefined));
    const onCancel = mock(() => undefined);
    const app = render(
      <Form title="TEST FORM" fields={fields} initial={props.initial} schema={schema} onSubmit={onSubmit} onCancel={onCancel} />,
    );
    return { app, onSubmit, onCancel };
  }

  test("shows the title, the labels with * for required, the first field active", async () => {
    const { app } = renderForm();
    await tick();
    const text = frame(app);
    expect(text).toContain("TEST FORM");
    expect(text).toContain("› Name*:");
    expect(text).toContain("  Email*:");
    expect(text).toContain("Enter: next / save");
    app.unmount();
  });

  test("Enter walks the fields; on the last it validates, shows the first message and focuses that field", async () => {
    const { app, onSubmit } = renderForm();
    await tick();
    await fill(app, "Al", "al@example.com", "hunter22");
    const text = await frameWith(app, "Name must be at least 3 characters");
    expect(text).toContain("Name must be at least 3 characters");
    expect(text).toContain("› Name*: Al");
    expect(text).toContain("Secret*: ********"); // masked
    expect(text).not.toContain("hunter22");
    expect(onSubmit).not.toHaveBeenCalled();
    app.unmount();
  });

  test("valid values reach onSubmit; a string it returns is shown as the error", async () => {
    const { app, onSubmit } = renderForm({ onSubmit: () => "Refused by core" });
    await tick();
    await fill(app, "Alice", "alice@example.com", "hunter22");
    const text = await frameWith(app, "Refused by core");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: "Alice", email: "alice@example.com", secret: "hunter22" });
    expect(text).toContain("Refused by core");
    app.unmount();
  });

  test("initial values are shown and kept; ↑ moves back a field; Esc cancels", async () => {
    const { app, onSubmit, onCancel } = renderForm({ initial: { name: "Bob", email: "bob@example.com" } });
    await tick();
    expect(frame(app)).toContain("› Name*: Bob");
    await press(app, KEYS.enter);
    expect(await frameWith(app, "› Email*: bob@example.com")).toContain("› Email*: bob@example.com");
    await press(app, KEYS.up);
    expect(await frameWith(app, "› Name*: Bob")).toContain("› Name*: Bob");
    await press(app, KEYS.escape);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    app.unmount();
  });
});

describe("Dashboard on a terminal that is resized", () => {
  test("the frame follows the terminal's height: from 36 rows to 24 the header stays on screen and the list shrinks", async () => {
    const ctx = makeTestContext();
    generateInvitationCodes(ctx, cliActor("tester"), { count: 40 });
    const app = render(<Dashboard ctx={ctx} actor={cliActor("tester")} />);
    const resizeTo = async (rows: number) => {
      Object.defineProperty(app.stdout, "rows", { value: rows, configurable: true });
      app.stdout.emit("resize");
      await tick(30);
    };
    try {
      await resizeTo(36);
      const tall = frame(app).split("\n");
      expect(tall.length).toBeLessThanOrEqual(36);
      await resizeTo(24);
      const short = frame(app).split("\n");
      expect(short.length).toBeLessThanOrEqual(24);
      expect(short[0]).toContain("AAN CONTROL PANEL");
      expect(short.filter((line) => /unassigned/.test(line)).length).toBeLessThan(tall.filter((line) => /unassigned/.test(line)).length);
    } finally {
      app.unmount();
    }
  });
});

test("keysOf splits a chunk of command keys, not an escape sequence", () => {
  expect(keysOf("\t\t\t")).toEqual(["\t", "\t", "\t"]);
  expect(keysOf("a")).toEqual(["a"]);
  expect(keysOf("\u001b[B")).toEqual(["\u001b[B"]);
});

describe("Dashboard Overview", () => {
  const actor = cliActor("tester");
  let ctx: TestContext;
  let app: Instance;

  beforeEach(async () => {
    ctx = makeTestContext();
    generateInvitationCodes(ctx, actor, { count: 5 });
    app = render(<Dashboard ctx={ctx} actor={actor} height={30} />);
    await tick();
  });

  afterEach(() => {
    app.unmount();
  });

  const sparklineOf = (text: string, label: string) =>
    text
      .split("\n")
      .find((row) => row.trimStart().startsWith(label))
      ?.match(/[▁▂▃▄▅▆▇█]+/)?.[0];

  test("o opens the Overview on 30 days: the funnel's figures and a sparkline per series; o goes back to the codes as they were", async () => {
    await press(app, KEYS.tab); // the Used tab, to come back to
    await press(app, "o");
    const text = await frameWith(app, "OVERVIEW");
    expect(text).toContain("AAN CONTROL PANEL // OVERVIEW");
    expect(text).toContain("OVERVIEW · last 30 days");
    expect(text).toContain("generated 5 → assigned 0 → redeemed 0 → with a package 0");
    expect(sparklineOf(text, "sign-ups")).toBe("▁".repeat(30));
    expect(text).not.toContain("Active Codes");
    await press(app, "o");
    const back = await frameWith(app, "Active Codes");
    expect(back).toContain("No codes have been used yet");
  });

  test("1-4 and ←→ pick the range; a year is drawn per week", async () => {
    await press(app, "o", "1");
    expect(await frameWith(app, "last 7 days")).toContain("CLAIMS (filed per day;");
    await press(app, KEYS.right);
    expect(await frameWith(app, "last 30 days")).toContain("last 30 days");
    await press(app, "4");
    const year = await frameWith(app, "last 365 days");
    expect(year).toContain("MEMBERS (per 2 weeks");
    // 53 weeks, folded in pairs to fit the 100 columns of the test terminal.
    expect(sparklineOf(year, "sign-ups")!.length).toBe(27);
    await press(app, KEYS.left, KEYS.left);
    expect(await frameWith(app, "last 30 days")).toContain("last 30 days");
  });

  test("the figures follow the data: a member's sign-up shows after r", async () => {
    await press(app, "o");
    await frameWith(app, "OVERVIEW");
    ctx.db.$client.run(
      "INSERT INTO users (id, username, email, password, first_name, last_name, phone, company_name, position, created_at) VALUES ('u1', 'm1', 'm1@x.test', 'x', 'M', 'One', '(555) 010-0000', 'Co', 'Owner', ?)",
      [ctx.clock.now().getTime()],
    );
    await press(app, "r");
    const text = await frameWith(app, /sign-ups\s+▁+█\s+total 1/);
    expect(text).toMatch(/sign-ups\s+▁{29}█\s+total 1/);
  });

  test("↑↓ scroll an overview taller than the terminal; keys of one write are each handled", async () => {
    await press(app, "o");
    const top = await frameWith(app, "OVERVIEW · last 30 days");
    expect(top).not.toContain("new devices");
    await press(app, KEYS.pageDown, KEYS.pageDown);
    const bottom = await frameWith(app, "new devices");
    expect(bottom).toContain("SECURITY");
    expect(bottom).not.toContain("INVITATION FUNNEL");
    await press(app, KEYS.pageUp + KEYS.pageUp);
    expect(await frameWith(app, "INVITATION FUNNEL")).toContain("INVITATION FUNNEL");
    // One write: back to the codes and on to the Used tab; then one write opening the Overview on 7 days.
    await press(app, "o\t");
    expect(await frameWith(app, "No codes have been used yet")).toContain("No codes have been used yet");
    await press(app, "o1");
    expect(await frameWith(app, "last 7 days")).toContain("last 7 days");
  });
});
