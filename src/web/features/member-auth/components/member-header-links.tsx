// The header's member place (public-screens.md §2.2): LOGIN while signed out; once signed in, the
// username (to /account) and Sign out.
import { NavLink, useNavigate } from "react-router-dom";
import { PATHS } from "../../../app/paths";
import { toast } from "../../../components/toast/toast-store";
import { TerminalTooltip } from "../../../components/tooltip/terminal-tooltip";
import { useCurrentMember, useMemberLogout } from "../api/member-session-api";
import { memberAuthToasts } from "../lib/member-auth-toasts";

export function MemberHeaderLinks() {
  const me = useCurrentMember();
  const logout = useMemberLogout();
  const navigate = useNavigate();
  const user = me.data?.user;

  if (!user) {
    return (
      <TerminalTooltip content="Member sign-in">
        <NavLink to={PATHS.login} className="term-button">
          LOGIN
        </NavLink>
      </TerminalTooltip>
    );
  }

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => toast(memberAuthToasts.signedOut()),
      onError: (error) => toast(memberAuthToasts.signOutFailed(error)),
      onSettled: () => navigate(PATHS.login, { replace: true }),
    });

  return (
    <>
      <TerminalTooltip content="Your account">
        <NavLink to={PATHS.account} className="term-button site-header__member" data-testid="header-member">
          <span aria-hidden="true">◉</span>
          <span className="site-header__member-name">{user.username}</span>
        </NavLink>
      </TerminalTooltip>
      <button type="button" className="term-button term-button--warn site-header__signout" disabled={logout.isPending} onClick={signOut}>
        {logout.isPending ? "Signing out..." : "Sign out"}
      </button>
    </>
  );
}
