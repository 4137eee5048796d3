import { Elysia } from "elysia";
import { ok } from "#shared/answer";
import type { AppContext } from "#core/context";
import { checkHealth } from "#core/platform/health";
import { routeDoc } from "../openapi/route-doc";

export const healthRoutes = (ctx: AppContext) =>
  new Elysia().get("/health", () => ok(checkHealth(ctx)), {
    ...routeDoc({
      tag: "Health",
      auth: "public",
      summary: "Liveness: answers once the database has answered a query",
      answer: "Health",
    }),
  });
