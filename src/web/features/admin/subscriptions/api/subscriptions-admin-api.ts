// Admins over billing: members' subscriptions, the packages, the payment provider's events and one
// member's subscription; activating a package, cancelling at period end, changing a package. A
// change reloads every billing answer and the members' (an activation adds to the member's
// activity), and the audit log.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Schema } from "#web/lib/api-types";
import type { BillingFrequency, PackageName } from "#shared/billing-policy";
import type { PlanChange } from "#shared/schemas/subscriptions";
import { apiCall, apiQueryFn } from "#web/lib/api-call";
import { isSessionLost } from "#web/lib/api-error";
import { BILLING_KEY, invalidateAfterChange, MEMBERS_KEY } from "#web/features/admin/shared/admin-query-keys";
import type { PaymentEventFilter } from "../lib/subscription-query";

// The keys name cache entries under the admin root (the URLs, with their search parts, are in the query functions).
export const subscriptionsQueryKey = (q: string) => [...BILLING_KEY, "subscriptions", q] as const;
export const plansQueryKey = [...BILLING_KEY, "plans"] as const;
export const paymentEventsQueryKey = (filter: PaymentEventFilter) => [...BILLING_KEY, "payment-events", filter] as const;
export const memberSubscriptionQueryKey = (memberId: string) => [...BILLING_KEY, "member", memberId] as const;

export const fetchSubscriptions = (q: string) => apiQueryFn("/api/admin/subscriptions", { query: { q } }, { on401: "throw" });
export const fetchPlans = apiQueryFn("/api/admin/subscription-plans", {}, { on401: "throw" });
export const fetchPaymentEvents = (filter: PaymentEventFilter) =>
  apiQueryFn("/api/admin/payment-events", { query: { outcome: filter === "all" ? undefined : filter } }, { on401: "throw" });

/** The member's current subscription with its payments; a member who never had a package reads as null. */
export type CurrentSubscriptionAnswer = Schema<"SubscriptionDetailAnswer"> & { subscription: Schema<"Subscription"> };

export function fetchMemberSubscription(memberId: string) {
  const get = apiQueryFn("/api/admin/members/{id}/subscription", { path: { id: memberId } }, { on401: "throw" });
  return async (context: Parameters<typeof get>[0]): Promise<CurrentSubscriptionAnswer | null> => {
    const answer = await get(context);
    return answer.subscription ? (answer as CurrentSubscriptionAnswer) : null;
  };
}

// Payments arrive and members renew while the panel is open: these read again when shown.
export function subscriptionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: subscriptionsQueryKey(q),
    queryFn: fetchSubscriptions(q),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });
}
export function plansQueryOptions() {
  return queryOptions({ queryKey: plansQueryKey, queryFn: fetchPlans });
}
export function paymentEventsQueryOptions(filter: PaymentEventFilter) {
  return queryOptions({
    queryKey: paymentEventsQueryKey(filter),
    queryFn: fetchPaymentEvents(filter),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });
}
export function memberSubscriptionQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: memberSubscriptionQueryKey(memberId),
    queryFn: fetchMemberSubscription(memberId),
    refetchOnMount: "always",
  });
}

export const useSubscriptions = (q: string) => useQuery(subscriptionsQueryOptions(q));
export const usePlans = () => useQuery(plansQueryOptions());
export const usePaymentEvents = (filter: PaymentEventFilter) => useQuery(paymentEventsQueryOptions(filter));
export const useMemberSubscription = (memberId: string) => useQuery(memberSubscriptionQueryOptions(memberId));

export type Activation = { memberId: string; plan: PackageName; frequency: BillingFrequency };

export const activateSubscription = ({ memberId, plan, frequency }: Activation) =>
  apiCall("post", "/api/admin/members/{id}/subscription", { path: { id: memberId }, body: { plan, frequency } });

export const cancelSubscription = (memberId: string) =>
  apiCall("post", "/api/admin/members/{id}/subscription/cancel", { path: { id: memberId } });

export const changePlan = ({ name, change }: { name: PackageName; change: PlanChange }) =>
  apiCall("put", "/api/admin/subscription-plans/{name}", { path: { name }, body: change });

/** useAdminChange for billing: whatever the outcome (a time-out included), billing and members reload. */
function useBillingChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: (_answer, error) => {
      if (isSessionLost(error)) return;
      void invalidateAfterChange(queryClient, BILLING_KEY);
      void queryClient.invalidateQueries({ queryKey: MEMBERS_KEY });
    },
  });
}

export const useActivateSubscription = () => useBillingChange(activateSubscription);
export const useCancelSubscription = () => useBillingChange(cancelSubscription);
export const useChangePlan = () => useBillingChange(changePlan);
