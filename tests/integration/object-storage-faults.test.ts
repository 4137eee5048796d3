// The document store failing in the middle of its work (decisions 0124, 0135), through app.handle
// against a real s3rver process reached through a TCP proxy (tests/helpers/delaying-proxy.ts) that
// can hold a request while the server is stopped, or slow every answer: stopped during an upload
// (503 with Retry-After, no row, no object, no part), during a download (503), during the hourly
// sweep (logged, the next run finishes it, nothing thrown); answers slower than
// AAN_STORAGE_TIMEOUT_SECONDS (the upload is refused at that bound and what landed late is
// deleted); the store back, the next upload after its Retry-After succeeds.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "#core/platform/config";
import type { Log } from "#core/platform/log";
import { sweepStoreOnce } from "#server/background-jobs";
import { createSignedInAdmin, countRows, type SignedInAdmin } from "../helpers/admin-session";
import { makeTestContext, tempDir } from "../helpers/context";
import { startDelayingProxy, type DelayingProxy } from "../helpers/delaying-proxy";
import { memberWithFiledClaim } from "../helpers/member-filed-claim";
import type { Member } from "../helpers/member-session";
import { S3_KEY, startS3Server, type S3Server } from "../helpers/s3-server";

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n");
const TIMEOUT_SECONDS = 1;

let s3: S3Server;
let proxy: DelayingProxy;
let bucket: Bun.S3Client;
let admin: SignedInAdmin;
let member: Member;
let claimId: string;
const logged: Array<{ level: string; event: string; fields?: Record<string, unknown> }> = [];
const log: Log = {
  info: (event, fields) => void logged.push({ level: "info", event, fields }),
  warn: (event, fields) => void logged.push({ level: "warn", event, fields }),
  error: (event, fields) => void logged.push({ level: "error", event, fields }),
};

function upload(name: string) {
  const form = new FormData();
  form.append("files", new Blob([PDF]), name);
  return admin.app.handle(
    new Request(`http://localhost/api/claims/${claimId}/documents`, {
      method: "POST",
      body: form,
      headers: { cookie: member.cookie, ...member.device },
    }),
  );
}

const download = (id: string) => admin.request("GET", `/api/documents/${id}`, { cookie: member.cookie, headers: member.device });
const objectKeys = async () => ((await bucket.list({ prefix: "faults/uploads/" })).contents ?? []).map((o) => o.key).sort();
const documentRows = () => countRows(admin.ctx, "SELECT count(*) AS n FROM user_documents");
const partsLeft = () => {
  const folder = join(admin.ctx.config.dataDir, "uploads", member.id);
  return existsSync(folder) ? readdirSync(folder) : [];
};

/** Stops the store the first time the client sends a request `matching`, before the request reaches it. */
function stopStoreAt(matching: RegExp): Promise<void> {
  const { promise, resolve } = Promise.withResolvers<void>();
  proxy.onRequest = async (head) => {
    if (!matching.test(head)) return;
    proxy.onRequest = null;
    await s3.stop();
    resolve();
  };
  return promise;
}

/** Waits for a condition the store reaches by itself (a late object deleted), failing past `ms`. */
async function until(condition: () => Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms`);
    await Bun.sleep(50);
  }
}

beforeAll(async () => {
  s3 = await startS3Server();
  proxy = startDelayingProxy({ hostname: "127.0.0.1", port: s3.port });
  bucket = new Bun.S3Client({ endpoint: s3.endpoint, bucket: s3.bucket, region: "us-east-1", ...S3_KEY });
  const dataDir = tempDir();
  const url = `s3://S3RVER:S3RVER@${s3.bucket}/faults?endpoint=${encodeURIComponent(proxy.endpoint)}&region=us-east-1`;
  const storage = loadConfig({ webRoot: dataDir, dataDir }, { AAN_STORAGE_URL: url, AAN_STORAGE_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS) });
  admin = await createSignedInAdmin({
    ctx: makeTestContext({ dataDir, config: { dataDir, storage: storage.storage, storageTimeoutMs: storage.storageTimeoutMs } }),
  });
  ({ member, claimId } = await memberWithFiledClaim(admin));
});

beforeEach(async () => {
  proxy.onRequest = null;
  proxy.delayMs = 0;
});

afterAll(async () => {
  proxy.stop();
  await s3.stop();
});

describe("the store stopped in the middle", () => {
  test("during an upload: 503 with Retry-After, no row, no object, no part; back, the next upload after Retry-After succeeds", async () => {
    const [rows, keys] = [documentRows(), await objectKeys()];
    const stopped = stopStoreAt(/^PUT \//);
    const reply = await upload("cut-off.pdf");
    await stopped;
    expect(reply.status).toBe(503);
    const retryAfter = Number(reply.headers.get("retry-after"));
    expect(retryAfter).toBe(10);
    expect(((await reply.json()) as { error: string }).error).toBe(
      "The document storage is not answering right now, so nothing was saved. Please try again in a few seconds.",
    );
    expect(documentRows()).toBe(rows);
    expect(partsLeft()).toEqual([]);
    await s3.start();
    expect(await objectKeys()).toEqual(keys);
    // Retry-After is the client's wait; the clock the server reads moves past it.
    admin.ctx.clock.advance(retryAfter * 1000);
    const again = await upload("after-retry.pdf");
    expect(again.status).toBe(200);
    expect(documentRows()).toBe(rows + 1);
  }, 30_000);

  test("during a download, after the object was found: 503, and the claim still answers", async () => {
    const stored = ((await (await upload("to-read.pdf")).json()) as { documents: Array<{ id: string }> }).documents[0]!.id;
    const stopped = stopStoreAt(new RegExp(`^GET /[^ ]*${stored}`));
    const reply = await download(stored);
    await stopped;
    expect(reply.status).toBe(503);
    expect(reply.json.error).toBe("The document storage is not answering right now. Please try again in a few seconds.");
    expect((await admin.request("GET", `/api/claims/${claimId}`, { cookie: member.cookie, headers: member.device })).status).toBe(200);
    await s3.start();
    const back = await download(stored);
    expect(back.status).toBe(200);
    expect(back.text).toBe(new TextDecoder().decode(PDF));
  }, 30_000);

  test("during the hourly sweep: logged, nothing thrown, and the next run removes what is left", async () => {
    const withRows = await objectKeys();
    for (let i = 0; i < 5; i++) await bucket.write(`faults/uploads/${member.id}/00000000-0000-4000-8000-00000000000${i}`, "orphan");
    admin.ctx.clock.advance(16 * 60 * 1000);
    logged.length = 0;
    const stopped = stopStoreAt(/^DELETE \//);
    await sweepStoreOnce({ ...admin.ctx, log });
    await stopped;
    expect(logged.map((l) => l.event)).toEqual(["storage_sweep_failed"]);
    await s3.start();
    expect((await objectKeys()).length).toBe(withRows.length + 5);
    await sweepStoreOnce({ ...admin.ctx, log });
    expect(logged.at(-1)).toMatchObject({ event: "storage_orphans_removed", fields: { removed: 5 } });
    expect(await objectKeys()).toEqual(withRows);
  }, 30_000);
});

describe("a store slower than AAN_STORAGE_TIMEOUT_SECONDS", () => {
  test("an upload is refused 503 at the bound, keeps no row, and its late object is deleted; fast again, uploads succeed", async () => {
    const [rows, keys] = [documentRows(), await objectKeys()];
    proxy.delayMs = 3 * TIMEOUT_SECONDS * 1000;
    const started = performance.now();
    const reply = await upload("slow.pdf");
    const waited = performance.now() - started;
    expect(reply.status).toBe(503);
    expect(reply.headers.get("retry-after")).toBe("10");
    expect(waited).toBeGreaterThanOrEqual(TIMEOUT_SECONDS * 1000 - 50);
    expect(waited).toBeLessThan(proxy.delayMs);
    expect(documentRows()).toBe(rows);
    expect(partsLeft()).toEqual([]);
    // The put reached the store before its answer was late: the object is deleted once the put settles.
    await until(async () => (await objectKeys()).join() === keys.join(), 20_000, "the late object's removal");
    proxy.delayMs = 0;
    expect((await upload("fast-again.pdf")).status).toBe(200);
  }, 40_000);
});
