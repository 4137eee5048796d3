// The JavaScript (and CSS) each page of the SPA needs before it shows, from Vite's chunk
// manifest of the last build (dist/web-manifest.json, written by scripts/build-web.ts): the
// entry with its static imports and the groups it imports in turn (src/web/main.tsx), plus the
// page's lazy chunk with its static imports. Sizes are
// of the precompressed .gz files the server sends (gzip -9), raw sizes beside them.
// Goal (decision 0047): /home and /login need at most 150 KB of gzipped JavaScript.
//
//   bun run build:web && bun bench/web-chunks.ts     (writes bench/results/web-chunks-latest.json)
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { PAGE_PATHS } from "../src/shared/page-paths";
import { PAGE_MODULES } from "../src/web/app/page-modules";

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const ROOT = resolve(import.meta.dir, "..");
const WEB = join(ROOT, "dist", "web");
const GOAL_GZIP_BYTES = 150 * 1024;
const GOAL_ROUTES = [PAGE_PATHS.home, PAGE_PATHS.login];

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, into);
  return into;
}

/** uPlot's legend class: a chunk that has it carries the charting library. */
const CHARTS_MARK = "u-legend";
const carriesCharts = (files: string[]) => files.some((file) => readFileSync(join(WEB, file), "utf8").includes(CHARTS_MARK));

function gzipSize(file: string): number {
  const path = join(WEB, file);
  // Files under 1 KB are sent as they are (not precompressed); gzip them here to compare alike.
  return existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : gzipSync(readFileSync(path), { level: 9 }).length;
}

export function measure() {
  const manifest = JSON.parse(readFileSync(join(ROOT, "dist", "web-manifest.json"), "utf8")) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error("no entry chunk in the manifest");
  const routes = Object.entries(PAGE_MODULES).map(([path, module]) => ({ path, module }));
  // The shell: the entry and the module groups it imports one after another before any page.
  const shell = closure(manifest, entryKey);
  for (const group of manifest[entryKey]!.dynamicImports ?? []) closure(manifest, group, shell);

  return routes.map(({ path, module }) => {
    const pageKey = `${module}`;
    if (!manifest[pageKey]) throw new Error(`${module} (route ${path}) is not a chunk of the build`);
    const keys = closure(manifest, pageKey, new Set(shell));
    const js = [...keys].map((k) => manifest[k]!.file);
    const css = [...new Set([...keys].flatMap((k) => manifest[k]!.css ?? []))];
    const sum = (files: string[], size: (f: string) => number) => files.reduce((total, f) => total + size(f), 0);
    return {
      path,
      pageChunk: manifest[pageKey]!.file,
      jsFiles: js.length,
      jsBytes: sum(js, (f) => statSync(join(WEB, f)).size),
      jsGzipBytes: sum(js, gzipSize),
      pageOnlyGzipBytes: sum(
        [...closure(manifest, pageKey)].filter((k) => !shell.has(k)).map((k) => manifest[k]!.file),
        gzipSize,
      ),
      cssGzipBytes: sum(css, gzipSize),
      /** Whether the JS a page needs before it shows carries uPlot (only the Overview tab should, after it is opened). */
      carriesCharts: carriesCharts(js),
    };
  });
}

/** The lazy chunk of the admin panel's Overview tab, where uPlot is bundled. */
export function overviewChunk(): { file: string; bytes: number; gzipBytes: number } | undefined {
  const manifest = JSON.parse(readFileSync(join(ROOT, "dist", "web-manifest.json"), "utf8")) as Manifest;
  const chunk = manifest["features/admin/overview/components/overview-tab.tsx"];
  if (!chunk) return undefined;
  return { file: chunk.file, bytes: statSync(join(WEB, chunk.file)).size, gzipBytes: gzipSize(chunk.file) };
}

if (import.meta.main) {
  const rows = measure();
  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log(
    "route".padEnd(22),
    "JS gzip KB".padStart(10),
    "page-only".padStart(10),
    "JS raw KB".padStart(10),
    "CSS gzip KB".padStart(12),
    "files".padStart(6),
  );
  for (const r of rows) {
    console.log(
      r.path.padEnd(22),
      kb(r.jsGzipBytes).padStart(10),
      kb(r.pageOnlyGzipBytes).padStart(10),
      kb(r.jsBytes).padStart(10),
      kb(r.cssGzipBytes).padStart(12),
      String(r.jsFiles).padStart(6),
    );
  }
  const goals = GOAL_ROUTES.map((path) => {
    const row = rows.find((r) => r.path === path)!;
    return { path, jsGzipBytes: row.jsGzipBytes, goalBytes: GOAL_GZIP_BYTES, met: row.jsGzipBytes <= GOAL_GZIP_BYTES };
  });
  const charted = rows.filter((r) => r.carriesCharts).map((r) => r.path);
  console.log(`routes whose first chunks carry uPlot: ${charted.length ? charted.join(", ") : "none"}`);
  const overview = overviewChunk();
  if (overview)
    console.log(
      `the Overview tab's own chunk (uPlot with it), loaded when the tab opens: ${kb(overview.gzipBytes)} KB gzip, ${kb(overview.bytes)} KB raw`,
    );
  for (const g of goals) console.log(`${g.path}: ${kb(g.jsGzipBytes)} KB gzip of JS (goal ≤ 150 KB): ${g.met ? "met" : "NOT met"}`);
  const out = join(import.meta.dir, "results", "web-chunks-latest.json");
  writeFileSync(
    out,
    JSON.stringify(
      { date: new Date().toISOString(), command: "bun run build:web && bun bench/web-chunks.ts", goals, routes: rows },
      null,
      2,
    ) + "\n",
  );
  console.log(`written ${out}`);
}
