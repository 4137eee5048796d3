import { Elysia } from "elysia";
import type { AppContext } from "#core/context";
import { resourceVersion } from "#core/data-version";
import {
  createCredibilityEntry,
  deleteCredibilityEntry,
  listCredibilityEntries,
  updateCredibilityEntry,
} from "#core/credibility/credibility";
import { createJsonCache } from "../json-cache";
import { adminAuth } from "../plugins/admin-session";

export const credibilityEntryRoutes = (ctx: AppContext) => {
  const listing = createJsonCache(() => resourceVersion(ctx, "credibility_entries"), () => listCredibilityEntries(ctx));
  return new Elysia({ prefix: "/credibility-entries" })
    .use(adminAuth(ctx))
    .get("/", ({ request }) => listing.respond(request), { requireAdmin: true })
    .post("/", ({ actor, body }) => createCredibilityEntry(ctx, actor, body), { requireAdmin: true })
    .put("/:id", ({ actor, params, body }) => updateCredibilityEntry(ctx, actor, params.id, body), { requireAdmin: true })
    .delete("/:id", ({ actor, params }) => deleteCredibilityEntry(ctx, actor, params.id), { requireAdmin: true });
};
