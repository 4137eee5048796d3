// Uploads from hostile and flaky clients, sent to the compiled binary by a signed-in member with a
// claim: broken multipart bodies answer 4xx JSON and the process lives on; uploads cut off or
// stalled leave no descriptor open and no ".part" file behind. The upload idle timeout is 1 s here
// (AAN_UPLOAD_IDLE_TIMEOUT_SECONDS). Full-size figures: `bun bench/uploads.ts hostile`.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { mutatedBodies, namedBrokenBodies } from "../helpers/broken-multipart";
import { anotherMemberWithClaim, memberWithClaim, type Uploader } from "../helpers/member-with-claim";
import { multipartBody, pdfOf, sendCutUpload, sendStalledUpload } from "../helpers/raw-uploads";
import { REPO_ROOT, startServer, type RunningServer } from "../helpers/server-process";

const BINARY = join(REPO_ROOT, "dist/aan");
const ABORTED_UPLOADS = 150;
const METRICS_TOKEN = "metrics-token-for-the-uploads-test";

/** Uploads the server is still reading, as its /metrics says. */
async function uploadsInFlight(): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(/^aan_uploads_in_flight\{measure="uploads"\} (\d+)$/m.exec(text)?.[1]);
}

let server: RunningServer;
let uploader: Uploader;
/** The aborted uploads come from four members, at most 3 at once each (a member's folder takes no more, decision 0093). */
let senders: Uploader[];

beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error("dist/aan is missing: `npm test` builds it first (npm run build)");
  server = await startServer({ command: [BINARY], env: { AAN_UPLOAD_IDLE_TIMEOUT_SECONDS: "1", AAN_METRICS_TOKEN: METRICS_TOKEN } });
  uploader = await memberWithClaim(server.url);
  senders = [uploader];
  for (const name of ["cutter1", "cutter2", "cutter3"]) senders.push(await anotherMemberWithClaim(server.url, name));
  // One good upload first: what an upload loads (busboy, the member's folder) is in the baseline.
  const ok = await upload(multipartBody([{ name: "first.pdf", bytes: pdfOf(2000) }]));
  expect(ok.status).toBe(200);
});

afterAll(async () => {
  await server?.stop();
});

function upload(body: Uint8Array<ArrayBuffer>, contentType = "multipart/form-data; boundary=----aanTestBoundary7MA4YWxk") {
  return fetch(`${uploader.url}/api/claims/${uploader.claimId}/documents`, {
    method: "POST",
    headers: { ...uploader.headers, "content-type": contentType },
    body,
  });
}

const openDescriptors = () => readdirSync(`/proc/${server.process.pid}/fd`).length;
const partsOf = (member: Uploader) => {
  const folder = join(server.dataDir, "uploads", member.userId);
  return existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith(".part")) : [];
};
const partFiles = () => senders.flatMap(partsOf);
const storedFiles = () => readdirSync(join(server.dataDir, "uploads", uploader.userId)).filter((name) => !name.endsWith(".part"));

async function stillServing() {
  expect(server.process.exitCode).toBeNull();
  const health = await fetch(`${server.url}/api/health`);
  expect(health.status).toBe(200);
}

/** Polls (without a request of its own, which would hold a socket) until `settled` holds or 10 s pass. */
async function settles(settled: () => boolean | Promise<boolean>): Promise<boolean> {
  for (const until = Date.now() + 10_000; Date.now() < until; await Bun.sleep(100)) if (await settled()) return true;
  return settled();
}

describe("broken multipart bodies", () => {
  test("every one is answered 4xx JSON, nothing is stored, and the process still answers seconds later", async () => {
    const corpus = [...namedBrokenBodies(), ...mutatedBodies(40)];
    const filesBefore = storedFiles().length;
    const answers: Array<{ name: string; status: number; kind: unknown; type: string | null }> = [];
    for (const broken of corpus) {
      const res = await upload(broken.body, broken.contentType);
      const body = (await res.json().catch(() => null)) as { success?: boolean; kind?: string } | null;
      answers.push({
        name: broken.name,
        status: res.status,
        kind: body?.success === false ? body.kind : body,
        type: res.headers.get("content-type"),
      });
    }
    expect(
      answers.filter((a) => a.status < 400 || a.status >= 500 || typeof a.kind !== "string" || !a.type?.includes("application/json")),
    ).toEqual([]);
    // The process died 1-3 s after its answer: still there 3 s later.
    await Bun.sleep(3000);
    await stillServing();
    expect(storedFiles().length).toBe(filesBefore);
    expect(await settles(() => partFiles().length === 0)).toBe(true);
  }, 60_000);
});

describe("uploads that never finish", () => {
  test(`${ABORTED_UPLOADS} uploads cut off or stalled: descriptors back to the baseline, no .part file left`, async () => {
    const baseline = openDescriptors();
    const body = multipartBody([{ name: "big.pdf", bytes: pdfOf(2 * 1024 * 1024) }]);
    const cut = ABORTED_UPLOADS * (2 / 3);
    const sends: Array<Promise<unknown>> = [];
    const stalledAnswers: number[] = [];
    for (let n = 0; n < ABORTED_UPLOADS; n++) {
      // Half the body (or less) has gone out: the part is on disk, half-written, when the client goes.
      const sentBytes = 64 * 1024 + ((n * 7919) % (body.length / 2));
      const sender = senders[n % senders.length]!;
      sends.push(
        n < cut
          ? sendCutUpload(sender, body, sentBytes)
          : sendStalledUpload(sender, body, sentBytes).then((a) => stalledAnswers.push(a.status)),
      );
      // The next ten once the server has given this ten up (their .part files removed, their holds
      // given back): a cut reaches the server a moment after the client has gone, and a member
      // holds three uploads at once.
      if (n % 10 === 9) {
        await Promise.all(sends.splice(0));
        await settles(async () => partFiles().length === 0 && (await uploadsInFlight()) === 0);
      }
    }
    await Promise.all(sends);
    await settles(() => openDescriptors() <= baseline && partFiles().length === 0);
    expect(partFiles()).toEqual([]);
    // Every stalled upload was read until the idle timeout, none refused on its head.
    expect(stalledAnswers).toEqual(Array<number>(ABORTED_UPLOADS - cut).fill(400));
    expect(openDescriptors()).toBeLessThanOrEqual(baseline);
    await stillServing();
  }, 90_000);

  test("a stalled upload: its .part is on disk while it waits, gone once the idle timeout passes, and the client is told", async () => {
    const body = multipartBody([{ name: "slow.pdf", bytes: pdfOf(1024 * 1024) }]);
    const stalled = sendStalledUpload(uploader, body, 300 * 1024);
    expect(await settles(() => partFiles().length === 1)).toBe(true);
    const answer = await stalled;
    expect(answer).toEqual({
      status: 400,
      json: { success: false, kind: "invalid", error: "The upload stopped: no data arrived for 1 s; nothing was saved" },
    });
    expect(partFiles()).toEqual([]);
    await stillServing();
  }, 30_000);
});
