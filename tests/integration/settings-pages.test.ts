// The settings pages rendered by the server (src/server/settings-pages.ts) with a stand-in for the
// web app's server-side bundle: its render runs in a process of its own (this program's
// `__render-settings-pages`), once per change of the settings; a failed render or a missing bundle
// leaves the page built with the app, and the failure is logged.
import { describe, expect, test } from "bun:test";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { setSetting } from "#core/content/site-settings";
import { cliActor } from "#core/actor";
import { PAGE_PATHS, SETTINGS_PAGE_PATHS, SITE_SETTINGS_DATA_ID } from "#shared/page-paths";
import { createSettingsPages } from "#server/settings-pages";
import { PAGE_MARKUP_MARK, pageTemplatePath, RENDER_BUNDLE_FILE } from "#server/settings-pages-layout";
import { makeTestContext, tempDir } from "../helpers/context";

/** A render folder whose bundle renders each page as its path and the chat link, and counts its runs in `runs.log`. */
function renderFolder(renderBody = "return { markup: `<main>${path} chat=${data.siteSettings.settings.chatLink}</main>` };") {
  const folder = tempDir("aan-web-render-");
  writeFileSync(
    join(folder, RENDER_BUNDLE_FILE),
    `import { appendFileSync } from "node:fs";
     appendFileSync(${JSON.stringify(join(folder, "runs.log"))}, "run\\n");
     export async function renderPage(path, data) { ${renderBody} }`,
  );
  mkdirSync(join(folder, "templates"));
  for (const path of SETTINGS_PAGE_PATHS)
    writeFileSync(
      pageTemplatePath(folder, path),
      `<html><body><div id="root" data-prerendered inert>${PAGE_MARKUP_MARK}</div></body></html>`,
    );
  return folder;
}

const runsIn = (folder: string) => {
  try {
    return readFileSync(join(folder, "runs.log"), "utf8").split("\n").filter(Boolean).length;
  } catch {
    return 0;
  }
};

function contextWithWarnings() {
  const warnings: string[] = [];
  const ctx = makeTestContext();
  ctx.log = { ...ctx.log, warn: (event) => void warnings.push(event) };
  return { ctx, warnings };
}

describe("settings pages", () => {
  test("rendered with the settings of the moment, once per change, carrying them for the browser", async () => {
    const { ctx } = contextWithWarnings();
    const folder = renderFolder();
    const pages = createSettingsPages(ctx, folder);

    const first = await (await pages.respond(PAGE_PATHS.customerSupport, null))!.text();
    expect(first).toContain(`<main>${PAGE_PATHS.customerSupport} chat=</main>`);
    const carried = new RegExp(`<script type="application/json" id="${SITE_SETTINGS_DATA_ID}">([^<]*)</script></body>`).exec(first)?.[1];
    expect(JSON.parse(carried!)).toMatchObject({ success: true, settings: { chatLink: "" } });
    // Every settings page came from that one render; asking again renders nothing.
    await pages.respond(PAGE_PATHS.privacyPolicy, null);
    await pages.respond(`${PAGE_PATHS.termsOfService}/`, null);
    expect(runsIn(folder)).toBe(1);

    setSetting(ctx, cliActor("operator"), "chatLink", { value: "https://chat.example.com/a?b=1&c=<2>" });
    const second = await pages.respond(PAGE_PATHS.customerSupport, "gzip, br");
    expect(second!.headers.get("content-encoding")).toBe("br");
    const gzipped = await pages.respond(PAGE_PATHS.customerSupport, "gzip");
    const html = new TextDecoder().decode(gunzipSync(new Uint8Array(await gzipped!.arrayBuffer())));
    expect(html).toContain("chat=https://chat.example.com/a?b=1&c=<2></main>");
    // The carried JSON cannot end its <script> element early.
    expect(html).toContain("c=\\u003c2>");
    expect(runsIn(folder)).toBe(2);
    expect(gzipped!.headers.get("cache-control")).toBe("no-cache");
  });

  test("a page that is not a settings page, or a missing bundle, is left to the built pages", async () => {
    const { ctx } = contextWithWarnings();
    expect(await createSettingsPages(ctx, renderFolder()).respond(PAGE_PATHS.contact, null)).toBeUndefined();
    expect(await createSettingsPages(ctx, tempDir("aan-no-render-")).respond(PAGE_PATHS.customerSupport, null)).toBeUndefined();
  });

  test("a render that fails (or draws an inline style the CSP refuses) leaves the built page, is logged, and is not retried for the same settings", async () => {
    for (const renderBody of ['throw new Error("broken bundle");', 'return { markup: `<p style="color:red">${path}</p>` };']) {
      const { ctx, warnings } = contextWithWarnings();
      const folder = renderFolder(renderBody);
      const pages = createSettingsPages(ctx, folder);
      expect(await pages.respond(PAGE_PATHS.customerSupport, null)).toBeUndefined();
      expect(await pages.respond(PAGE_PATHS.customerSupport, null)).toBeUndefined();
      expect(warnings).toEqual(["settings_pages_render_failed"]);
      expect(runsIn(folder)).toBe(1);
    }
  });
});
