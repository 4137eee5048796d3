// Browser entry: fonts and theme, then React, the router, the UI libraries (vite.config.ts's
// groups) and the app's start, each evaluated in a task of its own rather than all in one long
// one. The HTML names their files as preload links (the build's startScripts), so taking them one
// after the other waits for no network.
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
// A prerendered page carries its style sheets in one <style> element that names them: each is marked
// as present (a disabled link), so the module loader does not fetch it again with its chunk.
for (const href of document.querySelector<HTMLElement>("style[data-sheets]")?.dataset.sheets?.split(" ") ?? []) {
  document.head.append(Object.assign(document.createElement("link"), { rel: "stylesheet", href, disabled: true }));
}
await import("react-dom/client");
await import("react-router-dom");
await import("@tanstack/react-query");
await import("#web/app/start-app");
