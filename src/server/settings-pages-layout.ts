// Where the build leaves what the server needs to render the settings pages (settings-pages.ts):
// the server-side bundle of the web app and, for each settings page, its prerendered HTML with a
// mark where the page's markup goes. Shared by scripts/build-web.ts, which writes the folder, and
// the server, which reads it (dist/web-render; in the binary, web-render/ under the bundle root).
import { join } from "node:path";
import { prerenderedFileName } from "./static";

/** The server-side bundle's entry in the folder (src/web/prerender.tsx, built by Vite). */
export const RENDER_BUNDLE_FILE = "prerender.js";

/** Stands in a template for the page's markup, inside its #root. */
export const PAGE_MARKUP_MARK = "<!--aan:page-markup-->";

/** A settings page's template in the folder. */
export const pageTemplatePath = (folder: string, pathname: string): string => join(folder, "templates", prerenderedFileName(pathname));

/**
 * Refuses markup a browser could not take over as it is: a part that could not render on the
 * server (React's client-render mark) would be replaced in the browser with an error in its
 * console, and an inline style is refused by the CSP. The build's pages and the server's pass it.
 */
export function checkRenderedMarkup(path: string, markup: string): string {
  if (markup.includes("<!--$!-->")) throw new Error(`${path} did not render whole on the server (a part suspended or threw)`);
  if (/ style="/.test(markup)) throw new Error(`${path} carries an inline style, which the CSP refuses`);
  return markup;
}
