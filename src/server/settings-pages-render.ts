// The settings pages' render, in a process of its own (settings-pages.ts starts it as
// `aan __render-settings-pages <bundle>`): the web app's server-side bundle and React's server
// renderer load into this short-lived process, not into the server, which an idle operator's
// machine keeps small (a worker thread's heap stayed with the server after it ended). It reads
// the request as JSON on stdin and answers the pages' markup as JSON on stdout.
// It is imported by the program's entry (src/main.ts), so it imports next to nothing itself.
import { writeSync } from "node:fs";

/** The argument that runs this render instead of the program: not a command, never listed. */
export const RENDER_SETTINGS_PAGES_ARG = "__render-settings-pages";

/** What the render is asked: the pages, and the settings' answer to render them with. */
export type RenderRequest = { paths: readonly string[]; siteSettings: unknown };
/** Its answer: each page's markup. */
export type RenderAnswer = { markup: Record<string, string> };

type RenderBundle = { renderPage(path: string, data: { siteSettings: unknown }): Promise<{ markup: string }> };

/** Renders what stdin asks with the web app's server-side bundle, writes the answer on stdout; answers the exit code. */
export async function renderSettingsPages(bundle: string): Promise<number> {
  try {
    const request = JSON.parse(await Bun.stdin.text()) as RenderRequest;
    const { renderPage } = (await import(bundle)) as RenderBundle;
    const markup: Record<string, string> = {};
    for (const path of request.paths) markup[path] = (await renderPage(path, { siteSettings: request.siteSettings })).markup;
    writeSync(1, JSON.stringify({ markup } satisfies RenderAnswer));
    return 0;
  } catch (error) {
    writeSync(2, `${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
