// The operator's setup checklist (`aan doctor`): a fresh install lists what it lacks, each line
// with where it is fixed; fixing a line closes it; a line marked not needed leaves the open count
// and comes back when asked; the lines only the server can see are judged by what the running
// `aan serve` reported (its environment, a forwarding header from an untrusted peer), not by the
// operator's shell; a test message goes out through the mail settings to a real SMTP server.
import { afterAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { BACKUPS_ON_THE_DATA_DISK } from "#shared/backup-place";
import { LINE_ALWAYS_NEEDED, SETUP_LINES, UNKNOWN_SETUP_LINE } from "#shared/setup-checklist";
import type { SetupLineView } from "#shared/answers/setup";
import { queryDataDir, runCli, runCliOk, setupDataDir } from "../helpers/cli";
import { startServer, type RunningServer } from "../helpers/server-process";
import { startMailbox } from "../helpers/smtp-mailbox";
import { makeTestContext, tempDir } from "../helpers/context";
import { createOtherAdmin, createSignedInAdmin } from "../helpers/admin-session";
import { cliActor } from "#core/actor";
import { queueTestMessage } from "#core/setup/setup-checklist";

const NO_SERVER_SETTINGS = {
  AAN_SMTP_URL: undefined,
  AAN_SMS_WEBHOOK_URL: undefined,
  AAN_BACKUP_DIR: undefined,
  AAN_REPLICA_URL: undefined,
  AAN_TRUSTED_PROXIES: undefined,
};

async function doctor(dataDir: string): Promise<Record<string, SetupLineView>> {
  const answer = (await runCliOk(["doctor", "--json"], { dataDir, env: NO_SERVER_SETTINGS })).json();
  return Object.fromEntries(answer.lines.map((line: SetupLineView) => [line.key, line]));
}

const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

describe("aan doctor on a fresh install", () => {
  test("lists every line open but trusted proxies, each with where it is fixed", async () => {
    const dataDir = await setupDataDir();
    const run = await runCliOk(["doctor", "--json"], { dataDir, env: NO_SERVER_SETTINGS });
    const answer = run.json();
    const states = Object.fromEntries(answer.lines.map((line: SetupLineView) => [line.key, line.state]));
    expect(states).toEqual({
      firstAdmin: "done",
      supportEmail: "open",
      privacyEmail: "open",
      legalEmail: "open",
      chatLink: "open",
      paymentLinks: "open",
      messageTransport: "open",
      appraisers: "open",
      testimonials: "open",
      trustedProxies: "done",
      scheduledBackups: "open",
      replication: "open",
      adminTwoFactor: "open",
    });
    expect(answer.open).toBe(11);
    const lines = await doctor(dataDir);
    expect(lines.supportEmail!.fix).toEqual({ web: "/admin?tab=site-settings", cli: "aan settings set supportEmail support@example.com" });
    expect(lines.adminTwoFactor!.detail).toContain("Without two-factor sign-in: root");
    expect(lines.paymentLinks!.detail).toContain("Missing: phantom monthly");

    const text = await runCliOk(["doctor"], { dataDir, env: NO_SERVER_SETTINGS });
    expect(text.stdout).toContain("SETUP CHECKLIST: 11 open");
    // The title is printed before the line's words: they do not say it again.
    expect(text.stdout).toContain("[  ] Replication: Not configured. Everything written since the last backup is lost with the disk");
    expect(text.stdout).not.toContain("Replication: Replication");
    expect(text.stdout).toContain("[  ] Appraiser directory: The appraiser directory is empty.");
    expect(text.stdout).toContain("fix: aan appraisers add");
  });

  test("a fixed line closes: a support mailbox set, an appraiser added", async () => {
    const dataDir = await setupDataDir();
    await runCliOk(["settings", "set", "supportEmail", "help@aan.example"], { dataDir });
    await runCliOk(
      [
        "appraisers",
        "add",
        "--name",
        "Dana Appraiser",
        "--state",
        "TX",
        "--credentials",
        "Certified",
        "--appraisals",
        "12",
        "--success-rate",
        "98.5",
        "--specialties",
        "Wind;Hail",
      ],
      { dataDir },
    );
    const lines = await doctor(dataDir);
    expect(lines.supportEmail).toMatchObject({ state: "done", detail: "help@aan.example" });
    expect(lines.appraisers).toMatchObject({ state: "done", detail: "1 listed" });
  });

  test("--not-needed takes a line off the open count, audited; --needed puts it back; an unknown line is refused", async () => {
    const dataDir = await setupDataDir();
    const marked = (await runCliOk(["doctor", "--not-needed", "chatLink", "--json"], { dataDir, env: NO_SERVER_SETTINGS })).json();
    expect(marked.message).toBe("Messaging chat link: marked not needed");
    expect(marked.open).toBe(10);
    expect((await doctor(dataDir)).chatLink!.state).toBe("not-needed");
    // Replication is a line an operator may do without, as the other lines but the first admin.
    const noReplica = (await runCliOk(["doctor", "--not-needed", "replication", "--json"], { dataDir, env: NO_SERVER_SETTINGS })).json();
    expect(noReplica.open).toBe(9);
    await runCliOk(["doctor", "--needed", "replication"], { dataDir });
    await runCliOk(["doctor", "--needed", "chatLink"], { dataDir });
    expect((await doctor(dataDir)).chatLink!.state).toBe("open");
    expect(queryDataDir(dataDir, "SELECT action, outcome, detail FROM admin_audit_log WHERE action LIKE 'setup.%' ORDER BY id")).toEqual([
      { action: "setup.not_needed", outcome: "success", detail: "chatLink" },
      { action: "setup.not_needed", outcome: "success", detail: "replication" },
      { action: "setup.needed", outcome: "success", detail: "replication" },
      { action: "setup.needed", outcome: "success", detail: "chatLink" },
    ]);

    const refused = await runCli(["doctor", "--not-needed", "nope"], { dataDir });
    expect(refused.exitCode).not.toBe(0);
    expect(refused.stderr).toContain(UNKNOWN_SETUP_LINE);
  });
});

describe("aan doctor before any admin exists", () => {
  test("says first that no admin exists and how to create one; two-factor for admins is open, not ok", async () => {
    const dataDir = tempDir("aan-no-admin-");
    const answer = (await runCliOk(["doctor", "--json"], { dataDir, env: NO_SERVER_SETTINGS })).json();
    expect(answer.lines[0]).toMatchObject({ key: "firstAdmin", state: "open", fix: { web: "/admin-setup", cli: "aan setup" } });
    expect(answer.lines.find((line: SetupLineView) => line.key === "adminTwoFactor")).toMatchObject({
      state: "open",
      detail: `${SETUP_LINES.adminTwoFactor.open} No admin exists yet.`,
    });
    const text = (await runCliOk(["doctor"], { dataDir, env: NO_SERVER_SETTINGS })).stdout.split("\n");
    expect(text[1]).toBe(`[  ] An admin to run AAN: ${SETUP_LINES.firstAdmin.open}`);
    expect(text[2]).toBe("       fix: aan setup");
    expect(text.some((line) => line.startsWith("[ok] Two-factor"))).toBe(false);
  });

  test("the first admin cannot be marked not needed; once one exists the line is done", async () => {
    const dataDir = tempDir("aan-no-admin-");
    const refused = await runCli(["doctor", "--not-needed", "firstAdmin"], { dataDir, env: NO_SERVER_SETTINGS });
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain(LINE_ALWAYS_NEEDED(SETUP_LINES.firstAdmin.title));
    await setupDataDir({ dataDir });
    expect((await doctor(dataDir)).firstAdmin).toMatchObject({ state: "done", detail: "1 active admin" });
  });
});

describe("where each line is fixed", () => {
  test("each web fix is a tab that shows the setting; scheduled backups are fixed by the schedule setting, not a one-off aan backup", async () => {
    const lines = await doctor(await setupDataDir());
    expect(lines.messageTransport!.fix).toEqual({
      web: "/admin?tab=status",
      cli: "AAN_SMTP_URL=smtp://user:pass@mail.example.com:587 aan serve",
    });
    expect(lines.scheduledBackups!.fix).toEqual({ web: "/admin?tab=status", cli: "AAN_BACKUP_DIR=/var/backups/aan aan serve" });
    expect(lines.trustedProxies!.fix.web).toBe("/admin?tab=status");
    expect(lines.adminTwoFactor!.fix.web).toBe("/admin?tab=admins");
  });
});

describe("backups inside the data folder", () => {
  test("aan doctor says they are on the same disk as the data, and keeps the line open", async () => {
    const dataDir = await setupDataDir();
    const env = { ...NO_SERVER_SETTINGS, AAN_BACKUP_DIR: join(dataDir, "backups") };
    const answer = (await runCliOk(["doctor", "--json"], { dataDir, env })).json();
    const line = answer.lines.find((l: SetupLineView) => l.key === "scheduledBackups");
    expect(line.state).toBe("open");
    expect(line.detail).toContain(BACKUPS_ON_THE_DATA_DISK);
    expect((await runCliOk(["doctor"], { dataDir, env })).stdout).toContain(BACKUPS_ON_THE_DATA_DISK);
    const elsewhere = (await runCliOk(["doctor", "--json"], { dataDir, env: { ...env, AAN_BACKUP_DIR: tempDir("aan-backups-") } })).json();
    expect(elsewhere.lines.find((l: SetupLineView) => l.key === "scheduledBackups").state).toBe("done");
  });
});

describe("the lines only the server sees", () => {
  test("judged by what aan serve reported: its mail, backup and replica settings, and a forwarding header from an untrusted peer", async () => {
    const dataDir = await setupDataDir();
    const replica = tempDir("aan-replica-");
    const server = await startServer({
      dataDir,
      env: {
        AAN_SMTP_URL: "smtp://127.0.0.1:2525",
        AAN_BACKUP_DIR: tempDir("aan-backups-"),
        AAN_REPLICA_URL: `file://${replica}`,
        AAN_TRUSTED_PROXIES: undefined,
      },
    });
    servers.push(server);
    let lines = await doctor(dataDir);
    expect(lines.messageTransport).toMatchObject({ state: "done", detail: "Delivers by mail (AAN_SMTP_URL)" });
    expect(lines.messageTransport!.reportedAt).not.toBeNull();
    expect(lines.scheduledBackups!.state).toBe("done");
    expect(lines.replication).toMatchObject({ state: "done", detail: `Litestream replicates the database to file://${replica}` });
    expect(lines.trustedProxies!.state).toBe("done");

    const health = await fetch(`${server.url}/api/health`, { headers: { "X-Forwarded-For": "203.0.113.9" } });
    expect(health.status).toBe(200);
    lines = await doctor(dataDir);
    expect(lines.trustedProxies!.state).toBe("open");
    expect(lines.trustedProxies!.detail).toContain("Requests from 127.0.0.1 carry x-forwarded-for");
    expect(lines.trustedProxies!.detail).toContain("AAN_TRUSTED_PROXIES=127.0.0.1");
  });
});

describe("aan doctor test-message", () => {
  test("sends through this process's SMTP settings to a real SMTP server", async () => {
    const mailbox = await startMailbox();
    try {
      const dataDir = await setupDataDir();
      const run = await runCliOk(["doctor", "--test-message", "ops@aan.example"], {
        dataDir,
        env: { AAN_SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` },
      });
      expect(run.stdout).toContain("Test message sent to ops@aan.example");
      expect(mailbox.mails.map((mail) => mail.to)).toEqual(["ops@aan.example"]);
      expect(mailbox.mails[0]!.text).toContain("A test message from AAN, asked for by cli:tester. Delivery works.");
    } finally {
      await mailbox.close();
    }
  });

  test("without mail settings the message is held in the outbox, and the operator is told so", async () => {
    const dataDir = await setupDataDir();
    const run = await runCliOk(["doctor", "--test-message", "(713) 555-0142"], { dataDir, env: NO_SERVER_SETTINGS });
    expect(run.stdout).toContain("is held in the outbox: this process has no mail or SMS settings");
    expect(queryDataDir(dataDir, "SELECT channel, status, purpose FROM notifications")).toEqual([
      { channel: "sms", status: "held", purpose: "test_message" },
    ]);
  });

  test("an address that is neither an e-mail nor a phone is refused with the shared message", async () => {
    const dataDir = await setupDataDir();
    const run = await runCli(["doctor", "--test-message", "nobody"], { dataDir });
    expect(run.exitCode).not.toBe(0);
    expect(run.stderr).toContain("Give an e-mail address or a phone number of at least 10 digits");
  });
});

describe("the checklist through the API (the panel's)", () => {
  test("GET lists the lines; not-needed and back; a test message is queued and sent by the outbox; audited", async () => {
    const mailbox = await startMailbox();
    try {
      const ctx = makeTestContext({ config: { smtpUrl: `smtp://127.0.0.1:${mailbox.port}` } });
      const admin = await createSignedInAdmin({ ctx });
      const list = await admin.as("GET", "/api/admin/setup-checklist");
      expect(list.status).toBe(200);
      expect(list.json.lines.find((line: SetupLineView) => line.key === "appraisers")).toMatchObject({
        state: "open",
        fix: { web: "/admin?tab=appraisers", cli: "aan appraisers add" },
      });
      const open = list.json.open as number;

      const marked = await admin.as("POST", "/api/admin/setup-checklist/chatLink/not-needed");
      expect(marked.json).toMatchObject({ success: true, message: "Messaging chat link: marked not needed", open: open - 1 });
      const back = await admin.as("DELETE", "/api/admin/setup-checklist/chatLink/not-needed");
      expect(back.json).toMatchObject({ message: "Messaging chat link: back on the checklist", open });
      const unknown = await admin.as("POST", "/api/admin/setup-checklist/nope/not-needed");
      expect(unknown.status).toBe(400);
      expect(unknown.json.error).toBe(UNKNOWN_SETUP_LINE);

      const sent = await admin.as("POST", "/api/admin/setup-checklist/test-message", { body: { to: "ops@aan.example" } });
      expect(sent.json).toMatchObject({ success: true, message: "Test message queued (email to ops@aan.example)", status: "pending" });
      await mailbox.waitForMail(() => true);
      expect(mailbox.mails.map((mail) => mail.to)).toEqual(["ops@aan.example"]);
      const refused = await admin.as("POST", "/api/admin/setup-checklist/test-message", { body: { to: "nobody" } });
      expect(refused.status).toBe(400);
      expect(refused.json.error).toBe("Give an e-mail address or a phone number of at least 10 digits");

      const actions = ctx.db.$client.query("SELECT action, outcome FROM admin_audit_log WHERE action LIKE 'setup.%' ORDER BY id").all();
      expect(actions).toEqual([
        { action: "setup.not_needed", outcome: "success" },
        { action: "setup.needed", outcome: "success" },
        { action: "setup.not_needed", outcome: "failure" },
        { action: "setup.test_message", outcome: "success" },
        { action: "setup.test_message", outcome: "failure" },
      ]);
      expect((await admin.request("GET", "/api/admin/setup-checklist")).status).toBe(401);
    } finally {
      await mailbox.close();
    }
  });
});

describe("test messages from the panel are throttled per admin", () => {
  const PATH = "/api/admin/setup-checklist/test-message";
  const queued = (admin: Awaited<ReturnType<typeof createSignedInAdmin>>) =>
    admin.ctx.db.$client.query("SELECT count(*) AS n FROM notifications WHERE purpose = 'test_message'").get() as { n: number };

  test("20 in parallel to 20 addresses: exactly 10 queued, the others 429 with Retry-After and nothing written", async () => {
    const admin = await createSignedInAdmin();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => admin.as("POST", PATH, { body: { to: `ops${i}@aan.example` } })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(10);
    const refused = replies.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.status)).toEqual(Array(10).fill(429));
    expect(refused[0]!.json).toEqual({
      success: false,
      kind: "throttled",
      error: "Too many test messages: at most 10 an hour. Try again in 60 minutes.",
    });
    // The clock stood still: the oldest of the hour leaves the window in a whole hour.
    expect(refused.map((r) => r.headers.get("retry-after"))).toEqual(Array(10).fill("3600"));
    expect(queued(admin).n).toBe(10);
    const audit = admin.ctx.db.$client
      .query("SELECT outcome, count(*) AS n FROM admin_audit_log WHERE action = 'setup.test_message' GROUP BY outcome ORDER BY outcome")
      .all();
    expect(audit).toEqual([
      { outcome: "success", n: 10 },
      { outcome: "throttled", n: 10 },
    ]);
  });

  test("the wait is until the oldest of the hour leaves; then one more; another admin and the operator's terminal are not counted", async () => {
    const admin = await createSignedInAdmin();
    const send = () => admin.as("POST", PATH, { body: { to: "(713) 555-0142" } });
    expect((await send()).status).toBe(200);
    admin.ctx.clock.advance(20 * 60_000);
    for (let i = 0; i < 9; i++) expect((await send()).status).toBe(200);
    admin.ctx.clock.advance(10 * 60_000);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(30 * 60));
    expect(refused.json.error).toBe("Too many test messages: at most 10 an hour. Try again in 30 minutes.");

    const other = await createOtherAdmin(admin, { username: "deputy", password: "D3puty-Secret-Pass" });
    expect((await admin.request("POST", PATH, { cookie: other, body: { to: "ops@aan.example" } })).status).toBe(200);
    expect(queueTestMessage(admin.ctx, cliActor("ops"), { to: "ops@aan.example" }).status).toBe("pending");

    // (In steps shorter than the session's idle expiry.)
    admin.ctx.clock.advance(29 * 60_000);
    const almost = await send();
    expect(almost.headers.get("retry-after")).toBe("60");
    expect(almost.json.error).toBe("Too many test messages: at most 10 an hour. Try again in 1 minute.");
    admin.ctx.clock.advance(60_000 + 1);
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
    expect(queued(admin).n).toBe(13);
  });
});
