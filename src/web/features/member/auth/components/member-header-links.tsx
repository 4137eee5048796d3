// The header's member place (public-screens.md §2.2): LOGIN while signed out; once signed in, the
// username (to /account) and Sign out. An admin signed in in this browser (and no member) sees
// ADMIN there instead of LOGIN: they have an account, and it is the panel.
import { NavLink, useNavigate } from "react-router-dom";
import { PAGE_PATHS } from "#shared/page-paths";
import { toast } from "#web/components/toast/toast-store";
import { TerminalTooltip } from "#web/components/tooltip/terminal-tooltip";
import { useSignedInAdmin } from "#web/lib/sessions/admin-session-api";
import { useCurrentMember, useMemberLogout } from "#web/lib/sessions/member-session-api";
import { useMemberUnread } from "#web/lib/sessions/member-unread-api";
import { memberAuthToasts } from "#web/features/member/shared/member-auth-toasts";
import "./member-header-links.css";

/** A power glyph drawn inline: the phone header shows it in place of the words (which stay for screen readers). */
function SignOutGlyph() {
  return (
    <svg className="site-header__signout-glyph" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M8 1.5v6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="square" />
      <path d="M4.6 3.6a5.5 5.5 0 1 0 6.8 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="square" />
    </svg>
  );
}

export function MemberHeaderLinks() {
  const me = useCurrentMember();
  const admin = useSignedInAdmin();
  const logout = useMemberLogout();
  const navigate = useNavigate();
  const user = me.data?.user;
  const unread = useMemberUnread(user?.id).data?.total ?? 0;

  if (!user) {
    if (admin.data?.admin) {
      return (
        <TerminalTooltip content={`Admin panel (${admin.data.admin.username})`}>
          <NavLink to={PAGE_PATHS.admin} className="term-button" data-testid="header-admin">
            ADMIN
          </NavLink>
        </TerminalTooltip>
      );
    }
    return (
      <TerminalTooltip content="Member sign-in">
        <NavLink to={PAGE_PATHS.login} className="term-button">
          LOGIN
        </NavLink>
      </TerminalTooltip>
    );
  }

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => toast(memberAuthToasts.signedOut()),
      onError: (error) => toast(memberAuthToasts.signOutFailed(error)),
      onSettled: () => navigate(PAGE_PATHS.login, { replace: true }),
    });

  return (
    <>
      {unread > 0 ? (
        <TerminalTooltip content="New messages on your claims">
          <NavLink to={PAGE_PATHS.claims} className="term-button term-button--warn" data-testid="header-unread">
            <span aria-hidden="true">✉ </span>
            {unread}
            <span className="visually-hidden"> unread {unread === 1 ? "message" : "messages"}</span>
          </NavLink>
        </TerminalTooltip>
      ) : null}
      <TerminalTooltip content="Your account">
        <NavLink to={PAGE_PATHS.account} className="term-button site-header__member" data-testid="header-member">
          <span aria-hidden="true">◉</span>
          <span className="site-header__member-name">{user.username}</span>
        </NavLink>
      </TerminalTooltip>
      <TerminalTooltip content="Sign out of this device">
        <button type="button" className="term-button term-button--warn site-header__signout" disabled={logout.isPending} onClick={signOut}>
          <SignOutGlyph />
          <span className="site-header__signout-text">{logout.isPending ? "Signing out..." : "Sign out"}</span>
        </button>
      </TerminalTooltip>
    </>
  );
}
