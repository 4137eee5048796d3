import { describe, expect, test } from "bun:test";
import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "#web/lib/api-error";
import {
  MEMBER_CREDIBILITY_KEY,
  MEMBER_DEVICES_KEY,
  MEMBER_USER_KEY,
  forgetSignedIn,
  rememberSignedIn,
  signedOutReason,
} from "./member-query-keys";
import { watchMemberSessionLoss } from "./member-session-guard";
import { failChange, failQuery, watchedBy } from "./session-loss-test-cases";

const lost = () => new ApiError({ status: 401, kind: "unauthenticated", message: "Authentication required" });
const expired = () => new ApiError({ status: 403, kind: "forbidden", message: "Access window expired" });
const watched = () => watchedBy(watchMemberSessionLoss);

describe("watchMemberSessionLoss", () => {
  test("a 401 of the member's devices or credibility search means the session is gone", async () => {
    const { queryClient, calls } = watched();
    await failQuery(queryClient, MEMBER_DEVICES_KEY, lost());
    await failQuery(queryClient, [...MEMBER_CREDIBILITY_KEY, { q: "", page: 1 }], lost());
    expect(calls()).toBe(2);
  });

  test("a 401 of a member change (meta.member) means the same; an admin change's does not", async () => {
    const { queryClient, calls } = watched();
    await failChange(queryClient, lost(), { member: true });
    await failChange(queryClient, lost());
    expect(calls()).toBe(1);
  });

  test("the expired access window, admin 401s and the user check's own 401 are not a lost session", async () => {
    const { queryClient, calls } = watched();
    await failQuery(queryClient, [...MEMBER_CREDIBILITY_KEY, { q: "", page: 1 }], expired());
    await failQuery(queryClient, ["/api/admin", "me"], lost());
    await failQuery(queryClient, MEMBER_USER_KEY, lost());
    expect(calls()).toBe(0);
  });
});

describe("sign-in and sign-out drop what another session cached", () => {
  const member = { success: true as const, user: { id: "u1" } } as Parameters<typeof rememberSignedIn>[1];

  test("signing in keeps the new member and drops the previous member's data", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(MEMBER_DEVICES_KEY, { devices: ["old"] });
    queryClient.setQueryData(["/api/admin", "me"], { admin: 1 });
    rememberSignedIn(queryClient, member);
    expect(queryClient.getQueryData(MEMBER_USER_KEY)).toBe(member);
    expect(queryClient.getQueryData(MEMBER_DEVICES_KEY)).toBeUndefined();
    expect(queryClient.getQueryData(["/api/admin", "me"])).toEqual({ admin: 1 });
  });

  test("signing out leaves no member and none of their data", () => {
    const queryClient = new QueryClient();
    rememberSignedIn(queryClient, member);
    queryClient.setQueryData([...MEMBER_CREDIBILITY_KEY, { q: "", page: 1 }], { entries: [] });
    forgetSignedIn(queryClient, "on-purpose");
    expect(queryClient.getQueryData(MEMBER_USER_KEY)).toBeNull();
    expect(queryClient.getQueryCache().findAll({ queryKey: MEMBER_CREDIBILITY_KEY })).toHaveLength(0);
    expect(signedOutReason(queryClient)).toBe("on-purpose");
  });

  test("a lost session is told apart from a sign-out, and a new sign-in forgets either", () => {
    const queryClient = new QueryClient();
    forgetSignedIn(queryClient, "lost");
    expect(signedOutReason(queryClient)).toBe("lost");
    rememberSignedIn(queryClient, member);
    expect(signedOutReason(queryClient)).toBeUndefined();
  });
});
