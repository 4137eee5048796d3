// Server-side entry: the HTML of one public page, rendered by React's server renderer with the same
// tree the browser hydrates (app-tree.tsx), so a phone paints the page's text before any script
// has run. It is rendered at build time (scripts/prerender.ts) for a visitor (the server sends it
// only to a browser without a member's or an admin's session cookie), with what comes from the API
// shown as loading; the pages keep room for it, so nothing moves when it arrives.
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { AppTree } from "#web/app/app-tree";
import { buildRoutes } from "#web/app/routes";
import { loadTooltips } from "#web/components/tooltip/terminal-tooltip";
import { queryClient } from "#web/lib/query-client";
import { rememberVisitor } from "#web/lib/sessions/member-session-api";
import { PageMetaCollector, type CollectedPageMeta } from "#web/lib/use-page-meta";

/** A page rendered at build time: the markup inside #root, and the title and description its page set. */
export type RenderedPage = { markup: string } & CollectedPageMeta;

export async function renderPage(path: string): Promise<RenderedPage> {
  await loadTooltips();
  rememberVisitor(queryClient);
  const handler = createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const meta: CollectedPageMeta = {};
  const collect = (page: CollectedPageMeta) => Object.assign(meta, page);
  // hydrate={false}: no inline script carrying the router's state (the CSP refuses inline
  // scripts; the pages have no loaders, so the browser's router has nothing to take over).
  const markup = renderToString(
    <PageMetaCollector.Provider value={collect}>
      <AppTree>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppTree>
    </PageMetaCollector.Provider>,
  );
  return { markup, ...meta };
}
