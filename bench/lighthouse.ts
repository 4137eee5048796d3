// Lighthouse 12 (mobile) on every public page of the built binary, in two ways: with applied
// throttling (`--throttling-method=devtools`: the page really loads over a slowed link on a slowed
// CPU, as a phone would) and with Lighthouse's default simulated throttling (Lantern's model).
// Each page is measured LIGHTHOUSE_RUNS times (3 unless told) per way; each figure is the median.
// Goal (decision 0120): applied, performance ≥ 0.97, LCP ≤ 1.8 s, TBT ≤ 50 ms, CLS ≤ 0.02;
// simulated, performance ≥ 0.95. Lighthouse is pinned at 12.2.3 (13 refuses Node 20) and fetched
// by npx on first use; the system Chromium runs it. The machine's load average is recorded beside
// the figures: on a busy machine TBT measures the machine more than the page.
// Figures in bench/results/lighthouse-latest.json (LIGHTHOUSE_OUT names another file).
//
//   bun run build && bun bench/lighthouse.ts
//   BENCH_SERVER_COMMAND=/path/to/other/aan bun bench/lighthouse.ts    (another build, e.g. before a change)
//   LIGHTHOUSE_PATHS=/home,/login LIGHTHOUSE_OUT=/tmp/quick.json bun bench/lighthouse.ts
//   LIGHTHOUSE_BASELINE=/path/to/other/aan bun bench/lighthouse.ts    (each run followed by the same on that build)
//
// With a baseline, every run on this build is followed by the same run on the other, so a machine
// that another tenant slows weighs on both alike: compare the two medians, not either with an
// earlier day's figures.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { PUBLIC_PAGE_PATHS } from "#shared/page-paths";
import { CHROMIUM_PATH } from "../tests/helpers/browser";
import { startBinary } from "./load-tools";

const LIGHTHOUSE = "lighthouse@12.2.3";
/** LIGHTHOUSE_PATHS=/home,/login measures only those; LIGHTHOUSE_THROTTLING=applied only that way. */
const PATHS = process.env.LIGHTHOUSE_PATHS?.split(",") ?? PUBLIC_PAGE_PATHS;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const THROTTLINGS = (process.env.LIGHTHOUSE_THROTTLING?.split(",") ?? ["applied", "simulated"]) as Throttling[];
const BASELINE = process.env.LIGHTHOUSE_BASELINE;
type Throttling = "applied" | "simulated";
const GOALS: Record<Throttling, { performance: number; lcpMs?: number; tbtMs?: number; cls?: number }> = {
  applied: { performance: 0.97, lcpMs: 1800, tbtMs: 50, cls: 0.02 },
  simulated: { performance: 0.95 },
};

type LighthouseReport = {
  environment?: { benchmarkIndex?: number };
  categories: Record<"performance" | "accessibility" | "best-practices", { score: number }>;
  audits: Record<string, { numericValue?: number; score?: number | null; details?: { items?: unknown[] } }>;
};

async function runLighthouse(url: string, reportDir: string, throttling: Throttling) {
  const out = join(reportDir, `${throttling}${new URL(url).pathname.replace(/\W+/g, "_")}.json`);
  const child = Bun.spawn(
    [
      "npx",
      "--yes",
      LIGHTHOUSE,
      url,
      "--only-categories=performance,accessibility,best-practices",
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
      `--throttling-method=${throttling === "applied" ? "devtools" : "simulate"}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdout: "inherit", stderr: "inherit" },
  );
  if ((await child.exited) !== 0) return undefined;
  const report = JSON.parse(readFileSync(out, "utf8")) as LighthouseReport;
  const failing = (id: string) => (report.audits[id]?.score === 0 ? id : undefined);
  return {
    performance: report.categories.performance.score,
    accessibility: report.categories.accessibility.score,
    bestPractices: report.categories["best-practices"].score,
    fcpMs: Math.round(report.audits["first-contentful-paint"]?.numericValue ?? NaN),
    lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? NaN),
    tbtMs: Math.round(report.audits["total-blocking-time"]?.numericValue ?? NaN),
    cls: Number((report.audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
    // Lighthouse's measure of the machine's speed (a quiet desktop scores about 1,500-2,000).
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? NaN),
    failedAudits: ["errors-in-console", "inspector-issues", "color-contrast", "render-blocking-resources"].filter(failing),
  };
}

type RunFigures = NonNullable<Awaited<ReturnType<typeof runLighthouse>>>;
/** The median of the runs that gave the figure (a run cut short by Lighthouse's time limit may not). */
const median = (values: number[]) => {
  const given = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return given[Math.floor(given.length / 2)] ?? NaN;
};

/** Each figure's median over the runs; the audits failed in any run. */
function medianFigures(runs: RunFigures[]) {
  const of = (key: "performance" | "accessibility" | "bestPractices" | "fcpMs" | "lcpMs" | "tbtMs" | "cls" | "benchmarkIndex") =>
    median(runs.map((run) => run[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    fcpMs: of("fcpMs"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    benchmarkIndex: of("benchmarkIndex"),
    runs: runs.length,
    lcpMsRange: [Math.min(...runs.map((run) => run.lcpMs)), Math.max(...runs.map((run) => run.lcpMs))],
    tbtMsRange: [Math.min(...runs.map((run) => run.tbtMs)), Math.max(...runs.map((run) => run.tbtMs))],
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  };
}

/** One run of Lighthouse, tried again where a loaded machine lost its trace (NO_NAVSTART). */
async function measuredRun(url: string, reportDir: string, throttling: Throttling): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    const figures = await runLighthouse(url, reportDir, throttling);
    if (figures) return figures;
    if (attempt === 3) throw new Error(`lighthouse failed three times on ${url}`);
  }
}

/** The medians of a page's runs, with whether they meet the goal of that way of throttling. */
function pageRow(path: string, throttling: Throttling, runs: RunFigures[]) {
  const figures = medianFigures(runs);
  const goal = GOALS[throttling];
  const within = (value: number, limit = Infinity) => value <= limit;
  const met =
    figures.performance >= goal.performance &&
    within(figures.lcpMs, goal.lcpMs) &&
    within(figures.tbtMs, goal.tbtMs) &&
    within(figures.cls, goal.cls);
  return { path, ...figures, goalMet: met };
}

function printRow(label: string, throttling: Throttling, row: ReturnType<typeof pageRow>) {
  console.log(
    `${label}${throttling.padEnd(9)} ${row.path.padEnd(22)} perf ${row.performance.toFixed(2)}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  a11y ${row.accessibility}  best ${row.bestPractices}  ${row.goalMet ? "met" : "NOT met"} ${row.failedAudits.join(" ")}`,
  );
}

if (import.meta.main) {
  const server = await startBinary(mkdtempSync(join(tmpdir(), "aan-bench-lighthouse-")));
  const baseline = BASELINE ? await startBinary(mkdtempSync(join(tmpdir(), "aan-bench-lighthouse-")), {}, [BASELINE]) : undefined;
  const reportDir = mkdtempSync(join(tmpdir(), "aan-lighthouse-reports-"));
  const baselineReportDir = mkdtempSync(join(tmpdir(), "aan-lighthouse-baseline-reports-"));
  const loadAtStart = loadavg().map((value) => Number(value.toFixed(1)));
  const rows: Record<Throttling, unknown[]> = { applied: [], simulated: [] };
  const baselineRows: Record<Throttling, unknown[]> = { applied: [], simulated: [] };
  const out = process.env.LIGHTHOUSE_OUT ?? join(import.meta.dir, "results", "lighthouse-latest.json");
  // Written after each page, so a run cut short still leaves what it measured (complete: false).
  const write = (complete: boolean) => {
    writeFileSync(
      out,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          command: "bun run build && bun bench/lighthouse.ts",
          lighthouse: LIGHTHOUSE,
          settings:
            "mobile (Moto G Power, slow 4G, 4x CPU slowdown): applied = --throttling-method=devtools, simulated = Lighthouse's default",
          machine: {
            cores: cpus().length,
            loadAverageAtStart: loadAtStart,
            loadAverageAtEnd: loadavg().map((value) => Number(value.toFixed(1))),
          },
          runsPerPage: RUNS,
          server: process.env.BENCH_SERVER_COMMAND ?? "dist/aan",
          goals: GOALS,
          complete,
          applied: rows.applied,
          simulated: rows.simulated,
          ...(BASELINE ? { baseline: { server: BASELINE, applied: baselineRows.applied, simulated: baselineRows.simulated } } : {}),
        },
        null,
        2,
      ) + "\n",
    );
  };
  try {
    for (const path of PATHS) {
      for (const throttling of THROTTLINGS) {
        const runs: RunFigures[] = [];
        const baselineRuns: RunFigures[] = [];
        for (let run = 0; run < RUNS; run++) {
          runs.push(await measuredRun(`${server.url}${path}`, reportDir, throttling));
          if (baseline) baselineRuns.push(await measuredRun(`${baseline.url}${path}`, baselineReportDir, throttling));
        }
        const row = pageRow(path, throttling, runs);
        rows[throttling].push(row);
        printRow("", throttling, row);
        if (baseline) {
          const baselineRow = pageRow(path, throttling, baselineRuns);
          baselineRows[throttling].push(baselineRow);
          printRow("baseline ", throttling, baselineRow);
        }
      }
      write(false);
    }
    write(true);
  } finally {
    for (const started of [server, baseline]) {
      started?.child.kill("SIGTERM");
      await started?.child.exited;
    }
  }
  console.log(`written ${out} (reports in ${reportDir})`);
}
