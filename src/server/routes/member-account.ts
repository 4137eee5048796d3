// /api/user: the signed-in member's own devices, activity, countdown windows and document
// storage; and the members' credibility search (/api/credibility-entries), open within the access
// window.
import { Elysia } from "elysia";
import type { AppContext } from "#core/context";
import { memberStorage } from "#core/claims/documents";
import { memberCredibilitySearch } from "#core/credibility/credibility-listing";
import { recentActivity } from "#core/members/activity";
import { countdownStatus, requireAccessWindow, startCountdown } from "#core/members/countdowns";
import { changeDevice, listDevices } from "#core/members/devices";
import { memberSubscription } from "#core/subscriptions/subscriptions";
import { listingAnswers } from "../listing-answers";
import { memberAuth } from "../plugins/member-session";
import { writer } from "../when-unlocked";
import { ok } from "#shared/answer";

export const memberAccountRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  return new Elysia({ prefix: "/user" })
    .use(memberAuth(ctx))
    .get("/devices", ({ signedIn }) => ok(listDevices(ctx, signedIn)), { requireMember: true })
    .post("/devices", ({ signedIn, meta, body }) => write(() => ok(changeDevice(ctx, meta, signedIn, body))), { requireMember: true })
    .get("/activity", ({ signedIn }) => ({ success: true as const, activity: recentActivity(ctx.db, signedIn.userId) }), {
      requireMember: true,
    })
    .get("/subscription", ({ signedIn }) => memberSubscription(ctx, signedIn.userId), { requireMember: true })
    .get("/storage", ({ signedIn }) => ok(memberStorage(ctx, signedIn.userId)), { requireMember: true })
    .get("/countdown-status", ({ signedIn }) => ok(countdownStatus(ctx, signedIn)), { requireMember: true })
    .post("/start-purchase-countdown", ({ signedIn, meta }) => write(() => ok(startCountdown(ctx, meta, signedIn, "purchase"))), {
      requireMember: true,
    })
    .post("/start-access-countdown", ({ signedIn, meta }) => write(() => ok(startCountdown(ctx, meta, signedIn, "access"))), {
      requireMember: true,
    });
};

export const memberCredibilityRoutes = (ctx: AppContext) => {
  // The same page for every member who may search: kept per URL until the data changes.
  const search = listingAnswers(ctx, memberCredibilitySearch);
  return new Elysia({ prefix: "/credibility-entries" }).use(memberAuth(ctx)).get(
    "/",
    ({ signedIn, query, request, set }) => {
      requireAccessWindow(ctx, signedIn);
      return search.answer(request, set, query);
    },
    { requireMember: true },
  );
};
