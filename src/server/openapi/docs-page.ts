// The /api/docs page: Swagger UI (swagger-ui-dist, Apache-2.0) reading /api/openapi.json, with
// every script and style sheet served by AAN itself: no CDN, no inline script or style, so the
// app's Content-Security-Policy (default-src 'self') holds on this page too.
// From the repository the renderer's two files are read from node_modules; the compiled binary
// embeds them as built by scripts/build-web.ts (dist/api-docs, precompressed) under api-docs/.
import { join, resolve } from "node:path";
import { createStaticSite, type StaticSite } from "../static";

export const DOCS_PATH = "/api/docs";
const RENDERER_FILES = new Set(["swagger-ui-bundle.js", "swagger-ui.css"]);

export const rendererFolder = (): string =>
  Bun.isStandaloneExecutable ? join(import.meta.dir, "api-docs") : resolve(import.meta.dir, "../../../node_modules/swagger-ui-dist");

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>AAN API</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
<link rel="stylesheet" href="${DOCS_PATH}/docs.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/docs.js"></script>
</body>
</html>
`;

// No validator badge (it would call an outside service), a quiet first view, a dark highlight.
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: "/api/openapi.json",
  dom_id: "#swagger-ui",
  layout: "BaseLayout",
  presets: [SwaggerUIBundle.presets.apis],
  deepLinking: true,
  validatorUrl: null,
  docExpansion: "list",
  defaultModelsExpandDepth: 0,
  displayRequestDuration: true,
  syntaxHighlight: { activated: true, theme: "monokai" },
});
`;

// The terminal look of the app (green on black), by turning Swagger UI's light page into a
// phosphor-green one: invert, then tint. Cheaper to keep than a rule per Swagger UI selector.
const THEME = `html { background: #000; }
body { margin: 0; background: #000; }
.swagger-ui { filter: invert(1) sepia(1) saturate(3) hue-rotate(65deg) brightness(1.05); font-family: ui-monospace, "Share Tech Mono", Menlo, Consolas, monospace; }
.swagger-ui .wrapper { max-width: 1200px; }
.swagger-ui .info .title, .swagger-ui .opblock-tag, .swagger-ui .opblock .opblock-summary-path { font-family: inherit; }
.swagger-ui img, .swagger-ui .microlight { filter: invert(1) hue-rotate(180deg); }
`;

const text = (body: string, type: string) =>
  new Response(body, { headers: { "content-type": `${type}; charset=utf-8`, "cache-control": "no-cache" } });

export function createDocsPage() {
  let renderer: StaticSite | undefined;
  return {
    page: () => text(PAGE, "text/html"),
    /** A file of the page, or undefined for any name the page does not use. */
    file(name: string, acceptEncoding: string | null): Response | undefined {
      if (name === "docs.js") return text(INIT_SCRIPT, "text/javascript");
      if (name === "docs.css") return text(THEME, "text/css");
      if (!RENDERER_FILES.has(name)) return undefined;
      renderer ??= createStaticSite(rendererFolder());
      return renderer.respond(`/${name}`, acceptEncoding);
    },
  };
}

/** The renderer files to copy into a build (scripts/build-web.ts). */
export const RENDERER_FILE_NAMES = [...RENDERER_FILES];
