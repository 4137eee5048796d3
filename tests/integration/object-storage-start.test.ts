// `aan serve` with AAN_STORAGE_URL, spawned: a store that refuses the key or does not answer stops
// the start with one clear line (exit 2, nothing listening) instead of failing every upload
// later; a store that answers is named in the log and the server listens. Against a real s3rver.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { SPAWNED_CLI } from "../helpers/cli";
import { tempDir } from "../helpers/context";
import { startS3Server, type S3Server } from "../helpers/s3-server";

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.stop();
});

async function serve(storageUrl: string) {
  const child = Bun.spawn([...SPAWNED_CLI, "serve", "--port", "0", "--data-dir", tempDir("aan-storage-start-")], {
    stdout: "pipe",
    stderr: "pipe",
    env: { ...process.env, AAN_STORAGE_URL: storageUrl },
  });
  const reader = child.stdout.getReader();
  const first = await reader.read();
  const stdout = first.done ? "" : new TextDecoder().decode(first.value);
  child.kill();
  const code = await child.exited;
  return { stdout, stderr: await new Response(child.stderr).text(), code };
}

test("a key the store does not know: the start stops with the store's reason, exit 2", async () => {
  const run = await serve(s3.url("docs", { keys: { accessKeyId: "NOT-A-KEY", secretAccessKey: "wrong" } }));
  expect(run.code).toBe(2);
  expect(run.stdout).toBe("");
  expect(run.stderr).toContain(`AAN_STORAGE_URL s3://${s3.bucket}/docs?endpoint=`);
  expect(run.stderr).toContain("does not answer: InvalidAccessKeyId");
  expect(run.stderr).not.toContain("wrong");
}, 30_000);

test("a store nobody listens at: the start stops, exit 2", async () => {
  const closed = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
  const port = closed.port;
  closed.stop(true);
  const run = await serve(
    `s3://S3RVER:S3RVER@${s3.bucket}/docs?endpoint=${encodeURIComponent(`http://127.0.0.1:${port}`)}&region=us-east-1`,
  );
  expect(run.code).toBe(2);
  expect(run.stderr).toMatch(/AAN_STORAGE_URL .* does not answer: ConnectionRefused/);
}, 30_000);

test("a store that answers: the server listens and logs where documents go", async () => {
  const run = await serve(s3.url("docs"));
  expect(run.stdout).toMatch(/^AAN listening on /);
  expect(run.stderr).toContain('"event":"storage_ready"');
  expect(run.stderr).not.toContain("S3RVER:S3RVER");
}, 30_000);
