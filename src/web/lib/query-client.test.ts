import { expect, test } from "bun:test";
import { CURRENT_USER_QUERY_OPTIONS, createQueryClient } from "./query-client";

test("queries and mutations follow the spec's defaults", () => {
  const defaults = createQueryClient().getDefaultOptions();
  expect(defaults.queries?.retry).toBe(false);
  expect(defaults.queries?.staleTime).toBe(Infinity);
  expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
  expect(defaults.queries?.refetchInterval).toBe(false);
  expect(defaults.queries?.queryFn).toBeUndefined();
  expect(defaults.mutations?.retry).toBe(false);
});

test("current-user cache is fresh 5 minutes and kept 10 minutes", () => {
  expect(CURRENT_USER_QUERY_OPTIONS.staleTime).toBe(300_000);
  expect(CURRENT_USER_QUERY_OPTIONS.gcTime).toBe(600_000);
});
