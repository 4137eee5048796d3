// With AAN_REQUIRE_ADMIN_MFA an admin without a second factor may only set one up: every other
// panel call answers 403 with this sentence. Whichever call meets it first, the panel leads the
// admin to Settings, where the two-factor card is (compare session-guard.ts for 401s).
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { isMfaSetupRequired, MFA_SETUP_FIRST } from "#web/lib/api-error";
import { isAdminKey } from "#web/lib/sessions/admin-session-keys";

export { isMfaSetupRequired, MFA_SETUP_FIRST };

/** Calls onRequired for every such 403 of an admin query or of any change; returns the unsubscribe. */
export function watchMfaSetupRequired(queryClient: QueryClient, onRequired: () => void): () => void {
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (
      event.type === "updated" &&
      event.action.type === "error" &&
      isAdminKey(event.query.queryKey) &&
      isMfaSetupRequired(event.action.error)
    )
      onRequired();
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error" && isMfaSetupRequired(event.action.error)) onRequired();
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}

/**
 * While the panel is mounted: a "set up two-factor first" refusal calls openSettings (the
 * dashboard opens its Settings tab) and says why once, however many calls were refused at once.
 */
export function useMfaSetupGuard(openSettings: () => void, notify: () => void): void {
  const queryClient = useQueryClient();
  const latest = useRef({ openSettings, notify });
  useEffect(() => {
    latest.current = { openSettings, notify };
  });
  useEffect(() => {
    let told = 0;
    return watchMfaSetupRequired(queryClient, () => {
      latest.current.openSettings();
      // Several lists fail together when the panel opens: one toast for the lot.
      const now = Date.now();
      if (now - told > 2000) latest.current.notify();
      told = now;
    });
  }, [queryClient]);
}
