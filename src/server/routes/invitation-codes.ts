import { Elysia } from "elysia";
import type { AppContext } from "#core/context";
import { invitationCodeListing } from "#core/invitation-codes/code-listing";
import {
  assignInvitationCode,
  createInvitationCodes,
  extendInvitationCode,
  unassignInvitationCode,
} from "#core/invitation-codes/invitation-codes";
import { adminAuth } from "../plugins/admin-session";
import { listingAnswers } from "../listing-answers";
import { writer } from "../when-unlocked";

export const invitationCodeRoutes = (ctx: AppContext) => {
  // The spec's full lists, or with ?status=&q=&page=&pageSize= one page of one list read on the
  // server (decision 0044), each kept until the codes or the expired count change.
  const write = writer(ctx);
  const codes = listingAnswers(ctx, invitationCodeListing);
  return new Elysia({ prefix: "/invitation-codes" })
    .use(adminAuth(ctx))
    .get("/", ({ request, set, query }) => codes.answer(request, set, query), { requireAdmin: true })
    .post("/", ({ actor, body }) => write(() => createInvitationCodes(ctx, actor, body)), { requireAdmin: true })
    .post("/:id/assign", ({ actor, params, body }) => write(() => assignInvitationCode(ctx, actor, params.id, body)), {
      requireAdmin: true,
    })
    .post("/:id/extend", ({ actor, params, body }) => write(() => extendInvitationCode(ctx, actor, params.id, body)), {
      requireAdmin: true,
    })
    .delete("/:id/assign", ({ actor, params }) => write(() => unassignInvitationCode(ctx, actor, params.id)), { requireAdmin: true });
};
