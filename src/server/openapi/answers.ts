// The API's answers as zod schemas, for the OpenAPI document only. The answer types themselves
// are TypeScript (src/shared/api-types.ts and the core's return types); answers.test.ts has the
// compiler check that every answer the core returns fits the schema documented here.
import { z } from "zod";
import { ERROR_STATUS } from "#shared/errors";
import { ADMIN_ROLES } from "#shared/schemas/admin";
import { CLAIM_STATUSES, SERVICE_REQUEST_TYPES } from "#shared/schemas/claims";
import { BILLING_FREQUENCIES, PACKAGE_NAMES, SUBSCRIPTION_STATES } from "#shared/billing-policy";
import { NOTIFICATION_STATUSES } from "#shared/schemas/members";

const timestamp = z.string().meta({ format: "date-time", description: "ISO 8601 time" });
const day = z.string().meta({ format: "date", description: "A calendar day (YYYY-MM-DD)" });
const money = z.string().meta({ description: 'A decimal amount as text, e.g. "52000.00"', examples: ["52000.00"] });
const uuid = z.string().meta({ format: "uuid" });
const nullable = <T extends z.ZodType>(schema: T) => schema.nullable();

const success = <S extends z.ZodRawShape>(shape: S) => z.object({ success: z.literal(true), ...shape });
const withMessage = <S extends z.ZodRawShape>(shape: S) => success({ message: z.string(), ...shape });

/** The one failure shape of every error answer (src/shared/errors.ts FailureBody). */
export const failureBody = z.object({
  success: z.literal(false),
  error: z.string().meta({ description: "A human message, the one the web app shows" }),
  kind: z
    .enum(Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS, ...(keyof typeof ERROR_STATUS)[]])
    .meta({ description: "What went wrong, in one word; it decides the status" }),
  issues: z
    .array(z.object({ path: z.string().meta({ description: "The input field, dotted (empty for the whole input)" }), message: z.string() }))
    .optional()
    .meta({ description: "On invalid input: every problem found, the first one is `error`" }),
  requestId: z.string().optional().meta({ description: "On a 5xx only: the request's id in the server's log" }),
});

// Views: the things answers carry.
const adminSummary = z.object({ id: uuid, username: z.string(), fullName: z.string(), role: z.enum(ADMIN_ROLES) });
const adminView = adminSummary.extend({ isActive: z.boolean(), lastLoginAt: nullable(timestamp), createdAt: timestamp });
const auditEntry = z.object({
  id: z.number().int(),
  at: timestamp,
  actor: z.string(),
  adminId: nullable(uuid),
  clientAddress: nullable(z.string()),
  userAgent: nullable(z.string()),
  action: z.string(),
  outcome: z.enum(["success", "failure", "denied", "throttled"]),
  detail: nullable(z.string()),
  repeats: z.number().int().meta({ description: "How many attempts the row stands for (anonymous refusals roll up per minute)" }),
  lastAt: nullable(timestamp),
});
const invitationCode = z.object({
  id: uuid,
  code: z.string(),
  isUsed: z.boolean(),
  usedAt: nullable(timestamp),
  usedByUserId: nullable(uuid),
  usedByUsername: nullable(z.string()),
  createdAt: timestamp,
  assignedAt: nullable(timestamp),
  assigneeUsername: nullable(z.string()),
  assigneeFirstName: nullable(z.string()),
  assigneeLastName: nullable(z.string()),
  assigneePhone: nullable(z.string()),
  assigneeEmail: nullable(z.string()),
  expiresAt: nullable(timestamp).meta({ description: "When the code stops being redeemable; null: never" }),
  isExpired: z.boolean().meta({ description: "Unused and past its expiry when the answer was made" }),
});
const codeLists = z.object({
  unused: z.array(invitationCode),
  used: z.array(invitationCode),
  assigned: z.array(invitationCode),
  unassigned: z.array(invitationCode),
  expired: z.array(invitationCode),
});
const codeCounts = z
  .object({
    active: z.number().int().meta({ description: "Unused and not expired: can be redeemed" }),
    used: z.number().int(),
    expired: z.number().int(),
    total: z.number().int().meta({ description: "Every code: active, used and expired" }),
    assigned: z.number().int().meta({ description: "Active codes with an assignee" }),
    unassigned: z.number().int(),
  })
  .meta({ description: "The panel's counters, exact, whatever the search" });
const credibilityEntry = z.object({
  id: uuid,
  contractorName: z.string(),
  contractorCompany: z.string(),
  contractorAddress: z.string(),
  contractorPhone: nullable(z.string()),
  contractorEmail: nullable(z.string()),
  clientName: z.string(),
  clientAddress: z.string(),
  claimType: z.string(),
  originalAmount: nullable(money),
  reducedAmount: nullable(money),
  finalAmount: nullable(money),
  deductible: nullable(money),
  publicAdjuster: nullable(z.string()),
  fieldAdjuster: nullable(z.string()),
  deskAdjuster: nullable(z.string()),
  notes: nullable(z.string()),
  successStory: nullable(z.string()),
  isActive: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
const member = z.object({
  id: uuid,
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  companyName: z.string(),
  position: z.string(),
  licenseNumber: nullable(z.string()),
  isActive: z.boolean(),
  firstLoginAt: nullable(timestamp),
  createdAt: timestamp,
  planName: z.string(),
  maxDevices: z.number().int(),
});
const memberSummary = member.extend({ deviceCount: z.number().int(), lastSeenAt: nullable(timestamp) });
const device = z.object({
  id: uuid,
  label: z.string(),
  reportedLabel: z.string(),
  createdAt: timestamp,
  lastSeenAt: timestamp,
  updatedAt: timestamp,
  current: z.boolean(),
});
const adminDevice = device.omit({ current: true });
const activity = z.object({
  id: uuid,
  action: z.string(),
  description: nullable(z.string()),
  ipAddress: nullable(z.string()),
  userAgent: nullable(z.string()),
  createdAt: timestamp,
});
const notification = z.object({
  id: uuid,
  userId: nullable(uuid),
  channel: z.enum(["email", "sms"]),
  purpose: z.string(),
  recipient: z.string(),
  subject: nullable(z.string()),
  body: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  attempts: z.number().int(),
  lastError: nullable(z.string()),
  nextAttemptAt: nullable(timestamp),
  createdAt: timestamp,
  sentAt: nullable(timestamp),
});
const plan = z.object({
  id: uuid,
  name: z.enum(PACKAGE_NAMES),
  displayName: z.string(),
  pricePerMonth: money,
  pricePerWeek: money,
  estimatesQuota: z.number().int(),
  appraisalsQuota: z.number().int(),
  engineerAssignmentsQuota: z.number().int(),
  attorneyAssistanceQuota: z.number().int(),
  description: nullable(z.string()),
  isActive: z.boolean(),
});
const quota = z.object({ quota: z.number().int(), used: z.number().int(), remaining: z.number().int() });
const subscription = z.object({
  id: uuid,
  userId: uuid,
  username: z.string(),
  plan: z.enum(PACKAGE_NAMES),
  planDisplayName: z.string(),
  frequency: z.enum(BILLING_FREQUENCIES),
  price: money,
  state: z.enum(SUBSCRIPTION_STATES),
  startDate: day,
  endDate: day,
  dueDate: day,
  daysPastDue: z.number().int(),
  cancelledAt: nullable(timestamp),
  activatedBy: z.string(),
  quotas: z.object({ estimates: quota, appraisals: quota, engineerAssignments: quota, attorneyAssistance: quota }),
});
const payment = z.object({
  id: uuid,
  paidAt: timestamp,
  amount: nullable(money),
  settledDueDate: day,
  nextDueDate: day,
  source: z.string(),
});
const paymentEvent = z.object({
  id: z.string(),
  type: z.string(),
  receivedAt: timestamp,
  outcome: z.enum(["applied", "ignored", "unmatched"]),
  detail: z.string(),
  clientReferenceId: nullable(z.string()),
  username: nullable(z.string()),
});
const claimStatus = z.enum(CLAIM_STATUSES);
const claim = z.object({
  id: uuid,
  userId: uuid,
  username: z.string(),
  claimNumber: nullable(z.string()),
  propertyAddress: z.string(),
  homeowner: z.string(),
  col: day,
  dol: day,
  inspectionStatus: z.string(),
  serviceRequestType: z.enum(SERVICE_REQUEST_TYPES),
  originalClaimAmount: nullable(money),
  finalClaimAmount: nullable(money),
  status: claimStatus,
  notes: nullable(z.string()),
  documentCount: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
const claimHistory = z.object({
  fromStatus: nullable(claimStatus),
  toStatus: claimStatus,
  note: nullable(z.string()),
  actor: z.string(),
  at: timestamp,
});
const document = z.object({
  id: uuid,
  claimId: nullable(uuid),
  originalFilename: z.string(),
  fileSize: z.number().int(),
  mimeType: z.string(),
  fileType: z.string(),
  uploadedAt: timestamp,
});
const serviceRequest = z.object({
  id: uuid,
  userId: nullable(uuid),
  username: nullable(z.string()),
  name: z.string(),
  email: z.string(),
  phone: nullable(z.string()),
  serviceType: z.string(),
  planType: z.string(),
  description: nullable(z.string()),
  createdAt: timestamp,
});
const appraiser = z.object({
  id: uuid,
  name: z.string(),
  state: z.string(),
  credentials: z.string(),
  appraisals: z.number().int(),
  successRate: z.string(),
  isPreferred: z.boolean(),
  hideSpinningStar: z.boolean(),
  specialties: z.array(z.string()),
  additionalCredentials: z.array(z.string()),
  isDemo: z.boolean().meta({ description: "Sample data from `aan demo seed`" }),
  updatedAt: timestamp,
});
const testimonial = z.object({
  id: uuid,
  text: z.string(),
  authorInitial: z.string(),
  authorSurname: z.string(),
  role: z.string(),
  city: z.string(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  isDemo: z.boolean(),
});
const contactMessage = z.object({
  id: uuid,
  callsign: z.string(),
  email: z.string(),
  operationType: z.string(),
  missionDetails: z.string(),
  createdAt: timestamp,
  handledAt: nullable(timestamp),
  handledBy: nullable(z.string()),
});
const backupStatus = z.object({
  configured: z.boolean(),
  dir: nullable(z.string()),
  intervalHours: z.number(),
  keep: z.number().int(),
  lastAt: nullable(timestamp),
  lastOk: nullable(z.boolean()),
  lastFile: nullable(z.string()),
  lastError: nullable(z.string()),
});

// The operator's overview (GET /api/admin/stats): columnar series, every bucket present.
const statsSeries = <L extends string>(lines: readonly [L, ...L[]], value: z.ZodType = z.number().int()) =>
  z.object({
    bucket: z.enum(["hour", "day", "week"]).meta({ description: "What one value covers" }),
    times: z.array(timestamp).meta({ description: "The start of each bucket; the first starts with the range" }),
    lines: z.object(Object.fromEntries(lines.map((line) => [line, z.array(value)])) as Record<L, z.ZodArray<z.ZodType>>),
  });
const statsStates = z.object({
  active: z.number().int(),
  suspended: z.number().int(),
  terminated: z.number().int(),
  cancelled: z.number().int(),
});
const quotaPair = z.object({ used: z.number().int(), quota: z.number().int() });
const perClaimStatus = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(CLAIM_STATUSES.map((s) => [s, value])) as Record<(typeof CLAIM_STATUSES)[number], T>);
const operatorStats = success({
  range: z.object({
    days: z.union([z.literal(7), z.literal(30), z.literal(90), z.literal(365)]),
    from: timestamp,
    to: timestamp,
    generatedAt: timestamp,
  }),
  funnel: z.object({ generated: z.number().int(), assigned: z.number().int(), redeemed: z.number().int(), withPackage: z.number().int() }),
  members: z.object({ activity: statsSeries(["signUps", "active"]), devices: statsSeries(["added", "refused"]) }),
  claims: z.object({
    filed: statsSeries(SERVICE_REQUEST_TYPES),
    byStatus: perClaimStatus(z.number().int()),
    medianDaysInStatus: perClaimStatus(nullable(z.number())),
    completed: statsSeries(["original", "final"], money),
    completedTotals: z.object({ count: z.number().int(), original: money, final: money }),
  }),
  packages: z.object({
    subscriptions: z.array(z.object({ plan: z.string(), displayName: z.string(), states: statsStates })),
    quotaUse: z.array(
      z.object({
        plan: z.string(),
        displayName: z.string(),
        periods: z.number().int(),
        use: z.object({ estimate: quotaPair, appraisal: quotaPair, engineer_assignment: quotaPair, attorney_assistance: quotaPair }),
      }),
    ),
  }),
  payments: z.object({
    events: statsSeries(["applied", "unmatched"]),
    amountApplied: statsSeries(["amount"], money),
    totals: z.object({ applied: z.number().int(), unmatched: z.number().int(), amountApplied: money }),
  }),
  security: z.object({ signIns: statsSeries(["failed", "throttled"]), newDevices: statsSeries(["devices"]) }),
});

/** Views shared by several answers: each becomes one named schema in the document. */
export const VIEWS = {
  AdminSummary: adminSummary,
  Admin: adminView,
  AuditEntry: auditEntry,
  InvitationCode: invitationCode,
  CodeLists: codeLists,
  CredibilityEntry: credibilityEntry,
  Member: member,
  MemberSummary: memberSummary,
  Device: device,
  AdminDevice: adminDevice,
  Activity: activity,
  Notification: notification,
  Plan: plan,
  Quota: quota,
  Subscription: subscription,
  Payment: payment,
  PaymentEvent: paymentEvent,
  Claim: claim,
  ClaimHistoryEntry: claimHistory,
  Document: document,
  ServiceRequest: serviceRequest,
  Appraiser: appraiser,
  Testimonial: testimonial,
  ContactMessage: contactMessage,
  BackupStatus: backupStatus,
} as const;

const page = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };

/** Every success answer, by the name the document gives it. */
export const ANSWERS = {
  Message: withMessage({}),
  Health: success({ status: z.literal("ok"), version: z.string(), database: z.literal("ok") }),
  SetupStatus: success({ setupDone: z.boolean() }),
  Setup: withMessage({
    admin: z.object({ fullName: z.string(), username: z.string() }),
    invitationCodes: z.number().int().meta({ description: "How many invitation codes were made" }),
  }),
  AdminLogin: success({ admin: adminSummary.omit({ id: true }) }),
  AdminMe: success({ admin: adminSummary }),
  AdminChange: withMessage({ admin: adminView }),
  AdminList: success({ admins: z.array(adminView) }),
  AuditLog: success({
    entries: z.array(auditEntry),
    actions: z.array(z.string()).meta({ description: "The actions present in the log, for the filter" }),
  }),
  MfaStatus: success({ enabled: z.boolean(), pending: z.boolean(), recoveryCodesLeft: z.number().int(), required: z.boolean() }),
  MfaEnrolment: success({
    secret: z.string(),
    otpauthUri: z.string(),
    qrSvg: z.string().meta({ description: "The otpauth URI as an SVG QR code" }),
  }),
  MfaConfirm: withMessage({ recoveryCodes: z.array(z.string()).meta({ description: "Shown once: each signs in once without the app" }) }),
  InvitationCodes: z.union([success({ codes: codeLists }), success({ items: z.array(invitationCode), ...page, counts: codeCounts })]).meta({
    description:
      "Without status, q, page or pageSize: every code in the spec's lists ({codes}). With any of them: one page of one list, newest first ({items}), the total that matches, and the counters",
  }),
  InvitationCodesCreated: z
    .union([
      withMessage({
        codes: z.array(z.string()),
        expiresAt: nullable(timestamp).meta({ description: "When the new codes expire; null: never" }),
      }),
      withMessage({ code: invitationCode }),
    ])
    .meta({
      description: "A batch ({count}) answers the new codes; one custom code ({code}) answers that code",
    }),
  InvitationCodeChange: withMessage({ code: invitationCode }),
  CredibilityEntries: z
    .union([success({ entries: z.array(credibilityEntry) }), success({ items: z.array(credibilityEntry), ...page })])
    .meta({
      description:
        "Without q, page or pageSize: every entry ({entries}, the spec's answer). With any of them: one page, newest first ({items}), and the total that matches",
    }),
  CredibilityEntry: withMessage({ entry: credibilityEntry }),
  CredibilitySearch: success({ entries: z.array(credibilityEntry), ...page }),
  Members: success({ items: z.array(memberSummary), ...page }).meta({
    description: "One page of members, newest first; total counts every member the search matches",
  }),
  MemberDetail: success({ member: memberSummary, devices: z.array(adminDevice), activity: z.array(activity) }),
  MemberChange: withMessage({ member: memberSummary }),
  Outbox: success({ notifications: z.array(notification) }),
  NotificationChange: withMessage({ notification }),
  Plans: success({ plans: z.array(plan) }),
  PlanChange: withMessage({ plan }),
  Subscriptions: success({ subscriptions: z.array(subscription) }),
  SubscriptionDetail: success({ subscription: subscription.nullable(), payments: z.array(payment) }),
  SubscriptionChange: withMessage({ subscription }),
  PaymentEvents: success({ events: z.array(paymentEvent) }),
  Claims: success({ claims: z.array(claim), ...page }),
  ClaimDetail: success({ claim, documents: z.array(document), history: z.array(claimHistory) }),
  ClaimChange: withMessage({ claim }),
  DocumentsAdded: withMessage({ documents: z.array(document) }),
  MemberStorage: success({
    usedBytes: z.number().int().meta({ description: "What the member's documents take, in bytes" }),
    quotaBytes: z.number().int().meta({ description: "The most they may take (AAN_STORAGE_QUOTA_MB); an upload past it is refused (413)" }),
  }),
  ServiceRequests: success({ requests: z.array(serviceRequest) }),
  ServiceRequestSent: withMessage({ request: serviceRequest }),
  Appraisers: success({ appraisers: z.array(appraiser), updatedAt: nullable(timestamp) }),
  AppraiserChange: withMessage({ appraiser }),
  Testimonials: success({ testimonials: z.array(testimonial) }),
  TestimonialChange: withMessage({ testimonial }),
  TestimonialMoved: withMessage({ testimonials: z.array(testimonial) }),
  SiteSettings: success({ settings: z.record(z.string(), z.string()) }),
  SiteSettingChange: withMessage({ key: z.string(), value: z.string() }),
  ContactMessages: success({ messages: z.array(contactMessage) }),
  ContactMessageChange: withMessage({ contactMessage }),
  OnlineStats: success({ online: z.number().int(), windowSeconds: z.number() }),
  OperatorStats: operatorStats.meta({
    description:
      "Every chart of the overview for one range. Series are columnar (times, and one array per line) with every bucket present, zeros included; money as decimal text",
  }),
  SystemStatus: success({ version: z.string(), databaseBytes: nullable(z.number().int()), backup: backupStatus }),
  MemberSignedIn: success({ user: member }),
  MemberRegistered: withMessage({ user: member }),
  Devices: success({ devices: z.array(device), maxDevices: z.number().int() }),
  DeviceChange: withMessage({ device: nullable(device) }),
  Activity: success({ activity: z.array(activity) }),
  MemberSubscription: success({ state: z.enum(SUBSCRIPTION_STATES), subscription: nullable(subscription), policy: z.string() }),
  CountdownStatus: success({
    purchaseDeadline: nullable(timestamp),
    accessDeadline: nullable(timestamp),
    hasPurchaseCountdown: z.boolean(),
    hasAccessCountdown: z.boolean(),
  }),
  CountdownStarted: success({ deadline: timestamp }),
  ResetRequested: withMessage({ resetId: uuid.meta({ description: "With an SMS code, the token is `<resetId>.<code>`" }) }),
  WebhookReceived: success({
    received: z.literal(true),
    duplicate: z.boolean().meta({ description: "The event id was seen before: nothing changed" }),
    outcome: nullable(z.enum(["applied", "ignored", "unmatched"])),
  }),
} as const;

export type AnswerName = keyof typeof ANSWERS;
