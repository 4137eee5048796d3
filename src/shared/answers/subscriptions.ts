// Answers about packages, subscriptions, payments and the payment provider's events.
import { z } from "#zod";
import { BILLING_FREQUENCIES, PACKAGE_NAMES, SUBSCRIPTION_STATES } from "../billing-policy";
import { day, money, nullable, success, timestamp, uuid, withMessage } from "./common";

export const plan = z.object({
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
export type PlanView = z.output<typeof plan>;

/** One quota of a period: what the package gives, what is used, what is left. */
export const quota = z.object({ quota: z.number().int(), used: z.number().int(), remaining: z.number().int() });
export type QuotaView = z.output<typeof quota>;
export const subscription = z.object({
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
export type SubscriptionView = z.output<typeof subscription>;
export const payment = z.object({
  id: uuid,
  paidAt: timestamp,
  amount: nullable(money),
  settledDueDate: day,
  nextDueDate: day,
  source: z.string(),
});
export const paymentEvent = z.object({
  id: z.string(),
  type: z.string(),
  receivedAt: timestamp,
  outcome: z.enum(["applied", "ignored", "unmatched"]),
  detail: z.string(),
  clientReferenceId: nullable(z.string()),
  username: nullable(z.string()),
});

export const plansAnswer = success({ plans: z.array(plan) });
export type PlansAnswer = z.output<typeof plansAnswer>;
export const planChangeAnswer = withMessage({ plan });
export type PlanChangeAnswer = z.output<typeof planChangeAnswer>;
export const memberSubscriptionAnswer = success({
  state: z.enum(SUBSCRIPTION_STATES),
  subscription: nullable(subscription),
  policy: z.string(),
});
export type MemberSubscriptionAnswer = z.output<typeof memberSubscriptionAnswer>;
export const subscriptionsAnswer = success({ subscriptions: z.array(subscription) });
export type SubscriptionsAnswer = z.output<typeof subscriptionsAnswer>;
export const subscriptionChangeAnswer = withMessage({ subscription });
export type SubscriptionChangeAnswer = z.output<typeof subscriptionChangeAnswer>;
/** A member who never had a package is a normal state: `subscription` is null and there are no payments. */
export const subscriptionDetailAnswer = success({ subscription: subscription.nullable(), payments: z.array(payment) });
export type SubscriptionDetailAnswer = z.output<typeof subscriptionDetailAnswer>;
export const paymentEventsAnswer = success({ events: z.array(paymentEvent) });
export type PaymentEventsAnswer = z.output<typeof paymentEventsAnswer>;
export const webhookReceivedAnswer = success({
  received: z.literal(true),
  duplicate: z.boolean().meta({ description: "The event id was seen before: nothing changed" }),
  outcome: nullable(z.enum(["applied", "ignored", "unmatched"])),
});

/** Views several answers share, by the name the OpenAPI document gives them (#/components/schemas/<name>). */
export const NAMED_VIEWS = {
  Plan: plan,
  Quota: quota,
  Subscription: subscription,
  Payment: payment,
  PaymentEvent: paymentEvent,
} as const;

/** This area's answers by the name the OpenAPI document gives them (#/components/schemas/<name>Answer). */
export const NAMED_ANSWERS = {
  Plans: plansAnswer,
  PlanChange: planChangeAnswer,
  Subscriptions: subscriptionsAnswer,
  SubscriptionDetail: subscriptionDetailAnswer,
  SubscriptionChange: subscriptionChangeAnswer,
  PaymentEvents: paymentEventsAnswer,
  MemberSubscription: memberSubscriptionAnswer,
  WebhookReceived: webhookReceivedAnswer,
} as const;
