// The public pages' HTML, rendered at build time so a phone paints their text before any script
// runs (decision 0120): src/web/prerender.tsx, built for the server by Vite, renders each page into
// index.html's #root, marked for the app to hydrate and inert until then (a tap would be lost).
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { build } from "vite";
import { PAGE_MODULES } from "../src/web/app/page-modules";
import { PRERENDERED_FOLDER, prerenderedFileName } from "../src/server/static";
import { PRERENDERED_PAGE_PATHS } from "../src/shared/page-paths";
import type { RenderedPage } from "../src/web/prerender";

export type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }>;

/** The chunks `key` brings with its static imports, itself first. */
function staticImports(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [key, ...(manifest[key].imports ?? []).flatMap((k) => staticImports(manifest, k, seen))];
}

/** The style sheets a chunk brings with its static imports. */
export function chunkStyleSheets(manifest: Manifest, key: string): string[] {
  return [...new Set(staticImports(manifest, key).flatMap((k) => manifest[k]!.css ?? []))];
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// index.html around one page: its title and description (the ones the app then sets) and its
// style: the shell's and the page's sheets together in one <style> element, since on a phone's
// link any sheet to fetch is a round trip before the first paint. The server allows that one
// element by its digest (src/server/static.ts). The element names the sheets it holds, so the app
// marks them as present and its module loader does not fetch them again (main.tsx).
async function pageHtml(outDir: string, template: string, sheets: string[], page: RenderedPage) {
  const css = (await Promise.all(sheets.map((sheet) => readFile(join(outDir, sheet), "utf8")))).join("\n").replaceAll("\r", "");
  if (/<\/style/i.test(css)) throw new Error("a style sheet holds </style>: it cannot be put in the page");
  const names = sheets.map((sheet) => `/${sheet}`).join(" ");
  return template
    .replace(/\s*<link rel="stylesheet" crossorigin href="[^"]+">/g, "")
    .replace("  </head>", () => `  <style data-sheets="${names}">${css}</style>\n  </head>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title!)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*/, (was, head: string) =>
      page.description === undefined ? was : head + escapeHtml(page.description),
    )
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered inert>${page.markup}</div>`);
}

export async function prerenderPublicPages(repoRoot: string, outDir: string, template: string, manifest: Manifest): Promise<void> {
  const renderDir = join(repoRoot, "dist", "web-render");
  const ssr = { target: "webworker", noExternal: true } as const;
  const ssrBuild = { ssr: "prerender.tsx", outDir: renderDir, emptyOutDir: true, manifest: false, copyPublicDir: false };
  await build({ configFile: join(repoRoot, "vite.config.ts"), mode: "production", logLevel: "warn", ssr, build: ssrBuild });
  const { renderPage } = (await import(join(renderDir, "prerender.js"))) as typeof import("../src/web/prerender");
  const shellSheets = [...template.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]!);
  if (shellSheets.length === 0 || !template.includes('<div id="root"></div>')) throw new Error("index.html lacks its sheets or #root");
  await mkdir(join(outDir, PRERENDERED_FOLDER), { recursive: true });
  for (const path of PRERENDERED_PAGE_PATHS) {
    const page = await renderPage(path);
    // React's mark of a part left to the browser (it suspended or threw); inline styles, which the CSP refuses.
    const fault = page.markup.includes("<!--$!-->") || / style="/.test(page.markup) || !page.title || !manifest[PAGE_MODULES[path]!];
    if (fault) throw new Error(`${path} did not render whole, draws inline styles, set no title or has no chunk of its own`);
    const sheets = [...new Set([...shellSheets, ...chunkStyleSheets(manifest, PAGE_MODULES[path]!)])];
    await writeFile(join(outDir, PRERENDERED_FOLDER, prerenderedFileName(path)), await pageHtml(outDir, template, sheets, page));
  }
}
