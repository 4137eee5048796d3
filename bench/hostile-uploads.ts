// Uploads from hostile and flaky clients at full size (tests/e2e/hostile-uploads runs them small),
// against the compiled binary: 2,000+ broken multipart bodies; 600 uploads cut off or stalled on
// a server limited to 256 descriptors (`ulimit -n 256`, where 240 used to leave it refusing every
// connection); and the start of `aan serve` over 10,000 files a crash left behind. Writes
// bench/results/uploads-hostile-latest.json.
//
//   npm run build && bun bench/uploads.ts hostile
import { Database } from "bun:sqlite";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { mutatedBodies, namedBrokenBodies } from "../tests/helpers/broken-multipart";
import { anotherMemberWithClaim, memberWithClaim, type Uploader } from "../tests/helpers/member-with-claim";
import { multipartBody, pdfOf, sendCutUpload, sendStalledUpload } from "../tests/helpers/raw-uploads";
import { startServer, type RunningServer } from "../tests/helpers/server-process";

const ROOT = resolve(import.meta.dir, "..");
const BINARY = join(ROOT, "dist/aan");
const MUTATIONS = Number(process.env.BENCH_MUTATIONS ?? 2000);
const ABORTED = Number(process.env.BENCH_ABORTED ?? 600);
const LEFTOVER_FILES = Number(process.env.BENCH_LEFTOVER_FILES ?? 10_000);
const round = (n: number) => Math.round(n * 10) / 10;

const descriptors = (server: RunningServer) => readdirSync(`/proc/${server.process.pid}/fd`).length;
function partFiles(server: RunningServer, uploader: Uploader): number {
  const folder = join(server.dataDir, "uploads", uploader.userId);
  return existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith(".part")).length : 0;
}
async function upload(uploader: Uploader, body: Uint8Array<ArrayBuffer>, contentType: string) {
  return fetch(`${uploader.url}/api/claims/${uploader.claimId}/documents`, {
    method: "POST",
    headers: { ...uploader.headers, "content-type": contentType },
    body,
  });
}
const healthy = async (server: RunningServer) =>
  server.process.exitCode === null && (await fetch(`${server.url}/api/health`)).status === 200;

async function brokenBodies() {
  const server = await startServer({ command: [BINARY], env: { AAN_UPLOAD_IDLE_TIMEOUT_SECONDS: "1" } });
  try {
    const uploader = await memberWithClaim(server.url);
    const corpus = [...namedBrokenBodies(), ...mutatedBodies(MUTATIONS, 7)];
    const statuses: Record<string, number> = {};
    let notJsonFailure = 0;
    const started = performance.now();
    for (const broken of corpus) {
      const res = await upload(uploader, broken.body, broken.contentType);
      const body = (await res.json().catch(() => null)) as { success?: boolean; kind?: string } | null;
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status < 400 || res.status >= 500 || body?.success !== false || typeof body.kind !== "string") notJsonFailure += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    await Bun.sleep(3000);
    return {
      bodies: corpus.length,
      named: corpus.length - MUTATIONS,
      mutations: MUTATIONS,
      statuses,
      notFourxxJson: notJsonFailure,
      aliveThreeSecondsAfter: await healthy(server),
      partFilesLeft: partFiles(server, uploader),
      seconds: round(seconds),
    };
  } finally {
    await server.stop();
  }
}

async function abortedUploads() {
  // The instance: 256 descriptors.
  const server = await startServer({
    command: ["sh", "-c", 'ulimit -n 256 && exec "$0" "$@"', BINARY],
    env: { AAN_UPLOAD_IDLE_TIMEOUT_SECONDS: "1" },
  });
  try {
    const uploader = await memberWithClaim(server.url);
    // 20 at a time from 7 members, at most 3 each: a member's folder takes no more at once (decision 0093).
    const senders = [uploader];
    for (let n = 1; n < 7; n++) senders.push(await anotherMemberWithClaim(server.url, `cutter${n}`));
    const allParts = () => senders.reduce((total, sender) => total + partFiles(server, sender), 0);
    const first = await upload(
      uploader,
      multipartBody([{ name: "first.pdf", bytes: pdfOf(2000) }]),
      "multipart/form-data; boundary=----aanTestBoundary7MA4YWxk",
    );
    if (first.status !== 200) throw new Error(`first upload: ${first.status}`);
    await Bun.sleep(500);
    const baseline = descriptors(server);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, descriptors(server))), 50);
    const body = multipartBody([{ name: "big.pdf", bytes: pdfOf(2 * 1024 * 1024) }]);
    const cut = Math.round(ABORTED * (2 / 3));
    const started = performance.now();
    const sends: Array<Promise<unknown>> = [];
    for (let n = 0; n < ABORTED; n++) {
      const sentBytes = 64 * 1024 + ((n * 7919) % (body.length / 2));
      const sender = senders[n % senders.length]!;
      sends.push(n < cut ? sendCutUpload(sender, body, sentBytes) : sendStalledUpload(sender, body, sentBytes));
      if (n % 20 === 19) {
        await Promise.all(sends.splice(0));
        // The next twenty once these are given up: their holds are back.
        for (const until = Date.now() + 10_000; allParts() > 0 && Date.now() < until;) await Bun.sleep(20);
      }
    }
    await Promise.all(sends);
    const sent = performance.now();
    let settledMs = -1;
    for (const until = Date.now() + 30_000; Date.now() < until; await Bun.sleep(50)) {
      if (descriptors(server) <= baseline && allParts() === 0) {
        settledMs = performance.now() - sent;
        break;
      }
    }
    clearInterval(sampler);
    const after = await upload(
      uploader,
      multipartBody([{ name: "after.pdf", bytes: pdfOf(2000) }]),
      "multipart/form-data; boundary=----aanTestBoundary7MA4YWxk",
    );
    return {
      ulimitDescriptors: 256,
      aborted: ABORTED,
      cutMidBody: cut,
      stalled: ABORTED - cut,
      idleTimeoutSeconds: 1,
      descriptors: { baseline, peak, after: descriptors(server) },
      partFilesAfter: allParts(),
      msUntilBaselineAfterLastSend: round(settledMs),
      uploadAfterwards: after.status,
      healthy: await healthy(server),
      seconds: round((sent - started) / 1000),
    };
  } finally {
    await server.stop();
  }
}

/** Starts `aan serve` on `dataDir` and answers the ms until it listens. */
async function startMs(dataDir: string) {
  const started = performance.now();
  const server = await startServer({ command: [BINARY], dataDir });
  const ms = performance.now() - started;
  await server.stop();
  return ms;
}

async function startOverLeftovers() {
  const server = await startServer({ command: [BINARY] });
  const uploader = await memberWithClaim(server.url);
  await server.stop();
  const { dataDir } = server;
  const cleanStartMs = await startMs(dataDir);
  // A quarter of each: committed but not renamed, never committed, renamed without a row, whole.
  const db = new Database(join(dataDir, "aan.db"));
  const folder = join(dataDir, "uploads", uploader.userId);
  mkdirSync(folder, { recursive: true });
  const insert = db.prepare(
    "INSERT INTO user_documents (id, user_id, claim_id, filename, original_filename, file_size, mime_type, file_type, is_viewable, uploaded_at) VALUES (?, ?, ?, ?, 'a.pdf', 4, 'application/pdf', 'pdf', 1, ?)",
  );
  db.transaction(() => {
    for (let n = 0; n < LEFTOVER_FILES; n++) {
      const id = crypto.randomUUID();
      const kind = n % 4;
      if (kind === 0 || kind === 3) insert.run(id, uploader.userId, uploader.claimId, id, Date.now());
      writeFileSync(join(folder, kind === 0 || kind === 1 ? `${id}.part` : id), "%PDF");
    }
  })();
  db.close();
  const sweepStartMs = await startMs(dataDir);
  const check = new Database(join(dataDir, "aan.db"), { readonly: true });
  const rows = new Set((check.query("SELECT filename FROM user_documents").all() as Array<{ filename: string }>).map((r) => r.filename));
  check.close();
  const files = new Set(readdirSync(folder));
  return {
    leftoverFiles: LEFTOVER_FILES,
    cleanStartMs: round(cleanStartMs),
    startWithSweepMs: round(sweepStartMs),
    filesWithoutRow: [...files].filter((name) => !rows.has(name)).length,
    rowsWithoutFile: [...rows].filter((name) => !files.has(name)).length,
  };
}

export async function hostileUploads() {
  const results: Record<string, unknown> = { at: new Date().toISOString(), machine: `${navigator.hardwareConcurrency} cores` };
  process.stderr.write("bench uploads hostile: broken bodies…\n");
  results.brokenBodies = await brokenBodies();
  process.stderr.write("bench uploads hostile: aborted uploads…\n");
  results.abortedUploads = await abortedUploads();
  process.stderr.write("bench uploads hostile: start over leftovers…\n");
  results.startOverLeftovers = await startOverLeftovers();
  mkdirSync(join(ROOT, "bench/results"), { recursive: true });
  writeFileSync(join(ROOT, "bench/results/uploads-hostile-latest.json"), JSON.stringify(results, null, 2) + "\n");
  console.log(JSON.stringify(results, null, 2));
}
