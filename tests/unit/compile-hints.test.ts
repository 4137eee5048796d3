// The web build's chunks open with V8's compile hint (scripts/compile-hints.ts); the server-side
// render's bundle is left as it is.
import { describe, expect, test } from "bun:test";
import { COMPILE_HINT, compileHintsPlugin } from "../../scripts/compile-hints";

type Hooks = {
  apply: (config: { build: { ssr: boolean | string } }) => boolean;
  generateBundle: { handler: (options: unknown, bundle: Record<string, unknown>) => void };
};

/** The bundle as the build leaves it: the plugin runs only where Vite applies it. */
function runPlugin(ssr: boolean | string, bundle: Record<string, { type: string; code?: string; source?: string }>) {
  const plugin = compileHintsPlugin() as unknown as Hooks;
  if (plugin.apply({ build: { ssr } })) plugin.generateBundle.handler({}, bundle);
  return bundle;
}

describe("compileHintsPlugin", () => {
  test("every chunk of the browser build opens with the hint, once; assets are left alone", () => {
    const bundle = runPlugin(false, {
      "assets/index.js": { type: "chunk", code: 'const __vite__mapDeps=(i)=>i;import("./start-app.js")' },
      "assets/contact-page.js": { type: "chunk", code: `${COMPILE_HINT}export{}` },
      "assets/index.css": { type: "asset", source: "body{}" },
    });
    expect(bundle["assets/index.js"]!.code).toBe(`//# allFunctionsCalledOnLoad\nconst __vite__mapDeps=(i)=>i;import("./start-app.js")`);
    expect(bundle["assets/contact-page.js"]!.code).toBe(`${COMPILE_HINT}export{}`);
    expect(bundle["assets/index.css"]).toEqual({ type: "asset", source: "body{}" });
  });

  test("the server-side render's bundle is not touched", () => {
    const bundle = runPlugin("prerender.tsx", { "prerender.js": { type: "chunk", code: "export{}" } });
    expect(bundle["prerender.js"]!.code).toBe("export{}");
  });
});
