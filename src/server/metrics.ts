// GET /metrics in the Prometheus text format (prom-client): requests by route and status,
// latency, sign-in failures, throttle refusals, database size and the age of the last good
// backup. Off unless AAN_METRICS_TOKEN is set: then nothing is measured, and the route does not
// exist. With it, the scrape must bring that token as a bearer token.
import { Elysia } from "elysia";
import { statSync } from "node:fs";
import { timingSafeEqual } from "node:crypto";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { AppContext } from "#core/context";
import { databasePath } from "#core/db";
import { DomainError } from "#shared/errors";
import { trackedOf } from "./request-tracking";
import type { ScheduledBackups } from "./scheduled-backups";

const SIGN_IN_ROUTES = new Set(["/api/admin/login", "/api/auth/login"]);

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createMetrics(ctx: AppContext, backups: ScheduledBackups) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "aan_process_" });
  const requests = new Counter({ name: "aan_http_requests_total", help: "HTTP requests by method, route and status", labelNames: ["method", "route", "status"], registers: [registry] });
  const latency = new Histogram({
    name: "aan_http_request_duration_seconds",
    help: "Time to answer, by method and route",
    labelNames: ["method", "route"],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const signInFailures = new Counter({ name: "aan_sign_in_failures_total", help: "Refused sign-ins (wrong credentials, deactivated, device limit)", labelNames: ["kind"], registers: [registry] });
  const throttled = new Counter({ name: "aan_throttle_refusals_total", help: "Requests refused with 429", labelNames: ["route"], registers: [registry] });
  new Gauge({
    name: "aan_database_bytes",
    help: "Size of the database file and its write-ahead log",
    registers: [registry],
    collect() {
      const path = databasePath(ctx.config.dataDir);
      const size = (file: string) => statSync(file, { throwIfNoEntry: false })?.size ?? 0;
      this.set(size(path) + size(`${path}-wal`));
    },
  });
  new Gauge({
    name: "aan_backup_age_seconds",
    help: "Seconds since the last successful scheduled backup (-1: none yet or not configured)",
    registers: [registry],
    collect() {
      const { lastAt, lastOk } = backups.status();
      this.set(lastAt && lastOk ? (ctx.clock.now().getTime() - Date.parse(lastAt)) / 1000 : -1);
    },
  });

  return {
    registry,
    observe(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
      if (status === 429) throttled.inc({ route });
      else if (SIGN_IN_ROUTES.has(route) && (status === 401 || status === 403)) signInFailures.inc({ kind: route.startsWith("/api/admin") ? "admin" : "member" });
    },
  };
}

/** The measuring hooks and the /metrics route; nothing at all when no token is configured. */
export function metricsPlugin(ctx: AppContext, backups: ScheduledBackups) {
  const token = ctx.config.metricsToken;
  if (!token) return new Elysia({ name: "metrics-off" });
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
    .get("/metrics", async ({ request }) => {
      const given = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "") ?? "";
      if (!sameToken(given, token)) throw new DomainError("unauthenticated", "Metrics need the bearer token");
      return new Response(await metrics.registry.metrics(), { headers: { "content-type": metrics.registry.contentType } });
    });
}
