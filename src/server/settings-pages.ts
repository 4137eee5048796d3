// The public pages that show the site settings (SETTINGS_PAGE_PATHS: support, privacy, terms),
// rendered for visitors with the settings of the moment. Built once, such a page would show
// "loading…" where a mailbox goes, then drop the chat and mailboxes an operator has not set,
// and everything below would move up under the reader's eyes (decision 0084).
//
// The web app's server-side bundle (dist/web-render, which the binary embeds) renders them in a
// process of its own (settings-pages-render.ts), all at once, the first time a visitor asks after
// a change of the settings; every later visitor gets the same bytes from memory, compressed once.
// The settings ride along in the page, for the browser to take it over with the same ones. When
// the bundle is missing or a render fails, the page built with the app is sent, as before.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { publicSettings } from "#core/content/site-settings";
import type { AppContext } from "#core/context";
import { ok } from "#shared/answer";
import { SETTINGS_PAGE_PATHS, SITE_SETTINGS_DATA_ID } from "#shared/page-paths";
import { checkRenderedMarkup, PAGE_MARKUP_MARK, pageTemplatePath, RENDER_BUNDLE_FILE } from "./settings-pages-layout";
import { chosenEncoding } from "./static";
import { RENDER_SETTINGS_PAGES_ARG, type RenderAnswer, type RenderRequest } from "./settings-pages-render";
import { selfCommand } from "./self-command";

/** A render that takes longer has failed: its visitors get the page built with the app. */
const RENDER_TIMEOUT_MS = 10_000;

type RenderedPage = { html: string; gzip: Uint8Array<ArrayBuffer>; br: Uint8Array<ArrayBuffer> };
type Rendering = { key: string; pages: Promise<Map<string, RenderedPage> | undefined> };

export type SettingsPages = {
  /** The page for a visitor, rendered with the current settings; undefined when `pathname` is not a settings page or it could not be rendered. */
  respond(pathname: string, acceptEncoding: string | null): Promise<Response | undefined>;
};

async function renderInProcess(bundle: string, request: RenderRequest): Promise<Record<string, string>> {
  const child = Bun.spawn([...selfCommand(), RENDER_SETTINGS_PAGES_ARG, bundle], {
    stdin: new Blob([JSON.stringify(request)]),
    stdout: "pipe",
    stderr: "pipe",
    timeout: RENDER_TIMEOUT_MS,
  });
  const [output, problem, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
  if (code !== 0) throw new Error(problem.trim() || `the render ended with ${code}`);
  return (JSON.parse(output) as RenderAnswer).markup;
}

/** JSON inside a <script> element: no "</script>" (nor "<!--") can end it early. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

/** A page's HTML: its template with the markup in #root and the settings it was rendered with before </body>. */
function pageHtml(template: string, markup: string, siteSettings: unknown): string {
  const data = `<script type="application/json" id="${SITE_SETTINGS_DATA_ID}">${scriptSafeJson(siteSettings)}</script>`;
  return template.replace(PAGE_MARKUP_MARK, () => markup).replace("</body>", () => `${data}</body>`);
}

/** The markup the render answered for `path`, passing the build's checks. */
function checkedMarkup(path: string, markup: string | undefined): string {
  if (markup === undefined) throw new Error(`${path} was not rendered`);
  return checkRenderedMarkup(path, markup);
}

function compressed(html: string): RenderedPage {
  const bytes = new TextEncoder().encode(html);
  return {
    html,
    gzip: Uint8Array.from(gzipSync(bytes, { level: 9 })),
    br: Uint8Array.from(brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
  };
}

function pageResponse(page: RenderedPage, acceptEncoding: string | null): Response {
  const encoding = chosenEncoding(acceptEncoding, { br: true, gzip: true });
  // As the built pages are sent (static.ts): not stored without asking, since the settings change.
  const headers: Record<string, string> = {
    "content-type": "text/html;charset=utf-8",
    "cache-control": "no-cache",
    vary: "Accept-Encoding",
    ...(encoding ? { "content-encoding": encoding } : {}),
  };
  return new Response(encoding ? page[encoding] : page.html, { headers });
}

export function createSettingsPages(ctx: AppContext, folder: string): SettingsPages {
  const bundle = join(folder, RENDER_BUNDLE_FILE);
  const templates = new Map<string, string>();
  if (existsSync(bundle)) {
    for (const path of SETTINGS_PAGE_PATHS) {
      const template = pageTemplatePath(folder, path);
      if (existsSync(template)) templates.set(path, readFileSync(template, "utf8"));
    }
  }
  let latest: Rendering | undefined;

  /** The pages for these settings: rendered once per change of the settings, whoever asks meanwhile waits for the same render. */
  function pagesFor(siteSettings: unknown): Rendering["pages"] {
    const key = JSON.stringify(siteSettings);
    if (latest?.key === key) return latest.pages;
    const paths = [...templates.keys()];
    const pages = renderInProcess(bundle, { paths, siteSettings })
      .then(
        (markup) =>
          new Map(paths.map((path) => [path, compressed(pageHtml(templates.get(path)!, checkedMarkup(path, markup[path]), siteSettings))])),
      )
      .catch((error: unknown) => {
        // The same settings are not tried again: their visitors get the pages built with the app.
        ctx.log.warn("settings_pages_render_failed", { message: error instanceof Error ? error.message : String(error) });
        return undefined;
      });
    latest = { key, pages };
    return pages;
  }

  return {
    async respond(pathname, acceptEncoding) {
      const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
      if (!templates.has(path)) return undefined;
      const page = (await pagesFor(ok(publicSettings(ctx))))?.get(path);
      return page ? pageResponse(page, acceptEncoding) : undefined;
    },
  };
}
