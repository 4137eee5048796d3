// The Prometheus measures of `aan serve` (prom-client), made when AAN_METRICS_TOKEN is set. In a
// module of its own so that a server without the token never loads prom-client (3-6 ms of every
// start, decision 0050).
import { statSync } from "node:fs";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { AppContext } from "#core/context";
import { databasePath } from "#core/db/db";
import type { ScheduledBackups } from "./scheduled-backups";
import { threadEventsOf } from "./thread-events";
import { gateCountsOf } from "./gate-peers";
import { allUploadsInFlight } from "#core/claims/upload-reservations";
import { documentObjects } from "#core/claims/document-objects";
import { replicaLagSeconds, replicaStatusOf } from "#core/platform/replica-status";

const SIGN_IN_ROUTES = new Set(["/api/admin/login", "/api/auth/login"]);

export function createMetrics(ctx: AppContext, backups: ScheduledBackups) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "aan_process_" });
  const requests = new Counter({
    name: "aan_http_requests_total",
    help: "HTTP requests by method, route and status",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const latency = new Histogram({
    name: "aan_http_request_duration_seconds",
    help: "Time to answer, by method and route",
    labelNames: ["method", "route"],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: "aan_sign_in_failures_total",
    help: "Refused sign-ins (wrong credentials, deactivated, device limit)",
    labelNames: ["kind"],
    registers: [registry],
  });
  const throttled = new Counter({
    name: "aan_throttle_refusals_total",
    help: "Requests refused with 429",
    labelNames: ["route"],
    registers: [registry],
  });
  new Counter({
    name: "aan_log_lines_dropped_total",
    help: "Log lines dropped because stderr stayed full (nobody reading it) or failed",
    registers: [registry],
    collect() {
      // The log counts its own drops (it has no prom-client): read at each scrape.
      this.reset();
      this.inc(ctx.log.droppedLines?.() ?? 0);
    },
  });
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
    name: "aan_live_streams",
    help: "Live thread streams open now (Server-Sent Events)",
    registers: [registry],
    collect() {
      this.set(threadEventsOf(ctx).open);
    },
  });
  new Counter({
    name: "aan_live_stream_cap_total",
    help: "Live thread streams a cap ended or refused: replaced (a holder's oldest, past 5) or refused (the server's cap)",
    labelNames: ["cap"],
    registers: [registry],
    collect() {
      const hub = threadEventsOf(ctx);
      this.reset();
      this.inc({ cap: "replaced" }, hub.replaced.total);
      this.inc({ cap: "refused" }, hub.refused.total);
    },
  });
  new Gauge({
    name: "aan_uploads_in_flight",
    help: "Uploads whose body is still being read, and the bytes they hold against their members' quotas",
    labelNames: ["measure"],
    registers: [registry],
    collect() {
      const held = allUploadsInFlight(ctx);
      this.set({ measure: "uploads" }, held.uploads);
      this.set({ measure: "bytes" }, held.bytes);
    },
  });
  new Gauge({
    name: "aan_connections",
    help: "Client connections held open now (the connection gate's count)",
    registers: [registry],
    collect() {
      this.set(gateCountsOf(ctx)?.open() ?? 0);
    },
  });
  new Counter({
    name: "aan_connection_refusals_total",
    help: "Connections refused at once: address (one client address held its cap) or server (the server's cap)",
    labelNames: ["cap"],
    registers: [registry],
    collect() {
      const refused = gateCountsOf(ctx)?.refusals() ?? { address: 0, server: 0 };
      this.reset();
      this.inc({ cap: "address" }, refused.address);
      this.inc({ cap: "server" }, refused.server);
    },
  });
  new Gauge({
    name: "aan_storage_up",
    help: "1 while the document store answered its last call (the data folder always), 0 after a call that failed",
    labelNames: ["kind"],
    registers: [registry],
    collect() {
      const health = documentObjects(ctx).health();
      this.reset();
      this.set({ kind: health.kind }, health.up ? 1 : 0);
    },
  });
  new Counter({
    name: "aan_storage_failures_total",
    help: "Calls to the document store that failed or timed out (uploads and downloads refused 503, sweeps put off)",
    registers: [registry],
    collect() {
      this.reset();
      this.inc(documentObjects(ctx).health().failures);
    },
  });
  const replica = replicaStatusOf(ctx.config);
  if (replica) {
    new Gauge({
      name: "aan_replica_lag_seconds",
      help: "Seconds since the oldest database write Litestream has not yet copied to the replica (0: all copied)",
      registers: [registry],
      collect() {
        this.set(replicaLagSeconds(ctx.config, replica, new Date()));
      },
    });
    new Gauge({
      name: "aan_replica_last_sync_timestamp_seconds",
      help: "When Litestream last wrote a snapshot or WAL segment to the replica (Unix seconds; 0: not yet)",
      registers: [registry],
      collect() {
        this.set(replica.lastSyncAt ? replica.lastSyncAt.getTime() / 1000 : 0);
      },
    });
    new Counter({
      name: "aan_replica_errors_total",
      help: "Errors Litestream logged, and the times it died and was started again",
      labelNames: ["kind"],
      registers: [registry],
      collect() {
        this.reset();
        this.inc({ kind: "logged" }, replica.errors);
        this.inc({ kind: "restarted" }, replica.restarts);
      },
    });
    new Gauge({
      name: "aan_replica_running",
      help: "1 while the supervised Litestream runs",
      registers: [registry],
      collect() {
        this.set(replica.running ? 1 : 0);
      },
    });
  }
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
      else if (SIGN_IN_ROUTES.has(route) && (status === 401 || status === 403))
        signInFailures.inc({ kind: route.startsWith("/api/admin") ? "admin" : "member" });
    },
  };
}
