import { describe, expect, test } from "bun:test";
import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "#web/lib/api-error";
import { ADMIN_ROOT_KEY } from "#web/lib/sessions/admin-session-keys";
import { isMfaSetupRequired, MFA_SETUP_FIRST, watchMfaSetupRequired } from "./mfa-guard";

const setupFirst = () => new ApiError({ status: 403, kind: "forbidden", message: MFA_SETUP_FIRST });
const otherRefusal = () => new ApiError({ status: 403, kind: "forbidden", message: "Only a super admin may create admins" });
const failing = (error: Error) => () => Promise.reject(error);

function watched() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  let calls = 0;
  const stop = watchMfaSetupRequired(queryClient, () => (calls += 1));
  return { queryClient, calls: () => calls, stop };
}

describe("the 'set up two-factor first' refusal", () => {
  test("is told apart from other 403s", () => {
    expect(isMfaSetupRequired(setupFirst())).toBe(true);
    expect(isMfaSetupRequired(otherRefusal())).toBe(false);
    expect(isMfaSetupRequired(new ApiError({ status: 401, kind: "unauthenticated", message: MFA_SETUP_FIRST }))).toBe(false);
  });

  test("an admin list or any change meeting it calls back", async () => {
    const { queryClient, calls } = watched();
    await queryClient.fetchQuery({ queryKey: [...ADMIN_ROOT_KEY, "invitation-codes"], queryFn: failing(setupFirst()) }).catch(() => {});
    expect(calls()).toBe(1);
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: failing(setupFirst()) })
      .execute(undefined)
      .catch(() => {});
    expect(calls()).toBe(2);
  });

  test("other refusals, and queries outside the admin API, do not; nor after unsubscribing", async () => {
    const { queryClient, calls, stop } = watched();
    await queryClient.fetchQuery({ queryKey: [...ADMIN_ROOT_KEY, "members"], queryFn: failing(otherRefusal()) }).catch(() => {});
    await queryClient.fetchQuery({ queryKey: ["/api/appraisers"], queryFn: failing(setupFirst()) }).catch(() => {});
    expect(calls()).toBe(0);
    stop();
    await queryClient.fetchQuery({ queryKey: [...ADMIN_ROOT_KEY, "audit-log"], queryFn: failing(setupFirst()) }).catch(() => {});
    expect(calls()).toBe(0);
  });
});
