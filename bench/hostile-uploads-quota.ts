// Uploads in flight against the quota at full size (decision 0093; tests/e2e/hostile-uploads-quota
// runs it small): on the compiled binary with a 20 MB quota, a member sends 10 uploads of 9.5 MB
// at once, each streamed slowly (128 KB every 100 ms, about 1.3 MB/s), in several rounds (a fresh
// member each, as the first round fills the quota), then one round of 10 uploads of 5 MB (3 fit
// the quota's bytes side by side; the cap of uploads at once answers the rest). Meanwhile health is asked every 100 ms and
// another member uploads 50 KB every 500 ms. Records the peak ".part" bytes on disk, the answers
// by status, the health latency and the other member's answers. Writes
// bench/results/hostile-uploads-quota-latest.json.
//
//   npm run build && bun bench/hostile-uploads-quota.ts
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { anotherMemberWithClaim, memberWithClaim, type Uploader } from "../tests/helpers/member-with-claim";
import { BOUNDARY, multipartBody, pdfOf } from "../tests/helpers/raw-uploads";
import { startServer } from "../tests/helpers/server-process";
import { partBytes, peakOf, sendSlowUpload } from "../tests/helpers/slow-uploads";

const ROOT = resolve(import.meta.dir, "..");
const BINARY = join(ROOT, "dist/aan");
const MB = 1024 * 1024;
const QUOTA_MB = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const AT_ONCE = 10;
const round1 = (n: number) => Math.round(n * 10) / 10;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const count = (values: Array<number | string>) =>
  values.reduce<Record<string, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});

/** Runs `probe` every `everyMs` until stopped; answers what each run answered. */
function every<T>(everyMs: number, probe: () => Promise<T>): { stop(): Promise<T[]> } {
  const results: T[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      results.push(await probe());
      await Bun.sleep(everyMs);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return results;
    },
  };
}

const server = await startServer({ command: [BINARY], env: { AAN_STORAGE_QUOTA_MB: String(QUOTA_MB) } });
try {
  const bystander = await memberWithClaim(server.url, "bystander");
  const small = multipartBody([{ name: "small.pdf", bytes: pdfOf(50_000) }]);
  const health = every(100, async () => {
    const started = performance.now();
    const res = await fetch(`${server.url}/api/health`);
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  });
  const other = every(500, async () => {
    const res = await fetch(`${bystander.url}/api/claims/${bystander.claimId}/documents`, {
      method: "POST",
      headers: { ...bystander.headers, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: small,
    });
    await res.arrayBuffer();
    return res.status;
  });

  const rounds = [];
  const started = performance.now();
  const fileSizes = [...Array<number>(ROUNDS).fill(9.5), 5];
  for (const [n, fileMb] of fileSizes.entries()) {
    const body = multipartBody([{ name: "big.pdf", bytes: pdfOf(fileMb * MB) }]);
    const attacker: Uploader = await anotherMemberWithClaim(server.url, `attacker${n}`);
    const peak = peakOf(() => partBytes(server.dataDir, attacker.userId));
    const roundStarted = performance.now();
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () => sendSlowUpload(attacker, body, { pieceBytes: 128 * 1024, pauseMs: 100 })),
    );
    const peakPartBytes = peak.stop();
    const folder = join(server.dataDir, "uploads", attacker.userId);
    rounds.push({
      fileMb,
      seconds: round1((performance.now() - roundStarted) / 1000),
      answersByStatus: count(answers.map((a) => a.status)),
      retryAfterOn429: [...new Set(answers.filter((a) => a.status === 429).map((a) => a.retryAfter))],
      largestBodyMbSentBeforeARefusal: round1(Math.max(0, ...answers.filter((a) => a.status !== 200).map((a) => a.bodyBytesSent)) / MB),
      peakPartBytes,
      peakPartMb: round1(peakPartBytes / MB),
      partFilesLeft: readdirSync(folder).filter((name) => name.endsWith(".part")).length,
      documentsKept: readdirSync(folder).filter((name) => !name.endsWith(".part")).length,
    });
  }
  const seconds = (performance.now() - started) / 1000;
  const probes = await health.stop();
  const otherAnswers = await other.stop();
  const latencies = probes.map((p) => p.ms).sort((a, b) => a - b);
  const results = {
    at: new Date().toISOString(),
    machine: `${navigator.hardwareConcurrency} cores`,
    quotaMb: QUOTA_MB,
    attack: { rounds: fileSizes.length, uploadsAtOnce: AT_ONCE, fileMb: fileSizes, streamedAt: "128 KB every 100 ms" },
    seconds: round1(seconds),
    peakPartBytes: Math.max(...rounds.map((r) => r.peakPartBytes)),
    peakPartMb: Math.max(...rounds.map((r) => r.peakPartMb)),
    answersByStatus: count(rounds.flatMap((r) => Object.entries(r.answersByStatus).flatMap(([status, k]) => Array(k).fill(status)))),
    rounds,
    healthDuring: {
      probes: probes.length,
      byStatus: count(probes.map((p) => p.status)),
      p50Ms: round1(percentile(latencies, 50)),
      p95Ms: round1(percentile(latencies, 95)),
      maxMs: round1(latencies.at(-1) ?? 0),
    },
    otherMemberUploadsDuring: count(otherAnswers),
    processAlive: server.process.exitCode === null,
  };
  mkdirSync(join(ROOT, "bench/results"), { recursive: true });
  writeFileSync(join(ROOT, "bench/results/hostile-uploads-quota-latest.json"), JSON.stringify(results, null, 2) + "\n");
  console.log(JSON.stringify(results, null, 2));
} finally {
  await server.stop();
}
