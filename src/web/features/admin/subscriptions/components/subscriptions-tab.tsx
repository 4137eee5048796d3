// The 'Subscriptions' tab: payments that need an operator first (when there are any), members'
// subscription periods (search by member or package), the packages with their edit forms, and the
// payment provider's events. Activation and cancellation live in each member's detail.
import { useRef, useState, type FormEvent } from "react";
import type { PaymentEventView, SubscriptionView } from "#shared/answers/subscriptions";
import "#web/components/data-table/data-table.css";
import "#web/components/form/form.css";
import { FieldMessage, fieldErrorId } from "#web/components/form/text-field";
import { PaginationBar } from "#web/components/pagination/pagination-bar";
import { paginate } from "#web/components/pagination/pagination";
import { LoadFailed } from "#web/components/panel/load-failed";
import "#web/components/panel/panel.css";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { formatUtcMinute } from "#web/lib/format-time-short";
import { usePaymentEvents, usePlans, useSubscriptions } from "../api/subscriptions-admin-api";
import {
  BILLING_LIST_CAP,
  checkSubscriptionSearch,
  isPaymentEventFilter,
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

const NO_SUBSCRIPTIONS: SubscriptionView[] = [];
const NO_EVENTS: PaymentEventView[] = [];
const SEARCH_ID = "subscriptions-search";
const EVENTS_ID = "payment-events";

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

function SubscriptionsCard() {
  const [searchText, setSearchText] = useState("");
  const [searchProblem, setSearchProblem] = useState<string>();
  const [q, setQ] = useState("");
  const [pageNumber, setPageNumber] = useState(1);
  const listRef = useRef<HTMLDivElement>(null);
  const subscriptions = useSubscriptions(q);
  useErrorToast(subscriptions, subscriptionToasts.fetchSubscriptionsFailed);
  const list = subscriptions.data?.subscriptions ?? NO_SUBSCRIPTIONS;
  const page = paginate(list, pageNumber, SUBSCRIPTIONS_PAGE_SIZE);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSubscriptionSearch(searchText);
    if (!checked.ok) {
      setSearchProblem(checked.problem.fields.q ?? checked.problem.summary);
      document.getElementById(SEARCH_ID)?.focus();
      return;
    }
    setSearchProblem(undefined);
    setPageNumber(1);
    if (checked.q === q) void subscriptions.refetch();
    else setQ(checked.q);
  };
  const turnTo = (next: number) => {
    setPageNumber(next);
    listRef.current?.focus({ preventScroll: true });
    listRef.current?.scrollIntoView({ block: "start" });
  };

  return (
    <section className="billing-admin__part" aria-labelledby="subscriptions-title">
      <div className="section-head">
        <h2 id="subscriptions-title" className="section-head__title">
          Subscriptions{subscriptions.data ? <span className="text-muted"> ({list.length})</span> : null}
        </h2>
        <button
          type="button"
          className="term-button term-button--compact"
          disabled={subscriptions.isFetching}
          onClick={() => void subscriptions.refetch()}
        >
          {subscriptions.isFetching ? "Loading..." : "Reload"}
        </button>
      </div>
      <form className="billing-admin__search" role="search" aria-label="Search subscriptions" onSubmit={onSearch} noValidate>
        <label htmlFor={SEARCH_ID} className="visually-hidden">
          Search subscriptions
        </label>
        <div className="form-field__row">
          <input
            id={SEARCH_ID}
            type="search"
            className="form-input"
            placeholder="Member or package"
            autoComplete="off"
            value={searchText}
            aria-invalid={searchProblem ? true : undefined}
            aria-describedby={searchProblem ? fieldErrorId(SEARCH_ID) : undefined}
            onChange={(e) => setSearchText(e.target.value)}
          />
          <button type="submit" className="term-button">
            Search
          </button>
        </div>
        {searchProblem ? <FieldMessage id={fieldErrorId(SEARCH_ID)} message={searchProblem} /> : null}
      </form>
      <p className="billing-admin__hint text-muted">
        Every paid period is a row, newest first. To activate or cancel a package, open the member in the Members tab.
      </p>
      {subscriptions.isPending ? (
        <p className="empty-state" role="status">
          Loading subscriptions…
        </p>
      ) : subscriptions.isError && !subscriptions.data ? (
        <LoadFailed message="Failed to fetch subscriptions" onRetry={() => void subscriptions.refetch()} />
      ) : list.length === 0 ? (
        <p className="empty-state">{q ? `No subscriptions match “${q}”` : "No subscriptions yet"}</p>
      ) : (
        <>
          {list.length >= BILLING_LIST_CAP ? (
            <p className="billing-admin__hint text-muted" role="status">
              The newest {BILLING_LIST_CAP} periods are shown; search to find older ones.
            </p>
          ) : null}
          <div ref={listRef} className="data-table-box" tabIndex={-1}>
            <table className="data-table data-table--stack subscriptions-table">
              <caption className="visually-hidden">Subscription periods, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Member</th>
                  <th scope="col">Package</th>
                  <th scope="col">State</th>
                  <th scope="col">Due</th>
                  <th scope="col" className="data-table__num">
                    Days late
                  </th>
                  <th scope="col">Price</th>
                  <th scope="col">Activated by</th>
                  <th scope="col">Started (UTC)</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((s) => (
                  <tr key={s.id} data-subscription-id={s.id} data-member={s.username} data-state={s.state}>
                    <td data-label="Member" className="data-table__strong">
                      {s.username}
                    </td>
                    <td data-label="Package">
                      <div>
                        <span className="subscriptions-table__plan">{s.planDisplayName}</span>
                        <span className="subscriptions-table__sub">{FREQUENCY_NAMES[s.frequency]}</span>
                      </div>
                    </td>
                    <td data-label="State">
                      <SubscriptionState subscription={s} />
                    </td>
                    <td data-label="Due" className="text-nowrap">
                      {s.dueDate}
                    </td>
                    <td
                      data-label="Days late"
                      className={s.daysPastDue > 0 ? "data-table__num subscriptions-table__late" : "data-table__num"}
                    >
                      {Math.max(0, s.daysPastDue)}
                    </td>
                    <td data-label="Price" className="text-nowrap">
                      {priceText(s.price, s.frequency)}
                    </td>
                    <td data-label="Activated by">{s.activatedBy}</td>
                    <td data-label="Started" className="text-nowrap">
                      {formatUtcMinute(s.startDate)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <PaginationBar page={page} label="Subscription pages" onPage={turnTo} />
        </>
      )}
    </section>
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
      {plans.isPending ? (
        <p className="empty-state" role="status">
          Loading packages…
        </p>
      ) : plans.isError && !plans.data ? (
        <LoadFailed message="Failed to fetch packages" onRetry={() => void plans.refetch()} />
      ) : (
        <div className="plan-cards">
          {plans.data.plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
      )}
    </section>
  );
}

const EVENT_FILTERS: ReadonlyArray<{ value: PaymentEventFilter; label: string }> = [
  { value: "all", label: "All outcomes" },
  ...PAYMENT_OUTCOMES.map((outcome) => ({ value: outcome, label: PAYMENT_OUTCOME_NAMES[outcome] })),
];

function PaymentEventsCard() {
  const [filter, setFilter] = useState<PaymentEventFilter>("all");
  const events = usePaymentEvents(filter);
  useErrorToast(events, subscriptionToasts.fetchPaymentEventsFailed);
  const list = events.data?.events ?? NO_EVENTS;
  return (
    <section id={EVENTS_ID} className="billing-admin__part" aria-labelledby="payment-events-title" tabIndex={-1}>
      <div className="section-head">
        <h2 id="payment-events-title" className="section-head__title">
          Payment events{events.data ? <span className="text-muted"> ({list.length})</span> : null}
        </h2>
        <div className="form-inline">
          <label htmlFor="payment-events-outcome" className="form-field__label">
            Outcome
          </label>
          <select
            id="payment-events-outcome"
            className="form-input form-select"
            value={filter}
            onChange={(e) => {
              if (isPaymentEventFilter(e.target.value)) setFilter(e.target.value);
            }}
          >
            {EVENT_FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="term-button term-button--compact"
            disabled={events.isFetching}
            onClick={() => void events.refetch()}
          >
            {events.isFetching ? "Loading..." : "Reload"}
          </button>
        </div>
      </div>
      <p className="billing-admin__hint text-muted">
        What the payment provider sent, newest first. An event that could not be applied (unknown member or payment link, already
        subscribed) needs an operator: activate the package by hand in the member&apos;s detail, or refund it with the provider.
      </p>
      {events.isPending ? (
        <p className="empty-state" role="status">
          Loading payment events…
        </p>
      ) : events.isError && !events.data ? (
        <LoadFailed message="Failed to fetch payment events" onRetry={() => void events.refetch()} />
      ) : list.length === 0 ? (
        <p className="empty-state">
          {filter === "all" ? "No payment events yet" : `No ${PAYMENT_OUTCOME_NAMES[filter].toLowerCase()} events`}
        </p>
      ) : (
        <div className="data-table-box">
          <table className="data-table data-table--stack payment-events-table">
            <caption className="visually-hidden">Payment events, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Received (UTC)</th>
                <th scope="col">Outcome</th>
                <th scope="col">Event</th>
                <th scope="col">Member</th>
                <th scope="col">Detail</th>
              </tr>
            </thead>
            <tbody>
              {list.map((event) => (
                <tr
                  key={event.id}
                  data-event-id={event.id}
                  data-outcome={event.outcome}
                  className={event.outcome === "unmatched" ? "payment-events-table__unmatched" : undefined}
                >
                  <td data-label="Received" className="text-nowrap">
                    {formatUtcMinute(event.receivedAt)}
                  </td>
                  <td data-label="Outcome">
                    <span className={`payment-outcome payment-outcome--${event.outcome}`}>
                      {PAYMENT_OUTCOME_NAMES[event.outcome] ?? event.outcome}
                    </span>
                  </td>
                  <td data-label="Event">
                    <div>
                      <span className="payment-events-table__type">{event.type}</span>
                      <span className="subscriptions-table__sub">{event.id}</span>
                    </div>
                  </td>
                  <td data-label="Member">{eventMemberText(event)}</td>
                  <td data-label="Detail" className="payment-events-table__detail">
                    {event.detail}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
