// Uploads under load (decisions 0030 and 0054): 400 documents of 10 MB sent 10 at a time to the compiled binary
// by 5 members, 2 at a time each (a member's folder takes 3 uploads at once, decision 0093),
// uploads per second, and the server's resident memory before, at its peak and 10 s after the
// last upload (files stream to disk, so memory should come back). Writes
// bench/results/uploads-latest.json. With `s3`: the same to S3-compatible storage (a real s3rver
// process, AAN_STORAGE_URL; decision 0124), bench/results/uploads-s3-latest.json. With `hostile`:
// broken, cut and stalled uploads instead (bench/hostile-uploads.ts,
// bench/results/uploads-hostile-latest.json).
//
//   npm run build && bun bench/uploads.ts
//   npm run build && bun bench/uploads.ts s3
//   npm run build && bun bench/uploads.ts hostile
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { cliActor } from "#core/actor";
import { closeDatabase } from "#core/db/db";
import { createCustomCode } from "#core/invitation-codes/invitation-codes";
import { activateSubscription } from "#core/subscriptions/subscriptions";
import { DURATION_S, startBinary, WRK } from "./load-tools";
import { benchContext, cookiesSetBy, registerBenchMember } from "./bench-seed";
import { startS3Server } from "../tests/helpers/s3-server";

const ROOT = resolve(import.meta.dir, "..");
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 400);
const CONCURRENCY = 10;
/** The uploads are spread over members: each sends CONCURRENCY / MEMBERS at once, within the 3 a member may. */
const MEMBERS = 5;
const FILE_BYTES = 10 * 1024 * 1024;
const PASSWORD = "bench-Member-1";
const DEVICE = { fingerprint: new Bun.CryptoHasher("sha256").update("bench-upload-device").digest("hex"), label: "Bench uploader" };

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+)/)![1]) / 1024;
}

async function seed(dataDir: string) {
  const ctx = benchContext(dataDir);
  const actor = cliActor("bench");
  for (let n = 0; n < MEMBERS; n++) {
    const { code } = createCustomCode(ctx, actor, { code: `BENCH-UPLOADS-${n}` });
    await registerBenchMember(ctx, DEVICE, {
      invitationCode: code.code,
      username: `uploader${n}`,
      password: PASSWORD,
      lastName: "Uploader",
      email: `uploader${n}@bench.test`,
      phone: `(555) 010-000${n}`,
    });
    activateSubscription(ctx, actor, `uploader${n}`, { plan: "assassin", frequency: "monthly" });
  }
  closeDatabase(ctx.db);
}

/** The same figures with wrk (a C client): the client costs the server's two cores far less. */
/** A member who uploads: the path of their claim's documents and the headers their requests carry. */
type BenchUploader = { path: string; headers: Record<string, string> };

async function withWrk(url: string, uploaders: BenchUploader[], pid: number) {
  const pdf = new Uint8Array(FILE_BYTES);
  pdf.set(new TextEncoder().encode("%PDF-1.7\n"));
  const form = new FormData();
  form.append("files", new Blob([pdf]), "estimate.pdf");
  const encoded = new Response(form);
  const contentType = encoded.headers.get("content-type");
  const folder = mkdtempSync(join(tmpdir(), "aan-bench-wrk-"));
  const bodyPath = join(folder, "body.bin");
  writeFileSync(bodyPath, new Uint8Array(await encoded.arrayBuffer()));
  const lua = [
    'wrk.method = "POST"',
    `local f = io.open("${bodyPath}", "rb"); wrk.body = f:read("*all"); f:close()`,
    `wrk.headers["Content-Type"] = "${contentType}"`,
    // One member per wrk thread (setup numbers them), so each member has CONCURRENCY / MEMBERS connections.
    `local members = { ${uploaders
      .map(
        (u) =>
          `{ path = "${u.path}", headers = { ${Object.entries(u.headers)
            .map(([k, v]) => `["${k}"] = "${v}"`)
            .join(", ")} } }`,
      )
      .join(", ")} }`,
    "local threads = 0",
    'function setup(thread) thread:set("member", threads % #members + 1); threads = threads + 1 end',
    "function init(args) local m = members[member]; wrk.path = m.path; for k, v in pairs(m.headers) do wrk.headers[k] = v end end",
    "local shown = 0",
    'response = function(status, headers, body) if status ~= 200 and shown < 3 then shown = shown + 1; io.stderr:write(status .. " " .. body .. "\\n") end end',
  ].join("\n");
  writeFileSync(join(folder, "upload.lua"), lua);
  await Bun.sleep(500);
  const baselineMb = rssMb(pid);
  let peakMb = baselineMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 100);
  const cpuBefore = cpuSeconds(pid);
  const out = await new Response(
    Bun.spawn(
      [
        WRK!,
        `-t${MEMBERS}`,
        `-c${CONCURRENCY}`,
        `-d${DURATION_S}s`,
        "--latency",
        "-s",
        join(folder, "upload.lua"),
        `${url}${uploaders[0]!.path}`,
      ],
      { stdout: "pipe", stderr: "inherit" },
    ).stdout,
  ).text();
  const requests = Number(out.match(/(\d+) requests in/)![1]);
  const perSecond = Number(out.match(/Requests\/sec:\s+([\d.]+)/)![1]);
  const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  const p50 = out.match(/50%\s+([\d.]+\w+)/)?.[1] ?? "";
  const p99 = out.match(/99%\s+([\d.]+\w+)/)?.[1] ?? "";
  const serverCpuPercent = Math.round(((cpuSeconds(pid) - cpuBefore) / DURATION_S) * 100);
  await Bun.sleep(10_000);
  clearInterval(sampler);
  const afterMb = rssMb(pid);
  if (!process.env.BENCH_KEEP) rmSync(folder, { recursive: true, force: true });
  return {
    tool: "wrk",
    uploads: requests,
    fileBytes: FILE_BYTES,
    concurrency: CONCURRENCY,
    seconds: DURATION_S,
    failed: non2xx,
    uploadsPerSecond: perSecond,
    p50,
    p99,
    // Of one core: above 100 the server used both.
    serverCpuPercent,
    rssMb: {
      baseline: Math.round(baselineMb),
      peak: Math.round(peakMb),
      tenSecondsAfter: Math.round(afterMb),
      aboveBaseline: Math.round(afterMb - baselineMb),
    },
  };
}

/** 400 uploads with Bun's fetch, when wrk is not installed (the client then shares the cores). */
async function withFetch(url: string, uploaders: BenchUploader[], pid: number) {
  const pdf = new Uint8Array(FILE_BYTES);
  pdf.set(new TextEncoder().encode("%PDF-1.7\n"));
  const body = new Blob([pdf]);
  await Bun.sleep(500);
  const baselineMb = rssMb(pid);
  let peakMb = baselineMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 100);

  let next = 0;
  let failed = 0;
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      const { path, headers } = uploaders[worker % uploaders.length]!;
      while (next < UPLOADS) {
        next += 1;
        const form = new FormData();
        form.append("files", body, "estimate.pdf");
        const t0 = performance.now();
        const res = await fetch(`${url}${path}`, { method: "POST", headers, body: form });
        latencies.push(performance.now() - t0);
        if (!res.ok) failed += 1;
        await res.arrayBuffer();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await Bun.sleep(10_000);
  clearInterval(sampler);
  const afterMb = rssMb(pid);
  latencies.sort((a, b) => a - b);
  return {
    tool: "fetch",
    uploads: UPLOADS,
    fileBytes: FILE_BYTES,
    concurrency: CONCURRENCY,
    failed,
    seconds: Number(seconds.toFixed(2)),
    uploadsPerSecond: Number((UPLOADS / seconds).toFixed(1)),
    megabytesPerSecond: Number(((UPLOADS * FILE_BYTES) / 1024 / 1024 / seconds).toFixed(0)),
    p50Ms: Number(latencies[Math.floor(latencies.length * 0.5)]!.toFixed(1)),
    p99Ms: Number(latencies[Math.floor(latencies.length * 0.99)]!.toFixed(1)),
    rssMb: {
      baseline: Math.round(baselineMb),
      peak: Math.round(peakMb),
      tenSecondsAfter: Math.round(afterMb),
      aboveBaseline: Math.round(afterMb - baselineMb),
    },
  };
}

async function main(toS3: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), "aan-bench-uploads-"));
  await seed(dataDir);
  const s3 = toS3 ? await startS3Server("aan-bench") : undefined;
  // Several GB go to each member in a run: the bench measures throughput, not the storage quota.
  // Handed to the server's process itself: a quota set in this process's env never reached it.
  const env: Record<string, string> = { AAN_STORAGE_QUOTA_MB: process.env.AAN_STORAGE_QUOTA_MB ?? String(1024 * 1024) };
  if (s3) env.AAN_STORAGE_URL = s3.url("bench");
  const { child, url } = await startBinary(dataDir, env);
  try {
    const device = { "x-device-fingerprint": DEVICE.fingerprint, "x-device-label": DEVICE.label };
    const uploaders: BenchUploader[] = [];
    for (let n = 0; n < MEMBERS; n++) {
      const login = await fetch(`${url}/api/auth/login`, {
        method: "POST",
        headers: { ...device, "content-type": "application/json" },
        body: JSON.stringify({ username: `uploader${n}`, password: PASSWORD }),
      });
      const headers = { ...device, cookie: cookiesSetBy(login) };
      const claim = await fetch(`${url}/api/claims`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({
          propertyAddress: "1 Bench Way",
          homeowner: "Bench Owner",
          col: "2026-01-01",
          dol: "2026-01-02",
          inspectionStatus: "pending",
          serviceRequestType: "estimate",
        }),
      });
      const claimId = ((await claim.json()) as { claim: { id: string } }).claim.id;
      uploaders.push({ path: `/api/claims/${claimId}/documents`, headers });
    }

    const figures = WRK ? await withWrk(url, uploaders, child.pid) : await withFetch(url, uploaders, child.pid);
    const store = s3 ? "s3 (s3rver on loopback)" : "data folder";
    // The machine is shared: its load over the last minute says how much of it the run had.
    const result = {
      at: new Date().toISOString(),
      machine: `${navigator.hardwareConcurrency} cores`,
      loadAverage: Number(loadavg()[0]!.toFixed(1)),
      store,
      ...figures,
    };
    const name = s3 ? "uploads-s3-latest.json" : "uploads-latest.json";
    writeFileSync(join(ROOT, "bench/results", name), JSON.stringify(result, null, 2) + "\n");
    console.log(JSON.stringify(result, null, 2));
  } finally {
    child.kill("SIGTERM");
    await child.exited;
    await s3?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (s3) rmSync(s3.folder, { recursive: true, force: true });
  }
}

if (process.argv[2] === "hostile") await (await import("./hostile-uploads")).hostileUploads();
else await main(process.argv[2] === "s3");
