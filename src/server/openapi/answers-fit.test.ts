// Every answer the core returns fits the shared answer schema the OpenAPI document shows for it.
// The answer types are the schemas' own (z.output), so a core function declared to return one is
// held by its declaration; the checks here hold the functions that return an answer of their own
// making. They are made by the type checker (`tsc --noEmit`, part of `npm test`): a field
// renamed, retyped or dropped stops the build here until the schema says the same. (A field added
// to an answer is not caught: objects are open, so the document stays true, only less complete.)
import { readdirSync } from "node:fs";
import { expect, test } from "bun:test";
import type { z } from "zod";
import type { FailureBody } from "#shared/errors";
import { failureBody } from "#shared/answers/common";
import { ANSWERS, VIEWS, type AnswerName } from "#shared/answers/catalog";
import type { checkHealth } from "#core/platform/health";
import type { listAuditLog } from "#core/audit/audit-log";
import type { pageInvitationCodes } from "#core/invitation-codes/code-listing";
import type { completePasswordReset, requestPasswordReset } from "#core/members/password-reset";
import type { signOutMember } from "#core/members/members";
import type { listMemberClaims, memberClaimDetail } from "#core/claims/claims";
import type { moveTestimonial } from "#core/content/testimonials";
import type { sendContactMessage } from "#core/content/contact";
import type { receivePaymentWebhookOnce } from "#core/subscriptions/payment-webhook";
import type { operatorStats } from "#core/stats/operator-stats";
import type { BackupStatus } from "../scheduled-backups";
import type { ServerSettingsView } from "#shared/answers/system";
import type { ok } from "#shared/answer";

/** True when every value of type `Actual` is a value the documented schema describes. */
type Fits<Actual, Name extends AnswerName> = [Actual] extends [z.output<(typeof ANSWERS)[Name]>] ? true : false;
const fits = <T extends true>(value: T) => value;
/** The answer a route makes of a use case's result (`ok`, src/shared/answer.ts). */
type Answer<UseCase extends (...args: never[]) => object> = ReturnType<typeof ok<ReturnType<UseCase>>>;

export const checks = [
  fits<Fits<Answer<typeof checkHealth>, "Health">>(true),
  fits<Fits<Answer<typeof operatorStats>, "OperatorStats">>(true),
  fits<Fits<Answer<typeof listAuditLog>, "AuditLog">>(true),
  fits<Fits<Answer<typeof pageInvitationCodes>, "InvitationCodes">>(true),
  fits<Fits<Answer<typeof listMemberClaims>, "Claims">>(true),
  fits<Fits<Answer<typeof memberClaimDetail>, "ClaimDetail">>(true),
  fits<Fits<Answer<typeof moveTestimonial>, "TestimonialMoved">>(true),
  fits<Fits<Answer<typeof sendContactMessage>, "Message">>(true),
  fits<
    Fits<
      { success: true; version: string; databaseBytes: number | null; backup: BackupStatus; settings: ServerSettingsView },
      "SystemStatus"
    >
  >(true),
  fits<Fits<Answer<typeof requestPasswordReset>, "ResetRequested">>(true),
  fits<Fits<ReturnType<typeof ok<Awaited<ReturnType<typeof completePasswordReset>>>>, "Message">>(true),
  fits<Fits<Answer<typeof signOutMember>, "Message">>(true),
  fits<Fits<Answer<typeof receivePaymentWebhookOnce>, "WebhookReceived">>(true),
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

test("no two areas give an answer or a view the same name (the catalog would keep only the last)", async () => {
  const areas = await Promise.all(
    // Every area module in src/shared/answers, so a new area cannot be left out of this check.
    readdirSync(new URL("../../shared/answers", import.meta.url))
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && file !== "catalog.ts")
      .map((file) => import(`#shared/answers/${file.slice(0, -3)}`) as Promise<{ NAMED_ANSWERS?: object; NAMED_VIEWS?: object }>),
  );
  const answerNames = areas.flatMap((area) => Object.keys(area.NAMED_ANSWERS ?? {}));
  const viewNames = areas.flatMap((area) => Object.keys(area.NAMED_VIEWS ?? {}));
  expect(answerNames.length).toBe(Object.keys(ANSWERS).length);
  expect(viewNames.length).toBe(Object.keys(VIEWS).length);
});
