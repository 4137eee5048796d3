// The member's current period (selectCurrentSubscription, read on every member page and by the
// access window): the active row whatever the others' dates, else the period that started last,
// with the member's username and the plan's names; nothing for a member who never subscribed.
// It is plain look-ups rather than one joined, ordered statement (decision 0049), so these pin
// the rule the ordered statement used to state.
import { beforeEach, describe, expect, test } from "bun:test";
import { selectCurrentSubscription, selectPlanByName, insertSubscription } from "#core/subscriptions/subscription-repository";
import { createSignedInAdmin, type SignedInAdmin } from "../helpers/admin-session";
import { registerMember, type Member } from "../helpers/member-session";

let admin: SignedInAdmin;
let member: Member;

beforeEach(async () => {
  admin = await createSignedInAdmin();
  member = await registerMember(admin.ctx, admin.request);
});

function period(plan: "phantom" | "ghost" | "assassin", startDay: string, isActive: boolean) {
  const start = new Date(`${startDay}T12:00:00Z`);
  return insertSubscription(admin.ctx.db, {
    userId: member.id,
    planId: selectPlanByName(admin.ctx.db, plan)!.id,
    startDate: start,
    dueDate: start,
    isActive,
    createdAt: start,
    updatedAt: start,
  });
}

describe("the member's current period", () => {
  test("none for a member who never subscribed", () => {
    expect(selectCurrentSubscription(admin.ctx.db, member.id)).toBeUndefined();
  });

  test("the active period, even when an ended one started later; with the username and the plan's names", () => {
    period("phantom", "2026-01-01", false);
    const active = period("ghost", "2026-02-01", true);
    period("assassin", "2026-03-01", false);
    expect(selectCurrentSubscription(admin.ctx.db, member.id)).toEqual({
      ...active,
      username: member.username,
      planName: "ghost",
      planDisplayName: "Ghost",
    });
  });

  test("without an active period, the one that started last (its ended state is shown)", () => {
    period("phantom", "2026-03-01", false);
    const newest = period("assassin", "2026-04-01", false);
    period("ghost", "2026-02-01", false);
    expect(selectCurrentSubscription(admin.ctx.db, member.id)).toMatchObject({ id: newest.id, planName: "assassin", isActive: false });
  });
});
