import { Elysia } from "elysia";
import type { AppContext } from "#core/context";
import { invitationCodeListing } from "#core/invitation-codes/code-listing";
import {
  assignInvitationCode,
  createInvitationCodes,
  extendInvitationCode,
  unassignInvitationCode,
} from "#core/invitation-codes/invitation-codes";
import { createInvitationCodesSchema } from "#shared/schemas/invitation-codes";
import { adminAuth } from "../plugins/admin-session";
import { listingAnswers } from "../listing-answers";
import { writer } from "../group-commit";
import { assignCodeSchema, codeIdSchema, codePageQuerySchema, extendCodeSchema } from "#shared/schemas/invitation-codes";
import { named, routeDoc } from "../openapi/route-doc";
import { ok } from "#shared/answer";

export const invitationCodeRoutes = (ctx: AppContext) => {
  // The spec's full lists, or with ?status=&q=&page=&pageSize= one page of one list read on the
  // server (decision 0044), each kept until the codes or the expired count change.
  const write = writer(ctx);
  const codes = listingAnswers(ctx, invitationCodeListing);
  return new Elysia({ prefix: "/invitation-codes" })
    .use(adminAuth(ctx))
    .get("/", ({ request, set, query }) => codes.answer(request, set, query), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Invitation codes",
        auth: "admin",
        summary: "Invitation codes: a page of one list, or every list",
        description:
          "With `status`, `q`, `page` or `pageSize`: one page of the list `status` names (every code when left out), newest first, the exact total that matches and the panel's counters; `q` looks in the code and the assignee's username, names, e-mail and phone (any case; 3 characters or more through the trigram index). Without them: every code in the spec's lists, sent compressed when the client accepts it, with an ETag.",
        query: named("InvitationCodePageQuery", codePageQuerySchema),
        answer: "InvitationCodes",
        serialized: true,
      }),
    })
    .post("/", ({ actor, body }) => write(() => ok(createInvitationCodes(ctx, actor, body))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Invitation codes",
        auth: "admin",
        summary: "Generate a batch of codes ({count}) or create one custom code ({code})",
        body: named("CreateInvitationCodes", createInvitationCodesSchema),
        answer: "InvitationCodesCreated",
        errors: [409],
      }),
    })
    .post("/:id/assign", ({ actor, params, body }) => write(() => ok(assignInvitationCode(ctx, actor, params.id, body))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Invitation codes",
        auth: "admin",
        summary: "Assign an unused code to a person",
        params: { id: codeIdSchema },
        body: named("AssignCode", assignCodeSchema),
        answer: "InvitationCodeChange",
        errors: [404, 409],
      }),
    })
    .post("/:id/extend", ({ actor, params, body }) => write(() => ok(extendInvitationCode(ctx, actor, params.id, body))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Invitation codes",
        auth: "admin",
        summary: "Set a new expiry for an unused code, counted from now, or remove it (null)",
        params: { id: codeIdSchema },
        body: named("ExtendCode", extendCodeSchema),
        answer: "InvitationCodeChange",
        errors: [404, 409],
      }),
    })
    .delete("/:id/assign", ({ actor, params }) => write(() => ok(unassignInvitationCode(ctx, actor, params.id))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Invitation codes",
        auth: "admin",
        summary: "Clear the assignee of an unused code",
        params: { id: codeIdSchema },
        answer: "InvitationCodeChange",
        errors: [404, 409],
      }),
    });
};
