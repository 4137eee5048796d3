import { Elysia } from "elysia";
import type { ChangeMark } from "#core/db/change-mark";
import type { AppContext } from "#core/context";
import {
  assignInvitationCode,
  createInvitationCodes,
  extendInvitationCode,
  listInvitationCodes,
  listingVersion,
  pageInvitationCodes,
  unassignInvitationCode,
} from "#core/invitation-codes/invitation-codes";
import { asksForCodePage } from "#shared/schemas/invitation-codes";
import { adminAuth } from "../plugins/admin-session";
import { createJsonCache, createJsonPageCache, type ResponseSet } from "../json-cache";
import { requestSearch } from "../request-path";
import { writer } from "../when-unlocked";

export const invitationCodeRoutes = (ctx: AppContext) => {
  // The full listing (the spec's lists, kept for compatibility) is large at 10,000 codes:
  // serialize (and compress) it once per change. With ?status=&q=&page=&pageSize= the answer is
  // one page of one list, read on the server (decision 0044); pages are kept per URL until the data or
  // the expired count changes, so a panel re-reading its page costs a lookup.
  const write = writer(ctx);
  const version = (asOf?: ChangeMark) => listingVersion(ctx, asOf);
  const listing = createJsonCache(version, () => listInvitationCodes(ctx));
  const pages = createJsonPageCache(version);
  const page = (request: Request, set: ResponseSet, query: Record<string, unknown>, asOf?: ChangeMark) =>
    pages.answer(request, set, requestSearch(request.url), () => pageInvitationCodes(ctx, query), asOf);
  return new Elysia({ prefix: "/invitation-codes" })
    .use(adminAuth(ctx))
    .get(
      "/",
      ({ request, set, query, asOf }) => (asksForCodePage(query) ? page(request, set, query, asOf) : listing.answer(request, set, asOf)),
      { requireAdmin: true },
    )
    .post("/", ({ actor, body }) => write(() => createInvitationCodes(ctx, actor, body)), { requireAdmin: true })
    .post("/:id/assign", ({ actor, params, body }) => write(() => assignInvitationCode(ctx, actor, params.id, body)), {
      requireAdmin: true,
    })
    .post("/:id/extend", ({ actor, params, body }) => write(() => extendInvitationCode(ctx, actor, params.id, body)), {
      requireAdmin: true,
    })
    .delete("/:id/assign", ({ actor, params }) => write(() => unassignInvitationCode(ctx, actor, params.id)), { requireAdmin: true });
};
