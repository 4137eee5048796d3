// The toasts of the billing screens, as data. Successes show the server's sentence (it names the
// member, package and due date); the fallbacks say the same when an answer carries none.
import { changeFailed, fetchFailed, said } from "#web/components/toast/toast-text";

export const subscriptionToasts = {
  activated: (message: string | undefined, username: string, planName: string) => said(message, `${planName} activated for ${username}`),
  cancelled: (message: string | undefined, username: string) => said(message, `Subscription of ${username} cancelled`),
  planChanged: (message: string | undefined, planName: string) => said(message, `Package ${planName} updated`),

  fetchSubscriptionsFailed: (error: unknown) => fetchFailed("Failed to fetch subscriptions", error),
  fetchSubscriptionFailed: (error: unknown) => fetchFailed("Failed to fetch subscription", error),
  fetchPlansFailed: (error: unknown) => fetchFailed("Failed to fetch packages", error),
  fetchPaymentEventsFailed: (error: unknown) => fetchFailed("Failed to fetch payment events", error),
  activateFailed: (error: unknown) => changeFailed("Failed to activate package", error),
  cancelFailed: (error: unknown) => changeFailed("Failed to cancel subscription", error),
  planChangeFailed: (error: unknown) => changeFailed("Failed to update package", error),
} as const;
