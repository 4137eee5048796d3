// Documents in S3-compatible storage (AAN_STORAGE_URL, decision 0124) through app.handle, against a
// real S3 server process (s3rver): an upload becomes an object and a row together, a refused one
// leaves neither, downloads stream through AAN's access check with the same names; a store that is
// stopped, hangs or comes back: uploads 503 with Retry-After keeping nothing, downloads 503, the
// rest answers, the metric says so, and the next upload after the store is back succeeds; the
// sweep of objects without a row, at start and hourly, and with the store gone mid-way; a file sent
// in the claim's conversation is an object too, and the member's quota refuses with nothing kept.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { cliActor } from "#core/actor";
import { documentObjects } from "#core/claims/document-objects";
import { sweepOrphanObjects } from "#core/claims/upload-recovery";
import { loadConfig } from "#core/platform/config";
import { STORAGE_QUOTA_EXCEEDED } from "#shared/upload-limits";
import { activateSubscription } from "#core/subscriptions/subscriptions";
import { createSignedInAdmin, countRows, type SignedInAdmin } from "../helpers/admin-session";
import { makeTestContext, tempDir } from "../helpers/context";
import { registerMember, type Member } from "../helpers/member-session";
import { claimForm } from "../helpers/claim-form";
import { S3_KEY, startS3Server, type S3Server } from "../helpers/s3-server";

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n");
const GIF = new TextEncoder().encode("GIF89a....");
const METRICS_TOKEN = "metrics-token-for-storage-tests";

let s3: S3Server;
let admin: SignedInAdmin;
let member: Member;
let other: Member;
let claimId: string;
let bucket: Bun.S3Client;

const as = (m: Member) => (method: string, path: string) => admin.request(method, path, { cookie: m.cookie, headers: m.device });

function upload(m: Member, files: Array<{ name: string; bytes: Uint8Array }>) {
  const form = new FormData();
  for (const f of files) form.append("files", new Blob([f.bytes as Uint8Array<ArrayBuffer>]), f.name);
  return admin.app.handle(
    new Request(`http://localhost/api/claims/${claimId}/documents`, {
      method: "POST",
      body: form,
      headers: { cookie: m.cookie, ...m.device },
    }),
  );
}

const objectKeys = async () => ((await bucket.list({ prefix: "docs/uploads/" })).contents ?? []).map((o) => o.key).sort();
const documentRows = () => countRows(admin.ctx, "SELECT count(*) AS n FROM user_documents");
const partsLeft = () => {
  const folder = join(admin.ctx.config.dataDir, "uploads", member.id);
  return existsSync(folder) ? readdirSync(folder) : [];
};
const metrics = async () =>
  admin.app
    .handle(new Request("http://localhost/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }))
    .then((r) => r.text());

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = new Bun.S3Client({ endpoint: s3.endpoint, bucket: s3.bucket, region: "us-east-1", ...S3_KEY });
  const dataDir = tempDir();
  const storage = loadConfig({ webRoot: dataDir, dataDir }, { AAN_STORAGE_URL: s3.url("docs"), AAN_STORAGE_TIMEOUT_SECONDS: "2" });
  admin = await createSignedInAdmin({
    ctx: makeTestContext({
      config: { dataDir, storage: storage.storage, storageTimeoutMs: storage.storageTimeoutMs, metricsToken: METRICS_TOKEN },
    }),
  });
  member = await registerMember(admin.ctx, admin.request);
  other = await registerMember(admin.ctx, admin.request);
  activateSubscription(admin.ctx, cliActor("tests"), member.username, { plan: "phantom", frequency: "monthly" });
  const filed = await admin.request("POST", "/api/claims", { cookie: member.cookie, headers: member.device, body: claimForm() });
  claimId = filed.json.claim.id;
});

afterAll(async () => {
  await s3.stop();
});

describe("with the store up", () => {
  test("an upload is an object under the member's prefix and a row, no file left in the data folder", async () => {
    const reply = await upload(member, [{ name: "Schäden estimate.pdf", bytes: PDF }]);
    expect(reply.status).toBe(200);
    const [doc] = ((await reply.json()) as { documents: Array<{ id: string }> }).documents;
    expect(await objectKeys()).toContain(`docs/uploads/${member.id}/${doc!.id}`);
    expect(partsLeft()).toEqual([]);
    expect(new Uint8Array(await bucket.file(`docs/uploads/${member.id}/${doc!.id}`).arrayBuffer())).toEqual(PDF);
  });

  test("a download streams the object after the same access check, with today's name and headers", async () => {
    const detail = await as(member)("GET", `/api/claims/${claimId}`);
    const doc = detail.json.documents.find((d: { originalFilename: string }) => d.originalFilename === "Schäden estimate.pdf");
    const got = await as(member)("GET", `/api/documents/${doc.id}`);
    expect(got.status).toBe(200);
    expect(got.text).toBe(new TextDecoder().decode(PDF));
    expect(got.headers.get("content-disposition")).toBe(
      `attachment; filename="Sch_den estimate.pdf"; filename*=UTF-8''${encodeURIComponent("Schäden estimate.pdf")}`,
    );
    expect(got.headers.get("content-type")).toBe("application/pdf");
    expect(got.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await as(other)("GET", `/api/documents/${doc.id}`)).status).toBe(404);
    expect((await admin.as("GET", `/api/admin/documents/${doc.id}`)).status).toBe(200);
  });

  test("a refused file (its content not an accepted type) leaves no object and no row", async () => {
    const [keys, rows] = [await objectKeys(), documentRows()];
    const reply = await upload(member, [
      { name: "fine.pdf", bytes: PDF },
      { name: "photo.png", bytes: GIF },
    ]);
    expect(reply.status).toBe(415);
    expect(await objectKeys()).toEqual(keys);
    expect(documentRows()).toBe(rows);
    expect(partsLeft()).toEqual([]);
  });

  test("past the size limit: 413, nothing in the store", async () => {
    const keys = await objectKeys();
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    const reply = await upload(member, [{ name: "big.pdf", bytes: big }]);
    expect(reply.status).toBe(413);
    expect(await objectKeys()).toEqual(keys);
  });
});

describe("message files and the quota with the store", () => {
  test("a file sent in the claim's conversation is an object and a row, and downloads through the same check", async () => {
    const before = await objectKeys();
    const form = new FormData();
    form.append("text", "the adjuster's letter");
    form.append("files", new Blob([PDF]), "letter.pdf");
    const sent = await admin.app.handle(
      new Request(`http://localhost/api/claims/${claimId}/messages`, {
        method: "POST",
        body: form,
        headers: { cookie: member.cookie, ...member.device },
      }),
    );
    expect(sent.status).toBe(200);
    const added = (await objectKeys()).filter((key) => !before.includes(key));
    expect(added).toHaveLength(1);
    const id = added[0]!.split("/").at(-1)!;
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM user_documents WHERE id = ?", id)).toBe(1);
    expect(partsLeft()).toEqual([]);
    const got = await as(member)("GET", `/api/documents/${id}`);
    expect(got.status).toBe(200);
    expect(got.text).toBe(new TextDecoder().decode(PDF));
    expect((await as(other)("GET", `/api/documents/${id}`)).status).toBe(404);
  });

  test("past the member's storage quota: 413 with the quota's words, nothing in the store, no row", async () => {
    const [keys, rows] = [await objectKeys(), documentRows()];
    const quota = admin.ctx.config.storageQuotaBytes;
    const stored = countRows(admin.ctx, "SELECT coalesce(sum(file_size), 0) AS n FROM user_documents WHERE user_id = ?", member.id);
    admin.ctx.config.storageQuotaBytes = stored + PDF.length - 1;
    try {
      const reply = await upload(member, [{ name: "one too many.pdf", bytes: PDF }]);
      expect(reply.status).toBe(413);
      expect(await reply.json()).toEqual({
        success: false,
        error: STORAGE_QUOTA_EXCEEDED(stored, admin.ctx.config.storageQuotaBytes),
        kind: "too_large",
      });
    } finally {
      admin.ctx.config.storageQuotaBytes = quota;
    }
    expect(await objectKeys()).toEqual(keys);
    expect(documentRows()).toBe(rows);
    expect(partsLeft()).toEqual([]);
  });
});

describe("with the store stopped", () => {
  let kept: string;
  beforeAll(async () => {
    kept = (await as(member)("GET", `/api/claims/${claimId}`)).json.documents[0].id;
    await s3.stop();
  });

  test("an upload answers 503 with Retry-After and keeps nothing; a download answers 503; the rest answers", async () => {
    const rows = documentRows();
    const reply = await upload(member, [{ name: "while-down.pdf", bytes: PDF }]);
    expect(reply.status).toBe(503);
    expect(reply.headers.get("retry-after")).toBe("10");
    expect(((await reply.json()) as { error: string }).error).toBe(
      "The document storage is not answering right now, so nothing was saved. Please try again in a few seconds.",
    );
    expect(documentRows()).toBe(rows);
    expect(partsLeft()).toEqual([]);
    const download = await as(member)("GET", `/api/documents/${kept}`);
    expect(download.status).toBe(503);
    expect(download.json.error).toBe("The document storage is not answering right now. Please try again in a few seconds.");
    expect((await as(member)("GET", `/api/claims/${claimId}`)).status).toBe(200);
    expect((await as(member)("GET", "/api/claims")).status).toBe(200);
  });

  test("the metric shows the store down", async () => {
    const text = await metrics();
    expect(text).toContain('aan_storage_up{kind="s3"} 0');
    expect(Number(/aan_storage_failures_total (\d+)/.exec(text)?.[1])).toBeGreaterThan(0);
  });

  test("a sweep with the store gone fails and deletes nothing; the store back, the next upload succeeds and the metric is up", async () => {
    await expect(sweepOrphanObjects(admin.ctx, true)).rejects.toThrow();
    await s3.start();
    const reply = await upload(member, [{ name: "after.pdf", bytes: PDF }]);
    expect(reply.status).toBe(200);
    expect((await as(member)("GET", `/api/documents/${kept}`)).status).toBe(200);
    expect(await metrics()).toContain('aan_storage_up{kind="s3"} 1');
  });
});

describe("a store that hangs", () => {
  test("a call that gets no answer fails at the timeout (a start refuses it) and the health says down", async () => {
    // A port that accepts connections and never answers: the store is slow past the timeout.
    const held: Array<{ end(): void }> = [];
    const silent = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { open: (socket) => void held.push(socket), data() {} } });
    const dataDir = tempDir();
    const storage = loadConfig(
      { webRoot: dataDir, dataDir },
      {
        AAN_STORAGE_URL: `s3://S3RVER:S3RVER@${s3.bucket}/slow?endpoint=${encodeURIComponent(`http://127.0.0.1:${silent.port}`)}&region=us-east-1`,
        AAN_STORAGE_TIMEOUT_SECONDS: "1",
      },
    );
    const store = documentObjects({ config: { ...admin.ctx.config, dataDir, storage: storage.storage, storageTimeoutMs: 1000 } });
    try {
      await expect(store.probe()).rejects.toThrow(/does not answer: the store did not answer a listing within 1 s/);
      expect(store.health().up).toBe(false);
    } finally {
      for (const socket of held) socket.end();
      silent.stop(true);
    }
  });
});

describe("the sweep of objects without a row", () => {
  test("at start every orphan goes; hourly, only those older than the grace; objects with rows stay", async () => {
    const withRows = await objectKeys();
    await bucket.write(`docs/uploads/${member.id}/00000000-0000-4000-8000-000000000001`, "orphan");
    expect(await sweepOrphanObjects(admin.ctx, false)).toBe(0);
    expect(await objectKeys()).toContain(`docs/uploads/${member.id}/00000000-0000-4000-8000-000000000001`);
    admin.ctx.clock.advance(16 * 60 * 1000);
    expect(await sweepOrphanObjects(admin.ctx, false)).toBe(1);
    await bucket.write(`docs/uploads/${other.id}/00000000-0000-4000-8000-000000000002`, "orphan");
    expect(await sweepOrphanObjects(admin.ctx, true)).toBe(1);
    expect(await objectKeys()).toEqual(withRows);
  });
});
