// Which lazy page module each route of the SPA loads, read from the route table
// (src/web/app/routes.tsx): the build names the prerendered pages' chunks with it, and
// bench/web-chunks.ts measures what each page needs.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PAGE_PATHS } from "../src/shared/page-paths";

/**
 * "/home" → "features/public/site/pages/home-page.tsx": the lazy page module each route loads, read
 * from the route table, as the manifest names it (relative to src/web; "./x" is app/x).
 */
function routeModules(routesSource: string): Array<{ path: string; module: string }> {
  const line = /path:\s*PAGE_PATHS\.(\w+),\s*Page:\s*lazyPage\(\(\)\s*=>\s*import\("(#web\/|\.\.\/|\.\/)([^"]+)"\)/g;
  return [...routesSource.matchAll(line)].map(([, key, prefix, module]) => {
    const path = (PAGE_PATHS as Record<string, string>)[key!];
    if (!path) throw new Error(`routes.tsx names PAGE_PATHS.${key}, which src/shared/page-paths.ts lacks`);
    return { path, module: `${prefix === "./" ? "app/" : ""}${module}.tsx` };
  });
}

/** The lazy page module of each route of the app, read from `repoRoot`'s src/web/app/routes.tsx. */
export function appRouteModules(repoRoot: string): Array<{ path: string; module: string }> {
  return routeModules(readFileSync(join(repoRoot, "src", "web", "app", "routes.tsx"), "utf8"));
}
