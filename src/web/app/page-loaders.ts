// Every page module as a lazy import of its own chunk (Vite's glob, keyed "/features/…"); the page
// table (page-modules.ts) says which path draws with which. Apart from the routes, so the browser
// entry can ask for a page's chunk beside the app's start without loading the router first.
import { PAGE_MODULES } from "./page-modules";

export const pageLoaders = import.meta.glob<Record<string, unknown>>([
  "/features/*/*/pages/*-page.tsx",
  "/app/*/pages/*-page.tsx",
  "!/features/public/site/pages/not-found-page.tsx",
]);

/** Asks for the chunk of the page drawn at `path`; nothing for a path the table does not name as it is. */
export function loadPageChunk(path: string): Promise<unknown> | undefined {
  const module = PAGE_MODULES[path];
  return module ? pageLoaders[`/${module}`]?.() : undefined;
}
