// The contract of the API's answers: src/core builds and returns these types, the web reads them,
// the CLI prints them. A failure is always FailureBody (src/shared/errors.ts).
import type { CodeLists, InvitationCodeView } from "./invitation-code-lists";
import type { AdminRole } from "./schemas/admin";
import type { BillingFrequency, PackageName, SubscriptionState } from "./billing-policy";
import type { ClaimStatus, ServiceRequestType } from "./schemas/claims";
import type { PagedAnswer } from "./schemas/paging";

export type { CodeLists, InvitationCodeView };

/** Every success answer carries `success: true` and the fields its call names. */
export type Success<T extends object = object> = { success: true } & T;
/** A change that only reports what it did. */
export type MessageAnswer = Success<{ message: string }>;

export type CredibilityEntryView = {
  id: string;
  contractorName: string;
  contractorCompany: string;
  contractorAddress: string;
  contractorPhone: string | null;
  contractorEmail: string | null;
  clientName: string;
  clientAddress: string;
  claimType: string;
  originalAmount: string | null;
  reducedAmount: string | null;
  finalAmount: string | null;
  deductible: string | null;
  publicAdjuster: string | null;
  fieldAdjuster: string | null;
  deskAdjuster: string | null;
  notes: string | null;
  successStory: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
};

export type AuditEntryView = {
  id: number;
  at: string;
  actor: string;
  adminId: string | null;
  clientAddress: string | null;
  userAgent: string | null;
  action: string;
  outcome: "success" | "failure" | "denied" | "throttled";
  detail: string | null;
  /** How many attempts this row stands for: anonymous refusals of one address roll up per minute. */
  repeats: number;
  /** When the last of those repeats happened; null for a single attempt. */
  lastAt: string | null;
};

export type AdminSummary = { id: string; username: string; fullName: string; role: AdminRole };

export type AdminView = AdminSummary & { isActive: boolean; lastLoginAt: string | null; createdAt: string };

// GET /api/health
export type HealthAnswer = Success<{ status: "ok"; version: string; database: "ok" }>;

// /api/admin: setup, session, credentials, admins, audit log
export type SetupStatusAnswer = Success<{ setupDone: boolean }>;
export type SetupAnswer = MessageAnswer & { admin: { fullName: string; username: string }; invitationCodes: number };
/** The core's setup result: the HTTP answer plus the codes, which only the CLI prints. */
export type SetupResult = SetupAnswer & { codes: string[] };
export type AdminLoginAnswer = Success<{ admin: { fullName: string; username: string; role: AdminRole } }>;
export type AdminMeAnswer = Success<{ admin: AdminSummary }>;
export type AdminChangeAnswer = MessageAnswer & { admin: AdminView };
export type AdminListAnswer = Success<{ admins: AdminView[] }>;
export type AuditLogAnswer = Success<{ entries: AuditEntryView[]; actions: string[] }>;

// /api/admin/invitation-codes
export type InvitationCodesAnswer = Success<{ codes: CodeLists }>;
export type GeneratedCodesAnswer = MessageAnswer & {
  codes: string[];
  /** When the new codes expire; null: never. */ expiresAt: string | null;
};
export type CodeChangeAnswer = MessageAnswer & { code: InvitationCodeView };

// /api/admin/credibility-entries
export type CredibilityEntriesAnswer = Success<{ entries: CredibilityEntryView[] }>;
/** The admins' list with `?q=&page=&pageSize=` (decision 0045): one page, newest first, and the exact total. */
export type CredibilityEntriesPage = PagedAnswer<CredibilityEntryView>;
export type CredibilityEntryAnswer = MessageAnswer & { entry: CredibilityEntryView };
export type CredibilityImportAnswer = MessageAnswer & { imported: number };

// Members: /api/auth and /api/user
export const MEMBER_ACTIVITY_ACTIONS = [
  "register",
  "login",
  "login.failure",
  "logout",
  "device.added",
  "device.refused",
  "device.revoked",
  "device.renamed",
  "reset.requested",
  "reset.completed",
  "countdown.started",
  "subscription.started",
  "subscription.renewed",
  "subscription.cancelled",
  "claim.filed",
  "claim.cancelled",
  "claim.refused",
  "document.uploaded",
  "document.refused",
  "service_request.sent",
] as const;
export type MemberActivityAction = (typeof MEMBER_ACTIVITY_ACTIONS)[number];

/** The signed-in member as the API shows them: never the password hash or any token. */
export type MemberView = {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  companyName: string;
  position: string;
  licenseNumber: string | null;
  isActive: boolean;
  firstLoginAt: string | null;
  createdAt: string;
  planName: string;
  maxDevices: number;
};
export type MemberAnswer = Success<{ user: MemberView }>;

/**
 * A member's device (decision 0060): `label` is the member's name for it, `reportedLabel` what its
 * browser last said it is, `updatedAt` when the browser's details last changed (an update, a
 * zoom), `current` the browser asking.
 */
export type DeviceView = {
  id: string;
  label: string;
  reportedLabel: string;
  createdAt: string;
  lastSeenAt: string;
  updatedAt: string;
  current: boolean;
};
export type DevicesAnswer = Success<{ devices: DeviceView[]; maxDevices: number }>;
export type DeviceChangeAnswer = MessageAnswer & { device: DeviceView | null };

export type ActivityView = {
  id: string;
  action: string;
  description: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string;
};
export type ActivityAnswer = Success<{ activity: ActivityView[] }>;

/** Deadlines are ISO strings, null while a window has not been started. */
export type CountdownStatusAnswer = Success<{
  purchaseDeadline: string | null;
  accessDeadline: string | null;
  hasPurchaseCountdown: boolean;
  hasAccessCountdown: boolean;
}>;
export type CountdownDeadlineAnswer = Success<{ deadline: string }>;

/** The member credibility search: one page and the total that matched. */
export type CredibilitySearchAnswer = Success<{ entries: CredibilityEntryView[]; total: number; page: number; pageSize: number }>;

// Admin: members and the notification outbox
export type MemberSummary = MemberView & { deviceCount: number; lastSeenAt: string | null };
/** The admins' members list: one page, newest first, and the exact total (decision 0045). */
export type MembersAnswer = PagedAnswer<MemberSummary>;
export type AdminDeviceView = Omit<DeviceView, "current">;
export type MemberDetailAnswer = Success<{ member: MemberSummary; devices: AdminDeviceView[]; activity: ActivityView[] }>;
export type MemberChangeAnswer = MessageAnswer & { member: MemberSummary };

export type NotificationView = {
  id: string;
  userId: string | null;
  channel: "email" | "sms";
  purpose: string;
  recipient: string;
  subject: string | null;
  body: string;
  status: "pending" | "sent" | "held" | "failed";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  sentAt: string | null;
};
export type OutboxAnswer = Success<{ notifications: NotificationView[] }>;
export type NotificationChangeAnswer = MessageAnswer & { notification: NotificationView };

// Subscriptions and billing.
export type PlanView = {
  id: string;
  name: PackageName;
  displayName: string;
  pricePerMonth: string;
  pricePerWeek: string;
  estimatesQuota: number;
  appraisalsQuota: number;
  engineerAssignmentsQuota: number;
  attorneyAssistanceQuota: number;
  description: string | null;
  isActive: boolean;
};
export type PlansAnswer = Success<{ plans: PlanView[] }>;
export type PlanChangeAnswer = MessageAnswer & { plan: PlanView };

/** One quota of a period: what the package gives, what is used, what is left. */
export type QuotaView = { quota: number; used: number; remaining: number };
export type SubscriptionView = {
  id: string;
  userId: string;
  username: string;
  plan: PackageName;
  planDisplayName: string;
  frequency: BillingFrequency;
  /** What the member pays each time, as bought. */
  price: string;
  state: SubscriptionState;
  startDate: string;
  endDate: string;
  /** The day the next payment is due (YYYY-MM-DD, UTC). */
  dueDate: string;
  daysPastDue: number;
  cancelledAt: string | null;
  activatedBy: string;
  quotas: { estimates: QuotaView; appraisals: QuotaView; engineerAssignments: QuotaView; attorneyAssistance: QuotaView };
};
export type MemberSubscriptionAnswer = Success<{ state: SubscriptionState; subscription: SubscriptionView | null; policy: string }>;
export type SubscriptionsAnswer = Success<{ subscriptions: SubscriptionView[] }>;
export type SubscriptionChangeAnswer = MessageAnswer & { subscription: SubscriptionView };
/** A member who never had a package is a normal state: `subscription` is null and there are no payments. */
export type SubscriptionDetailAnswer = Success<{ subscription: SubscriptionView | null; payments: PaymentView[] }>;
export type PaymentView = {
  id: string;
  paidAt: string;
  amount: string | null;
  settledDueDate: string;
  nextDueDate: string;
  source: string;
};
export type PaymentEventView = {
  id: string;
  type: string;
  receivedAt: string;
  outcome: "applied" | "ignored" | "unmatched";
  detail: string;
  clientReferenceId: string | null;
  username: string | null;
};
export type PaymentEventsAnswer = Success<{ events: PaymentEventView[] }>;

// Claims, documents and service requests.
export type ClaimHistoryView = { fromStatus: ClaimStatus | null; toStatus: ClaimStatus; note: string | null; actor: string; at: string };
export type DocumentView = {
  id: string;
  claimId: string | null;
  originalFilename: string;
  fileSize: number;
  mimeType: string;
  fileType: string;
  uploadedAt: string;
};
export type ClaimView = {
  id: string;
  userId: string;
  username: string;
  claimNumber: string | null;
  propertyAddress: string;
  homeowner: string;
  col: string;
  dol: string;
  inspectionStatus: string;
  serviceRequestType: ServiceRequestType;
  originalClaimAmount: string | null;
  finalClaimAmount: string | null;
  status: ClaimStatus;
  notes: string | null;
  documentCount: number;
  createdAt: string;
  updatedAt: string;
};
export type ClaimsAnswer = Success<{ claims: ClaimView[]; total: number; page: number; pageSize: number }>;
export type ClaimDetailAnswer = Success<{ claim: ClaimView; documents: DocumentView[]; history: ClaimHistoryView[] }>;
export type ClaimChangeAnswer = MessageAnswer & { claim: ClaimView };
export type DocumentsAnswer = MessageAnswer & { documents: DocumentView[] };
/** The bytes the member's documents take, and the most they may take (AAN_STORAGE_QUOTA_MB). */
export type MemberStorageAnswer = Success<{ usedBytes: number; quotaBytes: number }>;
export type ServiceRequestView = {
  id: string;
  userId: string | null;
  username: string | null;
  name: string;
  email: string;
  phone: string | null;
  serviceType: string;
  planType: string;
  description: string | null;
  createdAt: string;
};
export type ServiceRequestsAnswer = Success<{ requests: ServiceRequestView[] }>;
export type ServiceRequestAnswer = MessageAnswer & { request: ServiceRequestView };

// Public content: the appraiser directory, testimonials, site settings, contact messages.
export type AppraiserView = {
  id: string;
  name: string;
  state: string;
  credentials: string;
  appraisals: number;
  successRate: string;
  isPreferred: boolean;
  hideSpinningStar: boolean;
  specialties: string[];
  additionalCredentials: string[];
  /** Sample data from `aan demo seed`: the page labels it so. */
  isDemo: boolean;
  updatedAt: string;
};
export type AppraisersAnswer = Success<{ appraisers: AppraiserView[]; updatedAt: string | null }>;
export type AppraiserAnswer = MessageAnswer & { appraiser: AppraiserView };
export type TestimonialView = {
  id: string;
  text: string;
  authorInitial: string;
  authorSurname: string;
  role: string;
  city: string;
  isActive: boolean;
  sortOrder: number;
  isDemo: boolean;
};
export type TestimonialsAnswer = Success<{ testimonials: TestimonialView[] }>;
export type TestimonialAnswer = MessageAnswer & { testimonial: TestimonialView };
export type SiteSettingsAnswer = Success<{ settings: Record<string, string> }>;
export type SiteSettingAnswer = MessageAnswer & { key: string; value: string };
export type ContactMessageView = {
  id: string;
  callsign: string;
  email: string;
  operationType: string;
  missionDetails: string;
  createdAt: string;
  handledAt: string | null;
  handledBy: string | null;
};
export type ContactMessagesAnswer = Success<{ messages: ContactMessageView[] }>;
export type ContactMessageAnswer = MessageAnswer & { contactMessage: ContactMessageView };
export type OnlineStatsAnswer = Success<{ online: number; windowSeconds: number }>;

// Admin two-factor sign-in.
export type MfaStatusAnswer = Success<{ enabled: boolean; pending: boolean; recoveryCodesLeft: number; required: boolean }>;
export type MfaEnrolmentAnswer = Success<{ secret: string; otpauthUri: string; qrSvg: string }>;
export type MfaConfirmAnswer = MessageAnswer & { recoveryCodes: string[] };
