import { Elysia } from "elysia";
import { ok } from "#shared/answer";
import type { AppContext } from "#core/context";
import { createCredibilityEntry, deleteCredibilityEntry, updateCredibilityEntry } from "#core/credibility/credibility";
import { adminCredibilityListing } from "#core/credibility/credibility-listing";
import { listingAnswers } from "../listing-answers";
import { adminAuth } from "../plugins/admin-session";
import { writer } from "../group-commit";
import { credibilityEntryIdSchema, credibilityEntrySchema, credibilityEntryUpdateSchema } from "#shared/schemas/credibility";
import { named, routeDoc } from "../openapi/route-doc";
import { pageQuerySchema } from "#shared/schemas/paging";

export const credibilityEntryRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  // Without a page query: the spec's full list; with one, a page read on the server (decision 0045).
  const entries = listingAnswers(ctx, adminCredibilityListing);
  return new Elysia({ prefix: "/credibility-entries" })
    .use(adminAuth(ctx))
    .get("/", ({ request, set, query }) => entries.answer(request, set, query), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Credibility",
        auth: "admin",
        summary: "Credibility entries: a page, or every one",
        description:
          "With `q`, `page` or `pageSize`: one page, newest first, and the exact total; `q` (3 characters or more through the full-text index) looks in contractor, company, client, claim type and notes. Without them: every entry, as the spec answers it, sent compressed when the client accepts it, with an ETag.",
        query: named("PageQuery", pageQuerySchema),
        answer: "CredibilityEntries",
        serialized: true,
      }),
    })
    .post("/", ({ actor, body }) => write(() => ok(createCredibilityEntry(ctx, actor, body))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Credibility",
        auth: "admin",
        summary: "Add a credibility entry",
        body: named("CredibilityEntryInput", credibilityEntrySchema),
        answer: "CredibilityEntry",
      }),
    })
    .put("/:id", ({ actor, params, body }) => write(() => ok(updateCredibilityEntry(ctx, actor, params.id, body))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Credibility",
        auth: "admin",
        summary: "Change some fields of a credibility entry",
        params: { id: credibilityEntryIdSchema },
        body: named("CredibilityEntryChange", credibilityEntryUpdateSchema),
        answer: "CredibilityEntry",
        errors: [404],
      }),
    })
    .delete("/:id", ({ actor, params }) => write(() => ok(deleteCredibilityEntry(ctx, actor, params.id))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Credibility",
        auth: "admin",
        summary: "Delete a credibility entry",
        params: { id: credibilityEntryIdSchema },
        answer: "Message",
        errors: [404],
      }),
    });
};
