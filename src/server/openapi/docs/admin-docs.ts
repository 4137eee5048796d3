// The admin side of the API (/api/admin/…): session, admins, two-factor, codes, credibility,
// members, outbox, subscriptions, claims, system status. Content lives in content-docs.ts.
import { z } from "zod";
import { adminLoginSchema, adminSetupSchema, createAdminSchema, mfaConfirmSchema, updateCredentialsSchema } from "#shared/schemas/admin";
import { auditQuerySchema } from "#shared/schemas/audit";
import { built } from "#shared/schemas/built-on-first-use";
import { claimIdSchema, claimListSchema, claimStatusChangeSchema, documentIdSchema } from "#shared/schemas/claims";
import { pageQuerySchema } from "#shared/schemas/paging";
import { credibilityEntryIdSchema, credibilityEntrySchema, credibilityEntryUpdateSchema } from "#shared/schemas/credibility";
import {
  assignCodeSchema,
  codeIdSchema,
  codePageQuerySchema,
  customCodeSchema,
  extendCodeSchema,
  generateCodesSchema,
} from "#shared/schemas/invitation-codes";
import { maxDevicesSchema, memberSearchSchema, notificationIdSchema, outboxQuerySchema } from "#shared/schemas/members";
import { activateSubscriptionSchema, packageNameSchema, planChangeSchema, subscriptionListSchema } from "#shared/schemas/subscriptions";
import { statsQuerySchema } from "#shared/schemas/stats";
import { named, type RouteDocs } from "../route-doc";

const memberRef = z.string().meta({ description: "A member's id, or their username" });
const download = {
  contentType: "application/octet-stream",
  format: "binary",
  description: "The stored file as an attachment (its own content type, never shown inline)",
} as const;

export const ADMIN_DOCS: RouteDocs = {
  "GET /api/admin/setup-status": {
    tag: "Admin session",
    auth: "public",
    summary: "Whether the first super admin has been created",
    answer: "SetupStatus",
  },
  "POST /api/admin/setup": {
    tag: "Admin session",
    auth: "public",
    summary: "Create the first super admin (once) and the first invitation codes",
    body: named("AdminSetup", adminSetupSchema),
    answer: "Setup",
    errors: [409],
  },
  "POST /api/admin/login": {
    tag: "Admin session",
    auth: "public",
    summary: "Sign in as an admin; sets the admin session cookie",
    description:
      "With two-factor sign-in on, the first try without `code` answers 401 `Two-factor code required`; send the same username and password with `code`. Failed attempts are throttled per address and per username (429).",
    body: named("AdminLogin", adminLoginSchema),
    answer: "AdminLogin",
    errors: [401, 429],
  },
  "POST /api/admin/logout": {
    tag: "Admin session",
    auth: "admin",
    summary: "Sign out: ends the session and clears the cookie",
    answer: "Message",
  },
  "GET /api/admin/me": { tag: "Admin session", auth: "admin", summary: "The signed-in admin", answer: "AdminMe" },
  "POST /api/admin/update-credentials": {
    tag: "Admin session",
    auth: "admin",
    summary: "Change the signed-in admin's username and password (other sessions end)",
    body: named("UpdateCredentials", updateCredentialsSchema),
    answer: "AdminChange",
    errors: [409],
  },
  "GET /api/admin/mfa": { tag: "Admin session", auth: "admin", summary: "The signed-in admin's two-factor state", answer: "MfaStatus" },
  "POST /api/admin/mfa/enroll": {
    tag: "Admin session",
    auth: "admin",
    summary: "Start two-factor set-up: a new secret and its QR code",
    answer: "MfaEnrolment",
    errors: [409],
  },
  "POST /api/admin/mfa/confirm": {
    tag: "Admin session",
    auth: "admin",
    summary: "Finish two-factor set-up with a code from the app; answers the recovery codes once",
    body: named("MfaConfirm", mfaConfirmSchema),
    answer: "MfaConfirm",
    errors: [409],
  },
  "GET /api/admin/admins": { tag: "Admins", auth: "admin", summary: "Every admin account (super admins only)", answer: "AdminList" },
  "POST /api/admin/admins": {
    tag: "Admins",
    auth: "admin",
    summary: "Create an admin account (super admins only)",
    body: named("CreateAdmin", createAdminSchema),
    answer: "AdminChange",
    errors: [409],
  },
  "GET /api/admin/audit-log": {
    tag: "Admins",
    auth: "admin",
    summary: "The audit log, newest first, a page at a time",
    query: named("AuditQuery", auditQuerySchema),
    answer: "AuditLog",
  },
  "GET /api/admin/stats": {
    tag: "System",
    auth: "admin",
    summary: "The operator's overview: funnel, members, claims, packages, payments and security for 7, 30, 90 or 365 days",
    description:
      "Every figure of one range (the UTC days ending today) in one answer, kept a minute (generatedAt says when it was made). Members' activity per day up to 30 days, per week beyond; claims and payments per week (per day for 7 days); sign-in failures per hour for 7 days, per day beyond; devices per day.",
    query: named("StatsQuery", statsQuerySchema),
    answer: "OperatorStats",
  },
  "GET /api/admin/system-status": {
    tag: "System",
    auth: "admin",
    summary: "Version, database size and how the scheduled backups are doing",
    answer: "SystemStatus",
  },

  "GET /api/admin/invitation-codes": {
    tag: "Invitation codes",
    auth: "admin",
    summary: "Invitation codes: a page of one list, or every list",
    description:
      "With `status`, `q`, `page` or `pageSize`: one page of the list `status` names (every code when left out), newest first, the exact total that matches and the panel's counters; `q` looks in the code and the assignee's username, names, e-mail and phone (any case; 3 characters or more through the trigram index). Without them: every code in the spec's lists, sent compressed when the client accepts it, with an ETag.",
    query: named("InvitationCodePageQuery", codePageQuerySchema),
    answer: "InvitationCodes",
  },
  "POST /api/admin/invitation-codes": {
    tag: "Invitation codes",
    auth: "admin",
    summary: "Generate a batch of codes ({count}) or create one custom code ({code})",
    body: named("CreateInvitationCodes", z.union([built(generateCodesSchema), built(customCodeSchema)])),
    answer: "InvitationCodesCreated",
    errors: [409],
  },
  "POST /api/admin/invitation-codes/{id}/assign": {
    tag: "Invitation codes",
    auth: "admin",
    summary: "Assign an unused code to a person",
    params: { id: codeIdSchema },
    body: named("AssignCode", assignCodeSchema),
    answer: "InvitationCodeChange",
    errors: [404, 409],
  },
  "POST /api/admin/invitation-codes/{id}/extend": {
    tag: "Invitation codes",
    auth: "admin",
    summary: "Set a new expiry for an unused code, counted from now, or remove it (null)",
    params: { id: codeIdSchema },
    body: named("ExtendCode", extendCodeSchema),
    answer: "InvitationCodeChange",
    errors: [404, 409],
  },
  "DELETE /api/admin/invitation-codes/{id}/assign": {
    tag: "Invitation codes",
    auth: "admin",
    summary: "Clear the assignee of an unused code",
    params: { id: codeIdSchema },
    answer: "InvitationCodeChange",
    errors: [404, 409],
  },

  "GET /api/admin/credibility-entries": {
    tag: "Credibility",
    auth: "admin",
    summary: "Credibility entries: a page, or every one",
    description:
      "With `q`, `page` or `pageSize`: one page, newest first, and the exact total; `q` (3 characters or more through the full-text index) looks in contractor, company, client, claim type and notes. Without them: every entry, as the spec answers it, sent compressed when the client accepts it, with an ETag.",
    query: named("PageQuery", pageQuerySchema),
    answer: "CredibilityEntries",
  },
  "POST /api/admin/credibility-entries": {
    tag: "Credibility",
    auth: "admin",
    summary: "Add a credibility entry",
    body: named("CredibilityEntryInput", credibilityEntrySchema),
    answer: "CredibilityEntry",
  },
  "PUT /api/admin/credibility-entries/{id}": {
    tag: "Credibility",
    auth: "admin",
    summary: "Change some fields of a credibility entry",
    params: { id: credibilityEntryIdSchema },
    body: named("CredibilityEntryChange", credibilityEntryUpdateSchema),
    answer: "CredibilityEntry",
    errors: [404],
  },
  "DELETE /api/admin/credibility-entries/{id}": {
    tag: "Credibility",
    auth: "admin",
    summary: "Delete a credibility entry",
    params: { id: credibilityEntryIdSchema },
    answer: "Message",
    errors: [404],
  },

  "GET /api/admin/members": {
    tag: "Members",
    auth: "admin",
    summary: "Members a page at a time, with device counts and last activity",
    description: "Newest first; `q` looks in username, name, e-mail and company; `total` counts every member that matches.",
    query: named("MemberSearch", memberSearchSchema),
    answer: "Members",
  },
  "GET /api/admin/members/{id}": {
    tag: "Members",
    auth: "admin",
    summary: "One member: profile, devices and recent activity",
    params: { id: memberRef },
    answer: "MemberDetail",
    errors: [404],
  },
  "POST /api/admin/members/{id}/activate": {
    tag: "Members",
    auth: "admin",
    summary: "Let a member sign in again",
    params: { id: memberRef },
    answer: "MemberChange",
    errors: [404],
  },
  "POST /api/admin/members/{id}/deactivate": {
    tag: "Members",
    auth: "admin",
    summary: "Stop a member signing in (ends their sessions)",
    params: { id: memberRef },
    answer: "MemberChange",
    errors: [404],
  },
  "PUT /api/admin/members/{id}/max-devices": {
    tag: "Members",
    auth: "admin",
    summary: "Set how many devices a member may sign in from",
    params: { id: memberRef },
    body: named("MaxDevices", maxDevicesSchema),
    answer: "MemberChange",
    errors: [404],
  },
  "DELETE /api/admin/members/{id}/devices": {
    tag: "Members",
    auth: "admin",
    summary: "Forget every device of a member (ends their sessions)",
    params: { id: memberRef },
    answer: "MemberChange",
    errors: [404],
  },
  "GET /api/admin/outbox": {
    tag: "Members",
    auth: "admin",
    summary: "Messages to members (mail and SMS) and how their sending went",
    query: named("OutboxQuery", outboxQuerySchema),
    answer: "Outbox",
  },
  "POST /api/admin/outbox/{id}/retry": {
    tag: "Members",
    auth: "admin",
    summary: "Send a held or failed message again",
    params: { id: notificationIdSchema },
    answer: "NotificationChange",
    errors: [404, 409],
  },

  "GET /api/admin/subscription-plans": { tag: "Subscriptions", auth: "admin", summary: "Every package, on sale or not", answer: "Plans" },
  "PUT /api/admin/subscription-plans/{name}": {
    tag: "Subscriptions",
    auth: "admin",
    summary: "Change a package's prices, quotas or availability",
    params: { name: packageNameSchema },
    body: named("PlanChange", planChangeSchema),
    answer: "PlanChange",
    errors: [400, 404],
  },
  "GET /api/admin/subscriptions": {
    tag: "Subscriptions",
    auth: "admin",
    summary: "Members' subscriptions",
    query: named("SubscriptionSearch", subscriptionListSchema),
    answer: "Subscriptions",
  },
  "GET /api/admin/members/{id}/subscription": {
    tag: "Subscriptions",
    auth: "admin",
    summary: "A member's subscription and its payments",
    params: { id: memberRef },
    answer: "SubscriptionDetail",
    errors: [404],
  },
  "POST /api/admin/members/{id}/subscription": {
    tag: "Subscriptions",
    auth: "admin",
    summary: "Activate a package for a member (paid outside the payment provider)",
    params: { id: memberRef },
    body: named("ActivateSubscription", activateSubscriptionSchema),
    answer: "SubscriptionChange",
    errors: [404, 409],
  },
  "POST /api/admin/members/{id}/subscription/cancel": {
    tag: "Subscriptions",
    auth: "admin",
    summary: "Cancel a member's subscription at the end of its paid period",
    params: { id: memberRef },
    answer: "SubscriptionChange",
    errors: [404, 409],
  },
  "GET /api/admin/payment-events": {
    tag: "Subscriptions",
    auth: "admin",
    summary: "The payment provider's events, newest first (200 at most)",
    query: named(
      "PaymentEventQuery",
      z.object({
        outcome: z
          .enum(["applied", "ignored", "unmatched"])
          .optional()
          .meta({ description: "Only events with this outcome; any other value: all" }),
      }),
    ),
    answer: "PaymentEvents",
  },

  "GET /api/admin/claims": {
    tag: "Claims",
    auth: "admin",
    summary: "The claims queue, filtered, 25 a page",
    query: named("ClaimQuery", claimListSchema),
    answer: "Claims",
  },
  "GET /api/admin/claims/{id}": {
    tag: "Claims",
    auth: "admin",
    summary: "One claim with its documents and history",
    params: { id: claimIdSchema },
    answer: "ClaimDetail",
    errors: [404],
  },
  "POST /api/admin/claims/{id}/status": {
    tag: "Claims",
    auth: "admin",
    summary: "Move a claim one step on (or cancel it), with a note",
    params: { id: claimIdSchema },
    body: named("ClaimStatusChange", claimStatusChangeSchema),
    answer: "ClaimChange",
    errors: [404, 409],
  },
  "GET /api/admin/documents/{id}": {
    tag: "Claims",
    auth: "admin",
    summary: "Download any claim document",
    params: { id: documentIdSchema },
    answer: download,
    errors: [404],
  },
  "GET /api/admin/service-requests": {
    tag: "Claims",
    auth: "admin",
    summary: "Service requests from members and visitors, newest first",
    answer: "ServiceRequests",
  },
};
