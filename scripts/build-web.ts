// Builds the SPA with Vite, prerenders the public pages (scripts/prerender.ts), then writes .gz and
// .br siblings so the server sends precompressed files without compressing on each request. Also
// copies the /api/docs renderer (swagger-ui-dist's script and style sheet) to dist/api-docs,
// compressed the same way, for the binary to embed. `--quiet` (npm start): one line, not Vite's.
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "vite";
import { RENDERER_FILE_NAMES } from "../src/server/openapi/docs-page";
import { chunkStyleSheets, prerenderPublicPages, type Manifest } from "./prerender";

const repoRoot = resolve(import.meta.dir, "..");
const outDir = join(repoRoot, "dist", "web");
const apiDocsDir = join(repoRoot, "dist", "api-docs");

/** Text files over 1 KB (woff2 is compressed already; images other than SVG are left alone). */
async function precompress(dir: string): Promise<{ bytes: number; gzipBytes: number }> {
  const totals = { bytes: 0, gzipBytes: 0 };
  const brotli = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT };
  for (const name of (await readdir(dir, { recursive: true })).filter((name) => /\.(js|mjs|css|html|svg|json|txt|map)$/i.test(name))) {
    const data = await readFile(join(dir, name));
    if (data.length <= 1024) continue;
    const gz = gzipSync(data, { level: constants.Z_BEST_COMPRESSION });
    await writeFile(join(dir, `${name}.gz`), gz);
    await writeFile(join(dir, `${name}.br`), brotliCompressSync(data, { params: brotli }));
    totals.bytes += data.length;
    totals.gzipBytes += gz.length;
  }
  return totals;
}

/** The renderer's files without their source-map comment (the maps are not shipped). */
async function copyApiDocsRenderer(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const name of RENDERER_FILE_NAMES) {
    const text = await readFile(join(repoRoot, "node_modules", "swagger-ui-dist", name), "utf8");
    await writeFile(join(dir, name), text.replace(/\n?\/[/*][#@] sourceMappingURL=\S+(\s*\*\/)?\s*$/, "\n"));
  }
}

/**
 * index.html's head gains the font's Latin file as a preload (the face every page's text uses, so
 * it arrives with the style sheet, not after it), the style sheets of the groups the entry
 * imports (src/web/main.tsx: the shell, its layout, toasts), so no page paints without them.
 */
async function withHeadLinks(html: string, manifest: Manifest): Promise<string> {
  const fontFile = (await readdir(join(outDir, "assets"))).find((name) => /^share-tech-mono-latin-400-normal-.*\.woff2$/.test(name));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!fontFile || !entry?.dynamicImports?.length) throw new Error("the build lacks the Latin font file or the entry's groups");
  const sheets = new Set(entry.dynamicImports.flatMap((key) => chunkStyleSheets(manifest, key)).filter((s) => !html.includes(`"/${s}"`)));
  const links = [...sheets].map((sheet) => `<link rel="stylesheet" crossorigin href="/${sheet}">`);
  const font = `<link rel="preload" href="/assets/${fontFile}" as="font" type="font/woff2" crossorigin>`;
  return html.replace("  </head>", `  ${[font, ...links].join("\n    ")}\n  </head>`);
}

if (import.meta.main) {
  const quiet = process.argv.includes("--quiet");
  // Vite's notice about how a future version loads vite.config.ts is for whoever upgrades Vite.
  if (quiet) process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= "true";
  await build({ configFile: join(repoRoot, "vite.config.ts"), mode: "production", logLevel: quiet ? "warn" : "info" });
  // The chunk manifest is for the prerender and bench/web-chunks.ts, not for browsers.
  await rename(join(outDir, ".vite", "manifest.json"), join(repoRoot, "dist", "web-manifest.json"));
  await rm(join(outDir, ".vite"), { recursive: true, force: true });
  const manifest = JSON.parse(await readFile(join(repoRoot, "dist", "web-manifest.json"), "utf8")) as Manifest;
  const indexHtml = await withHeadLinks(await readFile(join(outDir, "index.html"), "utf8"), manifest);
  await writeFile(join(outDir, "index.html"), indexHtml);
  await prerenderPublicPages(repoRoot, outDir, indexHtml, manifest);
  const t = await precompress(outDir);
  await copyApiDocsRenderer(apiDocsDir);
  await precompress(apiDocsDir);
  console.log(`web app built into dist/web, public pages prerendered (${t.bytes >> 10} KB → gzip ${t.gzipBytes >> 10} KB)`);
  // The prerendered app's modules leave handles open (its query client's and toasts' timers).
  process.exit(0);
}
