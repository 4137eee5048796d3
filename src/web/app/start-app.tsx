// The app's start, imported by the browser entry (src/web/main.tsx) beside React: the providers
// around the router, taking over a prerendered page (scripts/prerender.ts) or rendering from scratch.
import { startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { AppTree } from "#web/app/app-tree";
import { buildRoutes, resolveLazyRoutes } from "#web/app/routes";
import { loadTooltips } from "#web/components/tooltip/terminal-tooltip";
import { queryClient } from "#web/lib/query-client";
import { rememberAdminPresence } from "#web/lib/sessions/admin-presence";
import { rememberVisitor } from "#web/lib/sessions/member-session-api";
import { getDeviceFingerprint } from "#web/lib/fingerprint";

const rootElement = document.getElementById("root")!;
const prerendered = rootElement.hasAttribute("data-prerendered");
if (prerendered) {
  // Only a browser without a member's or an admin's session cookie gets a prerendered page: the
  // app starts from what it was rendered with, a visitor.
  rememberVisitor(queryClient);
  rememberAdminPresence(false);
}
// Every call carries the device's fingerprint: work it out while the page's chunks load.
void getDeviceFingerprint();
const routes = buildRoutes();
// The app renders inside the tooltips' one provider; hydrating needs the page the server rendered.
await Promise.all([loadTooltips(), prerendered ? resolveLazyRoutes(routes, window.location.pathname) : undefined]);

/** Once the prerendered page is the app's (its effects run after hydration), it takes input. */
function Hydrated() {
  useEffect(() => rootElement.removeAttribute("inert"), []);
  return null;
}

const app = (
  <AppTree>
    <RouterProvider router={createBrowserRouter(routes)} />
    {prerendered ? <Hydrated /> : null}
  </AppTree>
);
// Hydrating as a transition lets React yield to a tap every few milliseconds.
if (prerendered) startTransition(() => void hydrateRoot(rootElement, app));
else createRoot(rootElement).render(app);
