// POST /api/webhooks/payments: the card-payment provider tells AAN that a member paid.
// Stripe's format: `checkout.session.completed` starts the package named by the session's
// metadata (package, frequency; or else the operator's map of payment-link ids) for the member in
// client_reference_id; `invoice.paid` renews the subscription bought by that customer. Every
// event id is stored first, so a second delivery changes nothing; an event nobody can match is
// kept as `unmatched` for admins, never dropped. Without AAN_PAYMENT_WEBHOOK_SECRET the endpoint
// does not exist (404).
import type { Result } from "#shared/answer";
import type { PaymentEventsAnswer } from "#shared/answers/subscriptions";
import type { BillingFrequency, PackageName } from "#shared/billing-policy";
import { DomainError } from "#shared/errors";
import { parseInput } from "#shared/schemas/parse";
import { activateSubscriptionSchema, paymentEventSchema, paymentEventsQuerySchema, type PaymentEvent } from "#shared/schemas/subscriptions";
import { anonymousActor, type Actor, type RequestMeta } from "../actor";
import { auditedUseCase } from "../audit/audit-log";
import type { AppContext } from "../context";
import type { Db } from "../db/db";
import { recordActivity } from "../members/activity";
import { selectUserById } from "../members/member-repository";
import { renewSubscription, startSubscription } from "./billing";
import { insertPaymentEvent, selectActiveByProviderCustomer, selectPaymentEvents, setProviderCustomer } from "./subscription-repository";
import { verifySignature as verifySignatureOf } from "./stripe-signature";

export const INVALID_SIGNATURE = "Invalid webhook signature";
export const INVALID_EVENT = "Invalid webhook payload";

type Outcome = { outcome: "applied" | "ignored" | "unmatched"; detail: string; userId?: string | null; subscriptionId?: string | null };
/** A webhook call taken: whether it repeated one already taken, and what its event did. */
export type WebhookReceived = { received: true; duplicate: boolean; outcome: Outcome["outcome"] | null };

const providerActor = (meta: RequestMeta): Actor => ({ label: "payments:webhook", adminId: null, role: "admin", meta });

/** Which package a checkout bought: its metadata first, else the operator's payment-link map. */
function purchasedPackage(
  ctx: AppContext,
  session: PaymentEvent["data"]["object"],
): { plan: PackageName; frequency: BillingFrequency } | null {
  const fromMetadata = activateSubscriptionSchema.safeParse({ plan: session.metadata?.package, frequency: session.metadata?.frequency });
  if (fromMetadata.success) return fromMetadata.data;
  const fromLink = session.payment_link ? ctx.config.paymentLinkPackages[session.payment_link] : undefined;
  return fromLink ?? null;
}

/** Runs a change in a savepoint: a refusal undoes the change, and the event is still kept as unmatched. */
function attempt(tx: Db, change: (inner: Db) => Outcome): Outcome {
  try {
    return (tx as unknown as { transaction<T>(work: (inner: Db) => T): T }).transaction(change);
  } catch (error) {
    if (error instanceof DomainError) return { outcome: "unmatched", detail: error.message };
    throw error;
  }
}

function applyCheckout(ctx: AppContext, tx: Db, event: PaymentEvent, at: Date): Outcome {
  const session = event.data.object;
  const memberId = session.client_reference_id ?? "";
  const member = memberId ? selectUserById(tx, memberId) : undefined;
  if (!member) return { outcome: "unmatched", detail: `no member with id ${memberId || "(none)"}` };
  const bought = purchasedPackage(ctx, session);
  if (!bought)
    return { outcome: "unmatched", detail: `no package for payment link ${session.payment_link ?? "(none)"}`, userId: member.id };
  const result = attempt(tx, (inner) => {
    const row = startSubscription(inner, member, bought.plan, bought.frequency, {
      at,
      amountCents: session.amount_total ?? null,
      source: `payment:${event.id}`,
    });
    if (session.customer) setProviderCustomer(inner, row.id, session.customer);
    recordActivity(
      inner,
      at,
      member.id,
      "subscription.started",
      { clientAddress: null, userAgent: null },
      `${row.planDisplayName} (${bought.frequency}) paid`,
    );
    return {
      outcome: "applied",
      detail: `member=${member.username} plan=${bought.plan} frequency=${bought.frequency}`,
      subscriptionId: row.id,
    };
  });
  return { ...result, userId: member.id };
}

function applyInvoice(tx: Db, event: PaymentEvent, at: Date): Outcome {
  const invoice = event.data.object;
  // The first invoice of a provider subscription pays for the checkout that started it.
  if (invoice.billing_reason === "subscription_create") return { outcome: "ignored", detail: "first invoice of a checkout" };
  const bought = invoice.customer ? selectActiveByProviderCustomer(tx, invoice.customer) : undefined;
  if (!bought) return { outcome: "unmatched", detail: `no subscription for customer ${invoice.customer ?? "(none)"}` };
  const result = attempt(tx, (inner) => {
    const row = renewSubscription(inner, bought.userId, { at, amountCents: invoice.amount_paid ?? null, source: `payment:${event.id}` });
    recordActivity(
      inner,
      at,
      bought.userId,
      "subscription.renewed",
      { clientAddress: null, userAgent: null },
      `Payment received; next due ${row.dueDate.toISOString().slice(0, 10)}`,
    );
    return {
      outcome: "applied",
      detail: `renewal member=${row.username} next_due=${row.dueDate.toISOString().slice(0, 10)}`,
      subscriptionId: row.id,
    };
  });
  return { ...result, userId: bought.userId };
}

export function receivePaymentWebhook(ctx: AppContext, meta: RequestMeta, rawBody: string, signature: string | null): WebhookReceived {
  const secret = ctx.config.paymentWebhookSecret;
  if (!secret) throw new DomainError("not_found", "Not found");
  // Until the signature holds, the caller is anyone: refusals roll up per address like other anonymous ones.
  return auditedUseCase(ctx, anonymousActor(meta, "payments-webhook"), "payments.webhook", ({ commit, refuse }) => {
    const now = ctx.clock.now();
    const check = verifySignatureOf(secret, signature, rawBody, now);
    if (!check.ok) throw refuse(new DomainError("invalid", INVALID_SIGNATURE), `${INVALID_SIGNATURE}: ${check.reason}`);
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new DomainError("invalid", INVALID_EVENT);
    }
    const parsed = paymentEventSchema.safeParse(json);
    if (!parsed.success) throw new DomainError("invalid", INVALID_EVENT);
    const event = parsed.data;
    return commit(
      (tx) => {
        const result: Outcome =
          event.type === "checkout.session.completed"
            ? applyCheckout(ctx, tx, event, now)
            : event.type === "invoice.paid"
              ? applyInvoice(tx, event, now)
              : { outcome: "ignored", detail: "event type not used" };
        const stored = insertPaymentEvent(tx, {
          id: event.id,
          type: event.type,
          receivedAt: now,
          outcome: result.outcome,
          detail: result.detail.slice(0, 500),
          clientReferenceId: event.data.object.client_reference_id ?? null,
          userId: result.userId ?? null,
          subscriptionId: result.subscriptionId ?? null,
        });
        // A replay: the first delivery was applied; roll this one back whole.
        if (!stored) throw new ReplayedEvent();
        return {
          result: { received: true as const, duplicate: false, outcome: result.outcome },
          detail: `event=${event.id} type=${event.type} ${result.outcome}: ${result.detail}`,
        };
      },
      { as: providerActor(meta) },
    );
  });
}

class ReplayedEvent extends Error {}

/** A replayed event is acknowledged (the provider stops retrying) and changes nothing. */
export function receivePaymentWebhookOnce(ctx: AppContext, meta: RequestMeta, rawBody: string, signature: string | null): WebhookReceived {
  try {
    return receivePaymentWebhook(ctx, meta, rawBody, signature);
  } catch (error) {
    if (error instanceof ReplayedEvent) return { received: true, duplicate: true, outcome: null };
    throw error;
  }
}

export function listPaymentEvents(ctx: AppContext, query: unknown = {}): Result<PaymentEventsAnswer> {
  const { outcome } = parseInput(paymentEventsQuerySchema, query ?? {});
  return {
    events: selectPaymentEvents(ctx.db, 200, outcome).map((e) => ({
      id: e.id,
      type: e.type,
      receivedAt: e.receivedAt.toISOString(),
      outcome: e.outcome,
      detail: e.detail,
      clientReferenceId: e.clientReferenceId,
      username: e.username,
    })),
  };
}
