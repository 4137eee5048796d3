// Builds the SPA with Vite, then writes .gz and .br siblings so the server can send
// precompressed files without compressing on each request. Also copies the /api/docs renderer
// (swagger-ui-dist's script and style sheet) to dist/api-docs, compressed the same way, for the
// binary to embed.
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "vite";
import { RENDERER_FILE_NAMES } from "../src/server/openapi/docs-page";
import { PRERENDERED_FOLDER, prerenderedFileName } from "../src/server/static";
import { PRERENDERED_PAGE_PATHS, SETTINGS_PAGE_PATHS } from "../src/shared/page-paths";
import { startAfterPaintTag } from "../src/shared/start-after-paint";
import { checkRenderedMarkup, PAGE_MARKUP_MARK, pageTemplatePath, RENDER_BUNDLE_FILE } from "../src/server/settings-pages-layout";
import { appRouteModules } from "./route-modules";

const repoRoot = resolve(import.meta.dir, "..");
const outDir = join(repoRoot, "dist", "web");
const apiDocsDir = join(repoRoot, "dist", "api-docs");
// The server-side bundle of the web app: it renders the public pages here, and the settings pages
// again in the server (src/server/settings-pages.ts), which the binary embeds it for.
const renderDir = join(repoRoot, "dist", "web-render");

/** woff/woff2 are already compressed; images other than SVG are left alone too. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/i;
const MIN_BYTES = 1024;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

export async function precompress(dir: string): Promise<{ files: number; bytes: number; gzipBytes: number; brotliBytes: number }> {
  const totals = { files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  for await (const path of walk(dir)) {
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size <= MIN_BYTES) continue;
    const data = await readFile(path);
    const gz = gzipSync(data, { level: constants.Z_BEST_COMPRESSION });
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    await writeFile(`${path}.gz`, gz);
    await writeFile(`${path}.br`, br);
    totals.files += 1;
    totals.bytes += data.length;
    totals.gzipBytes += gz.length;
    totals.brotliBytes += br.length;
  }
  return totals;
}

/** The renderer's files without their source-map comment (the maps are not shipped). */
export async function copyApiDocsRenderer(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const source = join(repoRoot, "node_modules", "swagger-ui-dist");
  for (const name of RENDERER_FILE_NAMES) {
    const text = await readFile(join(source, name), "utf8");
    await writeFile(join(dir, name), text.replace(/\n?\/[/*][#@] sourceMappingURL=\S+(\s*\*\/)?\s*$/, "\n"));
  }
}

/**
 * The font's preload (its Latin file, the one every page's text uses: the @font-face rules name the
 * others by unicode-range, so they load only for other scripts), so the text's face arrives with
 * the style sheet instead of after it.
 */
async function withFontPreload(html: string): Promise<string> {
  const font = (await readdir(join(outDir, "assets"))).find((name) => /^share-tech-mono-latin-400-normal-.*\.woff2$/.test(name));
  if (!font) throw new Error("the Latin share-tech-mono file is not in the build");
  const preload = `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>`;
  return html.replace("  </head>", `  ${preload}\n  </head>`);
}

/**
 * The style sheets of the module groups the browser entry imports (React and the app,
 * src/web/main.tsx): the shell, its layout and toasts. index.html links them like the
 * entry's own, so no page paints without them (and a prerendered page merges them into its one
 * sheet): left to the module loader, they would arrive after the page had painted, and move it.
 */
function withStagedStyleSheets(html: string, manifest: Record<string, ManifestChunk>): string {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry?.dynamicImports?.length) throw new Error("the browser entry imports no group of modules");
  const sheets = [...new Set(entry.dynamicImports.flatMap((key) => pageStyleSheets(manifest, key)))];
  const links = sheets
    .filter((sheet) => !html.includes(`href="/${sheet}"`))
    .map((sheet) => `<link rel="stylesheet" crossorigin href="/${sheet}">`);
  if (links.length === 0) return html;
  return html.replace("  </head>", `  ${links.join("\n    ")}\n  </head>`);
}

/**
 * Every public page's HTML rendered at build time (src/web/prerender.tsx, built for the server by
 * Vite with the browser's module conditions), written into the built index.html's #root, marked
 * so the browser entry hydrates it, and inert until it has: a tap or typing before the app runs
 * would otherwise be lost (a button does nothing, a typed value is not in the form's state).
 */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };

/** The style sheets a page's chunk brings (with its static imports), which the shell does not. */
function pageStyleSheets(manifest: Record<string, ManifestChunk>, pageModule: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(pageModule);
  return [...new Set([...seen].flatMap((key) => manifest[key]!.css ?? []))];
}

/**
 * A prerendered page around its markup. In its head, the shell's and the page's style sheets in
 * one file (the first paint waits for every style sheet, and on a phone's connection each file is
 * another round trip), without the entry's script and its preloads. At the end of its body, the
 * start (src/shared/start-after-paint.ts, inline) that adds the app's script after the first
 * paint. The page chunk's own sheets stay named, disabled: a disabled sheet is never fetched, and
 * the app's module loader, which adds a chunk's sheet unless a stylesheet link with its address is
 * in the document, finds them there and does not fetch them a second time.
 */
async function prerenderedShell(template: string, pageSheets: string[]): Promise<string> {
  const entry = template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry) throw new Error("index.html lacks the entry's module script");
  const shellLink = /\s*<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;
  const shellSheets = [...template.matchAll(shellLink)].map((match) => match[1]!);
  if (shellSheets.length === 0) throw new Error("index.html links no style sheet");
  if (!template.includes("  </body>")) throw new Error("index.html lacks its </body>");
  const sheets = [...new Set([...shellSheets, ...pageSheets])];
  const css = (await Promise.all(sheets.map((sheet) => readFile(join(outDir, sheet), "utf8")))).join("\n");
  const merged = `assets/prerendered-${new Bun.CryptoHasher("sha256").update(css).digest("hex").slice(0, 10)}.css`;
  await writeFile(join(outDir, merged), css);
  const disabled = sheets.map((sheet) => `<link rel="stylesheet" crossorigin href="/${sheet}" disabled>`).join("\n    ");
  return template
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
    .replace(shellLink, "")
    .replace(entry[0], `<link rel="stylesheet" crossorigin href="/${merged}">`)
    .replace("  </head>", `  ${disabled}\n  </head>`)
    .replace("  </body>", `  ${startAfterPaintTag(entry[1]!)}\n  </body>`);
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The page's own title and description in its head (the ones its component sets once the app
 * runs), so the tab, a bookmark and a link preview name the page before any script has run.
 */
function withPageMeta(head: string, path: string, title: string | undefined, description: string | undefined): string {
  if (!title) throw new Error(`${path} set no title while rendering (usePageMeta)`);
  if (!/<title>[^<]*<\/title>/.test(head)) throw new Error("index.html lacks a <title>");
  const titled = head.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (description === undefined) return titled;
  const described = titled.replace(
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  );
  if (!described.includes(`content="${escapeHtml(description)}"`)) throw new Error("index.html lacks a meta description");
  return described;
}

/** The app's root holding a page's markup: inert until the app takes it over. */
const prerenderedRoot = (markup: string) => `<div id="root" data-prerendered inert>${markup}</div>`;

async function prerenderPublicPages(template: string): Promise<void> {
  await build({
    configFile: join(repoRoot, "vite.config.ts"),
    mode: "production",
    logLevel: "warn",
    ssr: { target: "webworker", noExternal: true },
    build: { ssr: "prerender.tsx", outDir: renderDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  const { renderPage } = (await import(join(renderDir, RENDER_BUNDLE_FILE))) as typeof import("../src/web/prerender");
  const manifest = JSON.parse(await readFile(join(repoRoot, "dist", "web-manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  const modules = new Map(appRouteModules(repoRoot).map((r) => [r.path, r.module]));
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`index.html lacks ${root}`);
  await mkdir(join(outDir, PRERENDERED_FOLDER), { recursive: true });
  for (const path of PRERENDERED_PAGE_PATHS) {
    const { markup, title, description } = await renderPage(path);
    checkRenderedMarkup(path, markup);
    const page = withPageMeta(await prerenderedShell(template, pageStyleSheets(manifest, modules.get(path)!)), path, title, description);
    await writeFile(join(outDir, PRERENDERED_FOLDER, prerenderedFileName(path)), page.replace(root, prerenderedRoot(markup)));
    if (SETTINGS_PAGE_PATHS.includes(path)) {
      await mkdir(join(renderDir, "templates"), { recursive: true });
      await writeFile(pageTemplatePath(renderDir, path), page.replace(root, prerenderedRoot(PAGE_MARKUP_MARK)));
    }
  }
  if (!process.argv.includes("--quiet")) console.log(`prerendered ${PRERENDERED_PAGE_PATHS.length} public pages`);
}

if (import.meta.main) {
  // `--quiet` (npm start): a line for the whole build instead of Vite's line per file; warnings still show.
  const quiet = process.argv.includes("--quiet");
  // Vite's notice that a future version will load vite.config.ts another way is for whoever
  // upgrades Vite (`npm run build:web` still shows it), not for someone starting AAN.
  if (quiet) process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= "true";
  const say = quiet ? () => {} : (text: string) => console.log(text);
  await build({ configFile: join(repoRoot, "vite.config.ts"), mode: "production", logLevel: quiet ? "warn" : "info" });
  // The chunk manifest is for bench/web-chunks.ts and the prerendered pages' heads, not for
  // browsers: it leaves the served folder.
  await rename(join(outDir, ".vite", "manifest.json"), join(repoRoot, "dist", "web-manifest.json"));
  const manifest = JSON.parse(await readFile(join(repoRoot, "dist", "web-manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  const indexHtml = withStagedStyleSheets(await withFontPreload(await readFile(join(outDir, "index.html"), "utf8")), manifest);
  await writeFile(join(outDir, "index.html"), indexHtml);
  await rm(join(outDir, ".vite"), { recursive: true, force: true });
  await prerenderPublicPages(indexHtml);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const t = await precompress(outDir);
  say(`precompressed ${t.files} files: ${kb(t.bytes)} → gzip ${kb(t.gzipBytes)}, brotli ${kb(t.brotliBytes)}`);
  await copyApiDocsRenderer(apiDocsDir);
  const d = await precompress(apiDocsDir);
  say(`api docs renderer: ${kb(d.bytes)} → gzip ${kb(d.gzipBytes)}, brotli ${kb(d.brotliBytes)}`);
  if (quiet) console.log(`web app built into dist/web (${t.files} files, ${kb(t.gzipBytes)} gzipped)`);
  // The prerendered app's modules leave handles open (its query client's and toasts' timers).
  process.exit(0);
}
