// The signed-in panel: header with Refresh and Sign out, the counters, the section switcher, the
// generate card (codes section) and the open section's tabs (spec §2 "/admin", grown into
// sections: admin-tabs.tsx holds the one list). Each tab's content belongs to its feature.
import { ActionButton } from "#web/components/action-button/action-button";
import { useMemo, useRef, useState } from "react";
import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { Schema } from "#web/lib/api-types";
import { PAGE_PATHS } from "#shared/page-paths";
import "#web/components/panel/panel.css";
import { Tabs, type TabItem } from "#web/components/tabs/tabs";
import { toast } from "#web/components/toast/toast-store";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { INVITATION_CODES_KEY } from "#web/features/admin/shared/admin-query-keys";
import { useAdminLogout } from "#web/lib/sessions/admin-session-api";
import { authToasts } from "#web/features/admin/auth/lib/auth-toasts";
import { useMfaSetupGuard } from "#web/features/admin/auth/lib/mfa-guard";
import { mfaToasts } from "#web/features/admin/auth/lib/mfa-toasts";
import { useCodeCounts } from "#web/features/admin/invitation-codes/api/invitation-codes-api";
import { CodeCounters } from "#web/features/admin/invitation-codes/components/code-counters";
import { GenerateCodesCard } from "#web/features/admin/invitation-codes/components/generate-codes-card";
import { codeToasts } from "#web/features/admin/invitation-codes/lib/code-toasts";
import { useSetupChecklist } from "#web/features/admin/setup-checklist/api/setup-checklist-api";
import { SetupChecklistCard } from "#web/features/admin/setup-checklist/components/setup-checklist-card";
import { bringTabsIntoView, useLandOnAskedTab } from "../lib/land-on-tabs";
import { addressForTab, sectionsWithTabs, tabForSection, tabFromAddress, tabsForRole, tabsIn } from "../lib/panel-sections";
import "../admin-panel.css";
import { ADMIN_SECTIONS, ADMIN_TABS, type AdminSectionId, type AdminTabContext } from "./admin-tabs";
import { SectionSwitcher } from "./section-switcher";

export function AdminDashboard({ admin }: { admin: Schema<"AdminSummary"> }) {
  // Only the tabs this admin's role may open: the rest are not offered, not even by address.
  const shownTabs = useMemo(() => tabsForRole(ADMIN_TABS, admin.role), [admin.role]);
  const sections = useMemo(() => sectionsWithTabs(ADMIN_SECTIONS, shownTabs), [shownTabs]);
  const [searchParams] = useSearchParams();
  // Held in state (a click shows the tab at once) and written to the address for reloads and links.
  const [tabId, setTabId] = useState(() => tabFromAddress(shownTabs, searchParams.get("tab")).id);
  const tab = tabFromAddress(shownTabs, tabId);
  // The tab last open in each section, so a section chosen again opens where the admin left it.
  const [lastOpen, setLastOpen] = useState<Record<string, string>>({});
  const codeCounts = useCodeCounts();
  const queryClient = useQueryClient();
  // Refresh reads the counters and the open code page again (every code query, by its key).
  const refreshingCodes = useIsFetching({ queryKey: INVITATION_CODES_KEY }) > 0;
  const logout = useAdminLogout();
  const navigate = useNavigate();
  useErrorToast(codeCounts, codeToasts.fetchCodesFailed);
  // The checklist and the counters sit above the tabs: a ?tab= address lands once both are drawn.
  const checklist = useSetupChecklist();
  const nav = useRef<HTMLElement>(null);
  const [arrivedAtTab] = useState(() => searchParams.has("tab"));
  useLandOnAskedTab(nav, arrivedAtTab, !checklist.isPending && !codeCounts.isPending);

  const context: AdminTabContext = { admin, codeCounts };
  const tabs: ReadonlyArray<TabItem<string>> = tabsIn(shownTabs, tab.section).map((t) => ({ id: t.id, label: t.label(context) }));
  const section = sections.find((s) => s.id === tab.section);

  // The address is replaced, not pushed: Back leaves the panel, as before.
  const openTab = (id: string) => {
    const next = shownTabs.find((t) => t.id === id);
    if (!next) return;
    setTabId(next.id);
    setLastOpen((current) => ({ ...current, [next.section]: next.id }));
    navigate({ search: addressForTab(shownTabs, next.id) }, { replace: true });
  };
  // AAN_REQUIRE_ADMIN_MFA: an admin without a second factor is led to Settings, told why once.
  useMfaSetupGuard(
    () => openTab("settings"),
    () => toast(mfaToasts.setupRequired()),
  );
  const openSection = (id: AdminSectionId) => {
    const next = tabForSection(shownTabs, id, lastOpen);
    if (next) openTab(next.id);
  };

  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        toast(authToasts.signedOut());
        navigate(PAGE_PATHS.adminLogin, { replace: true });
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
            <button
              type="button"
              className="term-button term-button--compact"
              disabled={refreshingCodes}
              onClick={() => void queryClient.invalidateQueries({ queryKey: INVITATION_CODES_KEY })}
            >
              <span aria-hidden="true">⟳ </span>
              {refreshingCodes ? "Refreshing..." : "Refresh"}
            </button>
            <ActionButton text="Sign out" tone="warn" busy={logout.isPending} busyText="Signing out..." onClick={signOut} />
          </div>
        </div>
      </header>

      {/* What a fresh install still lacks, above the code management, while any line is open. */}
      <SetupChecklistCard
        adminId={admin.id}
        onOpenTab={(id) => {
          openTab(id);
          bringTabsIntoView(nav);
        }}
      />

      <CodeCounters counts={codeCounts.data} />

      <nav ref={nav} className="admin-panel__nav" aria-label="Admin panel">
        <SectionSwitcher sections={sections} selected={tab.section} onSelect={openSection} />
      </nav>

      {/* The generate card belongs to the codes: it shows with their section only. */}
      {tab.section === "codes" ? <GenerateCodesCard /> : null}

      <Tabs idPrefix="admin" label={`${section?.label ?? ""} tabs`} tabs={tabs} selected={tab.id} onSelect={openTab}>
        {tab.render(context)}
      </Tabs>
    </div>
  );
}
