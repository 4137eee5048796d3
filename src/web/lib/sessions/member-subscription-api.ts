// The signed-in member's subscription (GET /api/user/subscription), the one query every member
// screen reads it through: the account's Subscription card, the countdown badges (a paying member
// has none), the claims pages' package and quotas, and the packages page (a member with a
// running package is not sent to pay for a second one). Filing or cancelling a claim invalidates
// MEMBER_SUBSCRIPTION_KEY, which matches every member's entry.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiQueryFn } from "#web/lib/api-call";
import { MEMBER_DATA_ROOT } from "./member-query-keys";

export const MEMBER_SUBSCRIPTION_KEY = [MEMBER_DATA_ROOT, "subscription"] as const;

export const fetchMemberSubscription = apiQueryFn("/api/user/subscription", {}, { on401: "throw" });

/** `userId` keeps one member's subscription from showing for another after a switch of account. */
export function memberSubscriptionQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [...MEMBER_SUBSCRIPTION_KEY, userId],
    queryFn: fetchMemberSubscription,
    enabled: Boolean(userId),
    // An admin's activation or a payment changes it elsewhere: each screen that shows it asks again.
    staleTime: 0,
  });
}

export const useMemberSubscription = (userId: string | undefined) => useQuery(memberSubscriptionQueryOptions(userId));
