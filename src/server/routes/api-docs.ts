// /api/openapi.json and /api/docs: the API described, and a page to read it. Public: the document
// holds no data, only the shapes of calls that the web app's own code already shows to anyone
// (docs/decisions/0042-openapi-document.md).
import { Elysia } from "elysia";
import type { AppContext } from "#core/context";
import { APP_VERSION } from "#core/platform/version";
import { DomainError } from "#shared/errors";
import type { ServedRoute } from "../openapi/document";
import { createDocsPage } from "../openapi/docs-page";
import { adminCookieName } from "../plugins/admin-session";
import { deviceCookieName, memberCookieName } from "../plugins/member-session";
import { docsFileSchema, routeDoc } from "../openapi/route-doc";

/** `servedRoutes` is read at the first request, once the whole app has been put together. */
export const apiDocsRoutes = (ctx: AppContext, servedRoutes: readonly ServedRoute[]) => {
  let document: Promise<string> | undefined;
  // The route descriptions and answer schemas are many zod schemas: built at the first request,
  // not at every start of `aan serve`, which must answer its first health check quickly.
  const build = async () => {
    const { buildOpenApiDocument } = await import("../openapi/document");
    return JSON.stringify(
      buildOpenApiDocument(servedRoutes, {
        version: APP_VERSION,
        adminCookie: adminCookieName(ctx),
        memberCookie: memberCookieName(ctx),
        deviceCookie: deviceCookieName(ctx),
      }),
    );
  };
  const docs = createDocsPage();
  return new Elysia()
    .get(
      "/openapi.json",
      async () => {
        document ??= build();
        return new Response(await document, {
          headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-cache" },
        });
      },
      {
        ...routeDoc({
          tag: "Documentation",
          auth: "public",
          summary: "This OpenAPI document",
          answer: {
            contentType: "application/json",
            description: "An OpenAPI 3.1 document, made from the app's routes and the shared schemas",
          },
        }),
      },
    )
    .get("/docs", () => docs.page(), {
      ...routeDoc({
        tag: "Documentation",
        auth: "public",
        summary: "This document as a page to read (Swagger UI)",
        answer: { contentType: "text/html", description: "The page" },
      }),
    })
    .get(
      "/docs/:file",
      ({ params, request }) => {
        const response = docs.file(params.file, request.headers.get("accept-encoding"));
        if (!response) throw new DomainError("not_found", "Not found");
        return response;
      },
      {
        ...routeDoc({
          tag: "Documentation",
          auth: "public",
          summary: "A script or style sheet of the documentation page",
          params: { file: docsFileSchema },
          answer: { contentType: "application/octet-stream", format: "binary", description: "The file, with its own content type" },
          errors: [404],
        }),
      },
    );
};
