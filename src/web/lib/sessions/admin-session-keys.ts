// The admin session's place in the query cache: every admin answer sits under one root, so
// sign-in and sign-out can drop them all at once, wherever the page that asked lives.
import type { QueryClient, QueryKey } from "@tanstack/react-query";

export const ADMIN_ROOT_KEY = ["/api/admin"] as const;
export const ADMIN_ME_KEY = [...ADMIN_ROOT_KEY, "me"] as const;

export const isAdminKey = (key: QueryKey) => key[0] === ADMIN_ROOT_KEY[0];

/** Sign-in and sign-out: nothing cached under another session may be shown. */
export function forgetAdminData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: ADMIN_ROOT_KEY });
}
