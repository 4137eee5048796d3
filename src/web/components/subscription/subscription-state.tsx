// A subscription's state as a coloured word and, beside it unless left out, what the policy makes of it.
import type { SubscriptionView } from "#shared/answers/subscriptions";
import { stateDetail, stateName } from "./subscription-view-texts";
import "./subscription.css";

export function SubscriptionState({
  subscription,
  detail = true,
}: {
  subscription: Pick<SubscriptionView, "state" | "dueDate" | "daysPastDue" | "cancelledAt">;
  detail?: boolean;
}) {
  return (
    <span className="subscription-state-box">
      <span className={`subscription-state subscription-state--${subscription.state}`}>{stateName(subscription.state)}</span>
      {detail ? <span className="subscription-state__detail">{stateDetail(subscription)}</span> : null}
    </span>
  );
}
