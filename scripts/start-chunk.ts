// One chunk for the app's start. Left to itself, the bundler gives every module the start shares
// with some page a small chunk of its own (one for each set of pages that shares it): the start
// asked for some twenty files, most of a few hundred bytes to two kilobytes. The browser sends
// each request from the page's thread, in one task once the start's file is in, and that task
// held a phone's page for up to a tenth of a second. This plugin finds the modules the start
// imports (statically, at any depth) once the module graph is known, and a code-splitting group
// (vite.config.ts) puts our own among them in one "app-start" chunk. Pages import them from
// there: it is in already.
import type { Plugin } from "vite";

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** Every module `entryId` imports statically, at any depth, itself included. */
export function staticImportClosure(graph: ModuleGraph, entryId: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entryId];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    pending.push(...info.importedIds);
  }
  return seen;
}

type Chunk = { type: "chunk"; facadeModuleId: string | null; imports: readonly string[] } | { type: "asset" };

/** The files `fileName` imports statically, at any depth, itself included. */
export function staticChunkClosure(bundle: Record<string, Chunk>, fileName: string): Set<string> {
  return staticImportClosure(
    {
      getModuleInfo: (file) =>
        bundle[file]?.type === "chunk" ? { importedIds: (bundle[file] as { imports: readonly string[] }).imports } : null,
    },
    fileName,
  );
}

export interface StartChunk {
  plugin: Plugin;
  /** The code-splitting group's test: our own modules the start imports, other than itself. */
  isOwnStartModule(id: string): boolean;
  /**
   * The files to preload for a dynamic import of `file`, out of those Vite lists (`files`: the
   * file and its static imports): not those the start has loaded (its chunk and their imports),
   * as a page or the tooltip is always asked for after them, and nothing when only `file` is
   * left, which the import itself fetches at once. A preload link for either does nothing but
   * cost the page's thread the link. Nothing either for a prerendered page's chunk, nor for what
   * that chunk imports dynamically (`host`: the importing file): the start asks for them while it
   * takes the page over, and their imports come with them from the browser's module loader
   * instead of a link each from the page's thread, all in one task.
   */
  preloadsFor(file: string, files: readonly string[], host?: string): string[];
}

/**
 * The plugin that reads the module graph and the chunks, and the tests that read what it found.
 * `prerenderedPages`: the modules of the pages whose HTML is rendered at build time.
 */
export function startChunk(startModulePath: string, prerenderedPages: readonly string[] = []): StartChunk {
  let startModules = new Set<string>();
  let startFiles: Set<string> | undefined;
  let prerenderedPageFiles = new Set<string>();
  let serverBuild = false;
  const plugin: Plugin = {
    name: "aan:start-chunk",
    apply: "build",
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    buildEnd() {
      // The server-side render is one bundle: no chunk of its own for the start there.
      startModules = serverBuild ? new Set() : staticImportClosure(this, startModulePath);
      if (!serverBuild && startModules.size === 0) this.error(`the start module ${startModulePath} is not in the build`);
    },
    generateBundle: {
      // Before Vite writes each dynamic import's preload list, which asks preloadsFor.
      order: "pre",
      handler(_options, bundle) {
        if (serverBuild) return;
        const chunks = bundle as unknown as Record<string, Chunk>;
        const startFile = Object.keys(chunks).find((file) => {
          const chunk = chunks[file]!;
          return chunk.type === "chunk" && chunk.facadeModuleId === startModulePath;
        });
        if (!startFile) this.error(`no chunk starts at ${startModulePath}`);
        startFiles = staticChunkClosure(chunks, startFile);
        const pages = new Set(prerenderedPages);
        prerenderedPageFiles = new Set(
          Object.keys(chunks).filter((file) => {
            const chunk = chunks[file]!;
            return chunk.type === "chunk" && chunk.facadeModuleId !== null && pages.has(chunk.facadeModuleId);
          }),
        );
        if (prerenderedPageFiles.size !== pages.size) this.error("a prerendered page has no chunk of its own");
      },
    },
  };
  return {
    plugin,
    // The start's own module stays in its chunk: in the group, that chunk would be a bare import
    // of the group's, one more round trip before anything runs.
    isOwnStartModule: (id) => id !== startModulePath && isOwnModule(id) && startModules.has(id),
    preloadsFor(file, files, host) {
      if (!startFiles) throw new Error("the start's files are not known yet: aan:start-chunk's generateBundle has not run");
      if (prerenderedPageFiles.has(file) || (host !== undefined && prerenderedPageFiles.has(host))) return [];
      const preloads = files.filter((other) => !startFiles!.has(other));
      return preloads.length === 1 && preloads[0] === file ? [] : preloads;
    },
  };
}

/**
 * Ours: not a library's (each library keeps its chunk; zod's schema builders, which only forms
 * use, would otherwise come along) nor one of the bundler's helpers (the page's entry uses Vite's
 * preload helper: with it in the group, the entry would wait for the whole start).
 */
function isOwnModule(id: string): boolean {
  return !id.startsWith("\0") && !id.includes("/node_modules/");
}
