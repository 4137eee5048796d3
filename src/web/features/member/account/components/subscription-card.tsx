// The member's Subscription card on /account: the package with its state, billing, period and the
// date that matters now (the next payment, a late one, the end), what stands in the way when
// something does (with the billing policy's own words), and the quotas of the period while the
// package runs. Without a package: a short line and the way to the packages page.
import type { Schema } from "#web/lib/api-types";
import { PAGE_PATHS } from "#shared/page-paths";
import { LoadFailed } from "#web/components/panel/load-failed";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { useMemberSubscription } from "#web/lib/sessions/member-subscription-api";
import { QuotaList } from "#web/components/subscription/quota-list";
import { SubscriptionState } from "#web/components/subscription/subscription-state";
import { FactList } from "#web/components/fact-list/fact-list";
import { TitledCard } from "#web/components/panel/titled-card";
import { accountToasts } from "../lib/account-toasts";
import { NO_PACKAGE_TEXT, showsQuotas, splitDays, subscriptionFacts, subscriptionNotice } from "../lib/subscription-summary";
import "#web/features/member/shared/member-card.css";
import "../account.css";
import "./subscription-card.css";
import { ForwardLink } from "#web/components/forward-link/forward-link";

export function SubscriptionCard({ userId }: { userId: string }) {
  const subscription = useMemberSubscription(userId);
  useErrorToast(subscription, accountToasts.fetchSubscriptionFailed);
  const current = subscription.data?.subscription;

  return (
    <TitledCard
      id="account-subscription"
      title="Subscription"
      className="member-card member-card--wide account-subscription"
      headClassName="member-card__head"
      aside={current ? <SubscriptionState subscription={current} detail={false} /> : null}
    >
      {subscription.isPending ? (
        <p className="empty-state" role="status">
          Loading your subscription…
        </p>
      ) : subscription.isError ? (
        <LoadFailed message="Failed to fetch your subscription" onRetry={() => void subscription.refetch()} />
      ) : (
        <SubscriptionBody answer={subscription.data} />
      )}
    </TitledCard>
  );
}

function PackagesLink({ children }: { children: string }) {
  return (
    <ForwardLink to={PAGE_PATHS.packages} className="term-button term-button--compact account-subscription__action">
      {children}
    </ForwardLink>
  );
}

/** A text whose dates never break at their hyphens on a narrow screen. */
function WholeDays({ text }: { text: string }) {
  return splitDays(text).map((part, i) =>
    part.day ? (
      <span key={i} className="account-subscription__day">
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}

function SubscriptionBody({ answer }: { answer: Schema<"MemberSubscriptionAnswer"> }) {
  const subscription = answer.subscription;
  if (!subscription) {
    return (
      <div className="account-subscription__none" data-state="none">
        <p className="text-muted">{NO_PACKAGE_TEXT}</p>
        <PackagesLink>See deployment packages</PackagesLink>
      </div>
    );
  }
  const notice = subscriptionNotice(subscription);
  const quotas = showsQuotas(subscription);
  return (
    <div className="account-subscription__body" data-state={subscription.state} data-plan={subscription.plan}>
      <div className="account-subscription__main">
        <p className="account-subscription__plan">{subscription.planDisplayName}</p>
        <FactList
          facts={subscriptionFacts(subscription).map(({ label, value }) => [label, <WholeDays key={label} text={value} />] as const)}
          className="account-facts"
          testId="account-subscription-facts"
        />
        {notice ? (
          <div
            className={`account-subscription__notice account-subscription__notice--${notice.tone}`}
            role="status"
            data-testid="subscription-notice"
          >
            <p className="account-subscription__notice-text">
              <WholeDays text={notice.text} />
            </p>
            <p className="account-subscription__policy">
              <span className="account-subscription__policy-name">{notice.policyName}: </span>
              {notice.policy}
            </p>
            {notice.offerPackages ? <PackagesLink>Choose a package</PackagesLink> : null}
          </div>
        ) : null}
      </div>
      {quotas ? (
        <div className="account-subscription__quotas">
          <p className="account-subscription__caption">Quotas this period</p>
          <QuotaList quotas={subscription.quotas} />
        </div>
      ) : null}
    </div>
  );
}
