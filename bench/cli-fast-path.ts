// The operator's CLI from the clone, each way it can be started (decision 0102): `npx aan`,
// `node bin/aan.mjs`, `bun src/main.ts`, and `bin/aan` (the compiled binary while it is fresh),
// running `--version` and `codes list` on a set-up folder. Medians of several runs, with the
// machine's load average beside them; bench/results/cli-fast-path-latest.json.
//
//   npm run build && bun bench/cli-fast-path.ts
import { spawnSync } from "bun";
import { mkdtempSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dir, "..");
const RUNS = Number(process.env.BENCH_CLI_RUNS ?? 9);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;
const BUN = join(ROOT, "node_modules/.bin/bun");

const WAYS: Record<string, string[]> = {
  "npx aan": ["npx", "--no-install", "aan"],
  "node bin/aan.mjs": ["node", join(ROOT, "bin/aan.mjs")],
  "bun src/main.ts": [BUN, join(ROOT, "src/main.ts")],
  "bin/aan (dist/aan fresh)": [join(ROOT, "bin/aan")],
  "dist/aan": [join(ROOT, "dist/aan")],
};

function time(command: string[], env: Record<string, string>): number {
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const result = spawnSync(command, { cwd: ROOT, stdout: "ignore", stderr: "ignore", env: { ...process.env, ...env } });
    runs.push(performance.now() - started);
    if (result.exitCode !== 0) throw new Error(`${command.join(" ")} exited ${result.exitCode}`);
  }
  return round(median(runs));
}

const dataDir = join(mkdtempSync(join(tmpdir(), "aan-bench-cli-")), "data");
const setup = spawnSync([join(ROOT, "dist/aan"), "setup", "--username", "root", "--full-name", "Root", "--password-stdin", "-d", dataDir], {
  stdin: new TextEncoder().encode("secret12\n"),
  stdout: "ignore",
});
if (setup.exitCode !== 0) throw new Error("setup failed");

const results: Record<string, { version: number; codesList: number }> = {};
for (const [name, command] of Object.entries(WAYS)) {
  results[name] = {
    version: time([...command, "--version"], {}),
    codesList: time([...command, "codes", "list"], { AAN_DATA_DIR: dataDir }),
  };
  console.log(`${name.padEnd(26)} --version ${results[name].version} ms   codes list ${results[name].codesList} ms`);
}
const out = { at: new Date().toISOString(), runs: RUNS, loadAverage: loadavg().map((n) => round(n)), medianMs: results };
writeFileSync(join(ROOT, "bench/results/cli-fast-path-latest.json"), `${JSON.stringify(out, null, 2)}\n`);
