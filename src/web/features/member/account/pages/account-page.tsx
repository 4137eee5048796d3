// /account: the signed-in member's page: what is due this week on their claims (decision 0118), subscription, profile, windows, devices, deadline notices, recent activity
// and the credibility database, with links to the claims and to the security page (decision 0137). Without a session it goes to /login?next=/account; when the session ends
// while the page is open (the shell's guard marks the member signed out), it says so on the way.
import { PAGE_PATHS } from "#shared/page-paths";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import "#web/components/panel/panel.css";
import { MemberPageGate } from "#web/features/member/shared/member-page-gate";
import { useMemberPage } from "#web/features/member/shared/use-member-page";
import { ActivityCard } from "../components/activity-card";
import { DeadlineNoticesCard } from "../components/deadline-notices-card";
import { DevicesCard } from "../components/devices-card";
import { DueThisWeekCard } from "../components/due-this-week-card";
import { MemberCredibilityCard } from "../components/member-credibility-card";
import { ProfileCard } from "../components/profile-card";
import { SubscriptionCard } from "../components/subscription-card";
import { WindowsCard } from "../components/windows-card";
import "../account.css";
import "./account-page.css";
import { ForwardLink } from "#web/components/forward-link/forward-link";

export function AccountPage() {
  usePageMeta(pageTitle("Account"));
  const { user, me } = useMemberPage();
  if (!user) return <MemberPageGate failed={me.isError} onRetry={() => void me.refetch()} />;

  return (
    <div className="account">
      <header className="account__head">
        <p className="screen-kicker">
          <span className="status-dot" aria-hidden="true" /> OPERATIVE FILE
        </p>
        <h1 className="screen-title screen-title--large">Account</h1>
        <p className="text-muted">
          Signed in as <span className="text-strong">{user.username}</span>
        </p>
        <p>
          <ForwardLink to={PAGE_PATHS.claims} data-testid="account-claims-link">
            Claims, documents and service requests
          </ForwardLink>
        </p>
        <p>
          <ForwardLink to={PAGE_PATHS.accountSecurity} data-testid="account-security-link">
            Security: sign-ins, sessions and changes by administrators
          </ForwardLink>
        </p>
      </header>
      <div className="card-grid account__grid">
        <DueThisWeekCard />
        <SubscriptionCard userId={user.id} />
        <ProfileCard user={user} />
        <div className="account__stack">
          <WindowsCard userId={user.id} />
          <DevicesCard />
        </div>
        <DeadlineNoticesCard />
        <ActivityCard />
        <MemberCredibilityCard />
      </div>
    </div>
  );
}
