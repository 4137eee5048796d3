// App-wide providers: data cache, tooltips (one provider, from the tooltip chunk the entry loads
// first: components/tooltip/terminal-tooltip.tsx), toasts and the shell's connection notices.
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useConnectionToasts } from "#web/components/toast/connection-toasts";
import { Toaster } from "#web/components/toast/toaster";
import { AppTooltipProvider } from "#web/components/tooltip/terminal-tooltip";
import { queryClient } from "#web/lib/query-client";
import { useHydrated } from "#web/lib/use-hydrated";

/** The toasts' region: after hydration (Radix gives it an inline style, which the CSP refuses in prerendered HTML). */
function ToasterOnceHydrated() {
  return useHydrated() ? <Toaster /> : null;
}

function ConnectionWatcher() {
  useConnectionToasts();
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppTooltipProvider>{children}</AppTooltipProvider>
      <ConnectionWatcher />
      <ToasterOnceHydrated />
    </QueryClientProvider>
  );
}
