// The app's start in one chunk (scripts/start-chunk.ts): which modules the code-splitting group
// takes, read from the module graph as the bundler gives it.
import { describe, expect, test } from "bun:test";
import { staticChunkClosure, staticImportClosure, startChunk } from "../../scripts/start-chunk";

const START = "/repo/src/web/app/start-app.tsx";

/** start → api-call → zod (a library); start → vite's preload helper; routes → (dynamic) a page. */
const GRAPH: Record<string, string[]> = {
  [START]: ["/repo/src/web/lib/api-call.ts", "/repo/src/web/app/routes.tsx", "\0vite/preload-helper.js"],
  "/repo/src/web/lib/api-call.ts": ["/repo/node_modules/zod/index.js", "/repo/src/web/lib/next-task.ts"],
  "/repo/src/web/app/routes.tsx": ["/repo/src/web/lib/next-task.ts", START],
  "/repo/src/web/lib/next-task.ts": [],
  "/repo/node_modules/zod/index.js": [],
  "\0vite/preload-helper.js": [],
  "/repo/src/web/pages/contact-page.tsx": ["/repo/src/web/lib/api-call.ts"],
};
const graph = { getModuleInfo: (id: string) => (GRAPH[id] ? { importedIds: GRAPH[id] } : null) };

type Hooks = {
  configResolved(config: { build: { ssr: boolean | string } }): void;
  buildEnd(this: unknown): void;
  generateBundle: { order: string; handler(this: unknown, options: unknown, bundle: Record<string, unknown>): void };
};
const pluginContext = {
  ...graph,
  error: (message: string) => {
    throw new Error(message);
  },
};

/** The entry imports the start lazily; the start imports its group and React; pages import the group too. */
const BUNDLE = {
  "assets/index.js": { type: "chunk", facadeModuleId: "/repo/src/web/main.tsx", imports: ["assets/preload-helper.js"] },
  "assets/preload-helper.js": { type: "chunk", facadeModuleId: null, imports: [] },
  "assets/start-app.js": { type: "chunk", facadeModuleId: START, imports: ["assets/app-start.js", "assets/vendor-react.js"] },
  "assets/app-start.js": { type: "chunk", facadeModuleId: null, imports: ["assets/vendor-react.js", "assets/preload-helper.js"] },
  "assets/vendor-react.js": { type: "chunk", facadeModuleId: null, imports: [] },
  "assets/contact-page.js": {
    type: "chunk",
    facadeModuleId: "/repo/src/web/pages/contact-page.tsx",
    imports: ["assets/app-start.js", "assets/form.js"],
  },
  "assets/form.js": { type: "chunk", facadeModuleId: null, imports: ["assets/vendor-react.js"] },
  "assets/radix-tooltip.js": { type: "chunk", facadeModuleId: "/repo/src/web/tooltip.tsx", imports: ["assets/app-start.js"] },
  "assets/home-page.js": {
    type: "chunk",
    facadeModuleId: "/repo/src/web/pages/home-page.tsx",
    imports: ["assets/app-start.js", "assets/form.js"],
  },
  "assets/app-start.css": { type: "asset" },
};

function afterBuild(ssr: boolean | string) {
  const { plugin, isOwnStartModule } = startChunk(START);
  const hooks = plugin as unknown as Hooks;
  hooks.configResolved({ build: { ssr } });
  hooks.buildEnd.call(pluginContext);
  return isOwnStartModule;
}

describe("staticImportClosure", () => {
  test("follows static imports at any depth, once each through a cycle; a page only imported lazily is not in it", () => {
    expect([...staticImportClosure(graph, START)].sort()).toEqual(
      [
        START,
        "/repo/node_modules/zod/index.js",
        "/repo/src/web/app/routes.tsx",
        "/repo/src/web/lib/api-call.ts",
        "/repo/src/web/lib/next-task.ts",
        "\0vite/preload-helper.js",
      ].sort(),
    );
  });
});

describe("startChunk", () => {
  test("the group takes our modules the start imports: not the start's own, a library's, the bundler's helper or a lazy page's", () => {
    const isOwnStartModule = afterBuild(false);
    const taken = Object.keys(GRAPH).filter(isOwnStartModule).sort();
    expect(taken).toEqual(["/repo/src/web/app/routes.tsx", "/repo/src/web/lib/api-call.ts", "/repo/src/web/lib/next-task.ts"]);
  });

  test("the server-side render's bundle gets no such group", () => {
    const isOwnStartModule = afterBuild("prerender.tsx");
    expect(Object.keys(GRAPH).filter(isOwnStartModule)).toEqual([]);
  });

  test("a start module missing from the build stops the build", () => {
    const { plugin } = startChunk("/repo/src/web/app/missing.tsx");
    const hooks = plugin as unknown as Hooks;
    hooks.configResolved({ build: { ssr: false } });
    expect(() => hooks.buildEnd.call(pluginContext)).toThrow("the start module /repo/src/web/app/missing.tsx is not in the build");
  });
});

describe("staticChunkClosure", () => {
  test("the files a chunk needs before it runs: itself and its static imports, at any depth", () => {
    expect([...staticChunkClosure(BUNDLE as never, "assets/start-app.js")].sort()).toEqual([
      "assets/app-start.js",
      "assets/preload-helper.js",
      "assets/start-app.js",
      "assets/vendor-react.js",
    ]);
  });
});

describe("preloadsFor", () => {
  function built(prerenderedPages: string[] = []) {
    const start = startChunk(START, prerenderedPages);
    const hooks = start.plugin as unknown as Hooks;
    hooks.configResolved({ build: { ssr: false } });
    hooks.buildEnd.call(pluginContext);
    expect(hooks.generateBundle.order).toBe("pre");
    hooks.generateBundle.handler.call(pluginContext, {}, BUNDLE);
    return start;
  }

  test("a page's preloads leave out the files the start has loaded", () => {
    const files = ["assets/contact-page.js", "assets/app-start.js", "assets/form.js", "assets/vendor-react.js"];
    expect(built().preloadsFor("assets/contact-page.js", files)).toEqual(["assets/contact-page.js", "assets/form.js"]);
  });

  test("nothing when only the imported file is left: the import fetches it at once", () => {
    expect(built().preloadsFor("assets/radix-tooltip.js", ["assets/radix-tooltip.js", "assets/app-start.js"])).toEqual([]);
  });

  test("a prerendered page's chunk gets no preload: the start takes that page over, and its imports come with it", () => {
    const start = built(["/repo/src/web/pages/home-page.tsx"]);
    expect(start.preloadsFor("assets/home-page.js", ["assets/home-page.js", "assets/app-start.js", "assets/form.js"])).toEqual([]);
    // What that page imports lazily as it renders (a form's schema) comes the same way.
    expect(start.preloadsFor("assets/schema.js", ["assets/schema.js", "assets/form.js"], "assets/home-page.js")).toEqual([]);
    // Another page, reached by a click, keeps its links.
    const files = ["assets/contact-page.js", "assets/app-start.js", "assets/form.js"];
    expect(start.preloadsFor("assets/contact-page.js", files)).toEqual(["assets/contact-page.js", "assets/form.js"]);
  });

  test("a prerendered page without a chunk of its own stops the build", () => {
    expect(() => built(["/repo/src/web/pages/missing-page.tsx"])).toThrow("a prerendered page has no chunk of its own");
  });

  test("asked before the chunks are known, it says so instead of preloading everything", () => {
    const { preloadsFor } = startChunk(START);
    expect(() => preloadsFor("assets/form.js", ["assets/form.js"])).toThrow("the start's files are not known yet");
  });

  test("a build without the start's chunk stops", () => {
    const start = startChunk(START);
    const hooks = start.plugin as unknown as Hooks;
    hooks.configResolved({ build: { ssr: false } });
    const withoutStart = Object.fromEntries(Object.entries(BUNDLE).filter(([file]) => file !== "assets/start-app.js"));
    expect(() => hooks.generateBundle.handler.call(pluginContext, {}, withoutStart)).toThrow(`no chunk starts at ${START}`);
  });
});
