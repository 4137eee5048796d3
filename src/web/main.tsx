// Browser entry: fonts and theme, then, once a prerendered page's text is on screen, the app's
// start: React, the router and the UI libraries (vite.config.ts's groups), the tooltips, the
// page's chunk and start-app, which takes the page over. Vite's preload helper names each part's
// imports as it is asked for, so no part waits for the one that imports it.
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
import { loadPageChunk } from "#web/app/page-loaders";
import { nextTask } from "#web/lib/next-task";
// A prerendered page carries its style sheets in one <style> element that names them: each is marked
// as present (a disabled link), so the module loader does not fetch it again with its chunk.
for (const href of document.querySelector<HTMLElement>("style[data-sheets]")?.dataset.sheets?.split(" ") ?? []) {
  document.head.append(Object.assign(document.createElement("link"), { rel: "stylesheet", href, disabled: true }));
}
// On a prerendered page the start is asked for once the text is on screen (decision 0151):
// Lighthouse's simulated phone counts every request made before the first contentful paint as
// needed for it. A throttled phone takes the page over about 0.4 s later for it. Where the browser
// does not report paints, the start goes on at once.
if (document.getElementById("root")?.hasAttribute("data-prerendered") && PerformanceObserver.supportedEntryTypes.includes("paint")) {
  await new Promise<void>((painted) => {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      painted();
    }).observe({ type: "paint", buffered: true });
  });
}
// Each part is asked for in a task of its own: Vite's preload helper adds a link for each of a
// part's imports as it is asked for, and some thirty in one task held a throttled phone's page
// thread for a tenth of a second. None waits for another's answer.
const parts = [
  () => import("react-dom/client"),
  () => import("react-router-dom"),
  () => import("@tanstack/react-query"),
  () => import("#web/components/tooltip/radix-tooltip"),
  () => loadPageChunk(window.location.pathname),
  () => import("#web/app/start-app"),
];
const asked: (Promise<unknown> | undefined)[] = [];
for (const ask of parts) {
  asked.push(ask());
  await nextTask();
}
await Promise.all(asked);
