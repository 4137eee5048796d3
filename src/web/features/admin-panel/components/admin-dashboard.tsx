// The signed-in panel: header with Refresh and Sign out, the counters, the generate card and
// the tabs (spec §2 "/admin"). Each tab's content belongs to its feature.
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import type { AdminSummary } from "#shared/api-types";
import { PATHS } from "../../../app/paths";
import { LoadFailed } from "../../../components/panel/load-failed";
import "../../../components/panel/panel.css";
import { Tabs, type TabItem } from "../../../components/tabs/tabs";
import { toast } from "../../../components/toast/toast-store";
import { useErrorToast } from "../../../components/toast/use-error-toast";
import { useAdminLogout } from "../../admin-auth/api/admin-session-api";
import { CredentialsForm } from "../../admin-auth/components/credentials-form";
import { authToasts } from "../../admin-auth/lib/auth-toasts";
import { AuditLogTab } from "../../audit-log/components/audit-log-tab";
import { CredibilityTab } from "../../credibility/components/credibility-tab";
import { useInvitationCodes } from "../../invitation-codes/api/invitation-codes-api";
import { CodeCounters } from "../../invitation-codes/components/code-counters";
import { CodeListPanel } from "../../invitation-codes/components/code-list-panel";
import { GenerateCodesCard } from "../../invitation-codes/components/generate-codes-card";
import { codeToasts } from "../../invitation-codes/lib/code-toasts";
import { MembersTab } from "../../members-admin/components/members-tab";
import { OutboxTab } from "../../outbox/components/outbox-tab";
import "../admin-panel.css";

type TabId = "unused" | "used" | "assigned" | "credibility" | "members" | "outbox" | "settings" | "audit";

export function AdminDashboard({ admin }: { admin: AdminSummary }) {
  const [tab, setTab] = useState<TabId>("unused");
  const codes = useInvitationCodes();
  const logout = useAdminLogout();
  const navigate = useNavigate();
  useErrorToast(codes, codeToasts.fetchCodesFailed);

  const lists = codes.data?.codes;
  const count = (n: number | undefined) => (n === undefined ? "…" : String(n));
  const tabs: ReadonlyArray<TabItem<TabId>> = [
    { id: "unused", label: `Unused (${count(lists?.unused.length)})` },
    { id: "used", label: `Used (${count(lists?.used.length)})` },
    { id: "assigned", label: `Assigned (${count(lists?.assigned.length)})` },
    { id: "credibility", label: "Credibility Entries" },
    { id: "members", label: "Members" },
    { id: "outbox", label: "Outbox" },
    { id: "settings", label: "Settings" },
    { id: "audit", label: "Audit Log" },
  ];

  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        toast(authToasts.signedOut());
        navigate(PATHS.adminLogin, { replace: true });
      },
    });

  return (
    <div className="admin-panel">
      <header className="admin-panel__head">
        <div>
          <p className="admin-panel__kicker">
            <span className="status-dot" aria-hidden="true" /> CLEARANCE: {admin.role === "super_admin" ? "SUPER ADMIN" : "ADMIN"}
          </p>
          <h1 className="screen-title screen-title--large">Admin Control Panel</h1>
          <p className="admin-panel__subtitle">Invitation Code Management</p>
        </div>
        <div className="admin-panel__session">
          <p className="text-muted">
            Operator <span className="text-strong">{admin.fullName}</span>
          </p>
          <div className="admin-panel__actions">
            <button type="button" className="term-button term-button--compact" disabled={codes.isFetching} onClick={() => void codes.refetch()}>
              <span aria-hidden="true">⟳ </span>
              {codes.isFetching ? "Refreshing..." : "Refresh"}
            </button>
            <button type="button" className="term-button term-button--compact term-button--warn" disabled={logout.isPending} onClick={signOut}>
              {logout.isPending ? "Signing out..." : "Sign out"}
            </button>
          </div>
        </div>
      </header>

      <CodeCounters lists={lists} />
      <GenerateCodesCard />

      <Tabs idPrefix="admin" label="Admin sections" tabs={tabs} selected={tab} onSelect={setTab}>
        {tab === "unused" || tab === "used" || tab === "assigned" ? (
          codes.isPending ? (
            <p className="empty-state" role="status">
              Loading codes…
            </p>
          ) : codes.isError || !lists ? (
            <LoadFailed message="Failed to fetch invitation codes" onRetry={() => void codes.refetch()} />
          ) : (
            <CodeListPanel key={tab} kind={tab} codes={lists[tab]} />
          )
        ) : tab === "credibility" ? (
          <CredibilityTab />
        ) : tab === "members" ? (
          <MembersTab />
        ) : tab === "outbox" ? (
          <OutboxTab />
        ) : tab === "settings" ? (
          <CredentialsForm currentUsername={admin.username} />
        ) : (
          <AuditLogTab />
        )}
      </Tabs>
    </div>
  );
}
