// The signed-in panel: header with Refresh and Sign out, the counters, the generate card and
// the tabs (spec §2 "/admin").
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import type { AdminSummary } from "../../../../shared/api-types";
import { PATHS } from "../../../app/paths";
import { ADMIN_ME_KEY, useAdminLogout } from "../api/admin-session-api";
import { useInvitationCodes } from "../api/invitation-codes-api";
import { adminToasts } from "../lib/admin-toasts";
import { isUnauthenticated } from "../lib/failure-text";
import { AdminTabs, type TabItem } from "./admin-tabs";
import { AuditLogTab } from "./audit-log-tab";
import { CodeCounters } from "./code-counters";
import { CodeListPanel } from "./code-list-panel";
import { CredibilityTab } from "./credibility-tab";
import { GenerateCodesCard } from "./generate-codes-card";
import { SettingsTab } from "./settings-tab";
import { useErrorToast } from "./use-error-toast";

type TabId = "unused" | "used" | "assigned" | "credibility" | "settings" | "audit";

export function AdminDashboard({ admin }: { admin: AdminSummary }) {
  const [tab, setTab] = useState<TabId>("unused");
  const codes = useInvitationCodes();
  const logout = useAdminLogout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A 401 here means the session ended (expiry, sign-out elsewhere, credentials changed on
  // another device): re-run the session check, whose failure sends the admin to the login.
  const sessionLost = codes.isError && isUnauthenticated(codes.error);
  useErrorToast(codes.isError && !sessionLost, codes.errorUpdatedAt, adminToasts.fetchCodesFailed());
  useEffect(() => {
    if (sessionLost) void queryClient.invalidateQueries({ queryKey: ADMIN_ME_KEY });
  }, [sessionLost, queryClient]);

  const lists = codes.data?.codes;
  const count = (n: number | undefined) => (n === undefined ? "…" : String(n));
  const tabs: ReadonlyArray<TabItem<TabId>> = [
    { id: "unused", label: `Unused (${count(lists?.unused.length)})` },
    { id: "used", label: `Used (${count(lists?.used.length)})` },
    { id: "assigned", label: `Assigned (${count(lists?.assigned.length)})` },
    { id: "credibility", label: "Credibility Entries" },
    { id: "settings", label: "Settings" },
    { id: "audit", label: "Audit Log" },
  ];

  const signOut = () => logout.mutate(undefined, { onSettled: () => navigate(PATHS.adminLogin, { replace: true }) });

  return (
    <div className="admin-panel">
      <header className="admin-panel__head">
        <div>
          <p className="admin-kicker">
            <span className="status-dot" aria-hidden="true" /> CLEARANCE: {admin.role === "super_admin" ? "SUPER ADMIN" : "ADMIN"}
          </p>
          <h1 className="admin-panel__title">Admin Control Panel</h1>
          <p className="admin-panel__subtitle">Invitation Code Management</p>
        </div>
        <div className="admin-panel__session">
          <p className="admin-muted">
            Operator <span className="admin-strong">{admin.fullName}</span>
          </p>
          <div className="admin-actions">
            <button
              type="button"
              className="term-button term-button--compact"
              disabled={codes.isFetching}
              onClick={() => void codes.refetch()}
            >
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

      <AdminTabs label="Admin sections" tabs={tabs} selected={tab} onSelect={setTab}>
        {tab === "unused" || tab === "used" || tab === "assigned" ? (
          codes.isPending ? (
            <p className="admin-empty" role="status">
              Loading codes…
            </p>
          ) : codes.isError || !lists ? (
            <div className="admin-empty">
              <p>Failed to fetch invitation codes</p>
              <button type="button" className="term-button term-button--compact" onClick={() => void codes.refetch()}>
                Retry
              </button>
            </div>
          ) : (
            <CodeListPanel key={tab} kind={tab} codes={lists[tab]} />
          )
        ) : tab === "credibility" ? (
          <CredibilityTab />
        ) : tab === "settings" ? (
          <SettingsTab currentUsername={admin.username} />
        ) : (
          <AuditLogTab />
        )}
      </AdminTabs>
    </div>
  );
}
