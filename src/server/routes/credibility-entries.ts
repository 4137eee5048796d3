import { Elysia } from "elysia";
import type { AppContext } from "#core/context";
import { createCredibilityEntry, deleteCredibilityEntry, updateCredibilityEntry } from "#core/credibility/credibility";
import { adminCredibilityListing } from "#core/credibility/credibility-listing";
import { listingAnswers } from "../listing-answers";
import { adminAuth } from "../plugins/admin-session";
import { writer } from "../when-unlocked";

export const credibilityEntryRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  // Without a page query: the spec's full list; with one, a page read on the server (decision 0045).
  const entries = listingAnswers(ctx, adminCredibilityListing);
  return new Elysia({ prefix: "/credibility-entries" })
    .use(adminAuth(ctx))
    .get("/", ({ request, set, query }) => entries.answer(request, set, query), { requireAdmin: true })
    .post("/", ({ actor, body }) => write(() => createCredibilityEntry(ctx, actor, body)), { requireAdmin: true })
    .put("/:id", ({ actor, params, body }) => write(() => updateCredibilityEntry(ctx, actor, params.id, body)), { requireAdmin: true })
    .delete("/:id", ({ actor, params }) => write(() => deleteCredibilityEntry(ctx, actor, params.id)), { requireAdmin: true });
};
