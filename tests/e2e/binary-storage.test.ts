// The compiled binary with S3-compatible storage (decisions 0124, 0135), against a real s3rver:
// `aan serve` refuses to start, with one clear line and exit 2, when the store refuses its key or
// nobody listens at its address, instead of failing every upload later; `aan backup` with
// AAN_BACKUP_URL streams its archive into the bucket and `aan restore latest` reads it back.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { countIn, runCliOk, setupDataDir } from "../helpers/cli";
import { tempDir } from "../helpers/context";
import { REPO_ROOT } from "../helpers/server-process";
import { S3_KEY, startS3Server, type S3Server } from "../helpers/s3-server";

const BINARY = join(REPO_ROOT, "dist/aan");

let s3: S3Server;
beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error("dist/aan is missing: `npm test` builds it first (npm run build)");
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.stop();
});

/** `dist/aan serve` until its first line or its exit. */
async function serve(storageUrl: string) {
  const child = Bun.spawn([BINARY, "serve", "--port", "0", "--data-dir", tempDir("aan-binary-storage-")], {
    stdout: "pipe",
    stderr: "pipe",
    env: { ...process.env, NODE_ENV: undefined, AAN_STORAGE_URL: storageUrl },
  });
  const first = await child.stdout.getReader().read();
  child.kill();
  const code = await child.exited;
  return { stdout: first.done ? "" : new TextDecoder().decode(first.value), stderr: await new Response(child.stderr).text(), code };
}

test("wrong credentials: the start stops with the store's reason, exit 2, no secret printed", async () => {
  const run = await serve(s3.url("docs", { keys: { accessKeyId: "NOT-A-KEY", secretAccessKey: "wrong-secret" } }));
  expect(run.code).toBe(2);
  expect(run.stdout).toBe("");
  expect(run.stderr).toContain(`AAN_STORAGE_URL s3://${s3.bucket}/docs?endpoint=`);
  expect(run.stderr).toContain("does not answer: InvalidAccessKeyId");
  expect(run.stderr).not.toContain("wrong-secret");
}, 30_000);

test("an unreachable store: the start stops, exit 2", async () => {
  const closed = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
  const port = closed.port;
  closed.stop(true);
  const run = await serve(
    `s3://S3RVER:S3RVER@${s3.bucket}/docs?endpoint=${encodeURIComponent(`http://127.0.0.1:${port}`)}&region=us-east-1`,
  );
  expect(run.code).toBe(2);
  expect(run.stdout).toBe("");
  expect(run.stderr).toMatch(/AAN_STORAGE_URL .* does not answer: ConnectionRefused/);
}, 30_000);

test("aan backup with AAN_BACKUP_URL puts the archive in the bucket; aan restore latest brings it back", async () => {
  const command = [BINARY];
  const dataDir = await setupDataDir({ command });
  const env = { NODE_ENV: undefined, AAN_BACKUP_DIR: undefined, AAN_BACKUP_URL: s3.url("binary-backups") };
  const taken = (await runCliOk(["backup", "--json"], { command, dataDir, env, timeoutMs: 60_000 })).json();
  expect(taken.file).toStartWith(`s3://${s3.bucket}/binary-backups/aan-backup-`);
  const bucket = new Bun.S3Client({ endpoint: s3.endpoint, bucket: s3.bucket, region: "us-east-1", ...S3_KEY });
  expect((await bucket.file(taken.file.slice(`s3://${s3.bucket}/`.length)).stat()).size).toBe(taken.bytes);
  const target = tempDir("aan-binary-restored-");
  await runCliOk(["restore", "latest"], { command, dataDir: target, env, timeoutMs: 60_000 });
  const admins = "SELECT count(*) AS n FROM admin_accounts";
  expect(countIn(target, admins)).toBe(countIn(dataDir, admins));
}, 90_000);
