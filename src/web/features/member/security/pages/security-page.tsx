// /account/security: what happened to the member's own account (decision 0137): sign-ins with the
// network each came from, devices with their last activity and sessions, passkeys, and what admins
// changed, named by role. "Sign out everywhere else" ends every other session. The two long lists
// go a page at a time, each after its own cursor.
import { PAGE_PATHS } from "#shared/page-paths";
import { SIGN_INS_SHOWN } from "#shared/security-page";
import "#web/components/panel/panel.css";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { fetchFailed } from "#web/components/toast/toast-text";
import { MemberPageGate } from "#web/features/member/shared/member-page-gate";
import { useMemberPage } from "#web/features/member/shared/use-member-page";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import { Link } from "react-router-dom";
import { useSecurityPage } from "../api/security-api";
import { useCursorStack } from "../components/cursor-pager";
import { ADMIN_ACTION_COLUMNS, DEVICE_COLUMNS, PASSKEY_COLUMNS, SIGN_IN_COLUMNS } from "../components/security-tables";
import { SecurityListCard } from "../components/security-list-card";
import { SignOutOthersCard } from "../components/sign-out-others-card";
import "./security-page.css";

const fetchSecurityFailed = (error: unknown) => fetchFailed("Failed to fetch your security page", error);

function SecurityLists() {
  const signIns = useCursorStack<string>();
  const actions = useCursorStack<number>();
  const page = useSecurityPage({ signInsAfter: signIns.cursor, adminActionsAfter: actions.cursor });
  useErrorToast(page, fetchSecurityFailed);
  const data = page.data;
  const otherSessions = data?.devices.reduce(
    (sum, device) => sum + (device.current ? Math.max(0, device.sessions - 1) : device.sessions),
    0,
  );
  return (
    <>
      <SignOutOthersCard otherSessions={otherSessions} />
      <SecurityListCard
        id="security-passkeys"
        title="Passkeys"
        page={page}
        caption="Passkeys, newest first"
        columns={PASSKEY_COLUMNS}
        rows={(answer) => answer.passkeys}
        rowKey={(row) => row.deviceId}
        empty="No passkeys yet. Add one from your account page, on the device it will belong to."
      />
      <SecurityListCard
        id="security-sign-ins"
        title="Sign-ins"
        wide
        page={page}
        intro={`Your newest ${SIGN_INS_SHOWN} sign-ins, registration included. The address is only the network it came from, never more.`}
        caption="Sign-ins, newest first"
        columns={SIGN_IN_COLUMNS}
        rows={(answer) => answer.signIns}
        rowKey={(row) => row.id}
        empty="No sign-ins yet"
        paging={{ label: "Pages of sign-ins", stack: signIns, next: (answer) => answer.signInsNext }}
      />
      <SecurityListCard
        id="security-devices"
        title="Devices"
        wide
        page={page}
        caption="Devices, most recently used first"
        columns={DEVICE_COLUMNS}
        rows={(answer) => answer.devices}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({ "data-current": row.current ? "true" : undefined })}
        empty="No devices"
        footer={
          <>
            Rename or revoke devices on your <Link to={PAGE_PATHS.account}>account page</Link>.
          </>
        }
      />
      <SecurityListCard
        id="security-admin-actions"
        title="Changes by administrators"
        wide
        page={page}
        intro="What the service's administrators changed on your account: your package, device limit, devices."
        caption="Changes by administrators, newest first"
        columns={ADMIN_ACTION_COLUMNS}
        rows={(answer) => answer.adminActions}
        rowKey={(row) => String(row.id)}
        empty="No administrator has changed your account"
        paging={{ label: "Pages of changes by administrators", stack: actions, next: (answer) => answer.adminActionsNext }}
      />
    </>
  );
}

export function SecurityPage() {
  usePageMeta(pageTitle("Security"));
  const { user, me } = useMemberPage();
  if (!user) return <MemberPageGate failed={me.isError} onRetry={() => void me.refetch()} />;
  return (
    <div className="security">
      <header className="security__head">
        <p className="screen-kicker">
          <span className="status-dot" aria-hidden="true" /> SECURITY LOG
        </p>
        <h1 className="screen-title screen-title--large">Security</h1>
        <p className="text-muted">
          Signed in as <span className="text-strong">{user.username}</span> ·{" "}
          <Link to={PAGE_PATHS.account} className="text-link">
            Back to your account
          </Link>
        </p>
      </header>
      <div className="security__grid">
        <SecurityLists />
      </div>
    </div>
  );
}
