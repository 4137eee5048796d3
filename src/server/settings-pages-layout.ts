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
