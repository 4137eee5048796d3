// The page table the router, the prerender and the bench share (src/web/app/page-modules.ts).
import { describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { PAGE_PATHS, PRERENDERED_PAGE_PATHS } from "#shared/page-paths";
import { PAGE_MODULES, pageExportName } from "#web/app/page-modules";

const WEB = join(import.meta.dir, "..", "..", "src", "web");

describe("the page table", () => {
  test("every page path but the root has a module, and every module is a file of the web app", () => {
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(
      Object.values(PAGE_PATHS)
        .filter((path) => path !== PAGE_PATHS.root)
        .sort(),
    );
    for (const module of Object.values(PAGE_MODULES))
      expect({ module, exists: existsSync(join(WEB, module)) }).toEqual({ module, exists: true });
    for (const path of PRERENDERED_PAGE_PATHS) expect(PAGE_MODULES[path]).toBeDefined();
  });

  test("a module's page is the export named after its file", () => {
    expect(pageExportName("features/public/site/pages/home-page.tsx")).toBe("HomePage");
    expect(pageExportName("app/admin-panel/pages/admin-panel-page.tsx")).toBe("AdminPanelPage");
  });
});
