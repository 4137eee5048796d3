// The app's start, imported by the browser entry (src/web/main.tsx) beside React: the providers
// around the router, taking over a prerendered page or rendering the app from scratch.
// First of all: zod's jitless switch, before any shared schema is built (see the file).
import "#web/lib/zod-jitless";
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

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html lacks #root");

// A public page arrives rendered (scripts/prerender.ts): its text shows before any script runs,
// and the app takes it over once the page's own chunk is in, so it renders what the build wrote.
const prerendered = rootElement.hasAttribute("data-prerendered");
if (prerendered) {
  // The server sends a prerendered page only to a browser without a member's or an admin's
  // session cookie: the app starts from what the page was rendered with, a visitor.
  rememberVisitor(queryClient);
  rememberAdminPresence(false);
}
// Every call carries the device's fingerprint: work it out while the page's chunks load.
void getDeviceFingerprint();
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
// Hydrating as a transition lets React yield to the browser every few milliseconds, so taking the
// page over never blocks a tap for long; a render from scratch has nothing on screen to keep.
if (prerendered) startTransition(() => void hydrateRoot(rootElement, app));
else createRoot(rootElement).render(app);
