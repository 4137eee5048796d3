// Subscriptions (decision 0029): the seeded packages, an admin's activation through the API, the
// late-payment policy on a controlled clock, renewals, cancellation, plan changes that leave
// running subscriptions alone, the access window lifted for paying members, renewal notices.
import { beforeEach, describe, expect, test } from "bun:test";
import { cliActor } from "#core/actor";
import { queueRenewalNotices } from "#core/subscriptions/renewal-notices";
import { renewSubscription } from "#core/subscriptions/billing";
import { activateSubscription, cancelSubscription, memberSubscription } from "#core/subscriptions/subscriptions";
import { writeTransaction } from "#core/db/db";
import { LATE_PAYMENT_POLICY } from "#shared/billing-policy";
import { createSignedInAdmin, countRows, type SignedInAdmin } from "../helpers/admin-session";
import { makeTestContext } from "../helpers/context";
import { MEMBER_PASSWORD, memberCookieOf, registerMember, type Member } from "../helpers/member-session";
import { runScenarios, scenarioTemplate, type World } from "../helpers/scenario";

const DAY = 24 * 60 * 60 * 1000;
const PURCHASE = new Date("2026-03-10T15:30:00Z");
const operator = cliActor("tests");

let admin: SignedInAdmin;
let member: Member;

beforeEach(async () => {
  const ctx = makeTestContext();
  ctx.clock.set(PURCHASE);
  admin = await createSignedInAdmin({ ctx });
  member = await registerMember(admin.ctx, admin.request);
});

const stateOn = (day: string) => {
  admin.ctx.clock.set(new Date(`${day}T12:00:00Z`));
  return memberSubscription(admin.ctx, member.id);
};

describe("packages", () => {
  test("the three packages of §9 are there with their quotas and prices", async () => {
    const reply = await admin.as("GET", "/api/admin/subscription-plans");
    expect(reply.status).toBe(200);
    const byName = Object.fromEntries(reply.json.plans.map((p: { name: string }) => [p.name, p]));
    expect(byName.phantom).toMatchObject({
      displayName: "Phantom",
      pricePerMonth: "5200.00",
      pricePerWeek: "1625.00",
      estimatesQuota: 4,
      appraisalsQuota: 3,
      engineerAssignmentsQuota: 1,
      attorneyAssistanceQuota: 0,
    });
    expect(byName.ghost).toMatchObject({
      displayName: "Ghost",
      pricePerMonth: "8500.00",
      pricePerWeek: "2656.00",
      estimatesQuota: 9,
      appraisalsQuota: 5,
      engineerAssignmentsQuota: 2,
      attorneyAssistanceQuota: 0,
    });
    expect(byName.assassin).toMatchObject({
      displayName: "Assassin",
      pricePerMonth: "15000.00",
      pricePerWeek: "4500.00",
      estimatesQuota: 14,
      appraisalsQuota: 7,
      engineerAssignmentsQuota: 5,
      attorneyAssistanceQuota: 2,
    });
  });

  test("a changed quota applies to new subscriptions; a running one keeps what it was bought with", async () => {
    activateSubscription(admin.ctx, operator, member.username, { plan: "ghost", frequency: "monthly" });
    const change = await admin.as("PUT", "/api/admin/subscription-plans/ghost", { body: { estimatesQuota: 10, pricePerMonth: "9000" } });
    expect(change.status).toBe(200);
    expect(change.json.plan).toMatchObject({ estimatesQuota: 10, pricePerMonth: "9000.00" });
    expect(memberSubscription(admin.ctx, member.id).subscription!.quotas.estimates.quota).toBe(9);
    const other = await registerMember(admin.ctx, admin.request);
    const started = activateSubscription(admin.ctx, operator, other.username, { plan: "ghost", frequency: "monthly" });
    expect(started.subscription.quotas.estimates.quota).toBe(10);
    expect(started.subscription.price).toBe("9000.00");
  });

  test("the public list has the packages on sale with the prices charged", async () => {
    await admin.as("PUT", "/api/admin/subscription-plans/phantom", { body: { isActive: false, pricePerMonth: "5300" } });
    const reply = await admin.request("GET", "/api/plans");
    expect(reply.status).toBe(200);
    expect(reply.json.plans.map((p: { name: string }) => p.name)).toEqual(["ghost", "assassin"]);
    await admin.as("PUT", "/api/admin/subscription-plans/phantom", { body: { isActive: true } });
    expect((await admin.request("GET", "/api/plans")).json.plans[0]).toMatchObject({ name: "phantom", pricePerMonth: "5300.00" });
  });

  test("bad changes are refused with the schema's message; a stopped package cannot be activated", async () => {
    const bad = await admin.as("PUT", "/api/admin/subscription-plans/ghost", { body: { estimatesQuota: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe("Quota must be a whole number from 0 to 1000");
    expect((await admin.as("PUT", "/api/admin/subscription-plans/platinum", { body: { estimatesQuota: 1 } })).status).toBe(400);
    expect((await admin.as("PUT", "/api/admin/subscription-plans/phantom", { body: { isActive: false } })).status).toBe(200);
    const refused = await admin.as("POST", `/api/admin/members/${member.id}/subscription`, {
      body: { plan: "phantom", frequency: "weekly" },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe("Package phantom is not available");
  });
});

describe("activation by an admin", () => {
  /** A member bought nothing yet, on the purchase day; each scenario runs on a copy. */
  const activation = scenarioTemplate<{ member: Member }>({
    build: async (w) => {
      w.ctx.clock.set(PURCHASE);
      return { member: await registerMember(w.ctx, w.request) };
    },
  });
  const subscriptionOf = (w: World<{ member: Member }>) => `/api/admin/members/${w.fixture.member.id}/subscription`;
  runScenarios(activation, [
    {
      name: "a member who never had a package reads as none: 200 with no subscription and no failure in the audit log",
      actor: "admin",
      method: "GET",
      path: subscriptionOf,
      status: 200,
      jsonEquals: { success: true, subscription: null, payments: [] },
      audit: {},
    },
    {
      name: "activates Ghost monthly: the member sees plan, quotas, due date; audited; a second activation is refused",
      actor: "admin",
      method: "POST",
      path: subscriptionOf,
      body: { plan: "Ghost", frequency: "monthly" },
      status: 200,
      // Bought 2026-03-10: due 30 days from the day after (2026-03-11 + 30 days).
      json: { subscription: { plan: "ghost", frequency: "monthly", state: "active", dueDate: "2026-04-10", price: "8500.00" } },
      audit: { "subscriptions.activate/success": 1 },
      check: async (_reply, w) => {
        const own = await w.as({ member: (w) => w.fixture.member })("GET", "/api/user/subscription");
        expect(own.status).toBe(200);
        expect(own.json.state).toBe("active");
        expect(own.json.policy).toBe(LATE_PAYMENT_POLICY);
        expect(own.json.subscription.quotas).toEqual({
          estimates: { quota: 9, used: 0, remaining: 9 },
          appraisals: { quota: 5, used: 0, remaining: 5 },
          engineerAssignments: { quota: 2, used: 0, remaining: 2 },
          attorneyAssistance: { quota: 0, used: 0, remaining: 0 },
        });
        const again = await w.as("admin")("POST", subscriptionOf(w), { body: { plan: "assassin", frequency: "weekly" } });
        expect(again.status).toBe(409);
        expect(again.json.error).toBe(
          `${w.fixture.member.username} already has a running Ghost subscription; a package cannot be changed while it runs`,
        );
        expect(w.auditCounts()["subscriptions.activate/failure"]).toBe(1);
        expect(w.value("SELECT count(*) FROM user_subscriptions")).toBe(1);
      },
    },
    {
      name: "an unknown package → 400 with the schema's message",
      actor: "admin",
      method: "POST",
      path: subscriptionOf,
      body: { plan: "gold", frequency: "monthly" },
      status: 400,
      json: { error: "Package must be phantom, ghost or assassin" },
      unchanged: ["user_subscriptions"],
    },
    {
      name: "an unknown frequency → 400 with the schema's message",
      actor: "admin",
      method: "POST",
      path: subscriptionOf,
      body: { plan: "ghost", frequency: "daily" },
      status: 400,
      json: { error: "Frequency must be monthly or weekly" },
      unchanged: ["user_subscriptions"],
    },
    {
      name: "an unknown member → 404",
      actor: "admin",
      method: "POST",
      path: "/api/admin/members/nobody-here/subscription",
      body: { plan: "ghost", frequency: "monthly" },
      status: 404,
      unchanged: ["user_subscriptions"],
    },
    {
      name: "signed out → 401 for the member view",
      actor: "anonymous",
      method: "GET",
      path: "/api/user/subscription",
      status: 401,
    },
    {
      name: "a member without a package reads state none",
      actor: { member: (w) => w.fixture.member },
      method: "GET",
      path: "/api/user/subscription",
      status: 200,
      jsonEquals: { success: true, state: "none", subscription: null, policy: LATE_PAYMENT_POLICY },
    },
  ]);

  test("parallel activations for one member start exactly one subscription", async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        admin.as("POST", `/api/admin/members/${member.id}/subscription`, {
          body: { plan: i % 2 ? "ghost" : "phantom", frequency: "monthly" },
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(7);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM user_subscriptions WHERE is_active = 1")).toBe(1);
  });
});

describe("the late-payment policy, read on a controlled clock", () => {
  beforeEach(() => {
    activateSubscription(admin.ctx, operator, member.username, { plan: "ghost", frequency: "monthly" });
  });

  test("due date active; +1 and +3 days suspended; +4 days terminated", () => {
    expect(stateOn("2026-04-10")).toMatchObject({ state: "active" });
    expect(stateOn("2026-04-11")).toMatchObject({ state: "suspended", subscription: { daysPastDue: 1 } });
    expect(stateOn("2026-04-13")).toMatchObject({ state: "suspended", subscription: { daysPastDue: 3 } });
    expect(stateOn("2026-04-14")).toMatchObject({ state: "terminated", subscription: { daysPastDue: 4 } });
  });

  test("paid on day 2: active again with a new due date 30 days after the settled one, counters fresh", () => {
    admin.ctx.db.$client.run("UPDATE user_subscriptions SET estimates_used = 3");
    admin.ctx.clock.set(new Date("2026-04-12T09:00:00Z"));
    expect(memberSubscription(admin.ctx, member.id).state).toBe("suspended");
    writeTransaction(admin.ctx.db, (tx) =>
      renewSubscription(tx, member.id, { at: admin.ctx.clock.now(), amountCents: 850000, source: "tests" }),
    );
    const after = memberSubscription(admin.ctx, member.id);
    expect(after).toMatchObject({ state: "active", subscription: { dueDate: "2026-05-10", daysPastDue: 0 } });
    expect(after.subscription!.quotas.estimates).toEqual({ quota: 9, used: 0, remaining: 9 });
  });

  test("a terminated subscription is never reinstated; a new purchase starts a new one", () => {
    admin.ctx.clock.set(new Date("2026-04-14T12:00:00Z"));
    expect(() =>
      writeTransaction(admin.ctx.db, (tx) =>
        renewSubscription(tx, member.id, { at: admin.ctx.clock.now(), amountCents: null, source: "tests" }),
      ),
    ).toThrow("The subscription is terminated and cannot be renewed");
    const fresh = activateSubscription(admin.ctx, operator, member.username, { plan: "assassin", frequency: "weekly" });
    expect(fresh.subscription).toMatchObject({ plan: "assassin", state: "active", dueDate: "2026-04-21" });
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM user_subscriptions WHERE is_active = 1")).toBe(1);
  });

  test("a cancellation runs to the due date, then ends as cancelled (never as late)", () => {
    admin.ctx.clock.set(new Date("2026-03-20T12:00:00Z"));
    const cancelled = cancelSubscription(admin.ctx, operator, member.username);
    expect(cancelled.message).toBe(`Subscription of ${member.username} cancelled; it ends on 2026-04-10`);
    expect(stateOn("2026-04-10").state).toBe("active");
    expect(stateOn("2026-04-11").state).toBe("cancelled");
    expect(stateOn("2026-05-30").state).toBe("cancelled");
    expect(() => cancelSubscription(admin.ctx, operator, member.username)).toThrow();
  });
});

describe("weekly billing", () => {
  test("due 7 days after the purchase, then 7 days after each payment; the period stays until it ends", () => {
    activateSubscription(admin.ctx, operator, member.username, { plan: "phantom", frequency: "weekly" });
    expect(memberSubscription(admin.ctx, member.id).subscription!.dueDate).toBe("2026-03-17");
    admin.ctx.clock.set(new Date("2026-03-16T08:00:00Z"));
    const renewed = writeTransaction(admin.ctx.db, (tx) =>
      renewSubscription(tx, member.id, { at: admin.ctx.clock.now(), amountCents: 162500, source: "tests" }),
    );
    expect(renewed.dueDate.toISOString().slice(0, 10)).toBe("2026-03-23");
    // Same period: one row, still the purchase's start.
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM user_subscriptions")).toBe(1);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM subscription_payments")).toBe(2);
  });
});

describe("paying members and the access window", () => {
  test("after the access window a paying member still reads the credibility database", async () => {
    await admin.request("POST", "/api/user/start-access-countdown", { cookie: member.cookie, headers: member.device });
    admin.ctx.clock.advance(admin.ctx.config.accessWindowHours * 60 * 60 * 1000 + 1000);
    // Sessions idle out over a week: sign in again on the same device.
    const login = await admin.request("POST", "/api/auth/login", {
      body: { username: member.username, password: MEMBER_PASSWORD },
      headers: member.device,
      cookie: member.cookie,
    });
    const cookie = memberCookieOf(login)!;
    const again = (path: string) => admin.request("GET", path, { cookie, headers: member.device });
    expect((await again("/api/credibility-entries")).status).toBe(403);
    activateSubscription(admin.ctx, operator, member.username, { plan: "ghost", frequency: "monthly" });
    expect((await again("/api/credibility-entries")).status).toBe(200);
  });

  test("a suspended member still pays and reads it; once terminated the expired window applies again", async () => {
    await admin.request("POST", "/api/user/start-access-countdown", { cookie: member.cookie, headers: member.device });
    activateSubscription(admin.ctx, operator, member.username, { plan: "ghost", frequency: "monthly" });
    // Due 2026-04-10: two days late is suspended, the fourth day terminated; the window ended in March.
    const readOn = async (day: string) => {
      admin.ctx.clock.set(new Date(`${day}T12:00:00Z`));
      const login = await admin.request("POST", "/api/auth/login", {
        body: { username: member.username, password: MEMBER_PASSWORD },
        headers: member.device,
        cookie: member.cookie,
      });
      const reply = await admin.request("GET", "/api/credibility-entries", { cookie: memberCookieOf(login)!, headers: member.device });
      return { state: memberSubscription(admin.ctx, member.id).state, status: reply.status };
    };
    expect(await readOn("2026-04-12")).toEqual({ state: "suspended", status: 200 });
    expect(await readOn("2026-04-14")).toEqual({ state: "terminated", status: 403 });
  });
});

describe("renewal notices", () => {
  test("queued once a day before the due date, never twice, not even after a restart", () => {
    activateSubscription(admin.ctx, operator, member.username, { plan: "ghost", frequency: "monthly" });
    admin.ctx.clock.set(new Date("2026-04-08T12:00:00Z"));
    expect(queueRenewalNotices(admin.ctx)).toBe(0);
    admin.ctx.clock.set(new Date("2026-04-09T00:30:00Z"));
    expect(queueRenewalNotices(admin.ctx)).toBe(1);
    expect(queueRenewalNotices(admin.ctx)).toBe(0);
    // A restarted server sees the same database: the claim holds.
    expect(queueRenewalNotices({ ...admin.ctx })).toBe(0);
    const notice = admin.ctx.db.$client
      .query("SELECT channel, recipient, subject, body FROM notifications WHERE purpose = 'renewal_notice'")
      .all() as Array<Record<string, string>>;
    expect(notice).toHaveLength(1);
    expect(notice[0]).toMatchObject({ channel: "email", recipient: member.email, subject: "Your AAN payment is due on 2026-04-10" });
    expect(notice[0]!.body).toContain("$8500.00");
    // After the payment the next due date gets its own notice.
    writeTransaction(admin.ctx.db, (tx) =>
      renewSubscription(tx, member.id, { at: admin.ctx.clock.now(), amountCents: null, source: "tests" }),
    );
    admin.ctx.clock.set(new Date("2026-05-09T06:00:00Z"));
    expect(queueRenewalNotices(admin.ctx)).toBe(1);
  });

  test("a cancelled or late subscription gets no reminder", () => {
    activateSubscription(admin.ctx, operator, member.username, { plan: "ghost", frequency: "monthly" });
    admin.ctx.clock.set(new Date("2026-04-12T00:30:00Z"));
    expect(queueRenewalNotices(admin.ctx)).toBe(0);
  });

  test("with an SMS gateway configured the notice goes by SMS to the member's phone", () => {
    activateSubscription(admin.ctx, operator, member.username, { plan: "ghost", frequency: "weekly" });
    const ctx = { ...admin.ctx, config: { ...admin.ctx.config, smsWebhookUrl: "http://127.0.0.1:9/sms" } };
    ctx.clock.set(new Date(PURCHASE.getTime() + 6 * DAY));
    expect(queueRenewalNotices(ctx)).toBe(1);
    const row = admin.ctx.db.$client.query("SELECT channel, recipient FROM notifications WHERE purpose = 'renewal_notice'").get() as Record<
      string,
      string
    >;
    expect(row).toEqual({ channel: "sms", recipient: "(713) 555-0142" });
  });
});
