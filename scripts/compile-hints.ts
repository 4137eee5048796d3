// V8's explicit compile hint (Chrome 136 and later): a file that opens with this comment has every
// function compiled as it streams in, on a background thread, instead of each one on the page's
// own thread the first time it is called. The app asks for a chunk only when it is about to run
// it (the start's chunks at once, a page's when the page opens), so every chunk carries it. Other
// browsers read a comment (decision 0079).
import type { Plugin } from "vite";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

type Output = { type: "chunk"; code: string } | { type: "asset" };

/** Opens each chunk of the browser build with the hint, after minification and Vite's own rewrites. */
export function compileHintsPlugin(): Plugin {
  let serverBuild = false;
  return {
    name: "aan:compile-hints",
    apply: "build",
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        if (serverBuild) return;
        for (const output of Object.values(bundle) as Output[]) {
          if (output.type === "chunk" && !output.code.startsWith(COMPILE_HINT)) output.code = COMPILE_HINT + output.code;
        }
      },
    },
  };
}
