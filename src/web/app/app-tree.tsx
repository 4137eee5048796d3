// The app's whole tree around a router: the browser renders it with its browser router
// (app/start-app.tsx), the prerenderer with a static one for each public page (prerender.tsx), so both
// render the same markup and the browser hydrates what the server wrote.
import { StrictMode, type ReactNode } from "react";
import { AppProviders } from "./providers";

export function AppTree({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders>{children}</AppProviders>
    </StrictMode>
  );
}
