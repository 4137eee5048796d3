// App-wide providers: data cache, tooltip timings, toasts and the shell's connection notices.
import * as Tooltip from "@radix-ui/react-tooltip";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "#shared/constants";
import { useConnectionToasts } from "../components/toast/connection-toasts";
import { Toaster } from "../components/toast/toaster";
import { queryClient } from "../lib/query-client";

function ConnectionWatcher() {
  useConnectionToasts();
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        {children}
        <ConnectionWatcher />
        <Toaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
