// Uploads in flight count against the quota (decision 0093), through app.handle: an upload holds
// its declared bytes while its body streams, so another that would take the folder past the
// quota is refused (413) before a byte of it is read; the hold is given back however the upload
// ends (success, the client gone, a stall); a member's folder takes 3 uploads at once and a
// fourth is 429 with Retry-After, whoever sends it (the member, an operative's message with
// files); a body longer than it declared is cut off; one without a declared length holds the
// room left. And a process out of file descriptors answers an upload 503 with Retry-After, not
// 500, logging it once.
import { beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { Writable } from "node:stream";
import { uploadsInFlight } from "#core/claims/upload-reservations";
import { UPLOAD_INTERRUPTED } from "#core/claims/document-store";
import type { Log } from "#core/platform/log";
import { OUT_OF_DESCRIPTORS_MESSAGE } from "#shared/errors";
import { STORAGE_QUOTA_EXCEEDED, TOO_MANY_UPLOADS_AT_ONCE, UPLOAD_LONGER_THAN_DECLARED } from "#shared/upload-limits";
import { countRows, createSignedInAdmin, type SignedInAdmin } from "../helpers/admin-session";
import { makeTestContext, tempDir } from "../helpers/context";
import type { Member } from "../helpers/member-session";
import { memberWithFiledClaim } from "../helpers/member-filed-claim";
import { openUploadFile } from "#core/claims/document-store";
import { pdfOf } from "../helpers/raw-uploads";

const QUOTA = 1_000_000;
const IDLE_MS = 500;

type Answer = { status: number; retryAfter: string | null; json: { success: boolean; error?: string; kind?: string } };

async function encodeForm(files: Array<{ name: string; bytes: Uint8Array }>, text?: string) {
  const form = new FormData();
  if (text !== undefined) form.append("text", text);
  for (const f of files) form.append("files", new Blob([f.bytes as Uint8Array<ArrayBuffer>]), f.name);
  const encoded = new Response(form);
  const contentType = encoded.headers.get("content-type")!;
  return { contentType, bytes: new Uint8Array(await encoded.arrayBuffer()) };
}

async function answerOf(response: Response): Promise<Answer> {
  return { status: response.status, retryAfter: response.headers.get("retry-after"), json: await response.json() };
}

type Sender = { path: string; headers: Record<string, string> };
const memberSender = (m: Member, claimId: string): Sender => ({
  path: `/api/claims/${claimId}/documents`,
  headers: { cookie: m.cookie, ...m.device },
});

function post(admin: SignedInAdmin, to: Sender, body: BodyInit, headers: Record<string, string>, signal?: AbortSignal) {
  return admin.app.handle(
    new Request(`http://localhost${to.path}`, {
      method: "POST",
      body,
      headers: { ...to.headers, ...headers },
      signal,
      duplex: "half",
    } as RequestInit),
  );
}

/** A whole upload of one PDF of `size` bytes, its length declared. */
async function upload(admin: SignedInAdmin, to: Sender, size: number, text?: string): Promise<Answer> {
  const { contentType, bytes } = await encodeForm([{ name: "doc.pdf", bytes: pdfOf(size) }], text);
  return answerOf(await post(admin, to, bytes, { "content-type": contentType }));
}

/** A body that never sends a byte: whatever answers it was decided before reading. */
const silentBody = () => new ReadableStream({ pull: () => new Promise(() => undefined) });

type Held = { reply: Promise<Answer>; finish(): void; abort(): void };

/**
 * An upload of one PDF of `size` bytes whose body sends its first 32 KB and then waits, so it is
 * in flight until `finish` (the rest, then the end) or `abort` (the client goes away). Resolves
 * once the server has started reading it. Without `declared`, it is sent chunked.
 */
async function heldUpload(admin: SignedInAdmin, to: Sender, size: number, declared = true): Promise<Held> {
  const { contentType, bytes } = await encodeForm([{ name: "held.pdf", bytes: pdfOf(size) }]);
  const gate = Promise.withResolvers<"finish" | "abort">();
  const reading = Promise.withResolvers<void>();
  const aborter = new AbortController();
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === 0) {
        sent = 32 * 1024;
        controller.enqueue(bytes.slice(0, sent));
        reading.resolve();
        return;
      }
      if ((await gate.promise) === "abort") return;
      controller.enqueue(bytes.slice(sent));
      controller.close();
    },
  });
  const headers: Record<string, string> = { "content-type": contentType };
  if (declared) headers["content-length"] = String(bytes.byteLength);
  const reply = post(admin, to, body, headers, aborter.signal).then(answerOf);
  await Promise.race([reading.promise, reply]);
  return {
    reply,
    finish: () => gate.resolve("finish"),
    abort: () => {
      aborter.abort();
      gate.resolve("abort");
    },
  };
}

const documentRows = (admin: SignedInAdmin, m: Member) =>
  countRows(admin.ctx, "SELECT count(*) AS n FROM user_documents WHERE user_id = ?", m.id);
const filesOf = (admin: SignedInAdmin, m: Member) => {
  const folder = join(admin.ctx.config.dataDir, "uploads", m.id);
  return existsSync(folder) ? readdirSync(folder) : [];
};
const partsOf = (admin: SignedInAdmin, m: Member) => filesOf(admin, m).filter((name) => name.endsWith(".part"));

const quotaRefused = (stored: number) => ({ success: false, error: STORAGE_QUOTA_EXCEEDED(stored, QUOTA), kind: "too_large" });

describe("uploads in flight count against the quota", () => {
  let admin: SignedInAdmin;
  beforeAll(async () => {
    admin = await createSignedInAdmin({
      ctx: makeTestContext({ config: { dataDir: tempDir(), storageQuotaBytes: QUOTA, uploadIdleTimeoutMs: IDLE_MS } }),
    });
  });

  test("an upload that fits alone but not beside one still streaming is refused 413 before a byte is read; after a success, what is left fits", async () => {
    const { member, claimId } = await memberWithFiledClaim(admin);
    const to = memberSender(member, claimId);
    const first = await heldUpload(admin, to, 500_000);
    const { contentType } = await encodeForm([]);
    const refused = await answerOf(await post(admin, to, silentBody(), { "content-type": contentType, "content-length": "700000" }));
    expect(refused).toEqual({ status: 413, retryAfter: null, json: quotaRefused(0) });
    expect(
      countRows(admin.ctx, "SELECT count(*) AS n FROM user_activity_log WHERE user_id = ? AND action = 'document.refused'", member.id),
    ).toBe(1);
    first.finish();
    expect((await first.reply).status).toBe(200);
    expect(uploadsInFlight(admin.ctx, member.id)).toEqual({ uploads: 0, bytes: 0 });
    // 500,000 stored and 400,000 more fit; they would not if the first still held its bytes.
    expect((await upload(admin, to, 400_000)).status).toBe(200);
    expect(documentRows(admin, member)).toBe(2);
    expect(partsOf(admin, member)).toEqual([]);
  });

  test("the hold is given back when the client goes away, and when the upload stalls: the same upload then fits", async () => {
    const { member, claimId } = await memberWithFiledClaim(admin);
    const to = memberSender(member, claimId);
    const cut = await heldUpload(admin, to, 700_000);
    expect((await upload(admin, to, 700_000)).json).toEqual(quotaRefused(0));
    cut.abort();
    expect((await cut.reply).json).toEqual({ success: false, error: UPLOAD_INTERRUPTED, kind: "invalid" });
    expect(uploadsInFlight(admin.ctx, member.id)).toEqual({ uploads: 0, bytes: 0 });

    const stalled = await heldUpload(admin, to, 700_000);
    expect((await stalled.reply).status).toBe(400);
    expect(uploadsInFlight(admin.ctx, member.id)).toEqual({ uploads: 0, bytes: 0 });
    expect(partsOf(admin, member)).toEqual([]);

    expect((await upload(admin, to, 700_000)).status).toBe(200);
    expect(documentRows(admin, member)).toBe(1);
  });

  test("a fourth upload at once is 429 with Retry-After, before a byte is read; once one ends, it is taken", async () => {
    const { member, claimId } = await memberWithFiledClaim(admin);
    const to = memberSender(member, claimId);
    const held = [await heldUpload(admin, to, 50_000), await heldUpload(admin, to, 50_000), await heldUpload(admin, to, 50_000)];
    const fourth = await upload(admin, to, 10_000);
    expect(fourth).toEqual({ status: 429, retryAfter: "5", json: { success: false, error: TOO_MANY_UPLOADS_AT_ONCE, kind: "throttled" } });
    expect(TOO_MANY_UPLOADS_AT_ONCE).toBe("At most 3 uploads at once: wait until one has finished, then try again");
    held[0]!.finish();
    expect((await held[0]!.reply).status).toBe(200);
    expect((await upload(admin, to, 10_000)).status).toBe(200);
    for (const h of held.slice(1)) h.finish();
    expect((await Promise.all(held.slice(1).map((h) => h.reply))).map((a) => a.status)).toEqual([200, 200]);
    expect(documentRows(admin, member)).toBe(4);
  });

  test("a message with files counts too, and an operative's files to a member's claim count against that member", async () => {
    const { member, claimId } = await memberWithFiledClaim(admin);
    const to = memberSender(member, claimId);
    const held = [await heldUpload(admin, to, 50_000), await heldUpload(admin, to, 50_000), await heldUpload(admin, to, 50_000)];
    const asMember = { path: `/api/claims/${claimId}/messages`, headers: to.headers };
    const asOperative = { path: `/api/admin/claims/${claimId}/messages`, headers: { cookie: admin.cookie } };
    expect((await upload(admin, asMember, 10_000, "From the member")).status).toBe(429);
    const operative = await upload(admin, asOperative, 10_000, "From the office");
    expect(operative).toEqual({
      status: 429,
      retryAfter: "5",
      json: { success: false, error: TOO_MANY_UPLOADS_AT_ONCE, kind: "throttled" },
    });
    for (const h of held) h.finish();
    await Promise.all(held.map((h) => h.reply));
    expect((await upload(admin, asOperative, 10_000, "From the office")).status).toBe(200);
    expect((await upload(admin, asMember, 10_000, "From the member")).status).toBe(200);
  });

  test("a body longer than it declared is cut off there: 400, nothing kept", async () => {
    const { member, claimId } = await memberWithFiledClaim(admin);
    const { contentType, bytes } = await encodeForm([{ name: "long.pdf", bytes: pdfOf(50_000) }]);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 8192) controller.enqueue(bytes.slice(at, at + 8192));
        controller.close();
      },
    });
    const reply = await answerOf(
      await post(admin, memberSender(member, claimId), body, {
        "content-type": contentType,
        "content-length": String(bytes.length - 20_000),
      }),
    );
    expect(reply).toEqual({ status: 400, retryAfter: null, json: { success: false, error: UPLOAD_LONGER_THAN_DECLARED, kind: "invalid" } });
    expect(documentRows(admin, member)).toBe(0);
    expect(filesOf(admin, member)).toEqual([]);
  });

  test("an upload without a declared length holds the room left while it streams", async () => {
    const { member, claimId } = await memberWithFiledClaim(admin);
    const to = memberSender(member, claimId);
    const chunked = await heldUpload(admin, to, 300_000, false);
    expect(uploadsInFlight(admin.ctx, member.id)).toEqual({ uploads: 1, bytes: QUOTA });
    expect((await upload(admin, to, 2_000)).json).toEqual(quotaRefused(0));
    chunked.finish();
    expect((await chunked.reply).status).toBe(200);
    expect((await upload(admin, to, 2_000)).status).toBe(200);
  });
});

describe("a process out of file descriptors", () => {
  let admin: SignedInAdmin;
  let outOfDescriptors = true;
  const warnings: Array<{ event: string; fields?: Record<string, unknown> }> = [];
  const log: Log = { info() {}, warn: (event, fields) => warnings.push({ event, fields }), error() {} };

  /** Opening a file fails as node:fs reports EMFILE, while `outOfDescriptors` holds. */
  const opener = (path: string): Writable => {
    if (!outOfDescriptors) return openUploadFile(path);
    const error = Object.assign(new Error(`EMFILE: too many open files, open '${path}'`), { code: "EMFILE", errno: -24, syscall: "open" });
    return new Writable({ construct: (callback) => setTimeout(() => callback(error), 1) });
  };

  beforeAll(async () => {
    const ctx = { ...makeTestContext({ config: { dataDir: tempDir() } }), log, openUploadFile: opener };
    admin = await createSignedInAdmin({ ctx });
  });

  test("an upload whose file cannot be opened (EMFILE) is 503 with Retry-After, logged once; it succeeds once descriptors return", async () => {
    const { member, claimId } = await memberWithFiledClaim(admin);
    const to = memberSender(member, claimId);
    const busy = { status: 503, retryAfter: "5", json: { success: false, error: OUT_OF_DESCRIPTORS_MESSAGE, kind: "busy" } };
    expect(await upload(admin, to, 20_000)).toEqual(busy);
    expect(await upload(admin, to, 20_000)).toEqual(busy);
    expect(warnings.filter((w) => w.event === "out_of_descriptors")).toEqual([
      { event: "out_of_descriptors", fields: { message: expect.stringContaining("EMFILE"), refusedSinceLastLine: 1 } },
    ]);
    expect(filesOf(admin, member)).toEqual([]);
    outOfDescriptors = false;
    expect((await upload(admin, to, 20_000)).status).toBe(200);
  });
});
