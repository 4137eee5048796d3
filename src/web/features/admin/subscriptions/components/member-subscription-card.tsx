// The 'Subscription' card of a member's detail: their current (or last) package with its state,
// due date and quotas, the payments of its period, "Cancel at period end" (asks first), and an
// "Activate package" form while nothing runs. A refusal (the member got a package meanwhile, a
// package off sale) shows the server's sentence under the form.
import { SubmitButton } from "#web/components/form/submit-button";
import { ActionButton } from "#web/components/action-button/action-button";
import type { Schema } from "#web/lib/api-types";
import { DUE_DATE_RULE } from "#shared/billing-policy";
import { activateSubscriptionSchema } from "#shared/schemas/subscriptions";
import { fieldBinding } from "#web/components/form/field-binding";
import { FormSummary } from "#web/components/form/form-summary";
import { SelectField } from "#web/components/form/select-field";
import { useFormSubmit } from "#web/components/form/use-form-submit";
import { useFormValues } from "#web/components/form/use-form-values";
import { Card } from "#web/components/panel/card";
import { LoadFailed } from "#web/components/panel/load-failed";
import { toast } from "#web/components/toast/toast-store";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { isSessionLost } from "#web/lib/api-error";
import { formatUtcMinute } from "#web/lib/format-time-short";
import {
  useActivateSubscription,
  useCancelSubscription,
  useMemberSubscription,
  usePlans,
  type CurrentSubscriptionAnswer,
} from "../api/subscriptions-admin-api";
import { QuotaList } from "#web/components/subscription/quota-list";
import { SubscriptionState } from "#web/components/subscription/subscription-state";
import { FREQUENCY_NAMES } from "#web/components/subscription/subscription-view-texts";
import { canCancel, cancelConfirmation, FREQUENCY_CHOICES, isRunning, planChoices, priceText } from "../lib/subscription-texts";
import { subscriptionToasts } from "../lib/subscription-toasts";
import "../subscriptions-admin.css";
import { formatDollars } from "#shared/number-text";

type Member = Pick<Schema<"MemberSummary">, "id" | "username">;

export function MemberSubscriptionCard({ member }: { member: Member }) {
  const current = useMemberSubscription(member.id);
  useErrorToast(current, subscriptionToasts.fetchSubscriptionFailed);
  const answer = current.data;

  return (
    <Card titleId="member-subscription-title" title="Subscription" className="member-subscription">
      {current.isPending ? (
        <p className="text-muted" role="status">
          Loading subscription…
        </p>
      ) : current.isError && answer === undefined ? (
        <LoadFailed message="Failed to fetch subscription" onRetry={() => void current.refetch()} />
      ) : answer ? (
        <CurrentSubscription member={member} answer={answer} />
      ) : (
        <p className="text-muted member-subscription__none">No package yet: {member.username} has never had a subscription.</p>
      )}
      {answer !== undefined && !isRunning(answer?.subscription) ? (
        <ActivateForm key={answer?.subscription.id ?? "none"} member={member} />
      ) : null}
    </Card>
  );
}

function CurrentSubscription({ member, answer }: { member: Member; answer: CurrentSubscriptionAnswer }) {
  const { subscription, payments } = answer;
  const cancel = useCancelSubscription();
  const onCancel = () => {
    if (!window.confirm(cancelConfirmation(member.username, subscription))) return;
    cancel.mutate(member.id, {
      onSuccess: (done) => toast(subscriptionToasts.cancelled(done.message, member.username)),
      onError: (error) => {
        if (!isSessionLost(error)) toast(subscriptionToasts.cancelFailed(error));
      },
    });
  };

  return (
    <div className="member-subscription__current" data-plan={subscription.plan} data-state={subscription.state}>
      <div className="member-subscription__head">
        <p className="member-subscription__plan">
          {subscription.planDisplayName} <span className="text-muted">· {FREQUENCY_NAMES[subscription.frequency]}</span>
        </p>
        <SubscriptionState subscription={subscription} />
      </div>
      <dl className="billing-facts">
        <div>
          <dt>Price</dt>
          <dd>{priceText(subscription.price, subscription.frequency)}</dd>
        </div>
        <div>
          <dt>Next due</dt>
          <dd>{subscription.dueDate}</dd>
        </div>
        <div>
          <dt>Period</dt>
          <dd>
            {subscription.startDate.slice(0, 10)} → {subscription.endDate.slice(0, 10)}
          </dd>
        </div>
        <div>
          <dt>Activated by</dt>
          <dd>{subscription.activatedBy}</dd>
        </div>
      </dl>
      <QuotaList quotas={subscription.quotas} />
      {payments.length > 0 ? <PaymentsList payments={payments} /> : null}
      {canCancel(subscription) ? (
        <div className="spread-row member-subscription__row">
          <p className="spread-row__fill member-subscription__text text-muted">
            Cancelling ends the package at the end of the paid period; nothing is refunded.
          </p>
          <ActionButton text="Cancel at period end" tone="warn" busy={cancel.isPending} busyText="Cancelling..." onClick={onCancel} />
        </div>
      ) : null}
    </div>
  );
}

function PaymentsList({ payments }: { payments: Schema<"Payment">[] }) {
  return (
    <details className="member-subscription__payments">
      <summary>Payments of this period ({payments.length})</summary>
      <ul>
        {payments.map((payment) => (
          <li key={payment.id}>
            {formatUtcMinute(payment.paidAt)} · {formatDollars(payment.amount)} · settled {payment.settledDueDate}, next due{" "}
            {payment.nextDueDate} · <span className="text-muted">{payment.source}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

const FORM_ID = "activate-package";
const START_VALUES = { plan: "", frequency: "monthly" };

function ActivateForm({ member }: { member: Member }) {
  const plans = usePlans();
  const { values, set } = useFormValues(START_VALUES);
  const form = useFormSubmit({
    formId: FORM_ID,
    schema: activateSubscriptionSchema,
    fields: ["plan", "frequency"],
    mutation: useActivateSubscription(),
    toVariables: (parsed) => ({ memberId: member.id, ...parsed }),
    sessionGuarded: true,
    successToast: (answer, sent) => subscriptionToasts.activated(answer.message, member.username, sent.plan),
    failureToast: subscriptionToasts.activateFailed,
  });
  const field = fieldBinding(FORM_ID, values, set, form.problem);

  return (
    <form className="member-subscription__activate" aria-label="Activate package" noValidate onSubmit={form.onSubmit(values)}>
      <p className="member-subscription__text text-muted">Starts a 30-day period now with the package's current quotas. {DUE_DATE_RULE}</p>
      <div className="member-subscription__fields">
        <SelectField {...field("plan")} label="Package" required placeholder="Select a package…" options={planChoices(plans.data?.plans)} />
        <SelectField {...field("frequency")} label="Billing" required options={FREQUENCY_CHOICES} />
      </div>
      <FormSummary id={`${FORM_ID}-error`} message={form.problem?.summary} />
      <div className="form-actions">
        <SubmitButton pending={form.pending} label="Activate package" pendingLabel="Activating..." compact />
      </div>
    </form>
  );
}
