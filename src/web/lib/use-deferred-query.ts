// A query's state as the page renders it, one step behind when it changes. A query's new result
// re-renders its components synchronously (TanStack Query reads its cache through
// useSyncExternalStore), in one task however large the page it fills. Deferred, that urgent render
// sees the state it had, and React fills the page in a render it splits into short tasks. The
// answer is the same object while the state is, so a `memo` component it is handed to is skipped
// by the urgent render. Status and data change in the same deferred render, so the page never
// shows one without the other.
import { useDeferredValue, useMemo } from "react";
import type { UseQueryResult } from "@tanstack/react-query";

export type DeferredQuery<T> = Pick<UseQueryResult<T>, "status" | "data" | "isPending" | "isSuccess" | "isError" | "refetch">;

export function useDeferredQuery<T>(query: UseQueryResult<T>): DeferredQuery<T> {
  const status = useDeferredValue(query.status);
  const data = useDeferredValue(query.data);
  const { refetch } = query;
  return useMemo(
    () => ({ status, data, isPending: status === "pending", isSuccess: status === "success", isError: status === "error", refetch }),
    [status, data, refetch],
  );
}
