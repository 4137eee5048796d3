// `aan storage migrate` (decision 0135) against a real s3rver process: documents and message files
// uploaded to the data folder move to the bucket, each verified before its file goes, and a server
// started with AAN_STORAGE_URL serves them; the states a killed run leaves (an object put but its
// file not yet deleted, a partial object) are finished by the next run; a file that does not
// match its row stays where it is; a run SIGKILLed mid-copy is carried on by the next; --to folder
// brings them back; a running server's lock refuses it.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "#core/platform/config";
import { claimDataFolder } from "#core/platform/serve-lock";
import { createApp } from "#server/app";
import { createSignedInAdmin, countRows, type SignedInAdmin } from "../helpers/admin-session";
import { makeRequester, makeTestContext, tempDir } from "../helpers/context";
import { runCli, SPAWNED_CLI } from "../helpers/cli";
import { startDelayingProxy } from "../helpers/delaying-proxy";
import { memberWithFiledClaim } from "../helpers/member-filed-claim";
import type { Member } from "../helpers/member-session";
import { S3_KEY, startS3Server, type S3Server } from "../helpers/s3-server";

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.7\n${text}\n%%EOF\n`);

let s3: S3Server;
let bucket: Bun.S3Client;
let admin: SignedInAdmin;
let member: Member;
let claimId: string;
let dataDir: string;
const docs: Array<{ id: string; bytes: ReturnType<typeof pdf> }> = [];

async function post(path: string, form: FormData) {
  const reply = await admin.app.handle(
    new Request(`http://localhost${path}`, { method: "POST", body: form, headers: { cookie: member.cookie, ...member.device } }),
  );
  expect(reply.status).toBe(200);
}

const fileOf = (id: string) => join(dataDir, "uploads", member.id, id);
const keyOf = (id: string) => `moved/uploads/${member.id}/${id}`;
const migrate = (to: string, json = true) =>
  runCli(["storage", "migrate", "--to", to, ...(json ? ["--json"] : [])], { dataDir, env: { AAN_STORAGE_URL: s3.url("moved") } });

/** A server over the same data folder, in the store's mode or the folder's, downloading every document. */
async function downloadsWith(storage: boolean) {
  const config = loadConfig({ webRoot: dataDir, dataDir }, storage ? { AAN_STORAGE_URL: s3.url("moved") } : {});
  const ctx = makeTestContext({ dataDir, config: { dataDir, storage: config.storage } });
  const request = makeRequester(createApp(ctx));
  return Promise.all(
    docs.map(async (doc) => {
      const reply = await request("GET", `/api/documents/${doc.id}`, { cookie: member.cookie, headers: member.device });
      return { status: reply.status, same: reply.text === new TextDecoder().decode(doc.bytes) };
    }),
  );
}

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = new Bun.S3Client({ endpoint: s3.endpoint, bucket: s3.bucket, region: "us-east-1", ...S3_KEY });
  dataDir = tempDir();
  admin = await createSignedInAdmin({ ctx: makeTestContext({ dataDir, config: { dataDir } }) });
  ({ member, claimId } = await memberWithFiledClaim(admin));
  const upload = new FormData();
  for (const name of ["one", "two", "three"]) upload.append("files", new Blob([pdf(name)]), `${name}.pdf`);
  await post(`/api/claims/${claimId}/documents`, upload);
  const message = new FormData();
  message.append("text", "the estimate is attached");
  message.append("files", new Blob([pdf("in a message")]), "message.pdf");
  await post(`/api/claims/${claimId}/messages`, message);
  const rows = admin.ctx.db.$client.query("SELECT id, original_filename AS name FROM user_documents ORDER BY rowid").all() as Array<{
    id: string;
    name: string;
  }>;
  for (const row of rows) docs.push({ id: row.id, bytes: pdf(row.name === "message.pdf" ? "in a message" : row.name.slice(0, -4)) });
  expect(docs).toHaveLength(4);
});

afterAll(async () => {
  await s3.stop();
});

describe("aan storage migrate", () => {
  test("refused while aan serve holds the data folder", async () => {
    const lock = claimDataFolder(dataDir);
    try {
      const run = await migrate(s3.url("moved"));
      expect(run.exitCode).toBe(1);
      expect(run.stderr).toContain("Another aan serve is already using the data folder");
    } finally {
      lock.release();
    }
    expect(docs.every((doc) => existsSync(fileOf(doc.id)))).toBe(true);
  });

  test("a killed run's leftovers are finished, a file unlike its row stays, the rest moves verified", async () => {
    const [putNotDeleted, partial, unlike] = docs;
    // What a run killed mid-way leaves: an object put whose file was not deleted yet, and an object cut short.
    await bucket.write(keyOf(putNotDeleted!.id), putNotDeleted!.bytes);
    await bucket.write(keyOf(partial!.id), partial!.bytes.subarray(0, 5));
    // A file that does not match its row (damaged on the disk): never moved, never deleted.
    const original = readFileSync(fileOf(unlike!.id));
    writeFileSync(fileOf(unlike!.id), Buffer.concat([original, Buffer.from("tail")]));

    const first = await migrate(s3.url("moved"));
    expect(first.exitCode).toBe(0);
    expect(first.json()).toMatchObject({ to: "s3", documents: 4, moved: 3, alreadyThere: 0, missing: [], mismatched: [unlike!.id] });
    expect(first.json().store).not.toContain(S3_KEY.secretAccessKey);
    expect(existsSync(fileOf(unlike!.id))).toBe(true);
    expect(await bucket.file(keyOf(unlike!.id)).exists()).toBe(false);
    for (const doc of docs.filter((d) => d !== unlike)) {
      expect(existsSync(fileOf(doc.id))).toBe(false);
      expect(Buffer.from(await bucket.file(keyOf(doc.id)).arrayBuffer())).toEqual(Buffer.from(doc.bytes));
    }

    // Mended, the next run moves it and counts the others as there already; the audit log has both runs.
    writeFileSync(fileOf(unlike!.id), original);
    const second = await migrate(s3.url("moved"), false);
    expect(second.exitCode).toBe(0);
    expect(second.stdout).toContain("Moving documents to s3://");
    expect(second.stdout).toContain("4 of 4 documents: 1 moved");
    expect(second.stdout).toContain("Done: 4 documents, 1 moved");
    expect(second.stdout).toContain(`Start aan serve with AAN_STORAGE_URL=s3://${s3.bucket}/moved?endpoint=`);
    expect(second.stdout).not.toContain(S3_KEY.secretAccessKey + "@");
    expect(existsSync(fileOf(unlike!.id))).toBe(false);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'storage.migrate' AND outcome = 'success'")).toBe(
      2,
    );
    expect(
      countRows(admin.ctx, "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'storage.migrate' AND outcome <> 'success'"),
    ).toBe(1);

    // A server with AAN_STORAGE_URL serves every document and message file from the bucket.
    expect(await downloadsWith(true)).toEqual(docs.map(() => ({ status: 200, same: true })));
  }, 60_000);

  test("--to folder brings every document back, verified, and a server without AAN_STORAGE_URL serves them", async () => {
    // A run killed after writing one file back but before deleting its object.
    writeFileSync(fileOf(docs[1]!.id), docs[1]!.bytes);
    const back = await migrate("folder");
    expect(back.exitCode).toBe(0);
    expect(back.json()).toMatchObject({ to: "folder", documents: 4, moved: 4, missing: [], mismatched: [] });
    for (const doc of docs) {
      expect(readFileSync(fileOf(doc.id))).toEqual(Buffer.from(doc.bytes));
      expect(await bucket.file(keyOf(doc.id)).exists()).toBe(false);
    }
    expect(await downloadsWith(false)).toEqual(docs.map(() => ({ status: 200, same: true })));
    const again = await migrate("folder");
    expect(again.json()).toMatchObject({ moved: 0, alreadyThere: 4 });
  }, 60_000);

  test("a run killed (SIGKILL) in the middle of its copies: the next run carries on and every document is served", async () => {
    const proxy = startDelayingProxy({ hostname: "127.0.0.1", port: s3.port });
    const through = `s3://S3RVER:S3RVER@${s3.bucket}/moved?endpoint=${encodeURIComponent(proxy.endpoint)}&region=us-east-1`;
    let puts = 0;
    const { promise: held, resolve: holding } = Promise.withResolvers<void>();
    const { promise: released, resolve: release } = Promise.withResolvers<void>();
    // The second put is held at the proxy: the run is killed with one document moved and one in flight.
    proxy.onRequest = async (head) => {
      if (!/^PUT \//.test(head) || ++puts !== 2) return;
      holding();
      await released;
    };
    const child = Bun.spawn([...SPAWNED_CLI, "storage", "migrate", "--to", through, "--data-dir", dataDir], {
      stdout: "ignore",
      stderr: "ignore",
    });
    try {
      await held;
      child.kill("SIGKILL");
      await child.exited;
    } finally {
      release();
      proxy.stop();
    }
    expect(docs.filter((doc) => existsSync(fileOf(doc.id)))).toHaveLength(3);

    const next = await migrate(s3.url("moved"));
    expect(next.exitCode).toBe(0);
    expect(next.json()).toMatchObject({ documents: 4, moved: 3, alreadyThere: 1, missing: [], mismatched: [] });
    expect(docs.every((doc) => !existsSync(fileOf(doc.id)))).toBe(true);
    expect(await downloadsWith(true)).toEqual(docs.map(() => ({ status: 200, same: true })));
  }, 60_000);

  test("--to folder without AAN_STORAGE_URL, or a --to that is neither, is a usage error", async () => {
    const noStore = await runCli(["storage", "migrate", "--to", "folder"], { dataDir, env: { AAN_STORAGE_URL: undefined } });
    expect(noStore.exitCode).toBe(2);
    expect(noStore.stderr).toContain("--to folder brings the documents back from AAN_STORAGE_URL");
    const wrong = await runCli(["storage", "migrate", "--to", "/mnt/elsewhere"], { dataDir });
    expect(wrong.exitCode).toBe(2);
    expect(wrong.stderr).toContain("--to takes s3://bucket/prefix?endpoint=…&region=… or folder");
  });
});
