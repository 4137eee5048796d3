// Browser entry: fonts and theme, then the providers around the router.
// First of all: zod's jitless switch, before any shared schema is built (see the file).
import "./lib/zod-jitless";
import "@fontsource/share-tech-mono/400.css";
import "./styles/theme.css";
import "./styles/base.css";
import "./styles/layout.css";
import "./styles/components.css";
import "./styles/pages.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { AppProviders } from "./app/providers";
import { router } from "./app/router";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html lacks #root");

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
