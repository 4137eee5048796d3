import { Elysia } from "elysia";
import type { AppContext } from "#core/context";
import { checkHealth } from "#core/platform/health";

export const healthRoutes = (ctx: AppContext) => new Elysia().get("/health", () => checkHealth(ctx));
