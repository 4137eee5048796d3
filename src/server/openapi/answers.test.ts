// Every answer the core returns fits the schema the OpenAPI document shows for it. The checks are
// made by the type checker (`tsc --noEmit`): a field renamed, retyped or dropped in an answer
// stops the build here until the document says the same. (A field added to an answer is not
// caught: objects are open, so the document stays true, only less complete.)
import { expect, test } from "bun:test";
import type { z } from "zod";
import type * as Api from "#shared/api-types";
import type { FailureBody } from "#shared/errors";
import type { checkHealth } from "#core/platform/health";
import type { listAuditLog } from "#core/audit/audit-log";
import type { pageInvitationCodes } from "#core/invitation-codes/code-listing";
import type { InvitationCodePageAnswer } from "#shared/invitation-code-lists";
import type { completePasswordReset, ResetRequestAnswer } from "#core/members/password-reset";
import type { signOutMember } from "#core/members/members";
import type { listMemberClaims, memberClaimDetail } from "#core/claims/claims";
import type { moveTestimonial } from "#core/content/testimonials";
import type { sendContactMessage } from "#core/content/contact";
import type { WebhookAnswer } from "#core/subscriptions/payment-webhook";
import type { OperatorStats } from "#shared/stats-answer";
import type { BackupStatus } from "../scheduled-backups";
import type { ok } from "#shared/answer";
import { ANSWERS, failureBody, type AnswerName } from "./answers";

/** True when every value of type `Actual` is a value the documented schema describes. */
type Fits<Actual, Name extends AnswerName> = [Actual] extends [z.output<(typeof ANSWERS)[Name]>] ? true : false;
const fits = <T extends true>(value: T) => value;
/** The answer a route makes of a use case's result (`ok`, src/shared/answer.ts). */
type Answer<UseCase extends (...args: never[]) => object> = ReturnType<typeof ok<ReturnType<UseCase>>>;

export const checks = [
  fits<Fits<Api.MessageAnswer, "Message">>(true),
  fits<Fits<ReturnType<typeof checkHealth>, "Health">>(true),
  fits<Fits<Api.SetupStatusAnswer, "SetupStatus">>(true),
  fits<Fits<Api.SetupAnswer, "Setup">>(true),
  fits<Fits<Api.AdminLoginAnswer, "AdminLogin">>(true),
  fits<Fits<Api.AdminMeAnswer, "AdminMe">>(true),
  fits<Fits<Api.AdminChangeAnswer, "AdminChange">>(true),
  fits<Fits<Api.AdminListAnswer, "AdminList">>(true),
  fits<Fits<OperatorStats, "OperatorStats">>(true),
  fits<Fits<ReturnType<typeof listAuditLog>, "AuditLog">>(true),
  fits<Fits<Api.AuditLogAnswer, "AuditLog">>(true),
  fits<Fits<Api.MfaStatusAnswer, "MfaStatus">>(true),
  fits<Fits<Api.MfaEnrolmentAnswer, "MfaEnrolment">>(true),
  fits<Fits<Api.MfaConfirmAnswer, "MfaConfirm">>(true),
  fits<Fits<Api.InvitationCodesAnswer, "InvitationCodes">>(true),
  fits<Fits<InvitationCodePageAnswer, "InvitationCodes">>(true),
  fits<Fits<ReturnType<typeof pageInvitationCodes>, "InvitationCodes">>(true),
  fits<Fits<Api.GeneratedCodesAnswer | Api.CodeChangeAnswer, "InvitationCodesCreated">>(true),
  fits<Fits<Api.CodeChangeAnswer, "InvitationCodeChange">>(true),
  fits<Fits<Api.CredibilityEntriesAnswer | Api.CredibilityEntriesPage, "CredibilityEntries">>(true),
  fits<Fits<Api.CredibilityEntryAnswer, "CredibilityEntry">>(true),
  fits<Fits<Api.CredibilitySearchAnswer, "CredibilitySearch">>(true),
  fits<Fits<Api.MembersAnswer, "Members">>(true),
  fits<Fits<Api.MemberDetailAnswer, "MemberDetail">>(true),
  fits<Fits<Api.MemberChangeAnswer, "MemberChange">>(true),
  fits<Fits<Api.OutboxAnswer, "Outbox">>(true),
  fits<Fits<Api.NotificationChangeAnswer, "NotificationChange">>(true),
  fits<Fits<Api.PlansAnswer, "Plans">>(true),
  fits<Fits<Api.PlanChangeAnswer, "PlanChange">>(true),
  fits<Fits<Api.SubscriptionsAnswer, "Subscriptions">>(true),
  fits<Fits<Api.SubscriptionDetailAnswer, "SubscriptionDetail">>(true),
  fits<Fits<Api.SubscriptionChangeAnswer, "SubscriptionChange">>(true),
  fits<Fits<Api.PaymentEventsAnswer, "PaymentEvents">>(true),
  fits<Fits<Api.ClaimsAnswer, "Claims">>(true),
  fits<Fits<Answer<typeof listMemberClaims>, "Claims">>(true),
  fits<Fits<Api.ClaimDetailAnswer, "ClaimDetail">>(true),
  fits<Fits<Answer<typeof memberClaimDetail>, "ClaimDetail">>(true),
  fits<Fits<Api.ClaimChangeAnswer, "ClaimChange">>(true),
  fits<Fits<Api.DocumentsAnswer, "DocumentsAdded">>(true),
  fits<Fits<Api.MemberStorageAnswer, "MemberStorage">>(true),
  fits<Fits<Api.ServiceRequestsAnswer, "ServiceRequests">>(true),
  fits<Fits<Api.ServiceRequestAnswer, "ServiceRequestSent">>(true),
  fits<Fits<Api.AppraisersAnswer, "Appraisers">>(true),
  fits<Fits<Api.AppraiserAnswer, "AppraiserChange">>(true),
  fits<Fits<Api.TestimonialsAnswer, "Testimonials">>(true),
  fits<Fits<Api.TestimonialAnswer, "TestimonialChange">>(true),
  fits<Fits<ReturnType<typeof moveTestimonial>, "TestimonialMoved">>(true),
  fits<Fits<Api.SiteSettingsAnswer, "SiteSettings">>(true),
  fits<Fits<Api.SiteSettingAnswer, "SiteSettingChange">>(true),
  fits<Fits<Api.ContactMessagesAnswer, "ContactMessages">>(true),
  fits<Fits<Api.ContactMessageAnswer, "ContactMessageChange">>(true),
  fits<Fits<ReturnType<typeof sendContactMessage>, "Message">>(true),
  fits<Fits<Api.OnlineStatsAnswer, "OnlineStats">>(true),
  fits<Fits<{ success: true; version: string; databaseBytes: number | null; backup: BackupStatus }, "SystemStatus">>(true),
  fits<Fits<Api.MemberAnswer, "MemberSignedIn">>(true),
  fits<Fits<Api.MemberAnswer & { message: string }, "MemberRegistered">>(true),
  fits<Fits<Api.DevicesAnswer, "Devices">>(true),
  fits<Fits<Api.DeviceChangeAnswer, "DeviceChange">>(true),
  fits<Fits<Api.ActivityAnswer, "Activity">>(true),
  fits<Fits<Api.MemberSubscriptionAnswer, "MemberSubscription">>(true),
  fits<Fits<Api.CountdownStatusAnswer, "CountdownStatus">>(true),
  fits<Fits<Api.CountdownDeadlineAnswer, "CountdownStarted">>(true),
  fits<Fits<ResetRequestAnswer, "ResetRequested">>(true),
  fits<Fits<ReturnType<typeof ok<Awaited<ReturnType<typeof completePasswordReset>>>>, "Message">>(true),
  fits<Fits<Answer<typeof signOutMember>, "Message">>(true),
  fits<Fits<WebhookAnswer, "WebhookReceived">>(true),
];

test("the failure schema is the FailureBody every error answer uses", () => {
  const sample: FailureBody = {
    success: false,
    error: "Invalid claim ID",
    kind: "invalid",
    issues: [{ path: "", message: "Invalid claim ID" }],
  };
  const documented: z.output<typeof failureBody> = sample;
  expect(failureBody.parse(documented)).toEqual(sample);
  expect(checks.every(Boolean)).toBe(true);
});
