// Backups in S3-compatible storage (AAN_BACKUP_URL, decision 0135) against a real s3rver process:
// `aan backup` streams its archive to the bucket under the same name a folder gets, keeps the
// newest --keep there, `aan backups` lists them, `aan restore latest` or NAME reads one back into
// a data folder; the server's scheduled backup goes there too and its status names the bucket
// without its keys; a folder backup stays owner-only.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { statSync } from "node:fs";
import { join } from "node:path";
import { closeDatabase } from "#core/db/db";
import { loadConfig } from "#core/platform/config";
import { createScheduledBackups } from "#server/scheduled-backups";
import { makeTestContext, tempDir } from "../helpers/context";
import { countIn, runCli, runCliOk, setupDataDir, SPAWNED_CLI } from "../helpers/cli";
import { S3_KEY, startS3Server, type S3Server } from "../helpers/s3-server";

let s3: S3Server;
let bucket: Bun.S3Client;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = new Bun.S3Client({ endpoint: s3.endpoint, bucket: s3.bucket, region: "us-east-1", ...S3_KEY });
});
afterAll(async () => {
  await s3.stop();
});

const keysUnder = async (prefix: string) => ((await bucket.list({ prefix })).contents ?? []).map((o) => o.key).sort();

describe("aan backup with AAN_BACKUP_URL", () => {
  test("the archive goes to the bucket, the newest --keep stay, aan backups lists them, aan restore latest brings the rows back", async () => {
    const dataDir = await setupDataDir();
    const env = { AAN_BACKUP_URL: s3.url("nightly"), AAN_BACKUP_DIR: undefined };
    // Two older backups already in the bucket, and an object that is no backup.
    await bucket.write("nightly/aan-backup-20200101T000000Z.tar.gz", "old");
    await bucket.write("nightly/aan-backup-20200102T000000Z.tar.gz", "old");
    await bucket.write("nightly/notes.txt", "not a backup");

    const taken = (await runCliOk(["backup", "--keep", "2", "--json"], { dataDir, env })).json();
    expect(taken.file).toMatch(new RegExp(`^s3://${s3.bucket}/nightly/aan-backup-\\d{8}T\\d{6}Z\\.tar\\.gz$`));
    expect(taken.sameDiskAsData).toBe(false);
    expect(taken.removed).toEqual(["aan-backup-20200101T000000Z.tar.gz"]);
    const name = taken.file.slice(`s3://${s3.bucket}/nightly/`.length);
    expect(await keysUnder("nightly/")).toEqual(["nightly/aan-backup-20200102T000000Z.tar.gz", `nightly/${name}`, "nightly/notes.txt"]);
    expect((await bucket.file(`nightly/${name}`).stat()).size).toBe(taken.bytes);

    const listed = (await runCliOk(["backups", "--json"], { dataDir, env })).json();
    expect(listed.backups).toEqual([name, "aan-backup-20200102T000000Z.tar.gz"]);
    expect(listed.place).not.toContain(S3_KEY.secretAccessKey);
    const shown = await runCliOk(["backups"], { dataDir, env });
    expect(shown.stdout).toContain(`Backups in s3://${s3.bucket}/nightly?endpoint=`);
    expect(shown.stdout).not.toContain(`${S3_KEY.accessKeyId}:${S3_KEY.secretAccessKey}`);

    const target = tempDir("aan-restored-");
    const restored = (await runCliOk(["restore", "latest", "--json"], { dataDir: target, env })).json();
    expect(restored.file).toBe(taken.file);
    const admins = "SELECT count(*) AS n FROM admin_accounts";
    expect(countIn(target, admins)).toBe(countIn(dataDir, admins));
    expect(countIn(target, admins)).toBeGreaterThan(0);
    // By name too; a name the bucket does not hold is refused.
    expect((await runCliOk(["restore", name, "--json"], { dataDir: tempDir("aan-restored-"), env })).json().file).toBe(taken.file);
    const missing = await runCli(["restore", "aan-backup-19990101T000000Z.tar.gz"], { dataDir: tempDir("aan-restored-"), env });
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toContain(`No backup at s3://${s3.bucket}/nightly/aan-backup-19990101T000000Z.tar.gz`);
  }, 60_000);

  test("AAN_BACKUP_URL and AAN_BACKUP_DIR together are refused: backups go to one place", async () => {
    const dataDir = await setupDataDir();
    const run = await runCli(["backup"], { dataDir, env: { AAN_BACKUP_URL: s3.url("x"), AAN_BACKUP_DIR: tempDir() } });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain("Set AAN_BACKUP_URL or AAN_BACKUP_DIR, not both: backups go to one place");
  }, 30_000);

  test("a folder backup is owner-only, its folder too", async () => {
    const dataDir = await setupDataDir();
    const folder = join(tempDir(), "made-here");
    const report = (await runCliOk(["backup", "--json"], { dataDir, env: { AAN_BACKUP_DIR: folder } })).json();
    expect(statSync(report.file).mode & 0o777).toBe(0o600);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  }, 30_000);
});

describe("scheduled backups with AAN_BACKUP_URL", () => {
  test("a run puts its archive in the bucket and the status names it without the keys", async () => {
    const dataDir = tempDir();
    const { backupUrl } = loadConfig({ webRoot: dataDir, dataDir }, { AAN_BACKUP_URL: s3.url("scheduled") });
    const ctx = makeTestContext({ dataDir, config: { dataDir, backupUrl, backupDir: null, backupKeep: 3 } });
    const backups = createScheduledBackups(ctx, SPAWNED_CLI);
    expect(backups.status()).toMatchObject({ configured: true, sameDiskAsData: false });
    expect(backups.status().dir).toBe(backupUrl!.describe);
    await backups.runOnce();
    const status = backups.status();
    expect(status).toMatchObject({ lastOk: true, lastError: null });
    expect(status.lastFile).toMatch(new RegExp(`^s3://${s3.bucket}/scheduled/aan-backup-`));
    expect(await keysUnder("scheduled/")).toEqual([status.lastFile!.slice(`s3://${s3.bucket}/`.length)]);
    closeDatabase(ctx.db);
  }, 30_000);
});
