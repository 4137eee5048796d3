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
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { AppProviders } from "#web/app/providers";
import { router } from "#web/app/router";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html lacks #root");

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
