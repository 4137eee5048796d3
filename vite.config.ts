// Vite build of the web SPA: src/web → dist/web. The server sends a strict CSP
// (default-src 'self'; font-src 'self'; img-src 'self' data:), so nothing may be inlined.
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig, type Rolldown } from "vite";
import { compileHintsPlugin } from "./scripts/compile-hints";

const repoRoot = fileURLToPath(new URL(".", import.meta.url));
const browserEntry = fileURLToPath(new URL("./src/web/main.tsx", import.meta.url));
const startApp = fileURLToPath(new URL("./src/web/app/start-app.tsx", import.meta.url));

/** Whether `root` imports `id` (static imports only, however deep). */
function staticallyImports(root: string, id: string, ctx: Rolldown.ChunkingContext, seen = new Set<string>()): boolean {
  if (id === root) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return ctx.getModuleInfo(id)?.importers.some((importer) => staticallyImports(root, importer, ctx, seen)) ?? false;
}

export default defineConfig({
  root: fileURLToPath(new URL("./src/web", import.meta.url)),
  base: "/",
  plugins: [react(), compileHintsPlugin()],
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
            // Apart from React: the browser entry asks for each group on its own (main.tsx), so none
            // waits for the whole start to evaluate with it.
            { name: "vendor-router", test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            // The tooltip (with popper and floating-ui) stays out: it loads in its own chunk.
            { name: "vendor-ui", test: /node_modules[\\/](@tanstack|@radix-ui[\\/](?!react-tooltip|react-popper|react-arrow))/ },
            // The app's own modules that start-app needs (sessions, the API call, page paths…) in one
            // chunk: split by the defaults they were seventeen chunks under 2 KB, and Vite's helper
            // adds a preload link, and the browser a request, for each. What the browser entry
            // itself imports stays in the entry.
            {
              name: (id, ctx) =>
                id !== startApp &&
                !id.includes("node_modules") &&
                staticallyImports(startApp, id, ctx) &&
                !staticallyImports(browserEntry, id, ctx)
                  ? "app-start"
                  : null,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
