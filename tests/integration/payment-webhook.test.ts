// POST /api/webhooks/payments (decision 0029): signatures made here the way Stripe makes them
// (HMAC-SHA256 of "<t>.<body>" with the endpoint secret); a valid checkout activates the
// package for the member in client_reference_id; a wrong secret, an altered body or a stale
// timestamp is a 400 that changes nothing; a replay changes nothing; an event nobody can match
// is kept and shown to admins; without a secret the endpoint does not exist.
import { beforeEach, describe, expect, test } from "bun:test";
import { signatureHeader } from "#core/subscriptions/stripe-signature";
import { memberSubscription } from "#core/subscriptions/subscriptions";
import { createSignedInAdmin, countRows, type SignedInAdmin } from "../helpers/admin-session";
import { makeTestContext } from "../helpers/context";
import { registerMember, type Member } from "../helpers/member-session";

const SECRET = "whsec_test_0123456789abcdef";
let admin: SignedInAdmin;
let member: Member;
let serial = 0;

beforeEach(async () => {
  const ctx = makeTestContext({
    config: { paymentWebhookSecret: SECRET, paymentLinkPackages: { plink_ghost_weekly: { plan: "ghost", frequency: "weekly" } } },
  });
  admin = await createSignedInAdmin({ ctx });
  member = await registerMember(admin.ctx, admin.request);
});

function checkout(
  overrides: { clientReferenceId?: string | null; metadata?: Record<string, string> | null; paymentLink?: string; customer?: string } = {},
) {
  return {
    id: `evt_${++serial}_${Date.now()}`,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: `cs_test_${serial}`,
        object: "checkout.session",
        client_reference_id: overrides.clientReferenceId === undefined ? member.id : overrides.clientReferenceId,
        customer: overrides.customer ?? `cus_${serial}`,
        payment_link: overrides.paymentLink ?? "plink_other",
        amount_total: 850000,
        metadata: overrides.metadata === undefined ? { package: "ghost", frequency: "monthly" } : overrides.metadata,
      },
    },
  };
}

const nowSeconds = () => Math.floor(admin.ctx.clock.now().getTime() / 1000);

function deliver(event: unknown, options: { secret?: string; timestamp?: number; body?: string } = {}) {
  const body = options.body ?? JSON.stringify(event);
  const signed = JSON.stringify(event);
  return admin.request("POST", "/api/webhooks/payments", {
    rawBody: body,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "stripe-signature": signatureHeader(options.secret ?? SECRET, options.timestamp ?? nowSeconds(), signed),
    },
  });
}

const subscriptionRows = () => countRows(admin.ctx, "SELECT count(*) AS n FROM user_subscriptions");

describe("payment webhook", () => {
  test("a signed checkout activates the package named in its metadata for the member", async () => {
    const reply = await deliver(checkout());
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ success: true, received: true, duplicate: false, outcome: "applied" });
    expect(memberSubscription(admin.ctx, member.id)).toMatchObject({
      state: "active",
      subscription: { plan: "ghost", frequency: "monthly" },
    });
    expect(
      countRows(
        admin.ctx,
        "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'payments.webhook' AND outcome = 'success' AND actor = 'payments:webhook'",
      ),
    ).toBe(1);
  });

  test("without metadata the operator's payment-link map names the package", async () => {
    const reply = await deliver(checkout({ metadata: null, paymentLink: "plink_ghost_weekly" }));
    expect(reply.json.outcome).toBe("applied");
    expect(memberSubscription(admin.ctx, member.id).subscription).toMatchObject({ plan: "ghost", frequency: "weekly" });
  });

  test.each([
    ["a wrong secret", () => ({ secret: "whsec_someone_else" })],
    ["a stale timestamp (over 5 minutes old)", () => ({ timestamp: nowSeconds() - 301 })],
    ["a timestamp from the future", () => ({ timestamp: nowSeconds() + 301 })],
  ])("%s → 400, nothing changed", async (_name, options) => {
    const reply = await deliver(checkout(), options());
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ success: false, error: "Invalid webhook signature" });
    expect(subscriptionRows()).toBe(0);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM payment_events")).toBe(0);
  });

  test("an altered body → 400, nothing changed", async () => {
    const event = checkout();
    const altered = JSON.stringify({
      ...event,
      data: { object: { ...event.data.object, metadata: { package: "assassin", frequency: "monthly" } } },
    });
    const reply = await deliver(event, { body: altered });
    expect(reply.status).toBe(400);
    expect(subscriptionRows()).toBe(0);
  });

  test("a missing or malformed signature header → 400", async () => {
    const body = JSON.stringify(checkout());
    for (const signature of [undefined, "garbage", "t=abc,v1=zz", `t=${nowSeconds()}`]) {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (signature) headers["stripe-signature"] = signature;
      const reply = await admin.request("POST", "/api/webhooks/payments", { rawBody: body, headers });
      expect(reply.status).toBe(400);
    }
    expect(subscriptionRows()).toBe(0);
  });

  test("the same event delivered twice (or at once) makes one subscription", async () => {
    const event = checkout();
    const replies = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(replies.filter((r) => r.json.duplicate === true)).toHaveLength(2);
    expect(subscriptionRows()).toBe(1);
    expect((await deliver(event)).json.duplicate).toBe(true);
    expect(subscriptionRows()).toBe(1);
  });

  test("an event for an unknown member is kept for admins, never dropped", async () => {
    const reply = await deliver(checkout({ clientReferenceId: "0d9e3c56-2f0a-4d55-9b61-3f3b1c1e9a77" }));
    expect(reply.status).toBe(200);
    expect(reply.json.outcome).toBe("unmatched");
    const events = await admin.as("GET", "/api/admin/payment-events?outcome=unmatched");
    expect(events.status).toBe(200);
    expect(events.json.events).toHaveLength(1);
    expect(events.json.events[0]).toMatchObject({
      type: "checkout.session.completed",
      outcome: "unmatched",
      detail: "no member with id 0d9e3c56-2f0a-4d55-9b61-3f3b1c1e9a77",
    });
    expect((await admin.as("GET", "/api/admin/payment-events?outcome=applied")).json.events).toHaveLength(0);
    // An outcome that is not one lists every event (as it always has), never a 4xx or 5xx.
    for (const outcome of ["bogus", "", "UNMATCHED"]) {
      const all = await admin.as("GET", `/api/admin/payment-events?outcome=${outcome}`);
      expect({ outcome, status: all.status, events: all.json.events.length }).toEqual({ outcome, status: 200, events: 1 });
    }
  });

  test("a checkout for a member who already runs a package is kept as unmatched and changes nothing", async () => {
    await deliver(checkout());
    const second = await deliver(checkout({ metadata: { package: "assassin", frequency: "monthly" } }));
    expect(second.json.outcome).toBe("unmatched");
    expect(memberSubscription(admin.ctx, member.id).subscription!.plan).toBe("ghost");
    expect(subscriptionRows()).toBe(1);
  });

  test("invoice.paid renews the customer's subscription; the checkout's own first invoice is ignored", async () => {
    await deliver(checkout({ customer: "cus_renew" }));
    const invoice = (reason: string) => ({
      id: `evt_inv_${++serial}`,
      type: "invoice.paid",
      data: { object: { id: `in_${serial}`, customer: "cus_renew", amount_paid: 850000, billing_reason: reason } },
    });
    expect((await deliver(invoice("subscription_create"))).json.outcome).toBe("ignored");
    admin.ctx.clock.advance(20 * 24 * 60 * 60 * 1000);
    const dueBefore = memberSubscription(admin.ctx, member.id).subscription!.dueDate;
    expect((await deliver(invoice("subscription_cycle"))).json.outcome).toBe("applied");
    const after = memberSubscription(admin.ctx, member.id).subscription!;
    expect(after.dueDate).not.toBe(dueBefore);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM subscription_payments")).toBe(2);
  });

  test("other event types are acknowledged and recorded as ignored", async () => {
    const reply = await deliver({ id: "evt_other", type: "customer.created", data: { object: { id: "cus_1" } } });
    expect(reply.json.outcome).toBe("ignored");
  });

  test("a signed body that is not an event → 400", async () => {
    const reply = await deliver({ hello: "world" });
    expect(reply.status).toBe(400);
    expect(reply.json.error).toBe("Invalid webhook payload");
  });
});

test("without a configured secret the endpoint answers 404", async () => {
  const plain = await createSignedInAdmin();
  const reply = await plain.request("POST", "/api/webhooks/payments", {
    body: { id: "evt_1" },
    headers: { "stripe-signature": "t=1,v1=00" },
  });
  expect(reply.status).toBe(404);
});
