// GET /metrics in the Prometheus text format (prom-client): requests by route and status,
// latency, sign-in failures, throttle refusals, dropped log lines, database size and the age of
// the last good backup. Off unless AAN_METRICS_TOKEN is set: then nothing is measured, and the route does not
// exist. With it, the scrape must bring that token as a bearer token.
import { Elysia } from "elysia";
import type { AppContext } from "#core/context";
import { DomainError } from "#shared/errors";
import type * as MetricsRegistry from "./metrics-registry";
import { trackedOf } from "./request-tracking";
import type { ScheduledBackups } from "./scheduled-backups";
import { routeDoc } from "./openapi/route-doc";

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** The measuring hooks and the /metrics route; nothing at all when no token is configured. */
export function metricsPlugin(ctx: AppContext, backups: ScheduledBackups) {
  const token = ctx.config.metricsToken;
  if (!token) return new Elysia({ name: "metrics-off" });
  // Loaded on demand, synchronously: createApp stays synchronous for its callers.
  const { createMetrics } = require("./metrics-registry") as typeof MetricsRegistry;
  const metrics = createMetrics(ctx, backups);
  return new Elysia({ name: "metrics" })
    .onAfterResponse({ as: "global" }, ({ request, route, set }) => {
      const start = trackedOf(request)?.startedAt;
      if (start === undefined) return;
      // Unmatched paths share one label, so random URLs cannot grow the series without bound.
      const pattern = route && route !== "/*" && route !== "/api/*" ? route : "unmatched";
      const status = typeof set.status === "number" ? set.status : 200;
      metrics.observe(request.method, pattern, status, (performance.now() - start) / 1000);
    })
    .get(
      "/metrics",
      async ({ request }) => {
        const given = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "") ?? "";
        if (!sameToken(given, token)) throw new DomainError("unauthenticated", "Metrics need the bearer token");
        return new Response(await metrics.registry.metrics(), { headers: { "content-type": metrics.registry.contentType } });
      },
      {
        ...routeDoc({
          tag: "System",
          auth: "metrics-token",
          summary: "Prometheus metrics (text format)",
          description: "Served only when AAN_METRICS_TOKEN is set; the scrape brings that token as a bearer token.",
          answer: {
            contentType: "text/plain; version=0.0.4",
            description: "Requests by route and status, latency, sign-in failures, throttle refusals, database size, backup age",
          },
          servedWhen: "AAN_METRICS_TOKEN is set",
        }),
      },
    );
}
