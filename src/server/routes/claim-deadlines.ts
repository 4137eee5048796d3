// A claim's events and deadlines (/api/claims/:id/events, /deadlines) and the due lists
// (/api/deadlines for a member's own claims, /api/admin/deadlines for every claim); the admins'
// side of a claim's events and deadlines under /api/admin/claims/:id/….
import { Elysia } from "elysia";
import {
  addClaimEvent,
  addOwnClaimEvent,
  claimDeadlines,
  claimEvents,
  dueDeadlines,
  memberClaimDeadlines,
  memberClaimEvents,
  memberDueDeadlines,
  removeClaimEvent,
  removeOwnClaimEvent,
} from "#core/deadlines/claim-events";
import type { AppContext } from "#core/context";
import { ok } from "#shared/answer";
import { claimIdSchema } from "#shared/schemas/claims";
import { claimEventSchema, dueListSchema, eventIdSchema } from "#shared/schemas/claim-events";
import { named, routeDoc } from "../openapi/route-doc";
import { adminAuth } from "../plugins/admin-session";
import { memberAuth } from "../plugins/member-session";
import { writer } from "../group-commit";
import { answerKept } from "../json-cache";

const EVENT_REFUSALS =
  "400 for an unknown kind, a date that is not one, a date after today in the claim's state, before the date of loss (a declared catastrophe excepted) or out of order with the claim's other events; nothing is stored.";
const DUE_DESCRIPTION =
  "due=overdue: started, not met, due before today; due=<N>d (default 7d): due from today to N days on. Today is judged in each claim's state; completed and cancelled claims are left out. Soonest due first (due day, claim, rule), paged: pageSize, then after=<the answer's next> for the page after it (400 for a cursor that is not one), or page=N (not both).";

export const memberDeadlineRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  return new Elysia()
    .use(memberAuth(ctx))
    .get("/claims/:id/events", ({ signedIn, params }) => ok(memberClaimEvents(ctx, signedIn, params.id)), {
      requireMember: true,
      ...routeDoc({
        tag: "Deadlines",
        auth: "member",
        summary: "The events of one of the member's claims, in the order they happened",
        params: { id: claimIdSchema },
        answer: "ClaimEvents",
        errors: [404],
      }),
    })
    .post(
      "/claims/:id/events",
      ({ signedIn, meta, params, body }) => write(() => ok(addOwnClaimEvent(ctx, meta, signedIn, params.id, body))),
      {
        requireMember: true,
        ...routeDoc({
          tag: "Deadlines",
          auth: "member",
          summary: "Record an event of one of the member's claims; its deadlines follow",
          description: EVENT_REFUSALS,
          params: { id: claimIdSchema },
          body: named("ClaimEventInput", claimEventSchema),
          answer: "ClaimEvent",
          errors: [404],
        }),
      },
    )
    .delete(
      "/claims/:id/events/:eventId",
      ({ signedIn, meta, params }) => write(() => ok(removeOwnClaimEvent(ctx, meta, signedIn, params.id, params.eventId))),
      {
        requireMember: true,
        ...routeDoc({
          tag: "Deadlines",
          auth: "member",
          summary: "Remove an event of one of the member's claims; its deadlines follow",
          params: { id: claimIdSchema, eventId: eventIdSchema },
          answer: "Message",
          errors: [404],
        }),
      },
    )
    .get("/claims/:id/deadlines", ({ signedIn, params }) => ok(memberClaimDeadlines(ctx, signedIn, params.id)), {
      requireMember: true,
      ...routeDoc({
        tag: "Deadlines",
        auth: "member",
        summary: "The deadlines of one of the member's claims under its state's rules and the policy's clauses",
        params: { id: claimIdSchema },
        answer: "ClaimDeadlines",
        errors: [404],
      }),
    })
    .get("/deadlines", ({ signedIn, query, request, set }) => answerKept(memberDueDeadlines(ctx, signedIn, query), request, set), {
      requireMember: true,
      ...routeDoc({
        tag: "Deadlines",
        auth: "member",
        summary: "The open deadlines of the member's claims, overdue or due soon",
        description: DUE_DESCRIPTION,
        query: named("DueQuery", dueListSchema),
        answer: "DueDeadlines",
        serialized: true,
      }),
    });
};

export const adminDeadlineRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  return new Elysia()
    .use(adminAuth(ctx))
    .get("/claims/:id/events", ({ actor, params }) => ok(claimEvents(ctx, actor, params.id)), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Deadlines",
        auth: "admin",
        summary: "A claim's events, in the order they happened",
        params: { id: claimIdSchema },
        answer: "ClaimEvents",
        errors: [404],
      }),
    })
    .post("/claims/:id/events", ({ actor, params, body }) => write(() => ok(addClaimEvent(ctx, actor, params.id, body))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Deadlines",
        auth: "admin",
        summary: "Record an event of a claim (audited); its deadlines follow",
        description: EVENT_REFUSALS,
        params: { id: claimIdSchema },
        body: named("ClaimEventInput", claimEventSchema),
        answer: "ClaimEvent",
        errors: [404],
      }),
    })
    .delete(
      "/claims/:id/events/:eventId",
      ({ actor, params }) => write(() => ok(removeClaimEvent(ctx, actor, params.id, params.eventId))),
      {
        requireAdmin: true,
        ...routeDoc({
          tag: "Deadlines",
          auth: "admin",
          summary: "Remove an event of a claim (audited); its deadlines follow",
          params: { id: claimIdSchema, eventId: eventIdSchema },
          answer: "Message",
          errors: [404],
        }),
      },
    )
    .get("/claims/:id/deadlines", ({ actor, params }) => ok(claimDeadlines(ctx, actor, params.id)), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Deadlines",
        auth: "admin",
        summary: "A claim's deadlines under its state's rules and the policy's clauses",
        params: { id: claimIdSchema },
        answer: "ClaimDeadlines",
        errors: [404],
      }),
    })
    .get("/deadlines", ({ query, request, set }) => answerKept(dueDeadlines(ctx, query), request, set), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Deadlines",
        auth: "admin",
        summary: "The open deadlines of every claim, overdue or due soon, by who owes them",
        description: DUE_DESCRIPTION,
        query: named("DueQuery", dueListSchema),
        answer: "DueDeadlines",
        serialized: true,
      }),
    });
};
