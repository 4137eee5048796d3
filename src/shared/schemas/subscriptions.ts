// Subscription inputs: activating a package for a member, cancelling, changing a plan, and the
// payment provider's events (only the fields AAN reads are checked; the rest pass untouched).
import { z } from "#zod";
import { BILLING_FREQUENCIES, PACKAGE_NAMES } from "../billing-policy";
import { SHORT_TEXT_MAX } from "../constants";
import { builtOnFirstUse } from "./built-on-first-use";
import { singleLineText } from "./text";

export const UNKNOWN_PACKAGE = "Package must be phantom, ghost or assassin";
export const UNKNOWN_FREQUENCY = "Frequency must be monthly or weekly";

const packageName = () => z.enum(PACKAGE_NAMES, { error: UNKNOWN_PACKAGE });
const frequency = () => z.enum(BILLING_FREQUENCIES, { error: UNKNOWN_FREQUENCY });
export const packageNameSchema = builtOnFirstUse(packageName);

/** Case and surrounding spaces do not matter: "Ghost " is ghost. */
const lowerCased = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === "string" ? v.trim().toLowerCase() : v), schema);

export const activateSubscriptionSchema = builtOnFirstUse(() =>
  z.object({
    plan: lowerCased(packageName()),
    frequency: lowerCased(frequency()),
  }),
);

export const QUOTA_MESSAGE = "Quota must be a whole number from 0 to 1000";
const quota = () => z.coerce.number({ error: QUOTA_MESSAGE }).int(QUOTA_MESSAGE).min(0, QUOTA_MESSAGE).max(1000, QUOTA_MESSAGE);
export const PRICE_MESSAGE = "Price must be an amount such as 5200.00 (at most 2 decimals, at most 10,000,000)";
const price = () =>
  z
    .union([z.string(), z.number()], { error: PRICE_MESSAGE })
    .transform((v) => String(v).trim().replace(/,/g, ""))
    .refine((text) => /^\d{1,8}(\.\d{1,2})?$/.test(text) && Number(text) <= 10_000_000, PRICE_MESSAGE);

/** An admin's change to a plan: any of these; what is left out stays as it is. */
export const planChangeSchema = builtOnFirstUse(() =>
  z
    .object({
      pricePerMonth: price().optional(),
      pricePerWeek: price().optional(),
      estimatesQuota: quota().optional(),
      appraisalsQuota: quota().optional(),
      engineerAssignmentsQuota: quota().optional(),
      attorneyAssistanceQuota: quota().optional(),
      isActive: z.boolean({ error: "isActive must be true or false" }).optional(),
    })
    .refine((change) => Object.values(change).some((v) => v !== undefined), "Nothing to change"),
);
export type PlanChange = z.infer<typeof planChangeSchema>;

export const subscriptionListSchema = builtOnFirstUse(() =>
  z.object({
    q: singleLineText("Search", SHORT_TEXT_MAX).optional().default(""),
  }),
);

/** What became of a provider's event: applied to a subscription, ignored, or not matched to a member. */
export const PAYMENT_EVENT_OUTCOMES = ["applied", "ignored", "unmatched"] as const;

/**
 * GET /api/admin/payment-events?outcome= and `aan subscriptions payments --outcome`: one outcome's
 * events; any other value lists every event, as it always has.
 */
export const paymentEventsQuerySchema = builtOnFirstUse(() =>
  z.object({ outcome: z.enum(PAYMENT_EVENT_OUTCOMES).optional().catch(undefined) }),
);

/** The parts of a provider event AAN reads (Stripe's shape). */
export const paymentEventSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string().min(1).max(255),
    type: z.string().min(1).max(255),
    data: z.object({
      object: z
        .object({
          id: z.string().max(255).optional(),
          client_reference_id: z.string().max(255).nullish(),
          payment_link: z.string().max(255).nullish(),
          amount_total: z.number().int().nonnegative().nullish(),
          amount_paid: z.number().int().nonnegative().nullish(),
          subscription: z.string().max(255).nullish(),
          billing_reason: z.string().max(100).nullish(),
          customer: z.string().max(255).nullish(),
          metadata: z.record(z.string(), z.string().max(500)).nullish(),
        })
        .loose(),
    }),
  }),
);
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

/** The admins' payment-event list: only the events of one outcome; any other value lists all. */
export const paymentEventQuerySchema = builtOnFirstUse(() =>
  z.object({
    outcome: z
      .enum(["applied", "ignored", "unmatched"])
      .optional()
      .meta({ description: "Only events with this outcome; any other value: all" }),
  }),
);
