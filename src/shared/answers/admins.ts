// Answers of the admin side's own calls: health, setup, sign-in, admin accounts, the audit log and
// two-factor sign-in.
import { z } from "#zod";
import { ADMIN_ROLES } from "../schemas/admin";
import { nullable, success, timestamp, uuid, withMessage } from "./common";

export const adminSummary = z.object({ id: uuid, username: z.string(), fullName: z.string(), role: z.enum(ADMIN_ROLES) });
export const adminView = adminSummary.extend({ isActive: z.boolean(), lastLoginAt: nullable(timestamp), createdAt: timestamp });
export type AdminView = z.output<typeof adminView>;

export const TWO_FACTOR_STATES = ["off", "pending", "on"] as const;
export type TwoFactorState = (typeof TWO_FACTOR_STATES)[number];
const twoFactorState = z
  .enum(TWO_FACTOR_STATES)
  .meta({ description: "Two-factor sign-in: off, set up but not confirmed yet (pending), or on" });
/** An admin as the super admins' list shows them: with their two-factor sign-in. */
export const adminListEntry = adminView.extend({ twoFactor: twoFactorState });

export const auditEntry = z.object({
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
export type AuditEntryView = z.output<typeof auditEntry>;

export const healthAnswer = success({
  status: z.literal("ok"),
  version: z.string(),
  database: z.literal("ok"),
  /** Only with AAN_REPLICA_URL: the service keeps answering 200 while the replica is behind, and says so here. */
  replica: z
    .object({
      state: z.enum(["current", "behind", "not running"]),
      lagSeconds: z.number(),
      lastSyncAt: z.string().nullable(),
    })
    .optional(),
});

export const setupStatusAnswer = success({ setupDone: z.boolean() });
export const setupAnswer = withMessage({
  admin: z.object({ fullName: z.string(), username: z.string() }),
  invitationCodes: z.number().int().meta({ description: "How many invitation codes were made" }),
});
/** The core's setup result: the HTTP answer plus the codes, which only the CLI prints. */
export const setupResult = setupAnswer.extend({ codes: z.array(z.string()) });
export type SetupResult = z.output<typeof setupResult>;

export const adminLoginAnswer = success({
  admin: adminSummary.omit({ id: true }),
  firstSignIn: z.boolean().meta({ description: "True when this admin had never signed in before: the panel welcomes, not welcomes back" }),
});
export const adminMeAnswer = success({ admin: adminSummary });
export const adminChangeAnswer = withMessage({ admin: adminView });
export type AdminChangeAnswer = z.output<typeof adminChangeAnswer>;
export const adminListAnswer = success({ admins: z.array(adminListEntry) });
export type AdminListAnswer = z.output<typeof adminListAnswer>;
export const auditLogAnswer = success({
  entries: z.array(auditEntry),
  actions: z.array(z.string()).meta({ description: "The actions present in the log, for the filter" }),
});

export const mfaStatusAnswer = success({
  enabled: z.boolean(),
  pending: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  required: z.boolean().meta({
    description: "Every admin needs a second factor (a passkey or two-factor codes): the operator's floor or the super admin's rule",
  }),
  requiredByOperator: z.boolean().meta({ description: "AAN_REQUIRE_ADMIN_MFA is set: the rule cannot be turned off in the panel" }),
});
export type MfaStatusAnswer = z.output<typeof mfaStatusAnswer>;
export const mfaEnrolmentAnswer = success({
  secret: z.string(),
  otpauthUri: z.string(),
  qrSvg: z.string().meta({ description: "The otpauth URI as an SVG QR code" }),
});
export type MfaEnrolmentAnswer = z.output<typeof mfaEnrolmentAnswer>;
export const mfaConfirmAnswer = withMessage({
  recoveryCodes: z.array(z.string()).meta({ description: "Shown once: each signs in once without the app" }),
});
export type MfaConfirmAnswer = z.output<typeof mfaConfirmAnswer>;

export const adminPasskey = z.object({ id: uuid, name: z.string(), createdAt: timestamp, lastUsedAt: nullable(timestamp) });
export type AdminPasskey = z.output<typeof adminPasskey>;
export const adminPasskeysAnswer = success({ passkeys: z.array(adminPasskey).meta({ description: "Oldest first" }) });
export type AdminPasskeysAnswer = z.output<typeof adminPasskeysAnswer>;
/** Another admin's passkeys, as a super admin reads them (`aan admin passkeys list`). */
export const adminPasskeysOfAnswer = success({
  username: z.string(),
  passkeys: z.array(adminPasskey).meta({ description: "Oldest first" }),
});
export type AdminPasskeysOfAnswer = z.output<typeof adminPasskeysOfAnswer>;
export const adminPasskeyAddedAnswer = withMessage({ passkey: adminPasskey });
export type AdminPasskeyAddedAnswer = z.output<typeof adminPasskeyAddedAnswer>;
export const secondFactorRuleAnswer = withMessage({ required: z.boolean(), requiredByOperator: z.boolean() });
export type SecondFactorRuleAnswer = z.output<typeof secondFactorRuleAnswer>;

/** Views several answers share, by the name the OpenAPI document gives them (#/components/schemas/<name>). */
export const NAMED_VIEWS = {
  AdminSummary: adminSummary,
  Admin: adminView,
  AdminListEntry: adminListEntry,
  TwoFactorState: twoFactorState,
  AuditEntry: auditEntry,
  AdminPasskey: adminPasskey,
} as const;

/** This area's answers by the name the OpenAPI document gives them (#/components/schemas/<name>Answer). */
export const NAMED_ANSWERS = {
  Health: healthAnswer,
  SetupStatus: setupStatusAnswer,
  Setup: setupAnswer,
  AdminLogin: adminLoginAnswer,
  AdminMe: adminMeAnswer,
  AdminChange: adminChangeAnswer,
  AdminList: adminListAnswer,
  AuditLog: auditLogAnswer,
  MfaStatus: mfaStatusAnswer,
  MfaEnrolment: mfaEnrolmentAnswer,
  MfaConfirm: mfaConfirmAnswer,
  AdminPasskeys: adminPasskeysAnswer,
  AdminPasskeyAdded: adminPasskeyAddedAnswer,
  SecondFactorRule: secondFactorRuleAnswer,
} as const;
