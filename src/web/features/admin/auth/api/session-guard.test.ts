import { describe, expect, test } from "bun:test";
import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "#web/lib/api-error";
import { ADMIN_ROOT_KEY } from "#web/lib/sessions/admin-session-keys";
import { watchSessionLoss } from "./session-guard";

const lost = () => new ApiError({ status: 401, kind: "unauthenticated", message: "Not signed in" });
const refused = () => new ApiError({ status: 409, kind: "conflict", message: "Code X is already assigned" });

function watched() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  let calls = 0;
  const stop = watchSessionLoss(queryClient, () => (calls += 1));
  return { queryClient, calls: () => calls, stop };
}

const failing = (error: Error) => () => Promise.reject(error);

describe("watchSessionLoss", () => {
  test("a 401 of an admin list means the session is gone", async () => {
    const { queryClient, calls } = watched();
    await queryClient.fetchQuery({ queryKey: [...ADMIN_ROOT_KEY, "invitation-codes"], queryFn: failing(lost()) }).catch(() => {});
    expect(calls()).toBe(1);
  });

  test("a 401 of a change (generate, assign, save…) means the same", async () => {
    const { queryClient, calls } = watched();
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: failing(lost()) })
      .execute(undefined)
      .catch(() => {});
    expect(calls()).toBe(1);
  });

  test("other failures, and 401s of queries outside the admin API, do not", async () => {
    const { queryClient, calls } = watched();
    await queryClient.fetchQuery({ queryKey: [...ADMIN_ROOT_KEY, "credibility-entries"], queryFn: failing(refused()) }).catch(() => {});
    await queryClient.fetchQuery({ queryKey: ["/api/auth/user"], queryFn: failing(lost()) }).catch(() => {});
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: failing(refused()) })
      .execute(undefined)
      .catch(() => {});
    expect(calls()).toBe(0);
  });

  test("stops watching when unsubscribed", async () => {
    const { queryClient, calls, stop } = watched();
    stop();
    await queryClient.fetchQuery({ queryKey: [...ADMIN_ROOT_KEY, "me"], queryFn: failing(lost()) }).catch(() => {});
    expect(calls()).toBe(0);
  });
});
