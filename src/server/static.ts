// Serves the built SPA from an index made at start: only files that exist in the build folder
// are ever read, so no request path can reach outside it. Hashed assets are immutable and sent
// precompressed (brotli, then gzip) when the client accepts it. A page of the app gets index.html;
// any other path gets index.html too (the app shows its "not found" page) but with status 404.
// A public page rendered at build time (prerendered/<page>.html, scripts/build-web.ts) is sent
// instead of index.html to a visitor, with the same headers; a browser with a member session gets
// index.html, so a member's header and badges never replace a visitor's after the page shows. Its
// style is inline, one <style> element, which its policy allows by digest.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { isKnownPagePath } from "#shared/page-paths";
import { policyAllowingStyle } from "./plugins/security-headers";

type StaticFile = { path: string; type?: string; br: boolean; gzip: boolean; policy?: string };

export type StaticSite = {
  /**
   * The response for a GET/HEAD of `pathname`, or undefined when nothing should be served.
   * `signedIn`: the browser holds a member session cookie (it gets the app, not a visitor's page).
   */
  respond(pathname: string, acceptEncoding: string | null, signedIn?: boolean): Response | undefined;
};

/** The build's folder of prerendered pages (scripts/build-web.ts writes it): served for their pages' paths, never under its own name. */
export const PRERENDERED_FOLDER = "prerendered";
const PRERENDERED = `/${PRERENDERED_FOLDER}/`;

const IMMUTABLE = "public, max-age=31536000, immutable";
const COMPRESSED_SUFFIXES = [".br", ".gz"];

function listFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(root);
  return files;
}

function indexBuild(root: string): Map<string, StaticFile> {
  const index = new Map<string, StaticFile>();
  if (!existsSync(root)) return index;
  const all = listFiles(root);
  const present = new Set(all);
  for (const full of all) {
    if (COMPRESSED_SUFFIXES.some((s) => full.endsWith(s))) continue;
    const urlPath = "/" + relative(root, full).split(sep).join("/");
    index.set(urlPath, {
      path: full,
      // The MIME type is read at the file's first answer: asking for every file at start cost
      // most of `aan serve`'s time to its first health answer.
      br: present.has(full + ".br"),
      gzip: present.has(full + ".gz"),
    });
  }
  return index;
}

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return IMMUTABLE;
  if (urlPath === "/index.html") return "no-cache";
  return "public, max-age=3600";
}

/** The compressed form to send: brotli, then gzip, of those there are and the client accepts. */
export function chosenEncoding(acceptEncoding: string | null, has: { br: boolean; gzip: boolean }): "br" | "gzip" | undefined {
  const accepts = (acceptEncoding ?? "").toLowerCase();
  if (has.br && /\bbr\b/.test(accepts)) return "br";
  if (has.gzip && /\bgzip\b/.test(accepts)) return "gzip";
  return undefined;
}

const COMPRESSED_SUFFIX = { br: ".br", gzip: ".gz" } as const;

/** The policy of a prerendered page: its one <style> element allowed by the digest of its text. */
function prerenderedPolicy(file: StaticFile): string {
  const style = /<style[^>]*>([\s\S]*?)<\/style>/.exec(readFileSync(file.path, "utf8"))?.[1];
  if (style === undefined) throw new Error(`${file.path} carries no <style> element`);
  return policyAllowingStyle(createHash("sha256").update(style).digest("base64"));
}

function fileResponse(urlPath: string, file: StaticFile, acceptEncoding: string | null, status = 200, prerendered = false): Response {
  const headers: Record<string, string> = {
    "content-type": (file.type ??= Bun.file(file.path).type),
    "cache-control": cacheControlFor(urlPath),
  };
  // Read at the page's first answer, as its type is.
  if (prerendered) headers["content-security-policy"] = file.policy ??= prerenderedPolicy(file);
  if (file.br || file.gzip) headers["vary"] = "Accept-Encoding";
  const encoding = chosenEncoding(acceptEncoding, file);
  if (encoding) headers["content-encoding"] = encoding;
  return new Response(Bun.file(encoding ? file.path + COMPRESSED_SUFFIX[encoding] : file.path), { status, headers });
}

/** "/home/" → "home.html": a page's file in the prerendered folder. */
export function prerenderedFileName(pathname: string): string {
  return `${pathname.replace(/^\/+|\/+$/g, "").replaceAll("/", "_")}.html`;
}

export function createStaticSite(root: string): StaticSite {
  const files = indexBuild(root);
  const index = files.get("/index.html");
  return {
    respond(pathname, acceptEncoding, signedIn = false) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return undefined;
      }
      const file = decoded.startsWith(PRERENDERED) ? undefined : files.get(decoded);
      if (file) return fileResponse(decoded, file, acceptEncoding);
      // A missing asset is a 404, never index.html served as a script; so is a traversal attempt.
      if (decoded.startsWith("/assets/") || decoded.split("/").includes("..")) return undefined;
      if (!index) return undefined;
      const known = isKnownPagePath(decoded);
      const prerendered = known && !signedIn ? files.get(`${PRERENDERED}${prerenderedFileName(decoded)}`) : undefined;
      // Cached as index.html is: the page changes with each release.
      if (prerendered) return fileResponse("/index.html", prerendered, acceptEncoding, 200, true);
      return fileResponse("/index.html", index, acceptEncoding, known ? 200 : 404);
    },
  };
}
