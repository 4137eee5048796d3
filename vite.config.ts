// Vite build of the web SPA: src/web → dist/web. The server sends a strict CSP
// (default-src 'self'; font-src 'self'; img-src 'self' data:), so nothing may be inlined.
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const repoRoot = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL("./src/web", import.meta.url)),
  base: "/",
  plugins: [react()],
  build: {
    outDir: `${repoRoot}dist/web`,
    emptyOutDir: true,
    assetsDir: "assets",
    // Inlined fonts would be data: URLs, which font-src 'self' refuses: always emit files.
    assetsInlineLimit: 0,
    sourcemap: false,
    target: "es2022",
  },
});
