// One listing call under load, shared by the listing, due-list and security-page benches: a few
// warm-up reads, then `wrk -t1 -c50` for BENCH_DURATION seconds on one URL, or on a random mix of
// URLs (a Lua script picks one per request), and the figures wrk prints; or several calls measured
// in rounds (`runRounds`), each kept at its median.
import { spawn } from "bun";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DURATION_S, wrkFigures } from "./load-tools";

export const CONNECTIONS = 50;
const WRK = Bun.which("wrk");

export type ListingFigure = {
  name: string;
  paths: string[];
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  bytesPerReq: number;
};

/** A wrk script that sends one of `paths` at random with every request. */
function mixScript(paths: string[]): string {
  const file = join(mkdtempSync(join(tmpdir(), "aan-wrk-")), "mix.lua");
  const list = paths.map((p) => `"${p.replaceAll('"', '\\"')}"`).join(",\n  ");
  writeFileSync(
    file,
    `math.randomseed(42)\nlocal paths = {\n  ${list}\n}\nrequest = function()\n  return wrk.format("GET", paths[math.random(#paths)])\nend\n`,
  );
  return file;
}

/** One call to measure: a name, where, with which headers, and its URL (or URLs, one at random per request). */
export type ListingCall = { name: string; base: string; headers: Record<string, string>; paths: string[] };

/**
 * BENCH_ROUNDS (3 unless told): how many times `runRounds` measures every call, one call after the
 * other in each round. Another tenant of a shared machine slows it for tens of seconds at a time;
 * measured in rounds, such a slowdown falls on one round of each call, not on all of one call.
 */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** A listing figure with the figures of every round it was measured in (the one kept has the median p99). */
export type RoundedFigure = ListingFigure & { rounds: Pick<ListingFigure, "reqPerSec" | "p50Ms" | "p99Ms">[] };

/** A runner that also keeps each wrk command line (with the session cookie masked) for the report. */
export function createListingRunner(options: { warmUps: number; nameWidth: number }) {
  if (!WRK) throw new Error("wrk is needed (apt-get install wrk)");
  const commands: string[] = [];

  /** A few reads first: the first read of a statement pays its preparation. */
  async function warmUp({ base, headers, paths }: ListingCall) {
    for (const path of paths.slice(0, options.warmUps)) {
      const res = await fetch(base + path, { headers });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    }
  }

  async function measure({ name, base, headers, paths }: ListingCall, label = name): Promise<ListingFigure> {
    const args = [WRK!, "-t1", `-c${CONNECTIONS}`, `-d${DURATION_S}s`, "--latency"];
    for (const [key, value] of Object.entries(headers)) args.push("-H", `${key}: ${value}`);
    if (paths.length > 1) args.push("-s", mixScript(paths));
    args.push(base + paths[0]);
    const command = args
      .slice(1)
      .join(" ")
      .replace(headers.cookie ?? "\0", "<session cookie>")
      .replace(/aan-wrk-\w+/, "aan-wrk-…");
    if (!commands.includes(command)) commands.push(command);
    const out = await new Response(spawn(args, { stdout: "pipe", stderr: "ignore" }).stdout).text();
    const figure: ListingFigure = {
      name,
      paths: paths.length > 3 ? [...paths.slice(0, 3), `… ${paths.length} URLs in all, one chosen at random per request`] : paths,
      ...wrkFigures(out),
    };
    const goal = figure.p99Ms <= 20 ? "≤ 20 ms" : "OVER 20 ms";
    console.log(
      `${label.padEnd(options.nameWidth)} ${String(figure.reqPerSec).padStart(6)} req/s  p50 ${String(figure.p50Ms).padStart(6)} ms  p99 ${String(figure.p99Ms).padStart(7)} ms  ${goal}  non2xx ${figure.non2xx}`,
    );
    return figure;
  }

  async function run(name: string, base: string, headers: Record<string, string>, paths: string[]): Promise<ListingFigure> {
    const call = { name, base, headers, paths };
    await warmUp(call);
    return measure(call);
  }

  /** Every call measured ROUNDS times, round after round; each keeps its round of median p99, with all rounds beside it. */
  async function runRounds(calls: ListingCall[]): Promise<RoundedFigure[]> {
    for (const call of calls) await warmUp(call);
    const measured: ListingFigure[][] = calls.map(() => []);
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`round ${round} of ${ROUNDS}`);
      for (const [i, call] of calls.entries()) measured[i]!.push(await measure(call));
    }
    return measured.map((figures) => {
      const median = [...figures].sort((a, b) => a.p99Ms - b.p99Ms)[Math.floor((figures.length - 1) / 2)]!;
      return { ...median, rounds: figures.map(({ reqPerSec, p50Ms, p99Ms }) => ({ reqPerSec, p50Ms, p99Ms })) };
    });
  }

  return { run, runRounds, commands };
}
