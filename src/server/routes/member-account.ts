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
import { passkeyRegistrationOptions, registerPasskey } from "#core/members/passkeys";
import { setPasswordSignIn } from "#core/members/password-sign-in";
import { memberSubscription } from "#core/subscriptions/subscriptions";
import { listingAnswers } from "../listing-answers";
import { memberAuth } from "../plugins/member-session";
import { writer } from "../group-commit";
import { ok } from "#shared/answer";
import { credibilitySearchSchema } from "#shared/schemas/credibility";
import { deviceActionSchema } from "#shared/schemas/members";
import { passkeyRegistrationSchema, passwordSignInSchema } from "#shared/schemas/passkeys";
import { named, routeDoc } from "../openapi/route-doc";

export const memberAccountRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  return new Elysia({ prefix: "/user" })
    .use(memberAuth(ctx))
    .get("/devices", ({ signedIn }) => ok(listDevices(ctx, signedIn)), {
      requireMember: true,
      ...routeDoc({ tag: "Member account", auth: "member", summary: "The member's devices and their limit", answer: "Devices" }),
    })
    .post("/devices", ({ signedIn, meta, body }) => write(() => ok(changeDevice(ctx, meta, signedIn, body))), {
      requireMember: true,
      ...routeDoc({
        tag: "Member account",
        auth: "member",
        summary: "Rename or revoke one of the member's devices",
        body: named("DeviceAction", deviceActionSchema),
        answer: "DeviceChange",
        errors: [404],
      }),
    })
    .post("/passkeys/options", ({ signedIn }) => write(() => passkeyRegistrationOptions(ctx, signedIn).then(ok)), {
      requireMember: true,
      ...routeDoc({
        tag: "Member account",
        auth: "member",
        summary: "Options for adding a passkey on this device (one a device)",
        description: "A device that holds a passkey already answers 409; 429 while the member has 5 unanswered requests.",
        answer: "PasskeyOptions",
        errors: [409, 429],
      }),
    })
    .post("/passkeys", ({ signedIn, meta, body }) => write(() => registerPasskey(ctx, meta, signedIn, body).then(ok)), {
      requireMember: true,
      ...routeDoc({
        tag: "Member account",
        auth: "member",
        summary: "Add the passkey this browser made to its device",
        description:
          "An expired or used challenge, or an answer that does not verify (another origin), is a 400; a second passkey on the device a 409.",
        body: named("PasskeyRegistration", passkeyRegistrationSchema),
        answer: "PasskeyAdded",
        errors: [409],
      }),
    })
    .put("/password-sign-in", ({ signedIn, meta, body }) => write(() => setPasswordSignIn(ctx, meta, signedIn, body).then(ok)), {
      requireMember: true,
      ...routeDoc({
        tag: "Member account",
        auth: "member",
        summary: "Turn password sign-in on or off (off needs two passkeys and the current password or a fresh passkey)",
        description:
          "Off needs `currentPassword` (throttled as a sign-in) or `passkey`, an assertion on a challenge from POST /api/auth/passkey/options. Fewer than two passkeys answers 409; a wrong password or passkey 400. With it off, a password sign-in answers as a wrong password does.",
        body: named("PasswordSignIn", passwordSignInSchema),
        answer: "PasswordSignIn",
        errors: [409, 429],
      }),
    })
    .get("/activity", ({ signedIn }) => ok({ activity: recentActivity(ctx.db, signedIn.userId) }), {
      requireMember: true,
      ...routeDoc({ tag: "Member account", auth: "member", summary: "The member's recent activity", answer: "Activity" }),
    })
    .get("/subscription", ({ signedIn }) => ok(memberSubscription(ctx, signedIn.userId)), {
      requireMember: true,
      ...routeDoc({
        tag: "Member account",
        auth: "member",
        summary: "The member's package, its state and quotas",
        answer: "MemberSubscription",
      }),
    })
    .get("/storage", ({ signedIn }) => ok(memberStorage(ctx, signedIn.userId)), {
      requireMember: true,
      ...routeDoc({
        tag: "Member account",
        auth: "member",
        summary: "What the member's documents take on disk, and their storage quota",
        answer: "MemberStorage",
      }),
    })
    .get("/countdown-status", ({ signedIn }) => ok(countdownStatus(ctx, signedIn)), {
      requireMember: true,
      ...routeDoc({
        tag: "Member account",
        auth: "member",
        summary: "The purchase and access countdown windows",
        answer: "CountdownStatus",
      }),
    })
    .post("/start-purchase-countdown", ({ signedIn, meta }) => write(() => ok(startCountdown(ctx, meta, signedIn, "purchase"))), {
      requireMember: true,
      ...routeDoc({
        tag: "Member account",
        auth: "member",
        summary: "Start the purchase window (once; later calls answer the same deadline)",
        answer: "CountdownStarted",
      }),
    })
    .post("/start-access-countdown", ({ signedIn, meta }) => write(() => ok(startCountdown(ctx, meta, signedIn, "access"))), {
      requireMember: true,
      ...routeDoc({
        tag: "Member account",
        auth: "member",
        summary: "Start the access window (once; later calls answer the same deadline)",
        answer: "CountdownStarted",
      }),
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
    {
      requireMember: true,
      ...routeDoc({
        tag: "Credibility",
        auth: "member",
        summary: "Search the credibility database, 20 a page",
        description: "Open while the member's access window runs (403 once it has ended).",
        query: named("CredibilitySearch", credibilitySearchSchema),
        answer: "CredibilitySearch",
        serialized: true,
        errors: [403],
      }),
    },
  );
};
