// The public pages' HTML, rendered at build time so a phone paints their text before any script
// runs (decision 0120). src/web/prerender.tsx, built for the server by Vite with the browser's
// module conditions, renders each page of PRERENDERED_PAGE_PATHS into index.html's #root, marked
// for the app to hydrate and inert until it has (a tap before then would be lost). The head links
// one style sheet (the shell's and the page's, concatenated: on a phone's connection each file is
// a round trip before the first paint) and keeps index.html's one module script.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { build } from "vite";
import { PAGE_MODULES } from "../src/web/app/page-modules";
import { PRERENDERED_FOLDER, prerenderedFileName } from "../src/server/static";
import { PRERENDERED_PAGE_PATHS } from "../src/shared/page-paths";

export type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** The style sheets a chunk brings with its static imports. */
export function chunkStyleSheets(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [...new Set([...(manifest[key].css ?? []), ...(manifest[key].imports ?? []).flatMap((k) => chunkStyleSheets(manifest, k, seen))])];
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * index.html around one page: its title and description (the ones the app then sets), one merged
 * style sheet, the page's own sheets named but disabled (a disabled sheet is never fetched, and
 * the app's module loader, finding a link with a sheet's address, does not fetch it again).
 */
async function pageHtml(
  outDir: string,
  template: string,
  sheets: string[],
  page: { markup: string; title?: string; description?: string },
) {
  const css = (await Promise.all(sheets.map((sheet) => readFile(join(outDir, sheet), "utf8")))).join("\n");
  const merged = `assets/prerendered-${new Bun.CryptoHasher("sha256").update(css).digest("hex").slice(0, 10)}.css`;
  await writeFile(join(outDir, merged), css);
  const disabled = sheets.map((sheet) => `<link rel="stylesheet" crossorigin href="/${sheet}" disabled>`).join("\n    ");
  return template
    .replace(/\s*<link rel="stylesheet" crossorigin href="[^"]+">/g, "")
    .replace("  </head>", `  <link rel="stylesheet" crossorigin href="/${merged}">\n    ${disabled}\n  </head>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title!)}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")([^"]*)/,
      (_, head: string, was: string) => head + (page.description === undefined ? was : escapeHtml(page.description)),
    )
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered inert>${page.markup}</div>`);
}

export async function prerenderPublicPages(repoRoot: string, outDir: string, template: string, manifest: Manifest): Promise<void> {
  const renderDir = join(repoRoot, "dist", "web-render");
  await build({
    configFile: join(repoRoot, "vite.config.ts"),
    mode: "production",
    logLevel: "warn",
    ssr: { target: "webworker", noExternal: true },
    build: { ssr: "prerender.tsx", outDir: renderDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  const { renderPage } = (await import(join(renderDir, "prerender.js"))) as typeof import("../src/web/prerender");
  const shellSheets = [...template.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]!);
  if (shellSheets.length === 0 || !template.includes('<div id="root"></div>')) throw new Error("index.html lacks its sheets or #root");
  await mkdir(join(outDir, PRERENDERED_FOLDER), { recursive: true });
  for (const path of PRERENDERED_PAGE_PATHS) {
    const page = await renderPage(path);
    // React's mark of a part left to the browser (it suspended or threw), and inline styles, which the CSP refuses.
    if (page.markup.includes("<!--$!-->") || / style="/.test(page.markup))
      throw new Error(`${path} did not render whole, or inline styles`);
    if (!page.title) throw new Error(`${path} set no title while rendering (usePageMeta)`);
    if (!manifest[PAGE_MODULES[path]!]) throw new Error(`${path} has no chunk of its own in the build`);
    const sheets = [...new Set([...shellSheets, ...chunkStyleSheets(manifest, PAGE_MODULES[path]!)])];
    await writeFile(join(outDir, PRERENDERED_FOLDER, prerenderedFileName(path)), await pageHtml(outDir, template, sheets, page));
  }
}
