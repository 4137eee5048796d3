// Vite build of the web SPA: src/web → dist/web. The server sends a strict CSP
// (default-src 'self'; font-src 'self'; img-src 'self' data:), so nothing may be inlined.
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { compileHintsPlugin } from "./scripts/compile-hints";
import { appRouteModules } from "./scripts/route-modules";
import { startChunk } from "./scripts/start-chunk";
import { PRERENDERED_PAGE_PATHS } from "./src/shared/page-paths";

const repoRoot = fileURLToPath(new URL(".", import.meta.url));

/** The chunk of the page's entry (index.html's script, src/web/main.tsx), which Vite names after index.html. */
const isEntryChunk = (fileName: string) => /^assets\/index-[\w-]+\.js$/.test(fileName);

/** The modules of the pages rendered at build time (scripts/build-web.ts), which the start takes over. */
const prerenderedPageModules = [
  ...new Set(
    appRouteModules(repoRoot)
      .filter((route) => PRERENDERED_PAGE_PATHS.includes(route.path))
      .map((route) => `${repoRoot}src/web/${route.module}`),
  ),
];

/** The app's start (src/web/app/start-app.tsx) and what it imports, in one chunk: scripts/start-chunk.ts. */
const start = startChunk(`${repoRoot}src/web/app/start-app.tsx`, prerenderedPageModules);

export default defineConfig({
  root: fileURLToPath(new URL("./src/web", import.meta.url)),
  base: "/",
  plugins: [react(), compileHintsPlugin(), start.plugin],
  build: {
    outDir: `${repoRoot}dist/web`,
    emptyOutDir: true,
    assetsDir: "assets",
    // Inlined fonts would be data: URLs, which font-src 'self' refuses: always emit files.
    assetsInlineLimit: 0,
    sourcemap: false,
    // Which chunks each page needs: bench/web-chunks.ts reads it (scripts/build-web.ts moves it
    // out of the served folder to dist/web-manifest.json).
    manifest: true,
    target: "es2022",
    modulePreload: {
      // The entry's own imports (React and the app's start, src/web/main.tsx) ask for their
      // chunks without a preload link each: the page is already painted then, and adding some
      // thirty links in one go held a phone's page for a tenth of a second (decision 0079). The
      // browser fetches their imports as it meets them. So do a prerendered page's chunk and what
      // it imports lazily, which the start asks for as it takes the page over (decision 0087).
      // Other pages' chunks keep their links, less the start's, which are in by then
      // (scripts/start-chunk.ts): a click waits on those chunks, and a link each fetches them
      // side by side.
      resolveDependencies: (file, deps, { hostId }) => (isEntryChunk(hostId) ? [] : start.preloadsFor(file, deps, hostId)),
    },
    rolldownOptions: {
      // The build's timing report (a dozen lines on a slow machine) is advice for whoever profiles
      // the build, not a fault: `npm start` prints a few lines, and the bench measures the output.
      checks: { bundlerTimings: false },
      output: {
        // Libraries change far less often than our code: keep them in their own long-cached
        // chunks so a release of AAN re-downloads only AAN. Only libraries the shell loads
        // up front are named here; what lazy pages alone use stays with those pages.
        codeSplitting: {
          groups: [
            { name: "vendor-react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Apart from React: the browser entry evaluates React in a task of its own (main.tsx).
            { name: "vendor-router", test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            // The tooltip (with popper and floating-ui) stays out: it loads in its own chunk.
            { name: "vendor-ui", test: /node_modules[\\/](@tanstack|@radix-ui[\\/](?!react-tooltip|react-popper|react-arrow))/ },
            // Last, so the libraries above keep their chunks: our own modules the start imports
            // (scripts/start-chunk.ts).
            { name: "app-start", test: start.isOwnStartModule, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
