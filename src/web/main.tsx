// Browser entry: fonts and theme, then the providers around the router.
// First of all: zod's jitless switch, before any shared schema is built (see the file).
import "#web/lib/zod-jitless";
import "@fontsource/share-tech-mono/400.css";
import "#web/styles/theme.css";
import "#web/styles/base.css";
import "#web/styles/layout.css";
import "#web/styles/components.css";
import "#web/styles/pages.css";
// The kit's base rules (cards, panels, titles, form fields) load with the shell, so a feature's
// stylesheet that adjusts them always comes later, whichever lazy chunk brings it.
import "#web/components/panel/panel.css";
import "#web/components/form/form.css";
import { useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { AppTree } from "#web/app/app-tree";
import { buildRoutes, resolveLazyRoutes } from "#web/app/routes";
import { loadTooltips } from "#web/components/tooltip/terminal-tooltip";
import { queryClient } from "#web/lib/query-client";
import { rememberAdminPresence } from "#web/lib/sessions/admin-presence";
import { rememberVisitor } from "#web/lib/sessions/member-session-api";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html lacks #root");

// A public page arrives rendered (scripts/build-web.ts): its text shows before any script runs,
// and the app takes it over once the page's own chunk is in, so it renders what the server wrote.
const prerendered = rootElement.hasAttribute("data-prerendered");
if (prerendered) {
  // The server sends a prerendered page only to a browser without a member's or an admin's
  // session cookie: the app starts from what the page was rendered with, a visitor.
  rememberVisitor(queryClient);
  rememberAdminPresence(false);
}
const routes = buildRoutes();
// The tooltip chunk loads beside the page's chunk; the app renders inside its one provider.
await Promise.all([loadTooltips(), prerendered ? resolveLazyRoutes(routes, window.location.pathname) : undefined]);
/** Once the prerendered page is the app's (its effects run after hydration), it takes input. */
function Hydrated() {
  useEffect(() => rootElement!.removeAttribute("inert"), []);
  return null;
}

const app = (
  <AppTree>
    <RouterProvider router={createBrowserRouter(routes)} />
    {prerendered ? <Hydrated /> : null}
  </AppTree>
);
if (prerendered) hydrateRoot(rootElement, app);
else createRoot(rootElement).render(app);
