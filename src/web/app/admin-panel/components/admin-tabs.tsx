// The panel's sections and tabs: ONE list each. To add a tab, add one line to ADMIN_TABS, in the
// place it should appear within its section:
//   { id: "status", section: "system", label: () => "Status", render: () => <SystemStatusTab /> },
// The id is the tab's DOM id suffix (admin-tab-status) and its address (/admin?tab=status); the
// label is its accessible name (tests find tabs by it); render gets the signed-in admin and the
// codes' counters query; `roles` limits a tab to those roles (the Admins tab: super admins). A
// section shows once it has a tab; a new section is one line in ADMIN_SECTIONS.
import type { ReactNode } from "react";
import type { Schema } from "#web/lib/api-types";
import type { AdminRole } from "#shared/schemas/admin";
import { AdminsTab } from "#web/features/admin/admins/components/admins-tab";
import { AdminSettingsTab } from "#web/features/admin/auth/components/admin-settings-tab";
import { AuditLogTab } from "#web/features/admin/audit-log/components/audit-log-tab";
import { ClaimsTab } from "#web/features/admin/claims/components/claims-tab";
import { AppraisersTab } from "#web/features/admin/content/components/appraisers-tab";
import { ContactMessagesTab } from "#web/features/admin/content/components/contact-messages-tab";
import { SiteSettingsTab } from "#web/features/admin/content/components/site-settings-tab";
import { TestimonialsTab } from "#web/features/admin/content/components/testimonials-tab";
import { ServiceRequestsTab } from "#web/features/admin/claims/components/service-requests-tab";
import { CredibilityTab } from "#web/features/admin/credibility/components/credibility-tab";
import type { useCodeCounts } from "#web/features/admin/invitation-codes/api/invitation-codes-api";
import { CodeListPanel, type CodeListKind } from "#web/features/admin/invitation-codes/components/code-list-panel";
import { MembersTab } from "#web/features/admin/members/components/members-tab";
import { LazyOverviewTab } from "#web/features/admin/overview/components/overview-tab-loader";
import { OutboxTab } from "#web/features/admin/outbox/components/outbox-tab";
import { SubscriptionsTab } from "#web/features/admin/subscriptions/components/subscriptions-tab";
import { SystemStatusTab } from "#web/features/admin/system-status/components/system-status-tab";
import type { PanelSection } from "../lib/panel-sections";

export type AdminSectionId = "codes" | "overview" | "members" | "claims" | "content" | "system";

export const ADMIN_SECTIONS: ReadonlyArray<PanelSection<AdminSectionId>> = [
  { id: "codes", label: "Codes" },
  { id: "overview", label: "Overview" },
  { id: "members", label: "Members" },
  { id: "claims", label: "Claims" },
  { id: "content", label: "Content" },
  { id: "system", label: "System" },
];

export type AdminTabContext = { admin: Schema<"AdminSummary">; codeCounts: ReturnType<typeof useCodeCounts> };

export type AdminTab = {
  id: string;
  section: AdminSectionId;
  label: (context: AdminTabContext) => string;
  render: (context: AdminTabContext) => ReactNode;
  /** Only these roles see the tab; every admin when left out. */
  roles?: readonly AdminRole[];
};

/** "…" until the counters are read; the Unused tab holds the active (redeemable) codes. */
const codeCount = ({ codeCounts }: AdminTabContext, kind: CodeListKind) => {
  const n = codeCounts.data?.[kind === "unused" ? "active" : kind];
  return n === undefined ? "…" : String(n);
};

export const ADMIN_TABS: readonly AdminTab[] = [
  {
    id: "unused",
    section: "codes",
    label: (c) => `Unused (${codeCount(c, "unused")})`,
    render: () => <CodeListPanel key="unused" kind="unused" />,
  },
  { id: "used", section: "codes", label: (c) => `Used (${codeCount(c, "used")})`, render: () => <CodeListPanel key="used" kind="used" /> },
  {
    id: "assigned",
    section: "codes",
    label: (c) => `Assigned (${codeCount(c, "assigned")})`,
    render: () => <CodeListPanel key="assigned" kind="assigned" />,
  },
  {
    id: "expired",
    section: "codes",
    label: (c) => `Expired (${codeCount(c, "expired")})`,
    render: () => <CodeListPanel key="expired" kind="expired" />,
  },
  { id: "overview", section: "overview", label: () => "Overview", render: () => <LazyOverviewTab /> },
  { id: "members", section: "members", label: () => "Members", render: () => <MembersTab /> },
  { id: "subscriptions", section: "members", label: () => "Subscriptions", render: () => <SubscriptionsTab /> },
  { id: "outbox", section: "members", label: () => "Outbox", render: () => <OutboxTab /> },
  { id: "claims", section: "claims", label: () => "Claims", render: () => <ClaimsTab /> },
  { id: "service-requests", section: "claims", label: () => "Service requests", render: () => <ServiceRequestsTab /> },
  { id: "credibility", section: "content", label: () => "Credibility Entries", render: () => <CredibilityTab /> },
  { id: "appraisers", section: "content", label: () => "Appraisers", render: () => <AppraisersTab /> },
  { id: "testimonials", section: "content", label: () => "Testimonials", render: () => <TestimonialsTab /> },
  { id: "messages", section: "content", label: () => "Messages", render: () => <ContactMessagesTab /> },
  { id: "site-settings", section: "content", label: () => "Site settings", render: () => <SiteSettingsTab /> },
  { id: "status", section: "system", label: () => "Status", render: () => <SystemStatusTab /> },
  { id: "settings", section: "system", label: () => "Settings", render: ({ admin }) => <AdminSettingsTab admin={admin} /> },
  { id: "admins", section: "system", label: () => "Admins", render: ({ admin }) => <AdminsTab me={admin} />, roles: ["super_admin"] },
  { id: "audit", section: "system", label: () => "Audit Log", render: () => <AuditLogTab /> },
];
