// The 'Subscriptions' tab: payments that need an operator first (when there are any), members'
// subscription periods (search by member or package), the packages with their edit forms, and the
// payment provider's events. Activation and cancellation live in each member's detail.
import { useState } from "react";
import type { Schema } from "#web/lib/api-types";
import type { Column } from "#web/components/data-table/columns";
import { DataTable } from "#web/components/data-table/data-table";
import { defineTable } from "#web/components/data-table/define-table";
import { TwoLines } from "#web/components/data-table/two-lines";
import { onChoice } from "#web/components/form/on-choice";
import { SelectField } from "#web/components/form/select-field";
import { StateWord } from "#web/components/state-word/state-word";
import { useClientPaging } from "#web/components/pagination/use-client-paging";
import { ListState } from "#web/components/resource-tab/list-state";
import { ResourceTab } from "#web/components/resource-tab/resource-tab";
import { SearchForm } from "#web/components/resource-tab/search-form";
import { useSearchBox } from "#web/components/resource-tab/use-search-box";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { formatUtcMinute } from "#web/lib/format-time-short";
import { usePaymentEvents, usePlans, useSubscriptions } from "../api/subscriptions-admin-api";
import {
  BILLING_LIST_CAP,
  checkSubscriptionSearch,
  PAYMENT_OUTCOMES,
  SUBSCRIPTIONS_PAGE_SIZE,
  type PaymentEventFilter,
} from "../lib/subscription-query";
import { SubscriptionState } from "#web/components/subscription/subscription-state";
import { FREQUENCY_NAMES } from "#web/components/subscription/subscription-view-texts";
import { eventMemberText, PAYMENT_OUTCOME_NAMES, priceText, unmatchedNotice } from "../lib/subscription-texts";
import { subscriptionToasts } from "../lib/subscription-toasts";
import "../subscriptions-admin.css";
import { PlanCard } from "./plan-card";

const NO_SUBSCRIPTIONS: Schema<"Subscription">[] = [];
const NO_EVENTS: Schema<"PaymentEvent">[] = [];
const SEARCH_ID = "subscriptions-search";
const EVENTS_ID = "payment-events";
const SUBSCRIPTIONS_LIST_ID = "subscriptions-list";

export function SubscriptionsTab() {
  const unmatched = usePaymentEvents("unmatched");
  const unmatchedCount = unmatched.data?.events.length ?? 0;
  return (
    <div className="billing-admin">
      {unmatchedCount > 0 ? (
        <p className="billing-admin__alert" role="status">
          <span aria-hidden="true">! </span>
          {unmatchedNotice(unmatchedCount)}{" "}
          <button
            type="button"
            className="billing-admin__jump"
            onClick={() => {
              const events = document.getElementById(EVENTS_ID);
              events?.focus({ preventScroll: true });
              events?.scrollIntoView({ block: "start" });
            }}
          >
            See the payment events
          </button>
        </p>
      ) : null}
      <SubscriptionsCard />
      <PlansCard />
      <PaymentEventsCard />
    </div>
  );
}

const SUBSCRIPTION_COLUMNS: Column<Schema<"Subscription">>[] = [
  { header: "Member", className: "data-table__strong", cell: (s) => s.username },
  {
    header: "Package",
    cell: (s) => <TwoLines main={s.planDisplayName} sub={FREQUENCY_NAMES[s.frequency]} className="subscriptions-table__plan" />,
  },
  { header: "State", cell: (s) => <SubscriptionState subscription={s} /> },
  { header: "Due", className: "text-nowrap", cell: (s) => s.dueDate },
  {
    header: "Days late",
    kind: "num",
    cell: (s) => <span className={s.daysPastDue > 0 ? "subscriptions-table__late" : undefined}>{Math.max(0, s.daysPastDue)}</span>,
  },
  { header: "Price", className: "text-nowrap", cell: (s) => priceText(s.price, s.frequency) },
  { header: "Activated by", cell: (s) => s.activatedBy },
  { header: "Started (UTC)", label: "Started", className: "text-nowrap", cell: (s) => formatUtcMinute(s.startDate) },
];

const SubscriptionsTable = defineTable({
  caption: "Subscription periods, newest first",
  className: "subscriptions-table",
  columns: SUBSCRIPTION_COLUMNS,
  rowAttributes: (s) => ({ "data-subscription-id": s.id, "data-member": s.username, "data-state": s.state }),
});

function SubscriptionsCard() {
  const search = useSearchBox(SEARCH_ID, checkSubscriptionSearch);
  const [q, setQ] = useState("");
  const subscriptions = useSubscriptions(q);
  useErrorToast(subscriptions, subscriptionToasts.fetchSubscriptionsFailed);
  const list = subscriptions.data?.subscriptions ?? NO_SUBSCRIPTIONS;
  const paging = useClientPaging(list, SUBSCRIPTIONS_LIST_ID, SUBSCRIPTIONS_PAGE_SIZE);

  const onSearch = () => {
    const checked = search.check();
    if (checked === undefined) return;
    paging.restart();
    if (checked === q) void subscriptions.refetch();
    else setQ(checked);
  };

  return (
    <ResourceTab
      className="billing-admin__part"
      titleId="subscriptions-title"
      title="Subscriptions"
      rows={list}
      query={subscriptions}
      toolbar={
        <>
          <SearchForm
            {...search.field}
            className="resource-search--alone"
            label="Search subscriptions"
            placeholder="Member or package"
            onSubmit={onSearch}
          />
          <p className="resource-tab__hint text-muted">
            Every paid period is a row, newest first. To activate or cancel a package, open the member in the Members tab.
          </p>
        </>
      }
      loading="Loading subscriptions…"
      failed="Failed to fetch subscriptions"
      emptyText={q ? `No subscriptions match “${q}”` : "No subscriptions yet"}
      notice={list.length >= BILLING_LIST_CAP ? `The newest ${BILLING_LIST_CAP} periods are shown; search to find older ones.` : undefined}
      pagination={{ page: paging.page, label: "Subscription pages", onPage: paging.turnTo }}
    >
      <SubscriptionsTable listId={SUBSCRIPTIONS_LIST_ID} rows={paging.page.items} />
    </ResourceTab>
  );
}

function PlansCard() {
  const plans = usePlans();
  useErrorToast(plans, subscriptionToasts.fetchPlansFailed);
  return (
    <section className="billing-admin__part" aria-labelledby="plans-title">
      <div className="section-head">
        <h2 id="plans-title" className="section-head__title">
          Packages
        </h2>
      </div>
      <ListState query={plans} loading="Loading packages…" failed="Failed to fetch packages">
        <div className="plan-cards">
          {plans.data?.plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
      </ListState>
    </section>
  );
}

const EVENT_FILTERS: ReadonlyArray<{ value: PaymentEventFilter; label: string }> = [
  { value: "all", label: "All outcomes" },
  ...PAYMENT_OUTCOMES.map((outcome) => ({ value: outcome, label: PAYMENT_OUTCOME_NAMES[outcome] })),
];

const EVENT_COLUMNS: Column<Schema<"PaymentEvent">>[] = [
  { header: "Received (UTC)", label: "Received", className: "text-nowrap", cell: (event) => formatUtcMinute(event.receivedAt) },
  {
    header: "Outcome",
    cell: (event) => (
      <StateWord kind="payment-outcome" tone={event.outcome}>
        {PAYMENT_OUTCOME_NAMES[event.outcome] ?? event.outcome}
      </StateWord>
    ),
  },
  {
    header: "Event",
    cell: (event) => <TwoLines main={event.type} sub={event.id} className="payment-events-table__type" />,
  },
  { header: "Member", cell: eventMemberText },
  { header: "Detail", className: "payment-events-table__detail", cell: (event) => event.detail },
];

function PaymentEventsCard() {
  const [filter, setFilter] = useState<PaymentEventFilter>("all");
  const events = usePaymentEvents(filter);
  useErrorToast(events, subscriptionToasts.fetchPaymentEventsFailed);
  const list = events.data?.events ?? NO_EVENTS;
  return (
    <ResourceTab
      id={EVENTS_ID}
      className="billing-admin__part"
      titleId="payment-events-title"
      title="Payment events"
      rows={list}
      query={events}
      actions={
        <SelectField
          id="payment-events-outcome"
          layout="inline"
          label="Outcome"
          value={filter}
          options={EVENT_FILTERS}
          onChange={onChoice(EVENT_FILTERS, setFilter)}
        />
      }
      hint={
        <>
          What the payment provider sent, newest first. An event that could not be applied (unknown member or payment link, already
          subscribed) needs an operator: activate the package by hand in the member&apos;s detail, or refund it with the provider.
        </>
      }
      loading="Loading payment events…"
      failed="Failed to fetch payment events"
      emptyText={filter === "all" ? "No payment events yet" : `No ${PAYMENT_OUTCOME_NAMES[filter].toLowerCase()} events`}
    >
      <DataTable
        caption="Payment events, newest first"
        className="payment-events-table"
        columns={EVENT_COLUMNS}
        rows={list}
        rowAttributes={(event) => ({
          "data-event-id": event.id,
          "data-outcome": event.outcome,
          className: event.outcome === "unmatched" ? "payment-events-table__unmatched" : undefined,
        })}
      />
    </ResourceTab>
  );
}
