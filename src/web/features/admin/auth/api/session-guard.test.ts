import { describe, expect, test } from "bun:test";
import { ApiError } from "#web/lib/api-error";
import { ADMIN_ROOT_KEY } from "#web/lib/sessions/admin-session-keys";
import { failChange, failQuery, watchedBy } from "#web/lib/sessions/session-loss-test-cases";
import { watchSessionLoss } from "./session-guard";

const lost = () => new ApiError({ status: 401, kind: "unauthenticated", message: "Not signed in" });
const refused = () => new ApiError({ status: 409, kind: "conflict", message: "Code X is already assigned" });
const watched = () => watchedBy(watchSessionLoss);

describe("watchSessionLoss", () => {
  test("a 401 of an admin list means the session is gone", async () => {
    const { queryClient, calls } = watched();
    await failQuery(queryClient, [...ADMIN_ROOT_KEY, "invitation-codes"], lost());
    expect(calls()).toBe(1);
  });

  test("a 401 of a change (generate, assign, save…) means the same", async () => {
    const { queryClient, calls } = watched();
    await failChange(queryClient, lost());
    expect(calls()).toBe(1);
  });

  test("other failures, and 401s of queries outside the admin API, do not", async () => {
    const { queryClient, calls } = watched();
    await failQuery(queryClient, [...ADMIN_ROOT_KEY, "credibility-entries"], refused());
    await failQuery(queryClient, ["/api/auth/user"], lost());
    await failChange(queryClient, refused());
    expect(calls()).toBe(0);
  });

  test("stops watching when unsubscribed", async () => {
    const { queryClient, calls, stop } = watched();
    stop();
    await failQuery(queryClient, [...ADMIN_ROOT_KEY, "me"], lost());
    expect(calls()).toBe(0);
  });
});
