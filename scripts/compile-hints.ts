// V8's explicit compile hint (Chrome 136 and later): a file that opens with this comment has every
// function compiled as it streams in, off the page's thread. The app asks for a chunk only when it
// is about to run it, so every chunk carries it; other browsers read a comment (decision 0120).
import type { Plugin } from "vite";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

type Output = { type: "chunk"; code: string } | { type: "asset" };

/** Opens each chunk of the browser build with the hint, after minification and Vite's own rewrites. */
export function compileHintsPlugin(): Plugin {
  return {
    name: "aan:compile-hints",
    // The browser build only: the server-side render is not streamed to a browser.
    apply: (config) => !config.build?.ssr,
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const output of Object.values(bundle) as Output[]) {
          if (output.type === "chunk" && !output.code.startsWith(COMPILE_HINT)) output.code = COMPILE_HINT + output.code;
        }
      },
    },
  };
}
