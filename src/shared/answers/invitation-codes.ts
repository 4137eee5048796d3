// Answers of the invitation-code calls: the code as the API shows it, the spec's lists, one page
// of one list with the panel's counters, and the changes.
import { z } from "#zod";
import { nullable, page, success, timestamp, uuid, withMessage } from "./common";

export const invitationCode = z.object({
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
export type InvitationCodeView = z.output<typeof invitationCode>;

export const codeLists = z.object({
  unused: z.array(invitationCode),
  used: z.array(invitationCode),
  assigned: z.array(invitationCode),
  unassigned: z.array(invitationCode),
  expired: z.array(invitationCode),
});
export type CodeLists = z.output<typeof codeLists>;

/** The panel's counters: Active (redeemable), Used (members), Expired, Total Generated (all three). */
export const codeCounts = z
  .object({
    active: z.number().int().meta({ description: "Unused and not expired: can be redeemed" }),
    used: z.number().int(),
    expired: z.number().int(),
    total: z.number().int().meta({ description: "Every code: active, used and expired" }),
    assigned: z.number().int().meta({ description: "Active codes with an assignee" }),
    unassigned: z.number().int(),
  })
  .meta({ description: "The panel's counters, exact, whatever the search" });
export type CodeCounts = z.output<typeof codeCounts>;

export const invitationCodesAnswer = success({ codes: codeLists });
export type InvitationCodesAnswer = z.output<typeof invitationCodesAnswer>;
/** One page of one list (`?status=&q=&page=&pageSize=`, decision 0044), with the panel's exact counters. */
export const invitationCodePageAnswer = success({ items: z.array(invitationCode), ...page, counts: codeCounts });
export type InvitationCodePageAnswer = z.output<typeof invitationCodePageAnswer>;

export const generatedCodesAnswer = withMessage({
  codes: z.array(z.string()),
  expiresAt: nullable(timestamp).meta({ description: "When the new codes expire; null: never" }),
});
export type GeneratedCodesAnswer = z.output<typeof generatedCodesAnswer>;
export const codeChangeAnswer = withMessage({ code: invitationCode });
export type CodeChangeAnswer = z.output<typeof codeChangeAnswer>;

/** Views several answers share, by the name the OpenAPI document gives them (#/components/schemas/<name>). */
export const NAMED_VIEWS = {
  InvitationCode: invitationCode,
  CodeLists: codeLists,
  CodeCounts: codeCounts,
} as const;

/** This area's answers by the name the OpenAPI document gives them (#/components/schemas/<name>Answer). */
export const NAMED_ANSWERS = {
  InvitationCodes: z.union([invitationCodesAnswer, invitationCodePageAnswer]).meta({
    description:
      "Without status, q, page or pageSize: every code in the spec's lists ({codes}). With any of them: one page of one list, newest first ({items}), the total that matches, and the counters",
  }),
  InvitationCodesCreated: z.union([generatedCodesAnswer, codeChangeAnswer]).meta({
    description: "A batch ({count}) answers the new codes; one custom code ({code}) answers that code",
  }),
  InvitationCodeChange: codeChangeAnswer,
} as const;
