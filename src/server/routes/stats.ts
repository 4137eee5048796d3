// GET /api/admin/stats?range=7|30|90|365: the operator's overview, every chart in one answer.
import { ok } from "#shared/answer";
import { Elysia } from "elysia";
import type { AppContext } from "#core/context";
import { adminAuth } from "../plugins/admin-session";
import { createJsonPageCache } from "../json-cache";
import { loadOnDemand } from "../load-on-demand";
import { named, routeDoc } from "../openapi/route-doc";
import { statsQuerySchema } from "#shared/schemas/stats";

/**
 * The answer is kept a minute per range: it reads from most tables, so a data version would turn
 * at every sign-in or audit row, while a chart of days and weeks loses nothing by being a minute
 * old (`generatedAt` says when it was made). Panels refreshing together cost one computation.
 */
const STATS_KEPT_MS = 60_000;

/** The overview reads every chart group: eleven modules a start of `aan serve` does without. */
const statsModule = loadOnDemand(() => import("#core/stats/operator-stats"));

export const statsRoutes = (ctx: AppContext) => {
  const minute = () => String(Math.floor(ctx.clock.now().getTime() / STATS_KEPT_MS));
  const answers = createJsonPageCache(minute, 16);
  return new Elysia({ prefix: "/admin/stats" }).use(adminAuth(ctx)).get(
    "/",
    async ({ request, set, query }) => {
      const { operatorStats } = await statsModule();
      return answers.answer(request, set, `range=${String(query.range ?? "")}`, () => ok(operatorStats(ctx, query)));
    },
    {
      requireAdmin: true,
      ...routeDoc({
        tag: "System",
        auth: "admin",
        summary: "The operator's overview: funnel, members, claims, packages, payments and security for 7, 30, 90 or 365 days",
        description:
          "Every figure of one range (the UTC days ending today) in one answer, kept a minute (generatedAt says when it was made). Members' activity per day up to 30 days, per week beyond; claims and payments per week (per day for 7 days); sign-in failures per hour for 7 days, per day beyond; devices per day.",
        query: named("StatsQuery", statsQuerySchema),
        answer: "OperatorStats",
        serialized: true,
      }),
    },
  );
};
