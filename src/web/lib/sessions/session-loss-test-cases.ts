// What the admin and member session-guard tests share: a query client watched by a guard that
// counts the losses it reports, and a failing query or change to feed it.
import { QueryClient, type MutationMeta, type QueryKey } from "@tanstack/react-query";

type Guard = (queryClient: QueryClient, onLost: () => void) => () => void;

/** A fresh client without retries, watched by `guard`; `calls()` counts the losses reported. */
export function watchedBy(guard: Guard) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  let calls = 0;
  const stop = guard(queryClient, () => (calls += 1));
  return { queryClient, calls: () => calls, stop };
}

/** A read of `queryKey` that fails with `error` (the failure itself is swallowed: the guard is under test). */
export function failQuery(queryClient: QueryClient, queryKey: QueryKey, error: Error): Promise<unknown> {
  return queryClient.fetchQuery({ queryKey, queryFn: () => Promise.reject(error) }).catch(() => {});
}

/** A change that fails with `error`, marked with `meta` when given. */
export function failChange(queryClient: QueryClient, error: Error, meta?: MutationMeta): Promise<unknown> {
  return queryClient
    .getMutationCache()
    .build(queryClient, { mutationFn: () => Promise.reject(error), ...(meta ? { meta } : {}) })
    .execute(undefined)
    .catch(() => {});
}
