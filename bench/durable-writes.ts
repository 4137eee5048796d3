// Durable writes (decision 0047): this machine's raw fsync rate (a plain loop of small writes,
// each followed by fsync, on the same disk as the data), beside the rate at which the compiled
// server creates credibility entries (one audited transaction each, synchronous=FULL kept).
// bench/results/durable-writes-latest.json.
//
//   npm run build && bun bench/durable-writes.ts
import { spawn } from "bun";
import { closeSync, fsyncSync, mkdtempSync, openSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cliActor } from "#core/actor";
import { setupFirstAdmin } from "#core/admins/admins";
import { closeDatabase } from "#core/db/db";
import { DURATION_S, startBinary, WRK } from "./load-tools";
import { benchContext } from "./bench-seed";

const PASSWORD = "bench-password-1";
// wrk -c50, like the other load figures; BENCH_WRITE_CONNECTIONS=8 shows a lighter load.
const CONNECTIONS = Number(process.env.BENCH_WRITE_CONNECTIONS ?? 50);

/** Small synchronous writes, each made durable before the next: what one commit needs at least. */
function rawFsyncPerSecond(dir: string, seconds = 5): number {
  const fd = openSync(join(dir, "fsync-probe"), "w");
  const line = new Uint8Array(128).fill(65);
  let count = 0;
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    writeSync(fd, line);
    fsyncSync(fd);
    count += 1;
  }
  closeSync(fd);
  return Math.round(count / seconds);
}

async function entriesPerSecond(dataDir: string): Promise<{ perSecond: number; non2xx: number; p99: string }> {
  const ctx = benchContext(dataDir);
  await setupFirstAdmin(ctx, cliActor("bench"), {
    username: "bench",
    fullName: "Bench Admin",
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  closeDatabase(ctx.db);
  const server = await startBinary(dataDir);
  try {
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "bench", password: PASSWORD }),
    });
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const body = JSON.stringify({
      contractorName: "Bench Contractor",
      contractorCompany: "Bench Roofing",
      contractorAddress: "1 Main St, Phoenix AZ",
      clientName: "Bench Client",
      clientAddress: "2 Elm St, Tempe AZ",
      claimType: "Hail",
      originalAmount: "20000.50",
      finalAmount: "45000.00",
    });
    const script = join(dataDir, "create.lua");
    writeFileSync(
      script,
      [
        `wrk.method = "POST"`,
        `wrk.body = [[${body}]]`,
        `wrk.headers["Content-Type"] = "application/json"`,
        `wrk.headers["Cookie"] = "${cookie}"`,
        `wrk.headers["Origin"] = "${server.url}"`,
      ].join("\n"),
    );
    if (!WRK) throw new Error("durable-writes needs wrk (apt-get install wrk)");
    const out = await new Response(
      spawn(
        [WRK, "-t1", `-c${CONNECTIONS}`, `-d${DURATION_S}s`, "--latency", "-s", script, `${server.url}/api/admin/credibility-entries`],
        { stdout: "pipe" },
      ).stdout,
    ).text();
    return {
      perSecond: Math.round(Number(out.match(/Requests\/sec:\s+([\d.]+)/)![1])),
      non2xx: Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
      p99: out.match(/99%\s+([\d.]+\w+)/)?.[1] ?? "",
    };
  } finally {
    server.child.kill("SIGTERM");
    await server.child.exited;
  }
}

export async function measureDurableWrites() {
  const dataDir = mkdtempSync(join(tmpdir(), "aan-bench-fsync-"));
  // This machine's disk varies from minute to minute: its rate is taken before and after the
  // entries, and the entries are compared with the mean of the two.
  const rawBefore = rawFsyncPerSecond(dataDir);
  const entries = await entriesPerSecond(dataDir);
  const rawFsync = Math.round((rawBefore + rawFsyncPerSecond(dataDir)) / 2);
  const ofRaw = Number((entries.perSecond / rawFsync).toFixed(2));
  console.log(`raw fsync loop                ${rawFsync} writes/s`);
  console.log(
    `POST credibility-entries      ${entries.perSecond} entries/s (${Math.round(ofRaw * 100)}% of raw; goal ≥ 60%) p99 ${entries.p99}, non-2xx ${entries.non2xx}`,
  );
  return {
    rawFsyncPerSecond: rawFsync,
    entriesPerSecond: entries.perSecond,
    ofRaw,
    goal: 0.6,
    goalMet: ofRaw >= 0.6,
    p99: entries.p99,
    non2xx: entries.non2xx,
    connections: CONNECTIONS,
  };
}

if (import.meta.main) {
  const figures = await measureDurableWrites();
  writeFileSync(
    join(import.meta.dir, "results", "durable-writes-latest.json"),
    JSON.stringify({ recordedAt: new Date().toISOString(), command: "npm run build && bun bench/durable-writes.ts", ...figures }, null, 2) +
      "\n",
  );
}
