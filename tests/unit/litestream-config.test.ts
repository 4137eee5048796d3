// Litestream's configuration file (decision 0136): the replica's URL and the sftp key's path in a
// file only this user reads, never on the command line, and removed by a later start when its
// process was killed; AAN_REPLICA_SFTP_KEY only beside sftp://.
import { expect, test } from "bun:test";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { loadConfig } from "#core/platform/config";
import { findLitestream, writeLitestreamConfig } from "#core/platform/litestream";
import { tempDir } from "../helpers/context";

test("the URL, and for sftp the key's path, go in a file only its owner may read, removed after", () => {
  const key = join(tempDir("aan-key-"), "id_ed25519");
  writeFileSync(key, "not really a key");
  const url = "sftp://backup:pa$$word@backup.example:2222/srv/aan";
  const written = writeLitestreamConfig({ replicaUrl: url, replicaSftpKey: key }, "/data/aan.db");
  const file = written.args[1]!;
  expect(written.args).toEqual(["-config", file, "-no-expand-env"]);
  expect(written.args.join(" ")).not.toContain("pa$$word");
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(statSync(dirname(file)).mode & 0o777).toBe(0o700);
  expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({
    logging: { stderr: true },
    dbs: [{ path: "/data/aan.db", replicas: [{ url, "key-path": key }] }],
  });
  written.remove();
  expect(existsSync(dirname(file))).toBe(false);
});

test("a key that is not a file is named before Litestream is asked", () => {
  expect(() =>
    writeLitestreamConfig({ replicaUrl: "sftp://backup@backup.example/srv/aan", replicaSftpKey: "/nowhere/id_ed25519" }, "/data/aan.db"),
  ).toThrow("AAN_REPLICA_SFTP_KEY names /nowhere/id_ed25519, which is not a file");
});

test("AAN_REPLICA_SFTP_KEY is an absolute path, and only beside an sftp:// replica", () => {
  const sftp = loadConfig(
    { webRoot: "/nowhere" },
    { AAN_REPLICA_URL: "sftp://backup@backup.example/srv/aan", AAN_REPLICA_SFTP_KEY: "keys/id_ed25519" },
  );
  expect(sftp.replicaSftpKey).toBe(join(process.cwd(), "keys/id_ed25519"));
  expect(loadConfig({ webRoot: "/nowhere" }, { AAN_REPLICA_URL: "file:///mnt/replica" }).replicaSftpKey).toBeNull();
  expect(() => loadConfig({ webRoot: "/nowhere" }, { AAN_REPLICA_URL: "file:///mnt/replica", AAN_REPLICA_SFTP_KEY: "/keys/id" })).toThrow(
    "Invalid AAN_REPLICA_SFTP_KEY: it is the key of an sftp:// replica, and AAN_REPLICA_URL is not one",
  );
});

test("the clone's Litestream is found from where aan is, whatever folder the operator stands in", () => {
  const here = process.cwd();
  const path = process.env.PATH;
  // A folder with a node_modules of its own: its program is not the one aan runs.
  const elsewhere = tempDir("aan-elsewhere-");
  const planted = join(elsewhere, "node_modules/@flydotio/litestream-linux-x64/litestream");
  mkdirSync(dirname(planted), { recursive: true });
  writeFileSync(planted, "#!/bin/sh\n", { mode: 0o755 });
  process.chdir(elsewhere);
  process.env.PATH = "/nowhere";
  try {
    expect(findLitestream({ litestreamBin: null })).toBe(
      resolve(import.meta.dir, "../../node_modules/@flydotio/litestream-linux-x64/litestream"),
    );
  } finally {
    process.chdir(here);
    process.env.PATH = path;
  }
});

test("a start removes the configuration folders of processes that no longer run, and keeps a running one's", () => {
  const temp = process.env.TMPDIR;
  process.env.TMPDIR = tempDir("aan-tmp-");
  try {
    const gone = Bun.spawnSync(["true"]).pid;
    const left = join(process.env.TMPDIR, `aan-litestream-${gone}-AbC123`);
    const running = join(process.env.TMPDIR, `aan-litestream-${process.pid}-XyZ789`);
    for (const folder of [left, running]) {
      mkdirSync(folder, { mode: 0o700 });
      writeFileSync(join(folder, "litestream.yml"), "{}", { mode: 0o600 });
    }
    const written = writeLitestreamConfig({ replicaUrl: "file:///mnt/replica", replicaSftpKey: null }, "/data/aan.db");
    expect(existsSync(left)).toBe(false);
    expect(existsSync(running)).toBe(true);
    expect(dirname(written.args[1]!)).toStartWith(join(process.env.TMPDIR, `aan-litestream-${process.pid}-`));
    written.remove();
  } finally {
    // Assigning undefined would set the text "undefined": every later temp folder would fail.
    if (temp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = temp;
  }
});
