// TanStack Query defaults of accounts-admin-api.md §7, §9: nothing is retried, nothing goes
// stale by itself, nothing refetches on focus or on a timer. Features opt in per query. There is
// no default query function: every query names its call through the typed client (api-call.ts),
// so none is sent to a URL made of its cache key.
import { QueryClient, type DefaultOptions } from "@tanstack/react-query";
import { CURRENT_USER_GC_MS, CURRENT_USER_STALE_MS } from "#shared/constants";

export const queryClientDefaults = {
  queries: {
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchInterval: false,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

/** For the member feature's GET /api/auth/user query (§7): 5 min fresh, 10 min kept, no refetch. */
export const CURRENT_USER_QUERY_OPTIONS = {
  staleTime: CURRENT_USER_STALE_MS,
  gcTime: CURRENT_USER_GC_MS,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  retry: false,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryClientDefaults });
}

/** The app's one client; tests build their own with createQueryClient(). */
export const queryClient = createQueryClient();
