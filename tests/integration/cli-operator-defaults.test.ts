// What an operator meets without setting anything: `aan backup` writes into AAN_BACKUP_DIR or
// <data-dir>/backups (owner-only), never into the folder the operator stands in, and prints the
// archive's real size; CLI changes are audited as cli:<the OS account> even when USER and LOGNAME
// are unset (root in a container, cron).
import { describe, expect, test } from "bun:test";
import { readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { formatStorage } from "#shared/upload-limits";
import { passwdName } from "#cli/cli-context";
import { queryDataDir, runCliOk, setupDataDir, SPAWNED_CLI } from "../helpers/cli";
import { tempDir } from "../helpers/context";

const ownerOnly = (path: string) => statSync(path).mode & 0o777;

describe("aan backup without --to", () => {
  test("writes into <data-dir>/backups (0700, archive 0600), not the current folder, and prints its real size", async () => {
    const dataDir = await setupDataDir();
    const standingIn = tempDir("aan-operator-cwd-");
    const run = await runCliOk(["backup"], { dataDir, command: SPAWNED_CLI, cwd: standingIn, env: { AAN_BACKUP_DIR: undefined } });

    expect(readdirSync(standingIn)).toEqual([]);
    const folder = join(dataDir, "backups");
    const [archive, ...others] = readdirSync(folder);
    expect(others).toEqual([]);
    expect(archive).toMatch(/^aan-backup-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(ownerOnly(folder)).toBe(0o700);
    expect(ownerOnly(join(folder, archive!))).toBe(0o600);
    const bytes = statSync(join(folder, archive!)).size;
    expect(bytes).toBeLessThan(1024 * 1024);
    expect(run.stdout).toContain(`Backup written: ${join(folder, archive!)} (${formatStorage(bytes)})`);
    expect(run.stdout).not.toContain("(0.0 MB)");
  });

  test("a second backup in that folder does not archive the first one", async () => {
    const dataDir = await setupDataDir();
    const first = await runCliOk(["backup", "--json"], { dataDir, env: { AAN_BACKUP_DIR: undefined } });
    const second = await runCliOk(["backup", "--json"], { dataDir, env: { AAN_BACKUP_DIR: undefined } });
    // The archive holds the database and uploads only: its size does not grow by the first archive.
    expect(second.json().bytes).toBeLessThan(first.json().bytes * 1.5);
  });

  test("writes into AAN_BACKUP_DIR when it is set", async () => {
    const dataDir = await setupDataDir();
    const backupDir = join(tempDir("aan-backup-dir-"), "nightly");
    const run = await runCliOk(["backup", "--json"], { dataDir, env: { AAN_BACKUP_DIR: backupDir } });
    expect(run.json().file.startsWith(`${backupDir}/`)).toBe(true);
    expect(readdirSync(backupDir)).toHaveLength(1);
    expect(ownerOnly(backupDir)).toBe(0o700);
  });
});

describe("the CLI's audit actor", () => {
  test("with USER and LOGNAME unset, a change is audited as cli:<the account of the uid>, never cli:unknown", async () => {
    const dataDir = await setupDataDir();
    const account = passwdName(process.getuid!());
    expect(account).toBeDefined();
    await runCliOk(["codes", "generate", "--count", "1"], {
      dataDir,
      command: SPAWNED_CLI,
      env: { USER: undefined, LOGNAME: undefined, SUDO_USER: undefined },
    });
    const actors = queryDataDir<{ actor: string }>(dataDir, "SELECT actor FROM admin_audit_log WHERE action = 'codes.generate'");
    expect(actors.map((row) => row.actor)).toEqual([`cli:${account}`]);
  });

  test("a uid without a passwd entry is named by its number", () => {
    const passwd = join(tempDir("aan-passwd-"), "passwd");
    writeFileSync(passwd, "root:x:0:0:root:/root:/bin/sh\nops:x:1000:1000::/home/ops:/bin/sh\n");
    expect(passwdName(1000, passwd)).toBe("ops");
    expect(passwdName(0, passwd)).toBe("root");
    expect(passwdName(4242, passwd)).toBeUndefined();
    expect(passwdName(0, join(tempDir("aan-passwd-"), "missing"))).toBeUndefined();
  });
});
