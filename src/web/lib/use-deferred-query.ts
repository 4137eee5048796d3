// A query's status and data as the page renders them, one step behind when they change. A
// query's new result re-renders its components synchronously (TanStack Query reads its cache
// through useSyncExternalStore), in one task however large the page it fills; deferred, that
// render stays cheap and the page is filled in a render React splits into short tasks. Status and
// data change in the same deferred render, so the page never shows one without the other.
import { useDeferredValue } from "react";
import type { UseQueryResult } from "@tanstack/react-query";

export type DeferredQuery<T> = Pick<UseQueryResult<T>, "status" | "data">;

export function useDeferredQuery<T>(query: UseQueryResult<T>): DeferredQuery<T> {
  const status = useDeferredValue(query.status);
  const data = useDeferredValue(query.data);
  return { status, data };
}
