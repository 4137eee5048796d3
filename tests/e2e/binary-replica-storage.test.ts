// The machine goes, with both of issue 44's pieces on: the compiled binary, started outside the
// clone (as an operator's service starts it), keeps documents in a real s3rver (keys from
// AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY) and replicates its database with Litestream to a
// file:// replica (decisions 0124, 0125, 0136). A member uploads a document over HTTP; the server
// and its Litestream are SIGKILLed and the data folder deleted; `aan restore --from-replica`
// rebuilds a new folder, `aan serve` starts on it, and the document downloads byte for byte with
// its name: the row came back from the replica, the bytes were in the bucket all along.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { runCli, runCliOk } from "../helpers/cli";
import { tempDir } from "../helpers/context";
import { memberWithClaim, uploadsAdminCookie } from "../helpers/member-with-claim";
import { pdfOf } from "../helpers/raw-uploads";
import { childrenOf } from "../helpers/replica-crash";
import { REPO_ROOT, startServer, type RunningServer } from "../helpers/server-process";
import { S3_KEY, startS3Server, type S3Server } from "../helpers/s3-server";

const BINARY = join(REPO_ROOT, "dist/aan");

let s3: S3Server;
const running: RunningServer[] = [];
beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error("dist/aan is missing: `npm test` builds it first (npm run build)");
  s3 = await startS3Server();
});
afterAll(async () => {
  for (const server of running) server.process.kill("SIGKILL");
  await s3.stop();
});

/** The tables of the replica's latest state, restored by the binary into a new folder; none before its first snapshot. */
async function replicaTables(env: Record<string, string | undefined>, cwd: string): Promise<Record<string, number>> {
  const probe = join(tempDir("aan-probe-"), "data");
  const run = await runCli(["restore", "--from-replica", "--json"], { command: [BINARY], cwd, dataDir: probe, env, timeoutMs: 60_000 });
  rmSync(probe, { recursive: true, force: true });
  return run.exitCode === 0 ? run.json().tables : {};
}

test("dist/aan with a bucket and a replica: SIGKILL, data folder gone, restore, serve, and the document downloads", async () => {
  // Outside the clone, with no litestream on PATH: the binary finds the clone's own.
  const elsewhere = tempDir("aan-operator-");
  const env = {
    NODE_ENV: undefined,
    PATH: "/usr/bin:/bin",
    AAN_STORAGE_URL: s3.url("e2e-crash/", { keys: false }),
    AWS_ACCESS_KEY_ID: S3_KEY.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3_KEY.secretAccessKey,
    AAN_REPLICA_URL: `file://${tempDir("aan-replica-")}`,
    AAN_TEST_LOWEST_PASSWORD_COST: "1",
  };
  const server = await startServer({ command: [BINARY], cwd: elsewhere, env });
  running.push(server);
  const uploader = await memberWithClaim(server.url, "survivor");
  const bytes = pdfOf(300_000);
  const form = new FormData();
  form.append("files", new Blob([bytes]), "Roof estimate.pdf");
  const uploaded = await fetch(`${server.url}/api/claims/${uploader.claimId}/documents`, {
    method: "POST",
    headers: uploader.headers,
    body: form,
  });
  expect(uploaded.status).toBe(200);
  const acknowledgedAt = Date.now();
  const [doc] = ((await uploaded.json()) as { documents: Array<{ id: string }> }).documents;
  const bucket = new Bun.S3Client({ endpoint: s3.endpoint, bucket: s3.bucket, region: "us-east-1", ...S3_KEY });
  expect((await bucket.file(`e2e-crash/uploads/${uploader.userId}/${doc!.id}`).stat()).size).toBe(bytes.length);

  // The upload's row reaches the replica (Litestream's next beat; the replica itself is asked),
  // then the machine goes.
  const deadline = acknowledgedAt + 30_000;
  while ((await replicaTables(env, elsewhere)).user_documents !== 1) {
    if (Date.now() > deadline) throw new Error("the upload's row never reached the replica within 30 s");
    await Bun.sleep(500);
  }
  const litestreams = childrenOf(server.process.pid);
  expect(litestreams).toHaveLength(1);
  server.process.kill("SIGKILL");
  for (const pid of litestreams) process.kill(pid, "SIGKILL");
  await server.process.exited;
  rmSync(server.dataDir, { recursive: true, force: true });

  const restored = join(tempDir("aan-rebuilt-"), "data");
  const report = (
    await runCliOk(["restore", "--from-replica", "--json"], {
      command: [BINARY],
      cwd: elsewhere,
      dataDir: restored,
      env,
      timeoutMs: 60_000,
    })
  ).json();
  expect(report.tables.user_documents).toBe(1);

  const again = await startServer({ command: [BINARY], cwd: elsewhere, dataDir: restored, env });
  running.push(again);
  const admin = await uploadsAdminCookie(again.url);
  const download = await fetch(`${again.url}/api/admin/documents/${doc!.id}`, { headers: { cookie: admin } });
  expect(download.status).toBe(200);
  expect(download.headers.get("content-disposition")).toContain('filename="Roof estimate.pdf"');
  expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
  await again.stop();
}, 120_000);
