// Backups and restore (decision 0034): a backup taken while another process writes passes
// integrity_check and holds every write acknowledged before it started; backup → restore into a
// new folder gives the same rows and files; retention keeps exactly N; restore refuses while a
// server holds the folder and refuses what is not a backup; the server's scheduled backup reports
// its outcome on the system status.
import { Database } from "bun:sqlite";
import { describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import * as tar from "tar";
import { cliActor } from "#core/actor";
import { createBackup, restoreBackup } from "#core/backup/backup";
import { folderDestination, pruneBackups } from "#core/backup/backup-destination";
import { takeBackup } from "#core/backup/backup-use-cases";
import { createCredibilityEntry } from "#core/credibility/credibility";
import { closeDatabase, databasePath } from "#core/db/db";
import { claimDataFolder } from "#core/platform/serve-lock";
import { createApp } from "#server/app";
import { createScheduledBackups } from "#server/scheduled-backups";
import { loginAdmin, setupAdmin, setupFields, validCredibilityEntry } from "../helpers/admin-session";
import { makeRequester, makeTestContext, tempDir } from "../helpers/context";
import { runCliOk, setupDataDir } from "../helpers/cli";
import { BACKUPS_ON_THE_DATA_DISK } from "#shared/backup-place";

const ROOT = resolve(import.meta.dir, "../..");
const actor = cliActor("tests");
const countIn = (file: string, sql: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.query(sql).get() as { n: number }).n;
  } finally {
    db.close();
  }
};

async function unpack(archive: string): Promise<string> {
  const dir = tempDir("aan-unpacked-");
  await tar.extract({ file: archive, cwd: dir });
  return dir;
}

describe("backup", () => {
  test("taken while another process writes: integrity ok, every write acknowledged before it started is in it", async () => {
    const dataDir = tempDir();
    const ctx = makeTestContext({ dataDir, config: { dataDir } });
    // A second process commits one row at a time and prints each acknowledgement.
    const writer = Bun.spawn(
      [
        process.execPath,
        "-e",
        `const { Database } = require("bun:sqlite");
         const db = new Database(${JSON.stringify(databasePath(dataDir))});
         db.exec("PRAGMA busy_timeout = 5000; PRAGMA synchronous = FULL");
         const insert = db.prepare("INSERT INTO site_settings (key, value, updated_at) VALUES (?, 'x', 0)");
         for (let i = 0; ; i++) { insert.run("k" + i); console.log(i + 1); }`,
      ],
      { stdout: "pipe", stderr: "ignore" },
    );
    const reader = writer.stdout.getReader();
    let acknowledged = 0;
    let buffered = "";
    const readSome = async () => {
      const { value } = await reader.read();
      buffered += new TextDecoder().decode(value);
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      if (lines.length) acknowledged = Number(lines.at(-1));
    };
    while (acknowledged < 300) await readSome();
    const before = acknowledged;
    const report = await createBackup(ctx.db, dataDir, join(dataDir, "..", `live-${Date.now()}.tar.gz`), new Date());
    writer.kill();
    await writer.exited;
    closeDatabase(ctx.db);

    const unpacked = await unpack(report.file);
    const inBackup = countIn(join(unpacked, "aan.db"), "SELECT count(*) AS n FROM site_settings");
    expect(inBackup).toBeGreaterThanOrEqual(before);
    expect(
      (new Database(join(unpacked, "aan.db"), { readonly: true }).query("PRAGMA integrity_check").get() as { integrity_check: string })
        .integrity_check,
    ).toBe("ok");
    expect(JSON.parse(readFileSync(join(unpacked, "manifest.json"), "utf8"))).toMatchObject({ format: 1, uploads: 0 });
  });

  test("backup → restore into a new folder gives the same rows and uploaded files; the audit log has both", async () => {
    const dataDir = tempDir();
    const ctx = makeTestContext({ dataDir, config: { dataDir } });
    for (let i = 0; i < 25; i++) createCredibilityEntry(ctx, actor, validCredibilityEntry({ contractorName: `Contractor ${i}` }));
    mkdirSync(join(dataDir, "uploads", "member-1"), { recursive: true });
    writeFileSync(join(dataDir, "uploads", "member-1", "doc-1"), "%PDF-1.7 document");
    writeFileSync(join(dataDir, "uploads", "member-1", "doc-2.part"), "still arriving");
    const report = await takeBackup(ctx, actor, join(tempDir(), "b.tar.gz"));
    expect(report).toMatchObject({ uploads: 1, tables: { credibility_entries: 25 } });
    closeDatabase(ctx.db);

    const target = tempDir();
    const restored = await restoreBackup(target, report.file, new Date());
    expect(restored.tables.credibility_entries).toBe(25);
    expect(readFileSync(join(target, "uploads", "member-1", "doc-1"), "utf8")).toBe("%PDF-1.7 document");
    expect(existsSync(join(target, "uploads", "member-1", "doc-2.part"))).toBe(false);
    const names = (file: string) =>
      (
        new Database(file, { readonly: true })
          .query("SELECT contractor_name AS n FROM credibility_entries ORDER BY contractor_name")
          .all() as Array<{ n: string }>
      ).map((r) => r.n);
    expect(names(databasePath(target))).toEqual(names(databasePath(dataDir)));
    expect(countIn(databasePath(target), "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'backup.create'")).toBe(0);
    expect(countIn(databasePath(dataDir), "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'backup.create'")).toBe(1);
  });

  test("restoring over existing data keeps the current database and uploads aside", async () => {
    const source = tempDir();
    const ctx = makeTestContext({ dataDir: source, config: { dataDir: source } });
    createCredibilityEntry(ctx, actor, validCredibilityEntry({ contractorName: "From the backup" }));
    const report = await createBackup(ctx.db, source, join(tempDir(), "b.tar.gz"), new Date());
    closeDatabase(ctx.db);

    const target = tempDir();
    const existing = makeTestContext({ dataDir: target, config: { dataDir: target } });
    createCredibilityEntry(existing, actor, validCredibilityEntry({ contractorName: "Current one" }));
    closeDatabase(existing.db);
    mkdirSync(join(target, "uploads"), { recursive: true });
    const result = await restoreBackup(target, report.file, new Date("2026-11-23T12:00:00Z"));
    expect(result.keptAside.some((p) => p.endsWith("aan.db.before-restore-20261123T120000Z"))).toBe(true);
    expect(result.keptAside.some((p) => p.endsWith("uploads.before-restore-20261123T120000Z"))).toBe(true);
    expect(countIn(databasePath(target), "SELECT count(*) AS n FROM credibility_entries WHERE contractor_name = 'From the backup'")).toBe(
      1,
    );
    expect(
      countIn(
        join(target, "aan.db.before-restore-20261123T120000Z"),
        "SELECT count(*) AS n FROM credibility_entries WHERE contractor_name = 'Current one'",
      ),
    ).toBe(1);
  });

  test("restore is refused while a server holds the folder, and for a file that is not a backup", async () => {
    const dataDir = tempDir();
    const ctx = makeTestContext({ dataDir, config: { dataDir } });
    const report = await createBackup(ctx.db, dataDir, join(tempDir(), "b.tar.gz"), new Date());
    const held = claimDataFolder(dataDir);
    try {
      await expect(restoreBackup(dataDir, report.file, new Date())).rejects.toThrow("Another aan serve is already using the data folder");
    } finally {
      held.release();
      closeDatabase(ctx.db);
    }
    const junk = join(tempDir(), "junk.tar.gz");
    writeFileSync(junk, "not an archive at all");
    await expect(restoreBackup(tempDir(), junk, new Date())).rejects.toThrow("is not an AAN backup");
  });

  test("retention keeps exactly the newest N", async () => {
    const dir = tempDir();
    const names = ["20261101T000000Z", "20261102T000000Z", "20261103T000000Z", "20261104T000000Z", "20261105T000000Z"].map(
      (t) => `aan-backup-${t}.tar.gz`,
    );
    for (const name of names) writeFileSync(join(dir, name), "x");
    writeFileSync(join(dir, "notes.txt"), "keep me");
    expect((await pruneBackups(folderDestination(dir), 3)).sort()).toEqual(names.slice(0, 2));
    expect(readdirSync(dir).sort()).toEqual([...names.slice(2), "notes.txt"].sort());
  });
});

describe("scheduled backups", () => {
  test("a run writes a backup and the system status shows it; a failing one shows its error", async () => {
    const dataDir = tempDir();
    const backupDir = join(tempDir(), "backups");
    const ctx = makeTestContext({ dataDir, config: { dataDir, backupDir, backupKeep: 2 } });
    const backups = createScheduledBackups(ctx, [process.execPath, join(ROOT, "src/main.ts")]);
    const request = makeRequester(createApp(ctx, { backups }));
    const fields = setupFields();
    await setupAdmin(request, fields);
    const cookie = await loginAdmin(request, fields.username, fields.password);

    await backups.runOnce();
    const status = (await request("GET", "/api/admin/system-status", { cookie })).json;
    expect(status.backup).toMatchObject({ configured: true, lastOk: true, lastError: null, keep: 2 });
    expect(readdirSync(backupDir)).toHaveLength(1);

    const broken = createScheduledBackups({ ...ctx, config: { ...ctx.config, backupDir: join(databasePath(dataDir), "not-a-folder") } }, [
      process.execPath,
      join(ROOT, "src/main.ts"),
    ]);
    await broken.runOnce();
    expect(broken.status()).toMatchObject({ lastOk: false });
    expect(broken.status().lastError).toBeTruthy();
    closeDatabase(ctx.db);
  }, 30_000);

  test("aan backup into the data folder (its default without AAN_BACKUP_DIR) says it shares the data's disk; --to elsewhere does not", async () => {
    const dataDir = await setupDataDir();
    const inside = await runCliOk(["backup"], { dataDir, env: { AAN_BACKUP_DIR: undefined } });
    expect(inside.stdout).toContain(BACKUPS_ON_THE_DATA_DISK);
    expect((await runCliOk(["backup", "--json"], { dataDir, env: { AAN_BACKUP_DIR: undefined } })).json().sameDiskAsData).toBe(true);
    const outside = await runCliOk(["backup", "--to", join(tempDir("aan-elsewhere-"), "b.tar.gz")], { dataDir });
    expect(outside.stdout).not.toContain(BACKUPS_ON_THE_DATA_DISK);
  }, 30_000);

  test("the system status says a schedule inside the data folder shares its disk, and where messages go, without credentials", async () => {
    const dataDir = tempDir();
    const ctx = makeTestContext({
      dataDir,
      config: {
        dataDir,
        backupDir: join(dataDir, "backups"),
        smtpUrl: "smtp://mailer:hunter2@mail.example.com:587",
        smsWebhookUrl: null,
        trustedProxies: ["10.0.0.2"],
      },
    });
    const request = makeRequester(createApp(ctx, { backups: createScheduledBackups(ctx) }));
    const fields = setupFields();
    await setupAdmin(request, fields);
    const cookie = await loginAdmin(request, fields.username, fields.password);
    const status = (await request("GET", "/api/admin/system-status", { cookie })).json;
    expect(status.backup.sameDiskAsData).toBe(true);
    expect(status.settings).toEqual({ mailDelivery: "smtp://mail.example.com:587", smsDelivery: null, trustedProxies: ["10.0.0.2"] });
    closeDatabase(ctx.db);
  });
});
