// /account: the signed-in member's page: subscription, profile, windows, devices, recent activity
// and the credibility database. Without a session it goes to /login?next=/account; when the session ends
// while the page is open (the shell's guard marks the member signed out), it says so on the way.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router-dom";
import { PATHS } from "#web/lib/paths";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import { LoadFailed } from "#web/components/panel/load-failed";
import "#web/components/panel/panel.css";
import { toast } from "#web/components/toast/toast-store";
import { signedOutReason } from "#web/lib/sessions/member-query-keys";
import { useCurrentMember } from "#web/lib/sessions/member-session-api";
import { memberAuthToasts } from "#web/features/member/shared/member-auth-toasts";
import { loginPathFor } from "#web/lib/sessions/next-path";
import { ActivityCard } from "../components/activity-card";
import { DevicesCard } from "../components/devices-card";
import { MemberCredibilityCard } from "../components/member-credibility-card";
import { ProfileCard } from "../components/profile-card";
import { SubscriptionCard } from "../components/subscription-card";
import { WindowsCard } from "../components/windows-card";
import "../account.css";
import "./account-page.css";

export function AccountPage() {
  usePageMeta(pageTitle("Account"));
  const me = useCurrentMember();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = me.data?.user;
  const signedOut = me.isSuccess && me.data === null;

  useEffect(() => {
    if (!signedOut) return;
    const reason = signedOutReason(queryClient);
    // Signing out on purpose leads elsewhere by itself.
    if (reason === "on-purpose") return;
    // A member whose session ended under the page is told; a visitor is just sent on.
    if (reason === "lost") toast(memberAuthToasts.sessionEnded());
    navigate(loginPathFor(PATHS.account), { replace: true });
  }, [signedOut, navigate, queryClient]);

  if (me.isError) return <LoadFailed message="Failed to load your account" onRetry={() => void me.refetch()} />;
  if (!user) {
    return (
      <p className="status-line" role="status">
        Authenticating...
        <span className="cursor" aria-hidden="true" />
      </p>
    );
  }

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
          <Link to={PATHS.claims} className="text-link" data-testid="account-claims-link">
            Claims, documents and service requests <span aria-hidden="true">►</span>
          </Link>
        </p>
      </header>
      <div className="account__grid">
        <SubscriptionCard userId={user.id} />
        <ProfileCard user={user} />
        <div className="account__stack">
          <WindowsCard userId={user.id} />
          <DevicesCard />
        </div>
        <ActivityCard />
        <MemberCredibilityCard />
      </div>
    </div>
  );
}
