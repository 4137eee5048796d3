// App-wide providers: data cache, toasts and the shell's connection notices. (Tooltips carry
// their own provider, in their own chunk: components/tooltip/radix-tooltip.tsx.)
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useConnectionToasts } from "#web/components/toast/connection-toasts";
import { Toaster } from "#web/components/toast/toaster";
import { queryClient } from "#web/lib/query-client";

function ConnectionWatcher() {
  useConnectionToasts();
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ConnectionWatcher />
      <Toaster />
    </QueryClientProvider>
  );
}
