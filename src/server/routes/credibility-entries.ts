import { Elysia } from "elysia";
import type { ChangeMark } from "#core/db/change-mark";
import type { AppContext } from "#core/context";
import { resourceVersion } from "#core/db/data-version";
import {
  createCredibilityEntry,
  deleteCredibilityEntry,
  listCredibilityEntries,
  pageCredibilityEntries,
  updateCredibilityEntry,
} from "#core/credibility/credibility";
import { asksForPage } from "#shared/schemas/paging";
import { createJsonCache, createJsonPageCache, type ResponseSet } from "../json-cache";
import { requestSearch } from "../request-path";
import { adminAuth } from "../plugins/admin-session";
import { writer } from "../when-unlocked";

export const credibilityEntryRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  // Without a page query: the spec's full list, serialized (and compressed) once per change. With
  // one: a page read on the server (decision 0045), kept per URL until the data changes.
  const version = (asOf?: ChangeMark) => resourceVersion(ctx, "credibility_entries", asOf);
  const listing = createJsonCache(version, () => listCredibilityEntries(ctx));
  const pages = createJsonPageCache(version);
  const page = (request: Request, set: ResponseSet, query: Record<string, unknown>, asOf?: ChangeMark) =>
    pages.answer(request, set, requestSearch(request.url), () => pageCredibilityEntries(ctx, query), asOf);
  return new Elysia({ prefix: "/credibility-entries" })
    .use(adminAuth(ctx))
    .get(
      "/",
      ({ request, set, query, asOf }) => (asksForPage(query) ? page(request, set, query, asOf) : listing.answer(request, set, asOf)),
      { requireAdmin: true },
    )
    .post("/", ({ actor, body }) => write(() => createCredibilityEntry(ctx, actor, body)), { requireAdmin: true })
    .put("/:id", ({ actor, params, body }) => write(() => updateCredibilityEntry(ctx, actor, params.id, body)), { requireAdmin: true })
    .delete("/:id", ({ actor, params }) => write(() => deleteCredibilityEntry(ctx, actor, params.id)), { requireAdmin: true });
};
