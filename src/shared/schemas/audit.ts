// The admin audit log's actions and its list query.
import { z } from "#zod";
import { builtOnFirstUse } from "./built-on-first-use";

export const AUDIT_ACTIONS = [
  "setup",
  "login",
  "logout",
  "access",
  "codes.generate",
  "codes.create",
  "codes.assign",
  "codes.unassign",
  "codes.extend",
  "credibility.create",
  "credibility.update",
  "credibility.delete",
  "credibility.import",
  "credentials.update",
  "admin.create",
  "admin.password",
  "admin.activate",
  "admin.deactivate",
  "admin.rename",
  // Refusals on the member side that have no member to log them under (an unknown username, a
  // bad invitation code) are kept here, rolled up per address like every anonymous refusal.
  "member.register",
  "member.login",
  "members.activate",
  "members.deactivate",
  "members.max_devices",
  "members.reset_devices",
  "outbox.retry",
  "plans.update",
  "subscriptions.activate",
  "subscriptions.renew",
  "subscriptions.cancel",
  "payments.webhook",
  "claims.status",
  "claims.message",
  "claims.state",
  "claims.event",
  "appraisers.create",
  "appraisers.update",
  "appraisers.delete",
  "appraisers.import",
  "testimonials.create",
  "testimonials.update",
  "testimonials.delete",
  "testimonials.move",
  "settings.update",
  "messages.handle",
  "demo.seed",
  "backup.create",
  "backup.restore",
  "storage.migrate",
  "mfa.enroll",
  "mfa.confirm",
  "mfa.prompt",
  "mfa.use",
  "mfa.recovery",
  "mfa.reset",
  "setup.not_needed",
  "setup.needed",
  "setup.test_message",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const LIMIT_MESSAGE = "Limit must be a whole number from 1 to 500";

export const auditQuerySchema = builtOnFirstUse(() =>
  z.object({
    action: z.enum(AUDIT_ACTIONS, { error: "Unknown audit action" }).optional(),
    limit: z.coerce.number({ error: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(500, LIMIT_MESSAGE).default(100),
    before: z.coerce.number({ error: "Invalid cursor" }).int("Invalid cursor").positive("Invalid cursor").optional(),
  }),
);
