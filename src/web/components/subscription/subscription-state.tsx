// A subscription's state as a coloured word and, beside it unless left out, what the policy makes of it.
import type { Schema } from "#web/lib/api-types";
import { StateWord } from "#web/components/state-word/state-word";
import { stateDetail, stateName } from "./subscription-view-texts";
import "./subscription.css";

export function SubscriptionState({
  subscription,
  detail = true,
}: {
  subscription: Pick<Schema<"Subscription">, "state" | "dueDate" | "daysPastDue" | "cancelledAt">;
  detail?: boolean;
}) {
  return (
    <span className="subscription-state-box">
      <StateWord kind="subscription-state" tone={subscription.state}>
        {stateName(subscription.state)}
      </StateWord>
      {detail ? <span className="subscription-state__detail">{stateDetail(subscription)}</span> : null}
    </span>
  );
}
