// Every answer schema by the name the OpenAPI document gives it (#/components/schemas/<name>Answer),
// and the views several answers share (#/components/schemas/<name>). A route names its answer from
// here (src/server/openapi/route-doc.ts); only the document builder loads this module.
import { z } from "#zod";
import * as admins from "./admins";
import * as claims from "./claims";
import { messageAnswer } from "./common";
import * as content from "./content";
import * as credibility from "./credibility";
import * as codes from "./invitation-codes";
import * as members from "./members";
import * as subscriptions from "./subscriptions";
import * as system from "./system";

/** Views shared by several answers: each becomes one named schema in the document. */
export const VIEWS = {
  AdminSummary: admins.adminSummary,
  Admin: admins.adminView,
  AuditEntry: admins.auditEntry,
  InvitationCode: codes.invitationCode,
  CodeLists: codes.codeLists,
  CredibilityEntry: credibility.credibilityEntry,
  Member: members.member,
  MemberSummary: members.memberSummary,
  Device: members.device,
  AdminDevice: members.adminDevice,
  Activity: members.activity,
  Notification: members.notification,
  Plan: subscriptions.plan,
  Quota: subscriptions.quota,
  Subscription: subscriptions.subscription,
  Payment: subscriptions.payment,
  PaymentEvent: subscriptions.paymentEvent,
  Claim: claims.claim,
  ClaimHistoryEntry: claims.claimHistory,
  Document: claims.document,
  ServiceRequest: claims.serviceRequest,
  Appraiser: content.appraiser,
  Testimonial: content.testimonial,
  ContactMessage: content.contactMessage,
  BackupStatus: system.backupStatus,
} as const;

/** Every success answer, by the name the document gives it. */
export const ANSWERS = {
  Message: messageAnswer,
  Health: admins.healthAnswer,
  SetupStatus: admins.setupStatusAnswer,
  Setup: admins.setupAnswer,
  AdminLogin: admins.adminLoginAnswer,
  AdminMe: admins.adminMeAnswer,
  AdminChange: admins.adminChangeAnswer,
  AdminList: admins.adminListAnswer,
  AuditLog: admins.auditLogAnswer,
  MfaStatus: admins.mfaStatusAnswer,
  MfaEnrolment: admins.mfaEnrolmentAnswer,
  MfaConfirm: admins.mfaConfirmAnswer,
  InvitationCodes: z.union([codes.invitationCodesAnswer, codes.invitationCodePageAnswer]).meta({
    description:
      "Without status, q, page or pageSize: every code in the spec's lists ({codes}). With any of them: one page of one list, newest first ({items}), the total that matches, and the counters",
  }),
  InvitationCodesCreated: z.union([codes.generatedCodesAnswer, codes.codeChangeAnswer]).meta({
    description: "A batch ({count}) answers the new codes; one custom code ({code}) answers that code",
  }),
  InvitationCodeChange: codes.codeChangeAnswer,
  CredibilityEntries: z.union([credibility.credibilityEntriesAnswer, credibility.credibilityEntriesPage]).meta({
    description:
      "Without q, page or pageSize: every entry ({entries}, the spec's answer). With any of them: one page, newest first ({items}), and the total that matches",
  }),
  CredibilityEntry: credibility.credibilityEntryAnswer,
  CredibilitySearch: credibility.credibilitySearchAnswer,
  Members: members.membersAnswer,
  MemberDetail: members.memberDetailAnswer,
  MemberChange: members.memberChangeAnswer,
  Outbox: members.outboxAnswer,
  NotificationChange: members.notificationChangeAnswer,
  Plans: subscriptions.plansAnswer,
  PlanChange: subscriptions.planChangeAnswer,
  Subscriptions: subscriptions.subscriptionsAnswer,
  SubscriptionDetail: subscriptions.subscriptionDetailAnswer,
  SubscriptionChange: subscriptions.subscriptionChangeAnswer,
  PaymentEvents: subscriptions.paymentEventsAnswer,
  Claims: claims.claimsAnswer,
  ClaimDetail: claims.claimDetailAnswer,
  ClaimChange: claims.claimChangeAnswer,
  DocumentsAdded: claims.documentsAnswer,
  MemberStorage: claims.memberStorageAnswer,
  ServiceRequests: claims.serviceRequestsAnswer,
  ServiceRequestSent: claims.serviceRequestAnswer,
  Appraisers: content.appraisersAnswer,
  AppraiserChange: content.appraiserAnswer,
  Testimonials: content.testimonialsAnswer,
  TestimonialChange: content.testimonialAnswer,
  TestimonialMoved: content.testimonialsMovedAnswer,
  SiteSettings: content.siteSettingsAnswer,
  SiteSettingChange: content.siteSettingAnswer,
  ContactMessages: content.contactMessagesAnswer,
  ContactMessageChange: content.contactMessageAnswer,
  OnlineStats: members.onlineStatsAnswer,
  SystemStatus: system.systemStatusAnswer,
  MemberSignedIn: members.memberAnswer,
  MemberRegistered: members.memberRegisteredAnswer,
  Devices: members.devicesAnswer,
  DeviceChange: members.deviceChangeAnswer,
  Activity: members.activityAnswer,
  MemberSubscription: subscriptions.memberSubscriptionAnswer,
  CountdownStatus: members.countdownStatusAnswer,
  CountdownStarted: members.countdownDeadlineAnswer,
  ResetRequested: members.resetRequestedAnswer,
  WebhookReceived: subscriptions.webhookReceivedAnswer,
} as const;

export type AnswerName = keyof typeof ANSWERS;
