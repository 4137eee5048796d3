// One listing call under load, shared by bench/listings-codes.ts and bench/listings-credibility.ts:
// a few warm-up reads, then `wrk -t1 -c50` for BENCH_DURATION seconds on one URL, or on a random
// mix of URLs (a Lua script picks one per request), and the figures wrk prints.
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

/** A runner that also keeps each wrk command line (with the session cookie masked) for the report. */
export function createListingRunner(options: { warmUps: number; nameWidth: number }) {
  if (!WRK) throw new Error("wrk is needed (apt-get install wrk)");
  const commands: string[] = [];

  async function run(name: string, base: string, headers: Record<string, string>, paths: string[]): Promise<ListingFigure> {
    // A few reads first: the first read of a statement pays its preparation.
    for (const path of paths.slice(0, options.warmUps)) {
      const res = await fetch(base + path, { headers });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    }
    const args = [WRK!, "-t1", `-c${CONNECTIONS}`, `-d${DURATION_S}s`, "--latency"];
    for (const [key, value] of Object.entries(headers)) args.push("-H", `${key}: ${value}`);
    if (paths.length > 1) args.push("-s", mixScript(paths));
    args.push(base + paths[0]);
    commands.push(
      args
        .slice(1)
        .join(" ")
        .replace(headers.cookie ?? "\0", "<session cookie>"),
    );
    const out = await new Response(spawn(args, { stdout: "pipe", stderr: "ignore" }).stdout).text();
    const figure: ListingFigure = {
      name,
      paths: paths.length > 3 ? [...paths.slice(0, 3), `… ${paths.length} URLs in all, one chosen at random per request`] : paths,
      ...wrkFigures(out),
    };
    const goal = figure.p99Ms <= 20 ? "≤ 20 ms" : "OVER 20 ms";
    console.log(
      `${name.padEnd(options.nameWidth)} ${String(figure.reqPerSec).padStart(6)} req/s  p50 ${String(figure.p50Ms).padStart(6)} ms  p99 ${String(figure.p99Ms).padStart(7)} ms  ${goal}  non2xx ${figure.non2xx}`,
    );
    return figure;
  }

  return { run, commands };
}
