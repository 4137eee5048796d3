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
import { credibilityEntryIdSchema, credibilityEntrySchema, credibilityEntryUpdateSchema } from "#shared/schemas/credibility";
import { named, routeDoc } from "../openapi/route-doc";
import { pageQuerySchema } from "#shared/schemas/paging";

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
      {
        requireAdmin: true,
        detail: routeDoc({
          tag: "Credibility",
          auth: "admin",
          summary: "Credibility entries: a page, or every one",
          description:
            "With `q`, `page` or `pageSize`: one page, newest first, and the exact total; `q` (3 characters or more through the full-text index) looks in contractor, company, client, claim type and notes. Without them: every entry, as the spec answers it, sent compressed when the client accepts it, with an ETag.",
          query: named("PageQuery", pageQuerySchema),
          answer: "CredibilityEntries",
        }),
      },
    )
    .post("/", ({ actor, body }) => write(() => createCredibilityEntry(ctx, actor, body)), {
      requireAdmin: true,
      detail: routeDoc({
        tag: "Credibility",
        auth: "admin",
        summary: "Add a credibility entry",
        body: named("CredibilityEntryInput", credibilityEntrySchema),
        answer: "CredibilityEntry",
      }),
    })
    .put("/:id", ({ actor, params, body }) => write(() => updateCredibilityEntry(ctx, actor, params.id, body)), {
      requireAdmin: true,
      detail: routeDoc({
        tag: "Credibility",
        auth: "admin",
        summary: "Change some fields of a credibility entry",
        params: { id: credibilityEntryIdSchema },
        body: named("CredibilityEntryChange", credibilityEntryUpdateSchema),
        answer: "CredibilityEntry",
        errors: [404],
      }),
    })
    .delete("/:id", ({ actor, params }) => write(() => deleteCredibilityEntry(ctx, actor, params.id)), {
      requireAdmin: true,
      detail: routeDoc({
        tag: "Credibility",
        auth: "admin",
        summary: "Delete a credibility entry",
        params: { id: credibilityEntryIdSchema },
        answer: "Message",
        errors: [404],
      }),
    });
};
