// The panel's sections and tabs: ONE list each. To add a tab, add one line to ADMIN_TABS, in the
// place it should appear within its section:
//   { id: "status", section: "system", label: () => "Status", render: () => <SystemStatusTab /> },
// The id is the tab's DOM id suffix (admin-tab-status) and its address (/admin?tab=status); the
// label is its accessible name (tests find tabs by it); render gets the signed-in admin and the
// codes query. A section shows once it has a tab; a new section is one line in ADMIN_SECTIONS.
import type { ReactNode } from "react";
import type { AdminSummary } from "#shared/api-types";
import { LoadFailed } from "../../../components/panel/load-failed";
import { AdminSettingsTab } from "../../admin-mfa/components/admin-settings-tab";
import { AuditLogTab } from "../../audit-log/components/audit-log-tab";
import { ClaimsTab } from "../../claims-admin/components/claims-tab";
import { AppraisersTab } from "../../content-admin/components/appraisers-tab";
import { ContactMessagesTab } from "../../content-admin/components/contact-messages-tab";
import { SiteSettingsTab } from "../../content-admin/components/site-settings-tab";
import { TestimonialsTab } from "../../content-admin/components/testimonials-tab";
import { ServiceRequestsTab } from "../../claims-admin/components/service-requests-tab";
import { CredibilityTab } from "../../credibility/components/credibility-tab";
import type { useInvitationCodes } from "../../invitation-codes/api/invitation-codes-api";
import { CodeListPanel } from "../../invitation-codes/components/code-list-panel";
import { MembersTab } from "../../members-admin/components/members-tab";
import { OutboxTab } from "../../outbox/components/outbox-tab";
import { SubscriptionsTab } from "../../subscriptions-admin/components/subscriptions-tab";
import { SystemStatusTab } from "../../system-status/components/system-status-tab";
import type { PanelSection } from "../lib/panel-sections";

export type AdminSectionId = "codes" | "members" | "claims" | "content" | "system";

export const ADMIN_SECTIONS: ReadonlyArray<PanelSection<AdminSectionId>> = [
  { id: "codes", label: "Codes" },
  { id: "members", label: "Members" },
  { id: "claims", label: "Claims" },
  { id: "content", label: "Content" },
  { id: "system", label: "System" },
];

export type AdminTabContext = { admin: AdminSummary; codes: ReturnType<typeof useInvitationCodes> };

export type AdminTab = {
  id: string;
  section: AdminSectionId;
  label: (context: AdminTabContext) => string;
  render: (context: AdminTabContext) => ReactNode;
};

/** "…" until the codes are read. */
const codeCount = ({ codes }: AdminTabContext, kind: CodeKind) => {
  const n = codes.data?.codes[kind].length;
  return n === undefined ? "…" : String(n);
};

export const ADMIN_TABS: readonly AdminTab[] = [
  { id: "unused", section: "codes", label: (c) => `Unused (${codeCount(c, "unused")})`, render: (c) => <CodeTab kind="unused" context={c} /> },
  { id: "used", section: "codes", label: (c) => `Used (${codeCount(c, "used")})`, render: (c) => <CodeTab kind="used" context={c} /> },
  { id: "assigned", section: "codes", label: (c) => `Assigned (${codeCount(c, "assigned")})`, render: (c) => <CodeTab kind="assigned" context={c} /> },
  { id: "expired", section: "codes", label: (c) => `Expired (${codeCount(c, "expired")})`, render: (c) => <CodeTab kind="expired" context={c} /> },
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
  { id: "audit", section: "system", label: () => "Audit Log", render: () => <AuditLogTab /> },
];

type CodeKind = "unused" | "used" | "assigned" | "expired";

/** One of the code lists, from the one codes query the counters also read. */
function CodeTab({ kind, context: { codes } }: { kind: CodeKind; context: AdminTabContext }) {
  const lists = codes.data?.codes;
  if (codes.isPending) {
    return (
      <p className="empty-state" role="status">
        Loading codes…
      </p>
    );
  }
  if (codes.isError || !lists) return <LoadFailed message="Failed to fetch invitation codes" onRetry={() => void codes.refetch()} />;
  return <CodeListPanel key={kind} kind={kind} codes={lists[kind]} />;
}
