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
import { rememberPageSettings } from "#web/features/public/shared/public-content-api";
import { getDeviceFingerprint } from "#web/lib/fingerprint";
import { nextTask } from "#web/lib/next-task";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html lacks #root");

// A public page arrives rendered (scripts/build-web.ts): its text shows before any script runs,
// and the app takes it over once the page's own chunk is in, so it renders what the server wrote.
const prerendered = rootElement.hasAttribute("data-prerendered");

function openSessionStorage(): void {
  try {
    void window.sessionStorage.length;
  } catch {
    // Storage switched off: the router reads nothing either.
  }
}
if (prerendered) {
  // The server sends a prerendered page only to a browser without a member's or an admin's
  // session cookie: the app starts from what the page was rendered with, a visitor.
  rememberVisitor(queryClient);
  rememberAdminPresence(false);
  rememberPageSettings(queryClient);
}
// Each step of the start is a task of its own: evaluating the modules, starting the
// fingerprint's worker, asking for the page's chunks, taking the page over. None holds a
// phone's page for long, so a tap in between is answered (decision 0079).
await nextTask();
// Every call carries the device's fingerprint: work it out while the page's chunks load.
void getDeviceFingerprint();
await nextTask();
// The router reads the tab's session storage as it is made (the view transitions it restores),
// and the browser opens that storage at its first touch: a few milliseconds on this machine, more
// on a phone. Opened here, in a task with nothing else in it, it never adds to the router's.
openSessionStorage();
await nextTask();
const routes = buildRoutes();
// The tooltip chunk loads beside the page's chunk; the app renders inside its one provider.
const tooltipsLoaded = loadTooltips();
await nextTask();
await Promise.all([tooltipsLoaded, prerendered ? resolveLazyRoutes(routes, window.location.pathname) : undefined]);
await nextTask();
/** Once the prerendered page is the app's (its effects run after hydration), it takes input. */
function Hydrated() {
  useEffect(() => rootElement!.removeAttribute("inert"), []);
  return null;
}

// The router (it matches the location against every route) is made in a task before React's root.
const router = createBrowserRouter(routes);
await nextTask();
const app = (
  <AppTree>
    <RouterProvider router={router} />
    {prerendered ? <Hydrated /> : null}
  </AppTree>
);
// Hydrating as a transition lets React yield to the browser every few milliseconds, so taking the
// page over never blocks a tap for long; a render from scratch has nothing on screen to keep.
if (prerendered) startTransition(() => void hydrateRoot(rootElement, app));
else createRoot(rootElement).render(app);
